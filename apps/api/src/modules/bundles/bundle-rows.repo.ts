/**
 * SQL of a bundle's rows (document_bundle_rows) and of the company's contractors they name: written by the check
 * and generation jobs and by a bundle made by hand, read page by page; every read scoped by the bundle (whose
 * company the caller has checked) or the company.
 */
import { and, asc, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertJsonRows } from '../../db/insert-json.js';
import { customerEmployees, documentBundleRows, employees } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export type BundleRowRecord = typeof documentBundleRows.$inferSelect;
export type NewBundleRow = Omit<typeof documentBundleRows.$inferInsert, 'id'>;
export type BundleRowChange = Partial<Pick<BundleRowRecord, 'state' | 'errors' | 'documentId'>>;

/** The company's active contractors' keys (the import's lookup by ИНН or phone). */
export async function selectContractorKeys(db: Db, customerId: string) {
  return db
    .select({ id: employees.id, inn: employees.inn, phone: employees.phone })
    .from(customerEmployees)
    .innerJoin(employees, eq(employees.id, customerEmployees.employeeId))
    .where(and(eq(customerEmployees.customerId, customerId), eq(customerEmployees.status, 'ACTIVE')));
}

/** Which of the ids are the company's active contractors. */
export async function selectActiveContractorIds(db: Db, customerId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: customerEmployees.employeeId })
    .from(customerEmployees)
    .where(
      and(
        eq(customerEmployees.customerId, customerId),
        inArray(customerEmployees.employeeId, ids),
        eq(customerEmployees.status, 'ACTIVE'),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function insertBundleRows(db: Db, rows: NewBundleRow[]): Promise<void> {
  if (rows.length === 0) return;
  await insertJsonRows(db, documentBundleRows, rows);
}

export async function deleteBundleRows(db: Db, bundleId: string): Promise<void> {
  await db.delete(documentBundleRows).where(eq(documentBundleRows.bundleId, bundleId));
}

/** A page of the bundle's rows by row number, with the contractor's name. */
export async function selectRowsPage(
  db: Db,
  customerId: string,
  bundleId: string,
  states: string[] | undefined,
  window: { limit: number; offset: number },
) {
  const where = and(
    eq(documentBundleRows.bundleId, bundleId),
    eq(documentBundleRows.customerId, customerId),
    states?.length ? inArray(documentBundleRows.state, states as BundleRowRecord['state'][]) : undefined,
  );
  const rows = await db
    .select({
      row: documentBundleRows,
      lastName: employees.lastName,
      firstName: employees.firstName,
      patronymic: employees.patronymic,
    })
    .from(documentBundleRows)
    .leftJoin(employees, eq(employees.id, documentBundleRows.employeeId))
    .where(where)
    .orderBy(asc(documentBundleRows.rowNumber))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ n: count() }).from(documentBundleRows).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The bundle's rows after a row number, in order (the error report reads them a page at a time). */
export async function selectRowsAfter(db: Db, bundleId: string, afterRow: number, limit: number) {
  return db
    .select()
    .from(documentBundleRows)
    .where(and(eq(documentBundleRows.bundleId, bundleId), gt(documentBundleRows.rowNumber, afterRow)))
    .orderBy(asc(documentBundleRows.rowNumber))
    .limit(limit);
}

/** The next VALID rows without a document (the generation's cursor is the rows' own state), locked. */
export async function lockRowsToGenerate(tx: Tx, bundleId: string, limit: number) {
  return tx
    .select()
    .from(documentBundleRows)
    .where(
      and(
        eq(documentBundleRows.bundleId, bundleId),
        eq(documentBundleRows.state, 'VALID'),
        isNull(documentBundleRows.documentId),
      ),
    )
    .orderBy(asc(documentBundleRows.rowNumber))
    .limit(limit)
    .for('update');
}

export async function updateBundleRow(db: Db, id: string, change: BundleRowChange): Promise<void> {
  await db.update(documentBundleRows).set(change).where(eq(documentBundleRows.id, id));
}

/** The VALID rows no document was made of, FAILED with the reason (a generation given up); how many. */
export async function failRemainingRows(tx: Tx, bundleId: string, reason: string): Promise<number> {
  const rows = await tx
    .update(documentBundleRows)
    .set({ state: 'FAILED', errors: [reason] })
    .where(
      and(
        eq(documentBundleRows.bundleId, bundleId),
        eq(documentBundleRows.state, 'VALID'),
        isNull(documentBundleRows.documentId),
      ),
    )
    .returning({ id: documentBundleRows.id });
  return rows.length;
}
