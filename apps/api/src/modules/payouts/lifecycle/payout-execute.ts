/**
 * The payout lifecycle in batches (docs/decisions/payouts.md «Batches»): the payouts confirmed together
 * (one form, one POST …/pay) go to the bank in one job and are polled and settled in one job, with every
 * guarantee of the single jobs (payout-jobs.ts), which stay the path of a payout on its own:
 *
 * payouts.execute-batch {payoutIds}
 *   0. A payout waiting for its signed act (N7) is skipped; its release (payout-act-release.ts) enqueues it.
 *   1. Support's payments block (once per company) and, for НПД, every rule of DOMAIN §2.1 again with
 *      fresh FNS data — once per contractor for the sum of their payouts in the batch, the rules' facts read
 *      once for all of a company's contractors (payoutEligibilityJudge); a contractor whose sum fails is
 *      checked payout by payout, as the single job does. Failing → ERROR, UNHOLD, the reason
 *      (payout-batch-admission.ts).
 *   2. The payouts never sent are marked SENT, with history PROCESSING, in one transaction BEFORE the bank
 *      is called (payout ids ascending).
 *   3. The bank's payments are sent several at a time (the payout id is the idempotency key); a payout
 *      marked sent before (a rerun after a crash) is asked about first (getPayment) and sent only when the
 *      bank does not know it. Refused → DECLINED. Any other failure of one payout (answer lost, the bank
 *      unreachable, the rules' FNS round failing) hands that payout to its own payouts.execute job, which
 *      asks the bank first and retries with backoff: it never holds up or fails the others.
 *   4. One payouts.poll-batch for the accepted ones.
 *
 * payouts.poll-batch {payoutIds, round}: the bank's statuses, several at a time; the DONE ones settled in
 *   one transaction (payouts locked ascending, then the ledger; if that fails, each on its own, and one
 *   that still fails goes to its own payouts.poll job); DECLINED → UNHOLD each; NOT_FOUND → payouts.execute;
 *   PROCESSING or not answered → one poll-batch again after 1, 2, 4… s (at most a minute). The bank not
 *   answering any of them → the job's retries, then every ten minutes, as the single poll.
 *
 * A worker killed mid-batch loses nothing: the job's lease runs out, another worker reruns it, and
 * every step above is safe to repeat (a payout not PENDING is left alone; SENT means "ask first").
 */
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import { type BankPaymentStatus, BankRejectedError } from '../../../integrations/bank/bank.types.js';
import { defineJob } from '../../../jobs/define-job.js';
import { eachAtMost } from '../../../lib/pipeline.js';
import { recordHistoryEvents } from '../../history/index.js';
import type { PayoutRow } from '../payouts.repo.js';
import { bankPaymentWith } from './bank-payment.js';
import {
  countBankPolls,
  lockPayoutsByIds,
  markPayoutsSent,
  selectCustomerName,
  selectEmployeeNames,
  selectPayoutsByIds,
} from './payout-batch.repo.js';
import { admitted } from './payout-batch-admission.js';
import { executePayoutJob, pollPayoutJob } from './payout-jobs.js';
import { settleFailed } from './payout-settlement.js';
import { settlePaidMany } from './payout-settlement-batch.js';

/** Bank requests in flight at once within one job. */
const PIPELINE = 8;
const MAX_POLL_PAUSE_SECONDS = 60;
const POLL_AGAIN_AFTER_GIVING_UP_SECONDS = 600;
/** A payout handed to its own job starts after the queue's first backoff. */
const HAND_OVER_AFTER_SECONDS = 5;

const ids = z.array(z.uuid()).min(1).max(1000);

function bankOf(ctx: AppContext) {
  if (!ctx.bank) throw new Error('the bank is not configured (BANK_API_URL): payouts wait');
  return ctx.bank;
}

