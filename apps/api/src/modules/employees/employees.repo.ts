/**
 * The company's contractors. Every function takes the customer id and reads only that company's links
 * (customer_employees); a contractor working for several companies is read through this company's
 * link only. Search values are bound parameters; the only text put into SQL is from fixed lists.
 */

import type {
  EmployeeConnection,
  EmployeeListFilters,
  EmployeeSortField,
  FnsBindingStatus,
  NpdStatus,
  SortDirection,
} from '@vyplaty/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fioSortKey } from '../../db/schema/columns.js';
import {
  customerEmployees,
  customers,
  employeeRequisites,
  employees,
  fnsBindings,
  fnsReceipts,
  fnsTaxpayers,
} from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';
import { type KeyValue, keysetAfter, type PageWindow, type SortKeyPart } from '../../lib/pagination.js';

/**
 * Case- and ё-insensitive form of a search word: the twin of the stored employees.fio_key / search_key
 * (lower() and translate() in schema/accounts.ts).
 */
export const foldText = (value: string) => value.toLowerCase().replaceAll('ё', 'е');

const hasRequisites = sql<boolean>`exists (
  select 1 from ${employeeRequisites}
  where ${employeeRequisites.employeeId} = ${employees.id} and ${employeeRequisites.deletedAt} is null)`;

const connection = sql<EmployeeConnection>`case
  when ${employees.verifiedAt} is null then 'NOT_VERIFIED'
  when not ${hasRequisites} then 'NO_REQUISITES'
  else 'READY' end`;

/** НПД status from the FNS snapshot (fns_taxpayers, left-joined); UNKNOWN while never checked. */
const npdStatus = sql<NpdStatus>`coalesce(${fnsTaxpayers.npdStatus}, 'UNKNOWN')`;
/** customer_employees.npd_rank (a trigger's copy of fns_taxpayers.npd_status) of each status. */
const NPD_RANK: Readonly<Record<NpdStatus, number>> = { REGISTERED: 0, NOT_REGISTERED: 1, UNKNOWN: 2 };

/**
 * Income of the calendar year [from, to) in kopecks (text), null while FNS was never asked: FNS's
 * figure (when it is of this year) + our receipts registered since it was taken + the PENDING ones,
 * as the contractor's own page counts it (fns-connection.service incomeFigures).
 */
const yearlyIncomeOf = (year: number, from: Date, to: Date) => sql<string | null>`case
  when ${fnsTaxpayers.incomeCheckedAt} is null then null
  else (case when ${fnsTaxpayers.incomeYear} = ${year} then ${fnsTaxpayers.incomeRegisteredKopecks} else 0 end)
    + coalesce((select sum(${fnsReceipts.totalKopecks}) from ${fnsReceipts}
      where ${fnsReceipts.employeeId} = ${employees.id}
        and ${fnsReceipts.operationTime} >= ${from.toISOString()} and ${fnsReceipts.operationTime} < ${to.toISOString()}
        and (${fnsReceipts.status} in ('PENDING', 'ERROR')
          or (${fnsReceipts.status} in ('REGISTERED', 'CANCEL_PENDING')
            and (${fnsTaxpayers.incomeYear} <> ${year} or ${fnsReceipts.registeredAt} > ${fnsTaxpayers.incomeCheckedAt})))), 0)
  end::text`;

/** `%value%` for LIKE with the pattern characters of the value taken literally (backslash is LIKE's escape). */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type EmployeeSearch =
  /** Digits typed as a phone or an ИНН: `phone` with a leading 8 read as +7, `inn` as typed. */
  | { phone: string; inn: string }
  /** Words (already folded): each must occur in the ФИО, phone or ИНН. */
  | { words: string[] };

function searchMatch(search: EmployeeSearch): SQL | undefined {
  if ('phone' in search) {
    // search_key holds phone and ИНН too, so its trigram index finds the candidates; the exact test follows.
    return sql`((${employees.searchKey} like ${containing(search.phone)} or ${employees.searchKey} like ${containing(search.inn)})
      and (${employees.phone} like ${containing(search.phone)} or ${employees.inn} like ${containing(search.inn)}))`;
  }
  const perWord = search.words.map((word) => sql`${employees.searchKey} like ${containing(word)}`);
  return perWord.length > 0 ? and(...perWord) : undefined;
}

