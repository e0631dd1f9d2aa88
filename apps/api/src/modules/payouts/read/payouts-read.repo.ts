/**
 * Reads of payouts as people see them: the company's list (its own payouts of one kind), one payout,
 * and the contractor's list (their payouts from every company, drafts left out). Each row carries the
 * contractor, the company, the receipt (fns_receipts by payout id) and its repeat. Search values are
 * bound parameters; the only SQL text built here is from fixed lists.
 */
import type { PayoutKind, PayoutSortField, PayoutStatus, SortDirection } from '@vyplaty/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { customers, employees, fnsReceipts, payoutCounts, payouts } from '../../../db/schema/index.js';
import { type KeyValue, keysetAfter, type PageWindow, type SortKeyPart } from '../../../lib/pagination.js';

const viewColumns = {
  payout: payouts,
  employee: {
    id: employees.id,
    lastName: employees.lastName,
    firstName: employees.firstName,
    patronymic: employees.patronymic,
    inn: employees.inn,
    phone: employees.phone,
  },
  company: { id: customers.id, name: customers.organisationName, inn: customers.inn },
  receipt: {
    id: fnsReceipts.id,
    status: fnsReceipts.status,
    receiptId: fnsReceipts.receiptId,
    link: fnsReceipts.link,
    inn: fnsReceipts.inn,
  },
};

export type PayoutView = {
  payout: typeof payouts.$inferSelect;
  employee: {
    id: string;
    lastName: string | null;
    firstName: string | null;
    patronymic: string | null;
    inn: string | null;
    phone: string;
  };
  company: { id: string; name: string; inn: string };
  receipt: { id: string; status: string; receiptId: string | null; link: string | null; inn: string } | null;
};

/** The payouts with their contractor, company and receipt; with the row's cursor key when `cursorKey` is given. */
const withJoins = (db: Db, cursorKey: SQL<KeyValue[]> = sql<KeyValue[]>`null`) =>
  db
    .select({ ...viewColumns, cursorKey })
    .from(payouts)
    .innerJoin(employees, eq(employees.id, payouts.employeeId))
    .innerJoin(customers, eq(customers.id, payouts.customerId))
    .leftJoin(fnsReceipts, eq(fnsReceipts.payoutId, payouts.id));

/** One live payout of the company (of this kind, or of either when no kind is given), or undefined. */
export async function selectPayoutView(db: Db, customerId: string, kind: PayoutKind | undefined, id: string) {
  const [row] = await withJoins(db).where(
    and(
      eq(payouts.customerId, customerId),
      kind ? eq(payouts.kind, kind) : undefined,
      eq(payouts.id, id),
      isNull(payouts.deletedAt),
    ),
  );
  return row as PayoutView | undefined;
}