/** Payouts that continue each on its own payouts.execute job (its retries; it asks the bank first). */
async function handOverExecution(ctx: AppContext, payoutIds: string[]) {
  if (payoutIds.length === 0) return;
  await inTransaction(ctx, async (txCtx) => {
    for (const payoutId of payoutIds) {
      await txCtx.jobs.enqueue(
        txCtx.db,
        executePayoutJob,
        { payoutId },
        { startAfterSeconds: HAND_OVER_AFTER_SECONDS, singletonKey: `payout:${payoutId}` },
      );
    }
  });
}

async function enqueuePollBatch(ctx: AppContext, payoutIds: string[], round: number, afterSeconds: number) {
  if (payoutIds.length === 0) return;
  await inTransaction(ctx, async (txCtx) => {
    await txCtx.jobs.enqueue(txCtx.db, pollPayoutsJob, { payoutIds, round }, { startAfterSeconds: afterSeconds });
  });
}

/** Step 2: SENT and history PROCESSING for those still PENDING and never sent; returns them. */
async function markSendingMany(ctx: AppContext, rows: PayoutRow[]): Promise<PayoutRow[]> {
  if (rows.length === 0) return [];
  return inTransaction(ctx, async (txCtx) => {
    const locked = await lockPayoutsByIds(
      txCtx.db,
      rows.map((r) => r.id),
    );
    const marking = locked.filter((r) => r.status === 'PENDING' && r.bankState === 'NOT_SENT' && !r.waitingFor);
    await recordHistoryEvents(
      txCtx,
      marking.map((row) => ({
        entityKind: 'payout' as const,
        entityId: row.id,
        event: 'PROCESSING' as const,
        customerId: row.customerId,
        employeeId: row.employeeId,
      })),
    );
    await markPayoutsSent(
      txCtx.db,
      marking.map((r) => r.id),
      txCtx.now(),
    );
    return marking.map((row) => ({ ...row, bankState: 'SENT' as const }));
  });
}

export const executePayoutsJob = defineJob({
  name: 'payouts.execute-batch',
  schema: z.object({ payoutIds: ids }),
  retryLimit: 5,
  handler: async (ctx, { payoutIds }) => {
    const bank = bankOf(ctx);
    // A payout the company's signed payment order took to its own bank is never sent here (payment-order/);
    // one waiting for its signed act (N7) is skipped: its release enqueues it again.
    const pending = (await selectPayoutsByIds(ctx.db, payoutIds)).filter(
      (r) => r.status === 'PENDING' && r.bankState !== 'PAYMENT_ORDER' && !(r.waitingFor && r.bankState === 'NOT_SENT'),
    );
    const handOver: string[] = [];
    const fresh = pending.filter((r) => r.bankState === 'NOT_SENT');
    const sentBefore = new Set(pending.filter((r) => r.bankState !== 'NOT_SENT').map((r) => r.id));
    const marked = await markSendingMany(ctx, await admitted(ctx, fresh, handOver));
    const toSend = [...marked, ...pending.filter((r) => sentBefore.has(r.id))];
    const names = await selectEmployeeNames(
      ctx.db,
      toSend.map((r) => r.employeeId),
    );
    const companies = new Map<string, string | undefined>();
    for (const customerId of new Set(toSend.map((r) => r.customerId))) {
      companies.set(customerId, await selectCustomerName(ctx.db, customerId));
    }
    const accepted: string[] = [];
    await eachAtMost(PIPELINE, toSend, async (row) => {
      try {
        if (sentBefore.has(row.id)) {
          // It may have reached the bank already: never send a second time without asking.
          const known = await bank.getPayment(row.id);
          if (known.status !== 'NOT_FOUND') {
            accepted.push(row.id);
            return;
          }
        }
        await bank.sendPayment(bankPaymentWith(ctx, row, names.get(row.employeeId), companies.get(row.customerId)));
        accepted.push(row.id);
      } catch (error) {
        if (error instanceof BankRejectedError) {
          await settleFailed(ctx, row.id, { status: 'DECLINED', reason: error.reason }).catch(() =>
            handOver.push(row.id),
          );
          return;
        }
        // The answer lost, the bank unreachable: its own job asks the bank first, then sends or polls.
        handOver.push(row.id);
      }
    });
    await handOverExecution(ctx, handOver);
    await enqueuePollBatch(ctx, accepted, 0, 1);
  },
  onGiveUp: async (ctx, { payoutIds }) => {
    // Each payout continues on its own job (a settled one is left alone by it).
    await handOverExecution(ctx, payoutIds);
  },
});