/**
 * The company's links to the contractors the search finds. The matches come first, from the trigram index
 * (OFFSET 0 keeps the subquery apart): otherwise the planner may walk the order's index testing every
 * contractor, which is slow when the matches sit at its far end (ИНН digits of the oldest contractors).
 */
function searchCondition(search: EmployeeSearch): SQL | undefined {
  const match = searchMatch(search);
  return (
    match && sql`${customerEmployees.employeeId} in (select ${employees.id} from ${employees} where ${match} offset 0)`
  );
}

export type EmployeeQuery = {
  search?: EmployeeSearch;
  filters?: EmployeeListFilters;
  sort: { field: EmployeeSortField; direction: SortDirection };
};

const whereOf = (customerId: string, query: Omit<EmployeeQuery, 'sort'>) =>
  and(
    eq(customerEmployees.customerId, customerId),
    eq(customerEmployees.status, 'ACTIVE'),
    query.search ? searchCondition(query.search) : undefined,
    query.filters?.kind ? eq(employees.kind, query.filters.kind) : undefined,
    query.filters?.tax_regime ? eq(customerEmployees.taxRegime, query.filters.tax_regime) : undefined,
    query.filters?.connection ? sql`${connection} = ${query.filters.connection}` : undefined,
    query.filters?.npd_status ? eq(customerEmployees.npdRank, NPD_RANK[query.filters.npd_status]) : undefined,
    query.filters?.fns_binding ? eq(fnsBindings.status, query.filters.fns_binding) : undefined,
  );

/**
 * The list's order as keyset parts, the link's id last so pages never overlap or skip rows when the sort
 * key repeats. Each order walks its own index of customer_employees for this company (schema/accounts.ts);
 * a contractor without a name goes last either way (fioSortKey).
 */
function orderOf(sort: EmployeeQuery['sort']): SortKeyPart[] {
  const direction = sort.direction;
  const id: SortKeyPart = { key: customerEmployees.id, direction, type: 'uuid' };
  if (sort.field === 'ADDED_AT') return [{ key: customerEmployees.createdAt, direction, type: 'timestamptz' }, id];
  if (sort.field === 'EMPLOYEE_NPD') {
    // НПД status (self-employed, not, not checked when ascending), the same status by ФИО (А→Я).
    return [
      { key: customerEmployees.npdRank, direction, type: 'integer', notNull: true },
      { key: fioSortKey(customerEmployees.fioKey, 'ASC'), direction: 'ASC', type: 'text' },
      { key: customerEmployees.id, direction: 'ASC', type: 'uuid' },
    ];
  }
  return [{ key: fioSortKey(customerEmployees.fioKey, direction), direction, type: 'text' }, id];
}

const orderBy = (parts: SortKeyPart[]) => parts.map((p) => (p.direction === 'ASC' ? asc(p.key) : desc(p.key)));

/** The row's sort-key values as text, for its cursor (a timestamp keeps its microseconds this way). */
const cursorKeyOf = (parts: SortKeyPart[]) =>
  sql<KeyValue[]>`json_build_array(${sql.join(
    parts.map((p) => sql`${p.key}::text`),
    sql`, `,
  )})`;

const listColumns = {
  id: employees.id,
  linkId: customerEmployees.id,
  lastName: employees.lastName,
  firstName: employees.firstName,
  patronymic: employees.patronymic,
  phone: employees.phone,
  inn: employees.inn,
  kind: employees.kind,
  taxRegime: customerEmployees.taxRegime,
  isVerified: sql<boolean>`${employees.verifiedAt} is not null`,
  hasRequisites,
  connection,
  npdStatus,
  fnsBinding: fnsBindings.status,
  addedAt: customerEmployees.createdAt,
};

export type EmployeeListRow = {
  id: string;
  /** The company's link to the contractor (customer_employees.id). */
  linkId: string;
  lastName: string | null;
  firstName: string | null;
  patronymic: string | null;
  phone: string;
  inn: string | null;
  kind: 'INDIVIDUAL_PERSON' | 'INDIVIDUAL_ENTREPRENEUR' | null;
  taxRegime: string;
  isVerified: boolean;
  hasRequisites: boolean;
  connection: EmployeeConnection;
  npdStatus: NpdStatus;
  fnsBinding: FnsBindingStatus | null;
  /** Kopecks as text (see yearlyIncomeOf); null while never checked. */
  yearlyIncome: string | null;
  addedAt: Date;
};

