/**
 * SQL of the watch for receipts the contractor cancelled in «Мой налог» (fns-receipt-cancellations.ts):
 * the registered receipts to compare with FNS, round-robin by id, and the cancellation written on the row.
 */
import { and, asc, eq, gt, gte, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fnsReceipts } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/transaction.js';

/** REGISTERED receipts of operations since `since`, after `afterId` in id order: one batch of the watch. */
export async function selectRegisteredReceiptsAfter(db: Db, since: Date, afterId: string | null, limit: number) {
  return db
    .select({
      id: fnsReceipts.id,
      inn: fnsReceipts.inn,
      receiptId: fnsReceipts.receiptId,
      operationTime: fnsReceipts.operationTime,
    })
    .from(fnsReceipts)
    .where(
      and(
        eq(fnsReceipts.status, 'REGISTERED'),
        isNotNull(fnsReceipts.receiptId),
        gte(fnsReceipts.operationTime, since),
        afterId ? gt(fnsReceipts.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(fnsReceipts.id))
    .limit(limit);
}

/**
 * The receipt becomes CANCELED by the contractor (no request of ours, no reason code) if it still is
 * REGISTERED; the row as it now is, or undefined when it was not REGISTERED any more.
 */
export async function markCancelledByContractor(tx: Tx, id: string, cancelledAt: Date, now: Date) {
  const [row] = await tx
    .update(fnsReceipts)
    .set({ status: 'CANCELED', canceledAt: cancelledAt, cancelRequestId: null, cancelReason: null, updatedAt: now })
    .where(and(eq(fnsReceipts.id, id), eq(fnsReceipts.status, 'REGISTERED')))
    .returning();
  return row;
}