type Known = { row: PayoutRow; status: BankPaymentStatus | undefined };

export const pollPayoutsJob = defineJob({
  name: 'payouts.poll-batch',
  schema: z.object({ payoutIds: ids, round: z.number().int().min(0) }),
  retryLimit: 10,
  onGiveUp: async (ctx, { payoutIds, round }) => {
    ctx.log.error(
      { payouts: payoutIds.length },
      'the bank did not answer about a batch of payouts: asked again in ten minutes',
    );
    await enqueuePollBatch(ctx, payoutIds, round, POLL_AGAIN_AFTER_GIVING_UP_SECONDS);
  },
  handler: async (ctx, { payoutIds, round }) => {
    const bank = bankOf(ctx);
    // A payout the company's signed payment order took to its own bank is never sent here (payment-order/).
    const pending = (await selectPayoutsByIds(ctx.db, payoutIds)).filter(
      (r) => r.status === 'PENDING' && r.bankState !== 'PAYMENT_ORDER',
    );
    if (pending.length === 0) return;
    const known: Known[] = [];
    await eachAtMost(PIPELINE, pending, async (row) => {
      known.push({ row, status: await bank.getPayment(row.id).catch(() => undefined) });
    });
    // The bank answered about none: the job's retries (then every ten minutes), as the single poll.
    if (known.every((k) => k.status === undefined)) throw new Error('the bank answered no status of the batch');

    const paid = known.flatMap(({ row, status }) =>
      status?.status === 'DONE'
        ? [{ id: row.id, executedAt: status.executedAt, bankReference: status.bankReference }]
        : [],
    );
    const unsettled = await settlePaidMany(ctx, paid);
    const retryPolls: string[] = [...unsettled];
    const execute: string[] = [];
    const again: string[] = [];
    const processing: string[] = [];
    for (const { row, status } of known) {
      if (status?.status === 'DECLINED') {
        await settleFailed(ctx, row.id, { status: 'DECLINED', reason: status.reason }).catch(() =>
          retryPolls.push(row.id),
        );
      } else if (status?.status === 'NOT_FOUND') {
        // Marked sent but the bank never got it (a crash right before the call): execute asks and sends.
        execute.push(row.id);
      } else if (status === undefined || status.status === 'PROCESSING') {
        again.push(row.id);
        if (status) processing.push(row.id);
      }
    }
    await inTransaction(ctx, async (txCtx) => {
      for (const payoutId of execute) {
        await txCtx.jobs.enqueue(txCtx.db, executePayoutJob, { payoutId }, { singletonKey: `payout:${payoutId}` });
      }
      for (const payoutId of retryPolls) {
        await txCtx.jobs.enqueue(
          txCtx.db,
          pollPayoutJob,
          { payoutId },
          { startAfterSeconds: HAND_OVER_AFTER_SECONDS, singletonKey: `payout-poll:${payoutId}` },
        );
      }
      await countBankPolls(txCtx.db, processing, txCtx.now());
      if (again.length > 0) {
        await txCtx.jobs.enqueue(
          txCtx.db,
          pollPayoutsJob,
          { payoutIds: again, round: round + 1 },
          { startAfterSeconds: Math.min(2 ** round, MAX_POLL_PAUSE_SECONDS) },
        );
      }
    });
  },
});

export const payoutBatchJobs = [executePayoutsJob, pollPayoutsJob] as const;
