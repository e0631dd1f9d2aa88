/**
 * SQL of fns_receipts: receipts of income registered in FNS for payouts. Every read a person can
 * trigger takes the owner's id (customer or contractor) and filters by it.
 *
 * The income sums (pendingIncomeKopecks, registeredIncomeSinceKopecks) count a calendar year in
 * Moscow time: НПД tax periods are months of the Moscow calendar, so a payout at 01:00 on 1 January
 * Moscow time belongs to the new year although it is still 31 December in UTC.
 */

import { and, asc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  customers,
  employees,
  type FnsReceiptService,
  type FnsReceiptStatus,
  fnsReceipts,
} from '../../../db/schema/index.js';
import type { Tx } from '../../../db/transaction.js';
import { moscowYearBounds } from '../../../lib/moscow-time.js';

export type FnsReceiptRow = typeof fnsReceipts.$inferSelect;

const sumTotal = sql<string | null>`sum(${fnsReceipts.totalKopecks})`;

/**
 * Σ total of the contractor's receipts paid but not registered in FNS whose operation time is in
 * `year`: income FNS does not know about yet, counted against the yearly cap. PENDING, and ERROR too:
 * a refused receipt is still owed (the money was paid) and support registers it later.
 */
export async function pendingIncomeKopecks(db: Db, employeeId: string, year: number): Promise<bigint> {
  return sumOfYear(db, employeeId, year, ['PENDING', 'ERROR']);
}

/**
 * Σ total of the contractor's receipts registered in FNS for income of `year` after `since` (all of
 * them when `since` is null): what FNS's own income figure taken at `since` does not include yet.
 * CANCEL_PENDING counts too: the receipt stays income in FNS until the cancellation is done.
 */
export async function registeredIncomeSinceKopecks(
  db: Db,
  employeeId: string,
  year: number,
  since: Date | null,
): Promise<bigint> {
  return sumOfYear(db, employeeId, year, ['REGISTERED', 'CANCEL_PENDING'], since ?? undefined);
}

/** Σ total of the contractor's receipts in `statuses` for income of `year` (Moscow), registered after `since`. */
async function sumOfYear(
  db: Db,
  employeeId: string,
  year: number,
  statuses: FnsReceiptStatus[],
  registeredAfter?: Date,
): Promise<bigint> {
  const { from, to } = moscowYearBounds(year);
  const [row] = await db
    .select({ total: sumTotal })
    .from(fnsReceipts)
    .where(
      and(
        eq(fnsReceipts.employeeId, employeeId),
        inArray(fnsReceipts.status, statuses),
        gte(fnsReceipts.operationTime, from),
        lt(fnsReceipts.operationTime, to),
        registeredAfter ? gt(fnsReceipts.registeredAt, registeredAfter) : undefined,
      ),
    );
  return BigInt(row?.total ?? 0);
}

export type NewReceipt = {
  customerId: string;
  employeeId: string;
  inn: string;
  operationUniqueId: string;
  payoutId: string | null;
  services: FnsReceiptService[];
  totalKopecks: bigint;
  operationTime: Date;
  customerInn: string;
  customerOrganization: string;
};

/** Inserts the PENDING receipt; undefined when one with this operation_unique_id exists already. */
export async function insertReceipt(db: Db, values: NewReceipt, now: Date): Promise<FnsReceiptRow | undefined> {
  const [row] = await db
    .insert(fnsReceipts)
    .values({ ...values, status: 'PENDING', createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: fnsReceipts.operationUniqueId })
    .returning();
  return row;
}

export async function selectReceiptByOperation(db: Db, operationUniqueId: string) {
  const [row] = await db.select().from(fnsReceipts).where(eq(fnsReceipts.operationUniqueId, operationUniqueId));
  return row;
}

export async function selectReceipt(db: Db, id: string): Promise<FnsReceiptRow | undefined> {
  const [row] = await db.select().from(fnsReceipts).where(eq(fnsReceipts.id, id));
  return row;
}

/** The row locked for a job's or a cancellation's change. */
export async function selectReceiptForUpdate(db: Tx, id: string): Promise<FnsReceiptRow | undefined> {
  const [row] = await db.select().from(fnsReceipts).where(eq(fnsReceipts.id, id)).for('update');
  return row;
}

