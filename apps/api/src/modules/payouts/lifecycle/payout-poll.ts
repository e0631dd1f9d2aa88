/**
 * The payout's way through the bank, from jobs only (DOMAIN §7.5), the payout id being the bank's
 * idempotency key:
 *
 * payouts.execute {payoutId}
 *   0. A payout waiting for its signed act (N7, payout-act-release.ts) is left alone: released, it comes back.
 *   1. The company's payouts blocked by support meanwhile → ERROR, UNHOLD. НПД: every rule of DOMAIN
 *      §2.1 again with fresh FNS data (outside any transaction); failing → ERROR, UNHOLD, the reason,
 *      both sides told.
 *   2. The payout locked: still PENDING and never sent → bank_state SENT and history PROCESSING are
 *      committed BEFORE the bank is called, so a crash after the call is seen as "maybe sent".
 *   3. Sent before (a rerun, a restart, a lost answer) → the bank is asked first (getPayment):
 *      NOT_FOUND → send again; any answer → the poll takes it from there.
 *   4. sendPayment outside the transaction: accepted → payouts.poll; refused (BankRejectedError) →
 *      DECLINED; answer lost (BankAnswerLostError) → ANSWER_LOST and a retry, which asks first (3);
 *      bank unreachable → a retry. When the retries run out the bank is asked once more: not there →
 *      ERROR and UNHOLD; there → the poll; no answer → left PENDING for ops (an error in the log).
 *
 * payouts.poll {payoutId}: DONE → settlePaid (DEBIT, receipt, notifications); DECLINED → settleFailed;
 * PROCESSING → asked again later (doubling pause, at most a minute); NOT_FOUND → execute again. The
 * bank not answering the poll through all its retries → asked again every ten minutes (an error in the
 * log each time): a PENDING payout is never forgotten, its HOLD stays until the bank says.
 */
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import { BankAnswerLostError, BankRejectedError } from '../../../integrations/bank/bank.types.js';
import { defineJob } from '../../../jobs/define-job.js';
import { moscowYear, moscowYearBounds } from '../../../lib/moscow-time.js';
import { type EligibilityJudge, payoutEligibilityJudge } from '../../fns/index.js';
import { recordHistoryEvent } from '../../history/index.js';
import { paymentsBlockedMessage, paymentsBlockOf } from '../money/payout-money.js';
import {
  lockPayoutById,
  type PayoutRow,
  pendingNpdIncomesBetween,
  selectPayoutById,
  updatePayout,
} from '../payouts.repo.js';
import { bankPaymentOf } from './bank-payment.js';
import { settleFailed, settlePaid } from './payout-settlement.js';

const payload = z.object({ payoutId: z.uuid() });

/** Retries of a send the bank did not answer: about ten minutes of doubling pauses from 5 s. */
const EXECUTE_RETRIES = 7;
const MAX_POLL_PAUSE_SECONDS = 60;

export const BANK_UNREACHABLE_REASON = 'Банк не ответил: выплата не отправлена, средства возвращены на баланс';

function bankOf(ctx: AppContext) {
  if (!ctx.bank) throw new Error('the bank is not configured (BANK_API_URL): payouts wait');
  return ctx.bank;
}

/** DOMAIN §2.1 again right before the money moves; the reason of the first failing rule, or null. */
export const npdRefusal = (ctx: AppContext, row: PayoutRow) => npdRefusalOfContractor(ctx, [row]);

/** What FNS said within PAYOUT_FNS_FRESH_SECONDS counts as asked now (a mass payout asks once per contractor). */
export const npdFreshness = (ctx: AppContext) => ({
  unlessCheckedWithinMs: ctx.config.PAYOUT_FNS_FRESH_SECONDS * 1000,
});

/**
 * npdRefusal for several held НПД payouts of one contractor by one company (a batch): the rules once,
 * for their sum — the yearly cap counts the contractor's other held payouts and these once.
 */
