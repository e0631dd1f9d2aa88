/** SQL of the files attached to payouts; every read takes the company's id and filters by it. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { payoutFiles, storedFiles } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/transaction.js';

export type PayoutFileView = { id: string; fileId: string; name: string; size: number; addedAt: Date };

const columns = {
  id: payoutFiles.id,
  fileId: payoutFiles.fileId,
  name: storedFiles.name,
  size: storedFiles.sizeBytes,
  addedAt: payoutFiles.createdAt,
};

const liveOf = (customerId: string, payoutId: string) =>
  and(eq(payoutFiles.customerId, customerId), eq(payoutFiles.payoutId, payoutId), isNull(payoutFiles.deletedAt));

export async function selectPayoutFiles(db: Db, customerId: string, payoutId: string): Promise<PayoutFileView[]> {
  return db
    .select(columns)
    .from(payoutFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, payoutFiles.fileId))
    .where(liveOf(customerId, payoutId))
    .orderBy(asc(payoutFiles.createdAt), asc(payoutFiles.id));
}

export async function selectPayoutFile(db: Db, customerId: string, payoutId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(payoutFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, payoutFiles.fileId))
    .where(and(liveOf(customerId, payoutId), eq(payoutFiles.id, id)));
  return row as PayoutFileView | undefined;
}

export async function insertPayoutFile(
  tx: Tx,
  row: { payoutId: string; customerId: string; fileId: string; addedBy: string; createdAt: Date },
) {
  const [inserted] = await tx.insert(payoutFiles).values(row).returning({ id: payoutFiles.id });
  return inserted!.id;
}

/** The link goes (deleted_at); the stored file stays, as every stored file does. */
export async function markPayoutFileDeleted(tx: Tx, customerId: string, payoutId: string, id: string, now: Date) {
  const rows = await tx
    .update(payoutFiles)
    .set({ deletedAt: now })
    .where(and(liveOf(customerId, payoutId), eq(payoutFiles.id, id)))
    .returning({ id: payoutFiles.id });
  return rows.length > 0;
}
