/**
 * Files of a payout (a signed act, a report…): PDF, images, office documents, signatures and zips up
 * to 10 MB, stored through modules/files (ADR 008), listed, downloaded and removed by the company that
 * owns the payout. Each change is a history event (ADD_FILE / DELETE_FILE with the file's name).
 */
import { PAYOUT_FILE_MAX_MB, type PayoutFile, type PayoutKind } from '@vyplaty/contracts';
import type { ActorContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import type { Upload } from '../../../http/read-upload.js';
import { notFound } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { readOwnedFile, storeFile } from '../../files/index.js';
import { recordHistoryEvent } from '../../history/index.js';
import { PAYOUT_NOT_FOUND_MESSAGE, payoutsOwnerIdOf } from '../payout-scope.js';
import { selectPayout } from '../payouts.repo.js';
import {
  insertPayoutFile,
  markPayoutFileDeleted,
  type PayoutFileView,
  selectPayoutFile,
  selectPayoutFiles,
} from './payout-files.repo.js';

export const PAYOUT_FILE_MAX_BYTES = PAYOUT_FILE_MAX_MB * 1024 * 1024;
const FILE_NOT_FOUND_MESSAGE = 'Файл не найден';

const toPayoutFile = (row: PayoutFileView): PayoutFile => ({
  id: row.id,
  name: row.name,
  size: row.size,
  added_at: row.addedAt.toISOString(),
});

async function ownPayout(ctx: ActorContext, kind: PayoutKind, id: string) {
  const customerId = payoutsOwnerIdOf(ctx);
  const payout = isUuid(id) ? await selectPayout(ctx.db, customerId, kind, id) : undefined;
  if (!payout) throw notFound(PAYOUT_NOT_FOUND_MESSAGE);
  return { customerId, payout };
}

export async function listPayoutFiles(ctx: ActorContext, kind: PayoutKind, id: string) {
  const { customerId, payout } = await ownPayout(ctx, kind, id);
  return { items: (await selectPayoutFiles(ctx.db, customerId, payout.id)).map(toPayoutFile) };
}

export async function addPayoutFile(
  ctx: ActorContext,
  kind: PayoutKind,
  id: string,
  upload: Upload,
): Promise<PayoutFile> {
  const { customerId, payout } = await ownPayout(ctx, kind, id);
  return inTransaction(ctx, async (txCtx) => {
    const stored = await storeFile(txCtx, {
      owner: { customerId },
      purpose: 'PAYOUT_FILE',
      name: upload.name,
      mimeType: upload.mimeType,
      bytes: upload.bytes,
    });
    const now = txCtx.now();
    const fileId = await insertPayoutFile(txCtx.db, {
      payoutId: payout.id,
      customerId,
      fileId: stored.id,
      addedBy: txCtx.actor.accountId,
      createdAt: now,
    });
    await recordHistoryEvent(txCtx, {
      entityKind: 'payout',
      entityId: payout.id,
      event: 'ADD_FILE',
      customerId,
      employeeId: payout.employeeId,
      actorAccountId: txCtx.actor.accountId,
      details: { fileName: upload.name },
    });
    return toPayoutFile((await selectPayoutFile(txCtx.db, customerId, payout.id, fileId))!);
  });
}

export async function readPayoutFile(ctx: ActorContext, kind: PayoutKind, id: string, fileId: string) {
  const { customerId, payout } = await ownPayout(ctx, kind, id);
  const row = isUuid(fileId) ? await selectPayoutFile(ctx.db, customerId, payout.id, fileId) : undefined;
  if (!row) throw notFound(FILE_NOT_FOUND_MESSAGE);
  return readOwnedFile(ctx, row.fileId, { customerId }, FILE_NOT_FOUND_MESSAGE);
}

export async function deletePayoutFile(ctx: ActorContext, kind: PayoutKind, id: string, fileId: string) {
  const { customerId, payout } = await ownPayout(ctx, kind, id);
  if (!isUuid(fileId)) throw notFound(FILE_NOT_FOUND_MESSAGE);
  await inTransaction(ctx, async (txCtx) => {
    const row = await selectPayoutFile(txCtx.db, customerId, payout.id, fileId);
    if (!row || !(await markPayoutFileDeleted(txCtx.db, customerId, payout.id, fileId, txCtx.now()))) {
      throw notFound(FILE_NOT_FOUND_MESSAGE);
    }
    await recordHistoryEvent(txCtx, {
      entityKind: 'payout',
      entityId: payout.id,
      event: 'DELETE_FILE',
      customerId,
      employeeId: payout.employeeId,
      actorAccountId: txCtx.actor.accountId,
      details: { fileName: row.name },
    });
  });
}