export async function npdRefusalOfContractor(ctx: AppContext, rows: PayoutRow[]): Promise<string | null> {
  const first = rows[0]!;
  const year = moscowYearBounds(moscowYear(ctx.now()));
  // Held first, the rules' facts after: a payout settled in between is counted twice (the safe side), never missed.
  const held = await pendingNpdIncomesBetween(ctx.db, [first.employeeId], year.from, year.to);
  const judge = await payoutEligibilityJudge(ctx, {
    customerId: first.customerId,
    employeeIds: [first.employeeId],
    refresh: npdFreshness(ctx),
  });
  return npdSumRefusal(judge, held, rows);
}

/**
 * The rules for the sum of one contractor's held payouts `rows`, on facts read before (`judge`) and the
 * contractor's held НПД payouts of the year (`held`, these among them): these amounts are counted once.
 */
export function npdSumRefusal(judge: EligibilityJudge, held: Map<string, bigint>, rows: PayoutRow[]): string | null {
  const first = rows[0]!;
  const amount = rows.reduce((sum, row) => sum + row.amountKopecks, 0n);
  const others = (held.get(first.employeeId) ?? 0n) - amount;
  const eligibility = judge({
    employeeId: first.employeeId,
    amountKopecks: amount,
    heldKopecks: others > 0n ? others : 0n,
  });
  return eligibility.eligible ? null : (eligibility.checks.find((c) => !c.ok)?.message ?? 'Выплата не прошла проверку');
}

/** Step 2: marks the payout SENT (before the call) when it never was; returns the row, or undefined to stop. */
export async function markSending(ctx: AppContext, payoutId: string): Promise<PayoutRow | undefined> {
  return inTransaction(ctx, async (txCtx) => {
    const row = await lockPayoutById(txCtx.db, payoutId);
    if (row?.status !== 'PENDING' || row.bankState === 'PAYMENT_ORDER') return undefined;
    if (row.bankState !== 'NOT_SENT') return row;
    // Waiting for its signed act (N7): not sent until released, which enqueues this job again.
    if (row.waitingFor) return undefined;
    await recordHistoryEvent(txCtx, {
      entityKind: 'payout',
      entityId: row.id,
      event: 'PROCESSING',
      customerId: row.customerId,
      employeeId: row.employeeId,
    });
    return updatePayout(txCtx.db, row.id, { bankState: 'SENT' }, txCtx.now());
  });
}

async function enqueuePoll(ctx: AppContext, payoutId: string, afterSeconds: number) {
  await inTransaction(ctx, async (txCtx) => {
    await txCtx.jobs.enqueue(
      txCtx.db,
      pollPayoutJob,
      { payoutId },
      { startAfterSeconds: afterSeconds, singletonKey: `payout-poll:${payoutId}` },
    );
  });
}

