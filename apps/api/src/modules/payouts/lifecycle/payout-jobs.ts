/**
 * The payout pipeline's two jobs (DOMAIN §7.5, docs/decisions/payouts.md «One pipeline»). A payout on its
 * own and the payouts of one form take the same way: a payout alone is a batch of one.
 *
 * payouts.execute {payoutIds} (payout-execute.ts): the checks again, SENT before the bank is called, the
 *   bank's payments (payout-dispatch.ts), one poll for the accepted ones.
 * payouts.poll {payoutIds, round} (payout-poll.ts): the bank's statuses, the paid ones settled together.
 *
 * A step that must be tried again for some payouts of a batch hands them over, each to a batch of one with
 * its own singleton key and retries; for a batch of one the job itself fails and the queue retries it —
 * so every payout's retries are counted and reach their give-up.
 */
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { inTransaction, type TxContext } from '../../../db/transaction.js';
import { defineJob } from '../../../jobs/define-job.js';
import { chunksOf } from '../../../lib/pipeline.js';
import { executePayouts, giveUpExecution } from './payout-execute.js';
import { giveUpPolling, pollPayouts } from './payout-poll.js';

/** Payouts per job at most: a longer list is cut into jobs of this size. */
const JOB_BATCH = 1000;
const ids = z.array(z.uuid()).min(1).max(JOB_BATCH);

/** Retries of a send the bank did not answer: about ten minutes of doubling pauses from 5 s. */
const EXECUTE_RETRIES = 7;
/** A payout handed over to a batch of its own starts after the queue's first backoff. */
const HAND_OVER_AFTER_SECONDS = 5;

export const executePayoutsJob = defineJob({
  name: 'payouts.execute',
  schema: z.object({ payoutIds: ids }),
  retryLimit: EXECUTE_RETRIES,
  handler: (ctx, data) => executePayouts(ctx, data.payoutIds),
  onGiveUp: (ctx, data) => giveUpExecution(ctx, data.payoutIds),
});

export const pollPayoutsJob = defineJob({
  name: 'payouts.poll',
  schema: z.object({ payoutIds: ids, round: z.number().int().min(0) }),
  retryLimit: 10,
  handler: (ctx, data) => pollPayouts(ctx, data.payoutIds, data.round),
  onGiveUp: (ctx, data) => giveUpPolling(ctx, data.payoutIds, data.round),
});

export const payoutJobs = [executePayoutsJob, pollPayoutsJob] as const;

/** payouts.execute for these payouts in the caller's transaction, JOB_BATCH a job (a payout alone: its singleton key). */
export async function enqueueExecute(txCtx: TxContext, payoutIds: string[], startAfterSeconds?: number) {
  for (const batch of chunksOf(payoutIds, JOB_BATCH)) {
    await txCtx.jobs.enqueue(
      txCtx.db,
      executePayoutsJob,
      { payoutIds: batch },
      {
        ...(startAfterSeconds ? { startAfterSeconds } : {}),
        ...(batch.length === 1 ? { singletonKey: `payout:${batch[0]}` } : {}),
      },
    );
  }
}

/** payouts.poll for these payouts after `afterSeconds`, JOB_BATCH a job (a payout alone: its singleton key). */
export async function enqueuePoll(txCtx: TxContext, payoutIds: string[], round: number, afterSeconds: number) {
  for (const batch of chunksOf(payoutIds, JOB_BATCH)) {
    await txCtx.jobs.enqueue(
      txCtx.db,
      pollPayoutsJob,
      { payoutIds: batch, round },
      {
        startAfterSeconds: afterSeconds,
        ...(batch.length === 1 ? { singletonKey: `payout-poll:${batch[0]}` } : {}),
      },
    );
  }
}

/**
 * Some payouts of the job's batch must be tried again: a batch of one fails the job (the queue retries it
 * with backoff, then its give-up); of a larger batch, each goes to a batch of its own, leaving the others
 * done.
 */
export async function tryAgain(
  ctx: AppContext,
  step: 'execute' | 'poll',
  batch: string[],
  again: string[],
): Promise<void> {
  if (again.length === 0) return;
  if (batch.length === 1) throw new Error(`payouts.${step}: the payout is tried again`);
  await inTransaction(ctx, async (txCtx) => {
    for (const payoutId of again) {
      if (step === 'execute') await enqueueExecute(txCtx, [payoutId], HAND_OVER_AFTER_SECONDS);
      else await enqueuePoll(txCtx, [payoutId], 0, HAND_OVER_AFTER_SECONDS);
    }
  });
}

export function bankOf(ctx: AppContext) {
  if (!ctx.bank) throw new Error('the bank is not configured (BANK_API_URL): payouts wait');
  return ctx.bank;
}
