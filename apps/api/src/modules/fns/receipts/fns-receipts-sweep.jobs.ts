/**
 * fns.sweep-receipts (hourly): no receipt is forgotten.
 *
 * 1. A PENDING receipt untouched for longer than the registration job's whole retry window is one the
 *    queue gave up on (FNS down for hours). Its job is enqueued again: it resumes the same recorded
 *    message (polls the MessageId, or sends it if it never left), so nothing is registered twice.
 * 2. A receipt still not registered (PENDING or ERROR) two days before its legal deadline
 *    (fns-receipt-deadline.ts) is reported once: an error in the log for ops, and a notification to
 *    the company, which pays the contractor and answers to them for the fine.
 */

import { formatKopecks, ruDay } from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import { defineJob } from '../../../jobs/define-job.js';
import { moscowMonthStart } from '../../../lib/moscow-time.js';
import { notify } from '../../notifications/index.js';
import { registerIncomeJob } from './fns-income-registration.jobs.js';
import { receiptDeadline, receiptDeadlineNear } from './fns-receipt-deadline.js';
import {
  markDeadlineAlerted,
  selectReceiptForUpdate,
  selectStalledPendingReceipts,
  selectUnregisteredBefore,
  touchReceipt,
} from './fns-receipts.repo.js';

/** Longer than the registration job's retries (12 with doubling backoff from 5 s, about 6 hours). */
export const STALLED_AFTER_MS = 7 * 60 * 60 * 1000;
const BATCH = 100;

export const sweepReceiptsJob = defineJob({
  name: 'fns.sweep-receipts',
  schema: z.object({}).passthrough(),
  cron: '17 * * * *',
  retryLimit: 1,
  handler: async (ctx) => {
    await resumeStalled(ctx);
    await warnOfDeadlines(ctx);
  },
});

async function resumeStalled(ctx: AppContext) {
  const stalled = await selectStalledPendingReceipts(ctx.db, new Date(ctx.now().getTime() - STALLED_AFTER_MS), BATCH);
  for (const { id } of stalled) {
    await inTransaction(ctx, async (txCtx) => {
      const row = await selectReceiptForUpdate(txCtx.db, id);
      if (row?.status !== 'PENDING') return;
      // Touched, so the next sweep leaves it alone for another retry window.
      await touchReceipt(txCtx.db, id, txCtx.now());
      await txCtx.jobs.enqueue(txCtx.db, registerIncomeJob, { receiptId: id }, { singletonKey: `register:${id}` });
    });
    ctx.log.warn({ receiptId: id }, 'fns: a stalled receipt registration is resumed');
  }
}

async function warnOfDeadlines(ctx: AppContext) {
  const now = ctx.now();
  // Only income of past months can be near its deadline (the 7th of the next month at the earliest).
  const candidates = await selectUnregisteredBefore(ctx.db, moscowMonthStart(now), BATCH);
  for (const row of candidates.filter((r) => receiptDeadlineNear(r.operationTime, now))) {
    const deadline = ruDay(receiptDeadline(row.operationTime));
    await inTransaction(ctx, async (txCtx) => {
      if (!(await markDeadlineAlerted(txCtx.db, row.id, now))) return;
      await notify(
        txCtx,
        { customerId: row.customerId },
        {
          title: 'Срок регистрации чека истекает',
          body:
            `Чек за выплату ${formatKopecks(row.totalKopecks)} исполнителю с ИНН ${row.inn} ещё не зарегистрирован в ФНС. ` +
            `Его нужно зарегистрировать до ${deadline} включительно, иначе исполнителю грозит штраф 20 % суммы (422-ФЗ). ` +
            (row.errorMessage ? `Причина: ${row.errorMessage}. ` : '') +
            'Мы сообщили поддержке; если исполнитель отключил платформу в «Мой налог», попросите его подключить её снова.',
          type: 'system',
        },
      );
    });
    ctx.log.error(
      { receiptId: row.id, status: row.status, deadline: receiptDeadline(row.operationTime) },
      'fns: a receipt is still not registered two days before its legal deadline',
    );
  }
}