export const executePayoutJob = defineJob({
  name: 'payouts.execute',
  schema: payload,
  retryLimit: EXECUTE_RETRIES,
  handler: async (ctx, { payoutId }) => {
    const bank = bankOf(ctx);
    const before = await selectPayoutById(ctx.db, payoutId);
    if (before?.status !== 'PENDING') return;
    // The company's signed payment order took it to its own bank (payment-order/): never paid twice.
    if (before.bankState === 'PAYMENT_ORDER') return;
    // Waiting for its signed act (N7): the release enqueues this job when the act is signed.
    if (before.waitingFor && before.bankState === 'NOT_SENT') return;
    if (before.bankState === 'NOT_SENT') {
      // Support stopped the company's payouts after this one was held: it is not sent, the money comes back.
      const block = await paymentsBlockOf(ctx, before.customerId);
      if (block.blocked) {
        await settleFailed(ctx, payoutId, { status: 'ERROR', reason: paymentsBlockedMessage(block.reason) });
        return;
      }
    }
    if (before.kind === 'NPD' && before.bankState === 'NOT_SENT') {
      const refusal = await npdRefusal(ctx, before);
      if (refusal) {
        await settleFailed(ctx, payoutId, { status: 'ERROR', reason: refusal });
        return;
      }
    }
    const row = await markSending(ctx, payoutId);
    if (!row) return;
    if (before.bankState !== 'NOT_SENT') {
      // It may have reached the bank already: never send a second time without asking.
      const known = await bank.getPayment(payoutId);
      if (known.status !== 'NOT_FOUND') return enqueuePoll(ctx, payoutId, 0);
    }
    try {
      await bank.sendPayment(await bankPaymentOf(ctx, row));
    } catch (error) {
      if (error instanceof BankRejectedError) {
        await settleFailed(ctx, payoutId, { status: 'DECLINED', reason: error.reason });
        return;
      }
      if (error instanceof BankAnswerLostError) {
        await inTransaction(ctx, async (txCtx) => {
          await updatePayout(txCtx.db, payoutId, { bankState: 'ANSWER_LOST' }, txCtx.now());
        });
      }
      throw error;
    }
    await enqueuePoll(ctx, payoutId, 1);
  },
  onGiveUp: async (ctx, { payoutId }) => {
    const known = ctx.bank ? await ctx.bank.getPayment(payoutId).catch(() => undefined) : undefined;
    if (known?.status === 'NOT_FOUND') {
      await settleFailed(ctx, payoutId, { status: 'ERROR', reason: BANK_UNREACHABLE_REASON });
    } else if (known) {
      await enqueuePoll(ctx, payoutId, 0);
    } else {
      ctx.log.error({ payoutId }, 'the bank did not answer for the payout: it stays PENDING, ops must check it');
    }
  },
});

/** The bank not answering the poll for long: asked again every ten minutes until it does. */
const POLL_AGAIN_AFTER_GIVING_UP_SECONDS = 600;

export const pollPayoutJob = defineJob({
  name: 'payouts.poll',
  schema: payload,
  retryLimit: 10,
  onGiveUp: async (ctx, { payoutId }) => {
    ctx.log.error({ payoutId }, 'the bank did not answer about the payout: asked again in ten minutes');
    await enqueuePoll(ctx, payoutId, POLL_AGAIN_AFTER_GIVING_UP_SECONDS);
  },
  handler: async (ctx, { payoutId }) => {
    const row = await selectPayoutById(ctx.db, payoutId);
    if (row?.status !== 'PENDING' || row.bankState === 'PAYMENT_ORDER') return;
    const known = await bankOf(ctx).getPayment(payoutId);
    if (known.status === 'DONE') {
      await settlePaid(ctx, payoutId, { executedAt: known.executedAt, bankReference: known.bankReference });
    } else if (known.status === 'DECLINED') {
      await settleFailed(ctx, payoutId, { status: 'DECLINED', reason: known.reason });
    } else if (known.status === 'NOT_FOUND') {
      // Marked sent but the bank never got it (a crash right before the call): execute asks and sends.
      await inTransaction(ctx, async (txCtx) => {
        await txCtx.jobs.enqueue(txCtx.db, executePayoutJob, { payoutId }, { singletonKey: `payout:${payoutId}` });
      });
    } else {
      await inTransaction(ctx, async (txCtx) => {
        const locked = await lockPayoutById(txCtx.db, payoutId);
        if (locked?.status !== 'PENDING') return;
        await updatePayout(txCtx.db, payoutId, { bankPolls: locked.bankPolls + 1 }, txCtx.now());
        await txCtx.jobs.enqueue(
          txCtx.db,
          pollPayoutJob,
          { payoutId },
          {
            startAfterSeconds: Math.min(2 ** locked.bankPolls, MAX_POLL_PAUSE_SECONDS),
            singletonKey: `payout-poll:${payoutId}`,
          },
        );
      });
    }
  },
});

export const payoutJobs = [executePayoutJob, pollPayoutJob] as const;
