/** SQL of the idempotency keys (DOMAIN §7.4). Every query is scoped by the company the key belongs to. */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
export type IdempotencyClaim = Pick<IdempotencyKeyRow, 'customerId' | 'key' | 'method' | 'path' | 'requestHash'>;

/**
 * Claims the key for this transaction: true when it was free. A key claimed by a transaction still
 * running makes the INSERT wait for it (PostgreSQL's unique check) — at most `waitMs`, then the
 * database raises lock_not_available (55P03), which the caller answers with 409. Only the INSERT waits
 * that long: the transaction's own lock timeout is restored before the effect runs.
 */
export async function claimIdempotencyKey(tx: Tx, claim: IdempotencyClaim, waitMs: number): Promise<boolean> {
  const [setting] = await rowsOf<{ previous: string }>(tx, sql`select current_setting('lock_timeout') as previous`);
  await tx.execute(sql`select set_config('lock_timeout', ${`${waitMs}ms`}, true)`);
  const claimed = await tx
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  await tx.execute(sql`select set_config('lock_timeout', ${setting!.previous}, true)`);
  return claimed.length > 0;
}

export async function selectIdempotencyKey(db: Db, customerId: string, key: string): Promise<IdempotencyKeyRow | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/** The answer sent for the claimed key, in the claiming transaction. */
export async function storeIdempotentResponse(
  tx: Tx,
  customerId: string,
  key: string,
  response: { status: number; body: string },
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: response.status, responseBody: response.body })
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
}

/** Housekeeping: keys older than `before` (every company's); returns how many went. */
export async function deleteIdempotencyKeysBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
