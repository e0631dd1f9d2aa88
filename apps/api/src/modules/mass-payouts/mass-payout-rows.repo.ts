/**
 * SQL of a registry's rows (mass_payout_rows): the import's batches, the validation's chunks, verdicts
 * and look-ups, the row page, the company's changes, the totals. Scoped by the registry (whose owner the
 * caller has checked) and, where a request reaches them, by the company.
 */
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertJsonRows } from '../../db/insert-json.js';
import { customerEmployees, employees, massPayoutRows } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';
import { bigintReplacer } from '../../lib/money.js';

export type MassPayoutRowRecord = typeof massPayoutRows.$inferSelect;
export type NewMassPayoutRow = typeof massPayoutRows.$inferInsert;

/**
 * A batch of read rows in one statement whose one parameter is the batch as JSON (insertJsonRows):
 * thousands of bind parameters cost more than the rows. A row already there (an earlier attempt) is
 * left as it is.
 */
export async function insertRows(tx: Tx, rows: NewMassPayoutRow[]): Promise<void> {
  if (rows.length === 0) return;
  await insertJsonRows(tx, massPayoutRows, rows).onConflictDoNothing({
    target: [massPayoutRows.massPayoutId, massPayoutRows.rowNumber],
  });
}

export async function deleteRowsOf(tx: Tx, massPayoutId: string) {
  await tx.delete(massPayoutRows).where(eq(massPayoutRows.massPayoutId, massPayoutId));
}

/**
 * Statistics of the columns the validation's queries filter on, after a large registry was read: a table
 * just grown by 100,000 rows has none until autovacuum's analyze (a minute later; PGlite never runs one),
 * and without them PostgreSQL planned each chunk's `row_number > … order by … limit` as a bitmap scan of
 * every remaining row of the registry plus an on-disk sort (283 ms a chunk instead of 7 at 100,000 rows).
 * Only these columns: the cells' and fields' JSON would triple the time. A role that does not own the
 * table gets a warning and no statistics, never an error.
 */
export async function analyzeRows(db: Db): Promise<void> {
  await db.execute(sql`analyze mass_payout_rows (mass_payout_id, customer_id, row_number, state, external_id, id)`);
}

export async function countRowsOf(db: Db, massPayoutId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(massPayoutRows)
    .where(eq(massPayoutRows.massPayoutId, massPayoutId));
  return row?.n ?? 0;
}

/** The next rows of a registry in file order after `afterRow` (the validation's chunks). */
export async function selectRowChunk(db: Db, massPayoutId: string, afterRow: number, limit: number) {
  return db
    .select()
    .from(massPayoutRows)
    .where(and(eq(massPayoutRows.massPayoutId, massPayoutId), gt(massPayoutRows.rowNumber, afterRow)))
    .orderBy(asc(massPayoutRows.rowNumber))
    .limit(limit);
}

/** What the validation reads of a row: its cells (the file's text, the largest part) stay in the database. */
export type RowToCheck = Pick<
  MassPayoutRowRecord,
  'id' | 'rowNumber' | 'state' | 'fields' | 'readErrors' | 'amountKopecks'
>;

/** The validation's next chunk of rows in file order after `afterRow`, only what it reads (RowToCheck). */
export async function selectRowsToCheck(
  db: Db,
  massPayoutId: string,
  afterRow: number,
  limit: number,
): Promise<RowToCheck[]> {
  return db
    .select({
      id: massPayoutRows.id,
      rowNumber: massPayoutRows.rowNumber,
      state: massPayoutRows.state,
      fields: massPayoutRows.fields,
      readErrors: massPayoutRows.readErrors,
      amountKopecks: massPayoutRows.amountKopecks,
    })
    .from(massPayoutRows)
    .where(and(eq(massPayoutRows.massPayoutId, massPayoutId), gt(massPayoutRows.rowNumber, afterRow)))
    .orderBy(asc(massPayoutRows.rowNumber))
    .limit(limit);
}

