/**
 * `balance.moneyback`: the bank part of a moneyback, one step per run. Every run asks the bank for the
 * payment first (our moneyback id is its idempotency key), so a run after a lost answer or a crash never
 * sends twice: NOT_FOUND → send it; PROCESSING → look again later (the job enqueues its next run, with a
 * growing pause); DONE → DEBIT; DECLINED or a refusal of the data → UNHOLD with the bank's reason. A
 * bank that does not answer fails the run, and the queue retries it. When the retries run out (the give-up)
 * the bank is asked once more: it never got the payment → UNHOLD, the company told; it has it, or does not
 * answer → looked at again in ten minutes, an error in the log — money the bank may still pay stays held.
 */
import { z } from 'zod';
import { inTransaction } from '../../db/transaction.js';
import { BankRejectedError } from '../../integrations/bank/bank.types.js';
import { defineJob } from '../../jobs/define-job.js';
import { AppError } from '../../lib/errors.js';
import { selectMoneyback } from './balance.repo.js';
import { settleMoneyback } from './moneyback-settle.js';

/** Pause before the n-th look at a payment the bank is still processing: 1, 2, 4 … seconds, at most 5 minutes. */
const pollDelaySeconds = (polls: number) => Math.min(2 ** polls, 300);
const AGAIN_AFTER_GIVING_UP_SECONDS = 600;

export const MONEYBACK_BANK_UNREACHABLE_REASON = 'Банк не ответил: возврат не отправлен, средства возвращены на баланс';

export const moneybackJob = defineJob({
  name: 'balance.moneyback',
  schema: z.object({ moneybackId: z.uuid(), polls: z.number().int().min(0).default(0) }),
  retryLimit: 10,
  onGiveUp: async (ctx, { moneybackId, polls }) => {
    const moneyback = await selectMoneyback(ctx.db, moneybackId);
    if (moneyback?.status !== 'PENDING') return;
    const payment = await ctx.bank?.getPayment(moneyback.id).catch((error: unknown) => {
      ctx.log.error({ moneybackId, error: (error as Error).name }, 'the bank did not answer at the moneyback give-up');
      return undefined;
    });
    if (payment?.status === 'NOT_FOUND') {
      await settleMoneyback(ctx, moneyback.id, { status: 'DECLINED', reason: MONEYBACK_BANK_UNREACHABLE_REASON });
      return;
    }
    ctx.log.error({ moneybackId }, 'a moneyback the bank may still pay: looked at again in ten minutes');
    await inTransaction(ctx, (txCtx) =>
      txCtx.jobs.enqueue(
        txCtx.db,
        moneybackJob,
        { moneybackId, polls },
        { startAfterSeconds: AGAIN_AFTER_GIVING_UP_SECONDS, singletonKey: `moneyback:${moneybackId}` },
      ),
    );
  },
  handler: async (ctx, { moneybackId, polls }) => {
    const moneyback = await selectMoneyback(ctx.db, moneybackId);
    if (moneyback?.status !== 'PENDING') return;
    const bank = ctx.bank;
    if (!bank) throw new AppError('BANK_UNAVAILABLE', { message: 'Банк недоступен: возврат будет отправлен позже' });

    const payment = await bank.getPayment(moneyback.id);
    if (payment.status === 'DONE') {
      await settleMoneyback(ctx, moneyback.id, { status: 'DONE', bankReference: payment.bankReference });
      return;
    }
    if (payment.status === 'DECLINED') {
      await settleMoneyback(ctx, moneyback.id, { status: 'DECLINED', reason: payment.reason });
      return;
    }
    if (payment.status === 'NOT_FOUND') {
      try {
        await bank.sendPayment({
          paymentId: moneyback.id,
          amountKopecks: moneyback.amount,
          recipient: {
            kind: 'ACCOUNT',
            accountNumber: moneyback.accountNumber,
            bik: moneyback.bik,
            name: moneyback.recipientName,
            inn: moneyback.recipientInn,
          },
          purpose: moneyback.purpose,
        });
      } catch (error) {
        // The bank refused the data: nothing was paid, the money goes back to the balance.
        if (error instanceof BankRejectedError) {
          await settleMoneyback(ctx, moneyback.id, { status: 'DECLINED', reason: error.reason });
          return;
        }
        // An answer lost or the bank unreachable: the retry asks for the payment before sending again.
        throw error;
      }
    }
    await inTransaction(ctx, (txCtx) =>
      txCtx.jobs.enqueue(
        txCtx.db,
        moneybackJob,
        { moneybackId, polls: polls + 1 },
        { startAfterSeconds: pollDelaySeconds(polls), singletonKey: `moneyback:${moneybackId}` },
      ),
    );
  },
});
