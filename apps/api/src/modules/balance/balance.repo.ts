/**
 * The balance module's SQL: the payments block, moneybacks, and the statement as read. Everything of a
 * company's is read by its customer id; the statement tables are the platform's own.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bankStatementCursor, bankStatementItems, moneybacks, paymentsBlocks } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export type PaymentsBlockRow = typeof paymentsBlocks.$inferSelect;
export type MoneybackRow = typeof moneybacks.$inferSelect;
export type NewMoneyback = typeof moneybacks.$inferInsert;
export type StatementItemRow = typeof bankStatementItems.$inferSelect;
export type NewStatementItem = typeof bankStatementItems.$inferInsert;

export async function selectPaymentsBlock(db: Db, customerId: string): Promise<PaymentsBlockRow | undefined> {
  const [row] = await db.select().from(paymentsBlocks).where(eq(paymentsBlocks.customerId, customerId));
  return row;
}

export async function upsertPaymentsBlock(tx: Tx, row: PaymentsBlockRow): Promise<void> {
  await tx
    .insert(paymentsBlocks)
    .values(row)
    .onConflictDoUpdate({
      target: paymentsBlocks.customerId,
      set: { blocked: row.blocked, reason: row.reason, updatedAt: row.updatedAt },
    });
}

export async function insertMoneyback(tx: Tx, row: NewMoneyback): Promise<MoneybackRow> {
  const [inserted] = await tx.insert(moneybacks).values(row).returning();
  return inserted!;
}

export async function selectMoneyback(db: Db, id: string): Promise<MoneybackRow | undefined> {
  const [row] = await db.select().from(moneybacks).where(eq(moneybacks.id, id));
  return row;
}

export async function lockMoneyback(tx: Tx, id: string): Promise<MoneybackRow | undefined> {
  const [row] = await tx.select().from(moneybacks).where(eq(moneybacks.id, id)).for('update');
  return row;
}

/** The company's moneybacks, newest first (a company makes a few; the list is not paged). */
export async function selectMoneybacks(db: Db, customerId: string, limit: number): Promise<MoneybackRow[]> {
  return db
    .select()
    .from(moneybacks)
    .where(eq(moneybacks.customerId, customerId))
    .orderBy(desc(moneybacks.createdAt), desc(moneybacks.id))
    .limit(limit);
}

export async function finishMoneybackRow(
  tx: Tx,
  id: string,
  change: Pick<MoneybackRow, 'status' | 'reason' | 'bankReference' | 'finishedAt'>,
): Promise<void> {
  await tx.update(moneybacks).set(change).where(eq(moneybacks.id, id));
}

/** The statement's read position (null before the first read). */
export async function selectStatementCursor(db: Db): Promise<string | null> {
  const [row] = await db.select({ cursor: bankStatementCursor.cursor }).from(bankStatementCursor);
  return row?.cursor ?? null;
}

/** The read position, locked: one reader of the statement at a time, whichever process it runs in. */
export async function lockStatementCursor(tx: Tx): Promise<string | null> {
  await tx.insert(bankStatementCursor).values({ id: 1, cursor: null }).onConflictDoNothing();
  const [row] = await tx.select({ cursor: bankStatementCursor.cursor }).from(bankStatementCursor).for('update');
  return row?.cursor ?? null;
}

export async function updateStatementCursor(tx: Tx, cursor: string | null, readAt: Date): Promise<void> {
  await tx.update(bankStatementCursor).set({ cursor, readAt }).where(eq(bankStatementCursor.id, 1));
}

/** The item unless it was read before (then undefined: nothing to do for it). */
export async function insertStatementItemOnce(tx: Tx, row: NewStatementItem): Promise<StatementItemRow | undefined> {
  const [inserted] = await tx.insert(bankStatementItems).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function markStatementItemCredited(
  tx: Tx,
  bankReference: string,
  credited: { customerId: string; creditOperationId: string },
): Promise<void> {
  await tx.update(bankStatementItems).set(credited).where(eq(bankStatementItems.bankReference, bankReference));
}

export async function markStatementItemReported(tx: Tx, bankReference: string, reportedAt: Date): Promise<void> {
  await tx.update(bankStatementItems).set({ reportedAt }).where(eq(bankStatementItems.bankReference, bankReference));
}

const unmatched = and(eq(bankStatementItems.direction, 'IN'), isNull(bankStatementItems.customerId));

/** Arrivals no company was found for, oldest first. */
export async function selectUnmatchedArrivals(db: Db, limit: number): Promise<StatementItemRow[]> {
  return db.select().from(bankStatementItems).where(unmatched).orderBy(bankStatementItems.readAt).limit(limit);
}

/** One unmatched arrival, locked (a retry of its match and a concurrent read never credit it twice). */
export async function lockUnmatchedArrival(tx: Tx, bankReference: string): Promise<StatementItemRow | undefined> {
  const [row] = await tx
    .select()
    .from(bankStatementItems)
    .where(and(unmatched, eq(bankStatementItems.bankReference, bankReference)))
    .for('update');
  return row;
}

export async function countUnmatchedArrivals(db: Db): Promise<{ count: number; totalKopecks: bigint }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${bankStatementItems.amount}), 0)::text`,
    })
    .from(bankStatementItems)
    .where(unmatched);
  return { count: row?.count ?? 0, totalKopecks: BigInt(row?.total ?? '0') };
}

/**
 * Moneybacks the bank's statement shows as paid (an OUT item with their id) that are not DONE: declined
 * on our side although the money left, or still pending a day after the bank booked it.
 */
export async function selectPaidMoneybacksNotDone(
  db: Db,
  bookedBefore: Date,
): Promise<(MoneybackRow & { statementReference: string })[]> {
  const rows = await db
    .select({ moneyback: moneybacks, statementReference: bankStatementItems.bankReference })
    .from(moneybacks)
    .innerJoin(
      bankStatementItems,
      and(eq(bankStatementItems.paymentId, sql`${moneybacks.id}::text`), eq(bankStatementItems.direction, 'OUT')),
    )
    .where(
      sql`${moneybacks.status} = 'DECLINED' or (${moneybacks.status} = 'PENDING' and ${bankStatementItems.bookedAt} < ${bookedBefore})`,
    );
  return rows.map((r) => ({ ...r.moneyback, statementReference: r.statementReference }));
}

/** The bank's OUT items of these payment ids (a payout's or a moneyback's): what the bank says it paid. */
export async function selectStatementPayments(db: Db, paymentIds: readonly string[]): Promise<StatementItemRow[]> {
  if (paymentIds.length === 0) return [];
  return db
    .select()
    .from(bankStatementItems)
    .where(and(eq(bankStatementItems.direction, 'OUT'), inArray(bankStatementItems.paymentId, [...paymentIds])));
}