export type RowVerdict = {
  id: string;
  state: MassPayoutRowRecord['state'];
  errors: string[];
  employeeId: string | null;
  duplicateOfPayoutId: string | null;
  ndflKopecks: bigint;
  netKopecks: bigint | null;
};

/**
 * The validation's verdicts of one chunk in one statement whose one parameter is the chunk as JSON (as
 * insertRows): a chunk of thousands of rows stays one parameter, never 7 a row.
 */
export async function updateRowVerdicts(tx: Tx, verdicts: RowVerdict[]) {
  if (verdicts.length === 0) return;
  const batch = JSON.stringify(
    verdicts.map((v) => ({
      id: v.id,
      state: v.state,
      errors: v.errors,
      employee_id: v.employeeId,
      duplicate_of: v.duplicateOfPayoutId,
      ndfl: v.ndflKopecks,
      net: v.netKopecks,
    })),
    bigintReplacer,
  );
  await tx.execute(sql`
    update mass_payout_rows as r set
      state = v.state,
      errors = v.errors,
      employee_id = v.employee_id,
      duplicate_of_payout_id = v.duplicate_of,
      ndfl_kopecks = v.ndfl,
      net_kopecks = v.net
    from jsonb_to_recordset(${batch}::jsonb) as v(
      id uuid, state text, errors text[], employee_id uuid, duplicate_of uuid, ndfl bigint, net bigint)
    where r.id = v.id`);
}

export type RowsFilter = { state?: MassPayoutRowRecord['state'] | undefined; error?: string | undefined };

/** One page of a registry's rows in file order, keyset on row_number (mass_payout_rows_state / _number). */
export async function selectRowPage(
  db: Db,
  customerId: string,
  massPayoutId: string,
  filter: RowsFilter,
  afterRow: number,
  limit: number,
) {
  return db
    .select()
    .from(massPayoutRows)
    .where(
      and(
        eq(massPayoutRows.massPayoutId, massPayoutId),
        eq(massPayoutRows.customerId, customerId),
        filter.state ? eq(massPayoutRows.state, filter.state) : undefined,
        filter.error
          ? sql`exists (select 1 from unnest(${massPayoutRows.errors}) as e where e ilike ${`%${escapeLike(filter.error)}%`})`
          : undefined,
        gt(massPayoutRows.rowNumber, afterRow),
      ),
    )
    .orderBy(asc(massPayoutRows.rowNumber))
    .limit(limit);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The registry's rows among `ids` (others are not this registry's), locked for the change. */
export async function lockRows(tx: Tx, customerId: string, massPayoutId: string, ids: string[]) {
  return tx
    .select()
    .from(massPayoutRows)
    .where(
      and(
        eq(massPayoutRows.customerId, customerId),
        eq(massPayoutRows.massPayoutId, massPayoutId),
        inArray(massPayoutRows.id, ids),
      ),
    )
    .orderBy(asc(massPayoutRows.rowNumber))
    .for('update');
}

export async function setRowsRemoved(tx: Tx, ids: string[]) {
  if (ids.length > 0) await tx.update(massPayoutRows).set({ state: 'REMOVED' }).where(inArray(massPayoutRows.id, ids));
}

export async function setDuplicateConfirmed(tx: Tx, ids: string[], confirmed: boolean) {
  if (ids.length > 0) {
    await tx.update(massPayoutRows).set({ duplicateConfirmed: confirmed }).where(inArray(massPayoutRows.id, ids));
  }
}