/** The customer's receipt by our id (uuid) or by FNS's ReceiptId, locked. */
export async function selectCustomerReceiptForUpdate(
  db: Tx,
  customerId: string,
  ref: { id: string } | { fnsReceiptId: string },
): Promise<FnsReceiptRow | undefined> {
  const [row] = await db
    .select()
    .from(fnsReceipts)
    .where(
      and(
        eq(fnsReceipts.customerId, customerId),
        'id' in ref ? eq(fnsReceipts.id, ref.id) : eq(fnsReceipts.receiptId, ref.fnsReceiptId),
      ),
    )
    .orderBy(fnsReceipts.createdAt)
    .limit(1)
    .for('update');
  return row;
}

/** The receipt with FNS id `receiptId` of the contractor with ИНН `inn`, if `owner` is its customer or contractor. */
export async function selectOwnedReceiptByFnsId(
  db: Db,
  owner: { customerId: string } | { employeeId: string },
  inn: string,
  receiptId: string,
): Promise<FnsReceiptRow | undefined> {
  const [row] = await db
    .select()
    .from(fnsReceipts)
    .where(
      and(
        eq(fnsReceipts.inn, inn),
        eq(fnsReceipts.receiptId, receiptId),
        'customerId' in owner
          ? eq(fnsReceipts.customerId, owner.customerId)
          : eq(fnsReceipts.employeeId, owner.employeeId),
      ),
    );
  return row;
}

export async function updateReceipt(
  db: Db,
  id: string,
  values: Partial<{
    status: FnsReceiptStatus;
    receiptId: string | null;
    link: string | null;
    registerRequestId: string | null;
    cancelRequestId: string | null;
    cancelReason: 'REFUND' | 'REGISTRATION_MISTAKE' | null;
    errorCode: string | null;
    errorMessage: string | null;
    registeredAt: Date | null;
    canceledAt: Date | null;
  }>,
  now: Date,
): Promise<FnsReceiptRow> {
  const [row] = await db
    .update(fnsReceipts)
    .set({ ...values, updatedAt: now })
    .where(eq(fnsReceipts.id, id))
    .returning();
  return row!;
}

/** Who a receipt is between: the company (ИНН, name) and the contractor's ИНН (null: not given yet). */
export async function selectReceiptParties(db: Db, customerId: string, employeeId: string) {
  const [customer] = await db
    .select({ inn: customers.inn, organisationName: customers.organisationName })
    .from(customers)
    .where(eq(customers.id, customerId));
  const [employee] = await db.select({ inn: employees.inn }).from(employees).where(eq(employees.id, employeeId));
  return customer && employee ? { customer, employeeInn: employee.inn } : undefined;
}

/** The contractor's FNS receipt ids we already hold (a DUPLICATE is matched to one we do not). */
export async function selectHeldFnsReceiptIds(db: Db, inn: string): Promise<Set<string>> {
  const rows = await db
    .select({ receiptId: fnsReceipts.receiptId })
    .from(fnsReceipts)
    .where(and(eq(fnsReceipts.inn, inn), sql`${fnsReceipts.receiptId} is not null`));
  return new Set(rows.map((r) => r.receiptId!));
}

/** PENDING receipts nothing has touched since `before`, oldest first (the sweep resumes them). */
export async function selectStalledPendingReceipts(db: Db, before: Date, limit: number) {
  return db
    .select({ id: fnsReceipts.id })
    .from(fnsReceipts)
    .where(and(eq(fnsReceipts.status, 'PENDING'), lt(fnsReceipts.updatedAt, before)))
    .orderBy(asc(fnsReceipts.updatedAt))
    .limit(limit);
}

export async function touchReceipt(db: Db, id: string, now: Date) {
  await db.update(fnsReceipts).set({ updatedAt: now }).where(eq(fnsReceipts.id, id));
}

/** Receipts of income received before `before` that are still not registered and not yet warned of. */
export async function selectUnregisteredBefore(db: Db, before: Date, limit: number): Promise<FnsReceiptRow[]> {
  return db
    .select()
    .from(fnsReceipts)
    .where(
      and(
        inArray(fnsReceipts.status, ['PENDING', 'ERROR']),
        isNull(fnsReceipts.deadlineAlertedAt),
        lt(fnsReceipts.operationTime, before),
      ),
    )
    .orderBy(asc(fnsReceipts.operationTime))
    .limit(limit);
}

/** Marks the deadline warning sent; false when another run already did (the warning goes out once). */
export async function markDeadlineAlerted(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(fnsReceipts)
    .set({ deadlineAlertedAt: now })
    .where(and(eq(fnsReceipts.id, id), isNull(fnsReceipts.deadlineAlertedAt)))
    .returning({ id: fnsReceipts.id });
  return rows.length > 0;
}
