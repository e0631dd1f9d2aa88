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

const UPPER = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯё';
const LOWER = 'абвгдеежзийклмнопрстуфхцчшщъыьэюяе';

/**
 * Case- and ё-insensitive form of a text. lower() folds Cyrillic only under a Unicode-aware collation,
 * which PGlite does not promise, so Cyrillic is folded by translate() as well; `foldText` is its twin
 * for the search words.
 */
const folded = (value: SQL) => sql`translate(lower(${value}), ${UPPER}, ${LOWER})`;
export const foldText = (value: string) => value.toLowerCase().replaceAll('ё', 'е');

const fio = sql`concat_ws(' ', ${employees.lastName}, ${employees.firstName}, ${employees.patronymic})`;

const hasRequisites = sql<boolean>`exists (
  select 1 from ${employeeRequisites}
  where ${employeeRequisites.employeeId} = ${employees.id} and ${employeeRequisites.deletedAt} is null)`;

const connection = sql<EmployeeConnection>`case
  when ${employees.verifiedAt} is null then 'NOT_VERIFIED'
  when not ${hasRequisites} then 'NO_REQUISITES'
  else 'READY' end`;

/** НПД status from the FNS snapshot (fns_taxpayers, left-joined); UNKNOWN while never checked. */
const npdStatus = sql<NpdStatus>`coalesce(${fnsTaxpayers.npdStatus}, 'UNKNOWN')`;
const npdRank = sql`case ${npdStatus} when 'REGISTERED' then 0 when 'NOT_REGISTERED' then 1 else 2 end`;

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

function searchCondition(search: EmployeeSearch): SQL | undefined {
  if ('phone' in search) {
    return sql`(${employees.phone} like ${containing(search.phone)} or ${employees.inn} like ${containing(search.inn)})`;
  }
  const perWord = search.words.map((word) => {
    const pattern = containing(word);
    return sql`(${folded(fio)} like ${pattern} or ${employees.phone} like ${pattern} or ${employees.inn} like ${pattern})`;
  });
  return perWord.length > 0 ? and(...perWord) : undefined;
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
    query.filters?.npd_status ? sql`${npdStatus} = ${query.filters.npd_status}` : undefined,
    query.filters?.fns_binding ? eq(fnsBindings.status, query.filters.fns_binding) : undefined,
  );

/** The id last, so pages never overlap or skip rows when the sort key repeats. */
function orderOf(sort: EmployeeQuery['sort']): SQL[] {
  const dir = sort.direction === 'ASC' ? asc : desc;
  if (sort.field === 'ADDED_AT') return [dir(customerEmployees.createdAt), dir(employees.id)];
  // НПД status (self-employed, not, not checked when ascending), the same status by ФИО (А→Я).
  if (sort.field === 'EMPLOYEE_NPD') return [dir(npdRank), ...fioOrder(asc)];
  return fioOrder(dir);
}

/** A contractor without a name yet goes last either way. */
function fioOrder(dir: typeof asc): SQL[] {
  return [
    sql`${employees.lastName} is null`,
    dir(folded(sql`coalesce(${employees.lastName}, '')`)),
    dir(folded(sql`coalesce(${employees.firstName}, '')`)),
    dir(folded(sql`coalesce(${employees.patronymic}, '')`)),
    dir(employees.id),
  ];
}

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

/** One page of matching contractors (`limit`, `offset`) in the asked order. */
export async function selectEmployees(
  db: Db,
  customerId: string,
  query: EmployeeQuery,
  page: { limit: number; offset: number },
  year: { year: number; from: Date; to: Date },
): Promise<EmployeeListRow[]> {
  return db
    .select({ ...listColumns, yearlyIncome: yearlyIncomeOf(year.year, year.from, year.to) })
    .from(customerEmployees)
    .innerJoin(employees, eq(employees.id, customerEmployees.employeeId))
    .leftJoin(fnsTaxpayers, eq(fnsTaxpayers.employeeId, employees.id))
    .leftJoin(fnsBindings, eq(fnsBindings.employeeId, employees.id))
    .where(whereOf(customerId, query))
    .orderBy(...orderOf(query.sort))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMatchingEmployees(
  db: Db,
  customerId: string,
  query: Omit<EmployeeQuery, 'sort'>,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customerEmployees)
    .innerJoin(employees, eq(employees.id, customerEmployees.employeeId))
    .leftJoin(fnsTaxpayers, eq(fnsTaxpayers.employeeId, employees.id))
    .leftJoin(fnsBindings, eq(fnsBindings.employeeId, employees.id))
    .where(whereOf(customerId, query));
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
