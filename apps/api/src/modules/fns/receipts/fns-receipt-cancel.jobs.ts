/**
 * fns.cancel-receipt: sends the recorded PostCancelReceiptRequestV2 through the FNS request runner and
 * settles the CANCEL_PENDING receipt: done (or ALREADY_DELETED: cancelled before, an answer we lost)
 * → CANCELED; refused (RECEIPT_ID_NOT_FOUND, TAXPAYER_UNBOUND, …) → back to REGISTERED with the Russian
 * reason, and the company is told. FNS busy or slow → the run throws and the queue retries; when it
 * gives up, the receipt goes back to REGISTERED so the company may ask again (a repeat that FNS had
 * done after all answers ALREADY_DELETED → CANCELED).
 */

import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import { defineJob } from '../../../jobs/define-job.js';
import { notify } from '../../notifications/index.js';
import { emitWebhookEvent } from '../../webhooks/index.js';
import { runFnsRequest } from '../fns-request-runner.js';
import { selectReceipt, selectReceiptForUpdate, updateReceipt } from './fns-receipts.repo.js';

export const CANCEL_GAVE_UP_MESSAGE = 'ФНС не ответила на запрос об аннулировании чека. Попробуйте аннулировать позже';

const cancelRefusedMessage = (code: string, russian: string) =>
  code === 'RECEIPT_ID_NOT_FOUND'
    ? `ФНС не нашла этот чек, он не аннулирован (ответ ФНС: «${russian}»). Обратитесь в поддержку`
    : `ФНС не аннулировала чек (ответ ФНС: «${russian}»)`;

export const cancelReceiptJob = defineJob({
  name: 'fns.cancel-receipt',
  schema: z.object({ receiptId: z.uuid() }),
  retryLimit: 8,
  handler: async (ctx, { receiptId }) => {
    const row = await selectReceipt(ctx.db, receiptId);
    if (row?.status !== 'CANCEL_PENDING' || !row.cancelRequestId) return;
    const outcome = await runFnsRequest<'PostCancelReceiptRequestV2'>(ctx, row.cancelRequestId);
    if (outcome.ok || outcome.code === 'ALREADY_DELETED') return finishCanceled(ctx, receiptId);
    return backToRegistered(ctx, receiptId, outcome.code, cancelRefusedMessage(outcome.code, outcome.message));
  },
  onGiveUp: (ctx, { receiptId }) => backToRegistered(ctx, receiptId, 'NO_ANSWER', CANCEL_GAVE_UP_MESSAGE),
});

async function finishCanceled(ctx: AppContext, receiptId: string) {
  await inTransaction(ctx, async (txCtx) => {
    const row = await selectReceiptForUpdate(txCtx.db, receiptId);
    if (row?.status !== 'CANCEL_PENDING') return;
    const now = txCtx.now();
    await updateReceipt(
      txCtx.db,
      receiptId,
      { status: 'CANCELED', canceledAt: now, errorCode: null, errorMessage: null },
      now,
    );
    if (row.payoutId) {
      await emitWebhookEvent(txCtx, {
        customerId: row.customerId,
        type: 'receipt.cancelled',
        data: { payout_id: row.payoutId, receipt_number: row.receiptId ?? '', reason: row.cancelReason },
      });
    }
  });
}

async function backToRegistered(ctx: AppContext, receiptId: string, code: string, message: string) {
  await inTransaction(ctx, async (txCtx) => {
    const row = await selectReceiptForUpdate(txCtx.db, receiptId);
    if (row?.status !== 'CANCEL_PENDING') return;
    const now = txCtx.now();
    await updateReceipt(
      txCtx.db,
      receiptId,
      { status: 'REGISTERED', cancelReason: null, errorCode: code, errorMessage: message },
      now,
    );
    await notify(
      txCtx,
      { customerId: row.customerId },
      { title: `Чек №${row.receiptId} не аннулирован`, body: message, type: 'system' },
    );
  });
}