/**
 * One page of matching contractors in the asked order: `offset` rows skipped, or (`after`, the key values
 * of the previous page's last row) the rows after that one (lib/pagination.ts keyset). Each row carries its
 * own key values (`cursorKey`) for the next page's cursor.
 */
export async function selectEmployees(
  db: Db,
  customerId: string,
  query: EmployeeQuery,
  page: PageWindow & { after?: KeyValue[] | undefined },
  year: { year: number; from: Date; to: Date },
): Promise<(EmployeeListRow & { cursorKey: KeyValue[] })[]> {
  const parts = orderOf(query.sort);
  return db
    .select({
      ...listColumns,
      yearlyIncome: yearlyIncomeOf(year.year, year.from, year.to),
      cursorKey: cursorKeyOf(parts),
    })
    .from(customerEmployees)
    .innerJoin(employees, eq(employees.id, customerEmployees.employeeId))
    .leftJoin(fnsTaxpayers, eq(fnsTaxpayers.employeeId, employees.id))
    .leftJoin(fnsBindings, eq(fnsBindings.employeeId, employees.id))
    .where(and(whereOf(customerId, query), page.after ? keysetAfter(parts, page.after) : undefined))
    .orderBy(...orderBy(parts))
    .limit(page.limit)
    .offset(page.after ? 0 : page.offset);
}

/** How many key values a cursor of this order holds. */
export const cursorArity = (sort: EmployeeQuery['sort']) => orderOf(sort).length;

/**
 * How many contractors match. Joins only the tables the filters read (each joined row is unique per
 * contractor, so leaving one out never changes the count), so the plain list counts the company's
 * links from an index alone.
 */
export async function countMatchingEmployees(
  db: Db,
  customerId: string,
  query: Omit<EmployeeQuery, 'sort'>,
): Promise<number> {
  const filters = query.filters ?? {};
  let counted = db.select({ n: count() }).from(customerEmployees).$dynamic();
  if (filters.kind || filters.connection || filters.fns_binding) {
    counted = counted.innerJoin(employees, eq(employees.id, customerEmployees.employeeId));
  }
  if (filters.fns_binding) counted = counted.leftJoin(fnsBindings, eq(fnsBindings.employeeId, employees.id));
  const [row] = await counted.where(whereOf(customerId, query));
  return row?.n ?? 0;
}

/** Listed contractors by connection state, and the removed ones. */
export async function countEmployeesByState(db: Db, customerId: string) {
  const rows = await db
    .select({ status: customerEmployees.status, connection, n: count() })
    .from(customerEmployees)
    .innerJoin(employees, eq(employees.id, customerEmployees.employeeId))
    .where(eq(customerEmployees.customerId, customerId))
    .groupBy(customerEmployees.status, connection);
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}

/**
 * Locks the company's ACTIVE links to these contractors for the transaction and returns the contractor
 * ids found; an id of another company's contractor or a removed one is simply not found.
 */
export async function lockActiveLinks(tx: Tx, customerId: string, employeeIds: string[]): Promise<string[]> {
  const rows = await tx
    .select({ employeeId: customerEmployees.employeeId })
    .from(customerEmployees)
    .where(
      and(
        eq(customerEmployees.customerId, customerId),
        eq(customerEmployees.status, 'ACTIVE'),
        inArray(customerEmployees.employeeId, employeeIds),
      ),
    )
    .for('update');
  return rows.map((row) => row.employeeId);
}

/** The link becomes DISCONNECTED: the contractor's account, data and other companies stay untouched. */
export async function disconnectLinks(tx: Db, customerId: string, employeeIds: string[], now: Date) {
  const rows = await tx
    .update(customerEmployees)
    .set({ status: 'DISCONNECTED', disconnectedAt: now })
    .where(
      and(
        eq(customerEmployees.customerId, customerId),
        eq(customerEmployees.status, 'ACTIVE'),
        inArray(customerEmployees.employeeId, employeeIds),
      ),
    )
    .returning({ employeeId: customerEmployees.employeeId });
  return rows.length;
}

export async function selectOrganisationName(db: Db, customerId: string) {
  const [row] = await db
    .select({ name: customers.organisationName })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.name;
}
