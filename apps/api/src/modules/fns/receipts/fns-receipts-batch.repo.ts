/**
 * SQL of receipts in batches (a batch of paid payouts, fns.register-incomes): several rows read, inserted,
 * locked and changed in one statement each — the same rows as fns-receipts.repo.ts one by one.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { insertJsonRows } from '../../../db/insert-json.js';
import { customers, employees, fnsReceipts } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/transaction.js';
import type { FnsReceiptRow, NewReceipt } from './fns-receipts.repo.js';

/** insertReceipt for several: the rows inserted (those whose operation exists already are not). */
export async function insertReceipts(db: Db, values: NewReceipt[], now: Date): Promise<FnsReceiptRow[]> {
  if (values.length === 0) return [];
  return insertJsonRows(
    db,
    fnsReceipts,
    values.map((v) => ({ ...v, status: 'PENDING' as const, createdAt: now, updatedAt: now })),
  )
    .onConflictDoNothing({ target: fnsReceipts.operationUniqueId })
    .returning();
}

export async function selectReceiptsByOperations(db: Db, operationUniqueIds: string[]): Promise<FnsReceiptRow[]> {
  if (operationUniqueIds.length === 0) return [];
  return db.select().from(fnsReceipts).where(inArray(fnsReceipts.operationUniqueId, operationUniqueIds));
}

/** Each receipt PENDING with its recorded PostIncomeRequestV2 (one statement for a batch). */
export async function setRegisterRequests(db: Db, pairs: { id: string; requestId: string }[], now: Date) {
  if (pairs.length === 0) return;
  const values = JSON.stringify(pairs.map((p) => ({ id: p.id, request_id: p.requestId })));
  await db.execute(sql`
    update fns_receipts set status = 'PENDING', register_request_id = v.request_id, error_code = null,
                            error_message = null, updated_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${values}::jsonb) as v(id uuid, request_id uuid)
    where fns_receipts.id = v.id`);
}

export async function selectReceipts(db: Db, ids: string[]): Promise<FnsReceiptRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(fnsReceipts).where(inArray(fnsReceipts.id, ids));
}

/** Several rows locked in ascending id (a batch's registered receipts). */
export async function lockReceipts(db: Tx, ids: string[]): Promise<FnsReceiptRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(fnsReceipts).where(inArray(fnsReceipts.id, ids)).orderBy(asc(fnsReceipts.id)).for('update');
}

/** REGISTERED with FNS's ReceiptId and link, for several receipts in one statement. */
export async function markReceiptsRegistered(
  db: Tx,
  registered: { id: string; receiptId: string; link: string }[],
  now: Date,
) {
  if (registered.length === 0) return;
  const values = JSON.stringify(registered.map((r) => ({ id: r.id, receipt_id: r.receiptId, link: r.link })));
  await db.execute(sql`
    update fns_receipts set status = 'REGISTERED', receipt_id = v.receipt_id, link = v.link,
                            registered_at = ${now.toISOString()}::timestamptz, error_code = null, error_message = null,
                            updated_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${values}::jsonb) as v(id uuid, receipt_id text, link text)
    where fns_receipts.id = v.id`);
}

/** selectReceiptParties for one company and several contractors: the company, and each contractor's ИНН. */
export async function selectReceiptPartiesMany(db: Db, customerId: string, employeeIds: string[]) {
  const [customer] = await db
    .select({ inn: customers.inn, organisationName: customers.organisationName })
    .from(customers)
    .where(eq(customers.id, customerId));
  const rows =
    employeeIds.length === 0
      ? []
      : await db
          .select({ id: employees.id, inn: employees.inn })
          .from(employees)
          .where(inArray(employees.id, [...new Set(employeeIds)]));
  return { customer, employeeInns: new Map(rows.map((r) => [r.id, r.inn])) };
}