/** Counts per state and the totals of the rows that would be paid (VALID, and DUPLICATE once confirmed). */
export async function summariseRows(db: Db, massPayoutId: string) {
  const [row] = await db
    .select({
      valid: sql<number>`count(*) filter (where ${massPayoutRows.state} = 'VALID')::int`,
      invalid: sql<number>`count(*) filter (where ${massPayoutRows.state} = 'INVALID')::int`,
      duplicate: sql<number>`count(*) filter (where ${massPayoutRows.state} = 'DUPLICATE')::int`,
      gross: sql<string>`coalesce(sum(${massPayoutRows.amountKopecks}) filter (where ${payable}), 0)::text`,
      ndfl: sql<string>`coalesce(sum(${massPayoutRows.ndflKopecks}) filter (where ${payable}), 0)::text`,
      net: sql<string>`coalesce(sum(${massPayoutRows.netKopecks}) filter (where ${payable}), 0)::text`,
    })
    .from(massPayoutRows)
    .where(eq(massPayoutRows.massPayoutId, massPayoutId));
  return {
    rowsValid: row!.valid,
    rowsInvalid: row!.invalid,
    rowsDuplicate: row!.duplicate,
    grossKopecks: BigInt(row!.gross),
    ndflKopecks: BigInt(row!.ndfl),
    netKopecks: BigInt(row!.net),
  };
}

const payable = sql`(${massPayoutRows.state} = 'VALID' or (${massPayoutRows.state} = 'DUPLICATE' and ${massPayoutRows.duplicateConfirmed}))`;

/** Every row of a registry in file order, a page at a time (the error report streams them). */
export async function* allRowsOf(db: Db, massPayoutId: string, pageSize = 1000) {
  let after = 0;
  for (;;) {
    const rows = await selectRowChunk(db, massPayoutId, after, pageSize);
    if (rows.length === 0) return;
    yield* rows;
    after = rows.at(-1)!.rowNumber;
  }
}

// ——— the validation's look-ups ———

/** The company's live contractors among these ИНН (one query per chunk). */
export async function selectCompanyContractorsByInn(db: Db, customerId: string, inns: string[]) {
  if (inns.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ employeeId: employees.id, inn: employees.inn })
    .from(customerEmployees)
    .innerJoin(employees, eq(employees.id, customerEmployees.employeeId))
    .where(
      and(
        eq(customerEmployees.customerId, customerId),
        eq(customerEmployees.status, 'ACTIVE'),
        inArray(employees.inn, inns),
      ),
    );
  return new Map(rows.map((r) => [r.inn!, r.employeeId]));
}

/**
 * Rows of the company's other live registries since `since` with these external ids (not removed or
 * invalid): one index probe (mass_payout_rows_external) per id, whatever the statistics say. As a plain
 * `external_id in (…)` join on a table just grown by 100,000 rows (not analyzed yet), each chunk read every
 * row of each of the company's registries (230 ms a 4,000-id chunk, 24 s of a 100,000-row 1C import;
 * docs/performance.md). `offset 0` keeps the lateral probe from being flattened into a join the planner
 * may reorder; the materialized CTE probes once, not once per registry of the company.
 */
export async function selectRowRepeats(
  db: Db,
  customerId: string,
  massPayoutId: string,
  since: Date,
  externalIds: string[],
): Promise<{ externalId: string; rowNumber: number; number: number; createdAt: Date }[]> {
  if (externalIds.length === 0) return [];
  const rows = await db.execute(sql`
    with found as materialized (
      select x.external_id, r.row_number, r.mass_payout_id
      from jsonb_array_elements_text(${JSON.stringify(externalIds)}::jsonb) as x(external_id)
      cross join lateral (
        select r.row_number, r.mass_payout_id
        from mass_payout_rows r
        where r.customer_id = ${customerId}
          and r.external_id = x.external_id
          and r.mass_payout_id <> ${massPayoutId}
          and r.state not in ('REMOVED', 'INVALID')
        offset 0
      ) as r
    )
    select f.external_id as "externalId", f.row_number as "rowNumber", p.number, p.created_at as "createdAt"
    from found f
    join mass_payouts p on p.id = f.mass_payout_id
    where p.customer_id = ${customerId} and p.deleted_at is null and p.created_at >= ${since.toISOString()}
    order by p.created_at desc`);
  type Found = { externalId: string; rowNumber: number; number: number; createdAt: Date | string };
  return (rows as unknown as { rows: Found[] }).rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}