/** Several payouts of the company by id (the answer of a create or a pay), in the order of `ids`. */
export async function selectPayoutViews(db: Db, customerId: string, ids: string[]): Promise<PayoutView[]> {
  if (ids.length === 0) return [];
  const rows = (await withJoins(db).where(
    and(eq(payouts.customerId, customerId), inArray(payouts.id, ids)),
  )) as PayoutView[];
  const byId = new Map(rows.map((r) => [r.payout.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is PayoutView => r !== undefined);
}

/** `%value%` for LIKE with the pattern characters of the value taken literally. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type PayoutSearch = { number: number | null; digits: string } | { words: string[] };

export type CompanyPayoutQuery = {
  /** Both kinds when not given (user/payouts: ordered by added or number only, the orders with an index). */
  kind?: PayoutKind | undefined;
  sort: { field: PayoutSortField; direction: SortDirection };
  search?: PayoutSearch;
  statuses?: PayoutStatus[];
  employeeId?: string;
  createdFrom?: Date;
  createdBefore?: Date;
  /** MY scope: created by this login. */
  createdBy?: string;
};

function searchCondition(search: PayoutSearch): SQL | undefined {
  if ('digits' in search) {
    const byNumber = search.number !== null ? sql`${payouts.number} = ${search.number}` : sql`false`;
    // A few digits are a payout number; a phone or an ИНН is looked into from four digits on.
    if (search.digits.length < 4) return byNumber;
    const like = containing(search.digits);
    return sql`(${byNumber} or ${employees.phone} like ${like} or ${employees.inn} like ${like})`;
  }
  const perWord = search.words.map(
    (word) =>
      sql`(${employees.searchKey} like ${containing(word)} or lower(${payouts.serviceName}) like ${containing(word)})`,
  );
  return perWord.length > 0 ? and(...perWord) : undefined;
}

const companyWhere = (customerId: string, q: Omit<CompanyPayoutQuery, 'sort'>) =>
  and(
    eq(payouts.customerId, customerId),
    q.kind ? eq(payouts.kind, q.kind) : undefined,
    isNull(payouts.deletedAt),
    q.search ? searchCondition(q.search) : undefined,
    q.statuses?.length ? inArray(payouts.status, q.statuses) : undefined,
    q.employeeId ? eq(payouts.employeeId, q.employeeId) : undefined,
    q.createdFrom ? gte(payouts.createdAt, q.createdFrom) : undefined,
    q.createdBefore ? lt(payouts.createdAt, q.createdBefore) : undefined,
    q.createdBy ? eq(payouts.createdBy, q.createdBy) : undefined,
  );

/** The list's order as keyset parts, the id last (the number is unique by itself). Each order has its index. */
function orderOf(sort: CompanyPayoutQuery['sort']): SortKeyPart[] {
  const direction = sort.direction;
  const id: SortKeyPart = { key: payouts.id, direction, type: 'uuid' };
  switch (sort.field) {
    case 'NUMBER':
      return [{ key: payouts.number, direction, type: 'integer' }];
    case 'AMOUNT':
      return [{ key: payouts.amountKopecks, direction, type: 'bigint' }, id];
    case 'EMPLOYEE_FIO':
      return [{ key: payouts.employeeFioKey, direction, type: 'text' }, id];
    default:
      return [{ key: payouts.createdAt, direction, type: 'timestamptz' }, id];
  }
}

const orderBy = (parts: SortKeyPart[]) => parts.map((p) => (p.direction === 'ASC' ? asc(p.key) : desc(p.key)));

const cursorKeyOf = (parts: SortKeyPart[]) =>
  sql<KeyValue[]>`json_build_array(${sql.join(
    parts.map((p) => sql`${p.key}::text`),
    sql`, `,
  )})`;

export const cursorArity = (sort: CompanyPayoutQuery['sort']) => orderOf(sort).length;

export async function selectCompanyPayouts(
  db: Db,
  customerId: string,
  query: CompanyPayoutQuery,
  page: PageWindow & { after?: KeyValue[] | undefined },
): Promise<(PayoutView & { cursorKey: KeyValue[] })[]> {
  const parts = orderOf(query.sort);
  return (await withJoins(db, cursorKeyOf(parts))
    .where(and(companyWhere(customerId, query), page.after ? keysetAfter(parts, page.after) : undefined))
    .orderBy(...orderBy(parts))
    .limit(page.limit)
    .offset(page.after ? 0 : page.offset)) as (PayoutView & { cursorKey: KeyValue[] })[];
}

/**
 * totalCount of the company's list. Filtered by status and scope only (or not at all), it adds up
 * payout_counts, which triggers keep per (company, kind, status, creator): a company with a million payouts
 * is counted from a few rows. A search, a contractor or a period counts the matching payouts themselves.
 */
export async function countCompanyPayouts(db: Db, customerId: string, query: Omit<CompanyPayoutQuery, 'sort'>) {
  if (!query.search && !query.employeeId && !query.createdFrom && !query.createdBefore) {
    const [kept] = await db
      .select({ n: sql<number>`coalesce(sum(${payoutCounts.n}), 0)::int` })
      .from(payoutCounts)
      .where(
        and(
          eq(payoutCounts.customerId, customerId),
          query.kind ? eq(payoutCounts.kind, query.kind) : undefined,
          query.statuses?.length ? inArray(payoutCounts.status, query.statuses) : undefined,
          query.createdBy ? eq(payoutCounts.createdBy, query.createdBy) : undefined,
        ),
      );
    return kept?.n ?? 0;
  }
  let counted = db.select({ n: count() }).from(payouts).$dynamic();
  if (query.search) counted = counted.innerJoin(employees, eq(employees.id, payouts.employeeId));
  const [row] = await counted.where(companyWhere(customerId, query));
  return row?.n ?? 0;
}

export type EmployeePayoutQuery = {
  kind?: PayoutKind;
  statuses?: PayoutStatus[];
  customerId?: string;
  createdFrom?: Date;
  createdBefore?: Date;
};

/** The contractor's payouts: drafts are the company's own business and are never shown. */
const employeeWhere = (employeeId: string, q: EmployeePayoutQuery) =>
  and(
    eq(payouts.employeeId, employeeId),
    ne(payouts.status, 'CREATED'),
    isNull(payouts.deletedAt),
    q.kind ? eq(payouts.kind, q.kind) : undefined,
    q.statuses?.length ? inArray(payouts.status, q.statuses) : undefined,
    q.customerId ? eq(payouts.customerId, q.customerId) : undefined,
    q.createdFrom ? gte(payouts.createdAt, q.createdFrom) : undefined,
    q.createdBefore ? lt(payouts.createdAt, q.createdBefore) : undefined,
  );

const employeeOrder: SortKeyPart[] = [
  { key: payouts.createdAt, direction: 'DESC', type: 'timestamptz' },
  { key: payouts.id, direction: 'DESC', type: 'uuid' },
];
export const EMPLOYEE_CURSOR_ARITY = employeeOrder.length;

/** The contractor's payouts, newest first. */
export async function selectEmployeePayouts(
  db: Db,
  employeeId: string,
  query: EmployeePayoutQuery,
  page: PageWindow & { after?: KeyValue[] | undefined },
): Promise<(PayoutView & { cursorKey: KeyValue[] })[]> {
  return (await withJoins(db, cursorKeyOf(employeeOrder))
    .where(and(employeeWhere(employeeId, query), page.after ? keysetAfter(employeeOrder, page.after) : undefined))
    .orderBy(...orderBy(employeeOrder))
    .limit(page.limit)
    .offset(page.after ? 0 : page.offset)) as (PayoutView & { cursorKey: KeyValue[] })[];
}

export async function countEmployeePayouts(db: Db, employeeId: string, query: EmployeePayoutQuery) {
  const [row] = await db.select({ n: count() }).from(payouts).where(employeeWhere(employeeId, query));
  return row?.n ?? 0;
}

/** One of the contractor's payouts (not a draft) of this kind (any kind when omitted). */
export async function selectEmployeePayoutView(db: Db, employeeId: string, id: string, kind?: PayoutKind) {
  const [row] = await withJoins(db).where(and(employeeWhere(employeeId, { kind }), eq(payouts.id, id)));
  return row as PayoutView | undefined;
}
