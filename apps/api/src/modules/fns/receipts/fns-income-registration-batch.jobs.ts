/**
 * fns.register-incomes {receiptIds}: the receipts of a batch of payouts settled together, registered in
 * one job. FNS registers one receipt per PostIncomeRequestV2 (no batch request) but answers many messages
 * in one GetMessagesRequest (DOMAIN.md §9.2): so every receipt's message is sent (through the FNS request
 * runner's send step, exactly as fns.register-income sends one: the MessageId committed first), then the
 * messages still processing are polled together for a few rounds — one GetMessages call per
 * FNS_GET_MESSAGES_BATCH_SIZE messages a round, not one GetMessage per message — and each answer settled
 * by the runner's settle step. The registered ones are marked REGISTERED in one transaction; DUPLICATE and
 * FNS's refusals are settled as the single job settles them. A receipt whose message could not finish now
 * (FNS busy, unreachable, still PROCESSING after the rounds, GetMessages refused for «too many calls») or
 * whose settling failed is handed to its own fns.register-income job, which polls it on with backoff — it
 * never holds up or fails the others. A worker dying mid-batch loses nothing: the job's lease runs out and
 * the rerun resumes every message from its recorded state (a MessageId is polled, never sent twice).
 */
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import { defineJob } from '../../../jobs/define-job.js';
import { codeOf, eachAtMost } from '../../../lib/pipeline.js';
import { loseBinding } from '../connection/fns-binding-loss.js';
import { type FnsOutcome, runFnsRequests } from '../fns-request-runner.js';
import { findRegistered, finishRefused, finishRegistered, registerIncomeJob } from './fns-income-registration.jobs.js';
import { receiptsRegistered } from './fns-receipt-registered.js';
import type { FnsReceiptRow } from './fns-receipts.repo.js';
import { lockReceipts, markReceiptsRegistered, selectReceipts } from './fns-receipts-batch.repo.js';

/** FNS messages sent at once within one job, and receipts settled at once. */
const PIPELINE = 8;
/** The pauses before each GetMessages round (ms, ±20 % jitter): what is still processing after goes to its own job. */
const POLL_ROUNDS_MS = [300, 700, 1500] as const;
/** The first retry of a receipt handed to its own job, as the queue's first backoff. */
const HAND_OVER_AFTER_SECONDS = 5;

type Registered = { row: FnsReceiptRow; fns: { receiptId: string; link: string } };

async function handOver(ctx: AppContext, receiptIds: string[]) {
  if (receiptIds.length === 0) return;
  await inTransaction(ctx, async (txCtx) => {
    for (const receiptId of receiptIds) {
      await txCtx.jobs.enqueue(
        txCtx.db,
        registerIncomeJob,
        { receiptId },
        { startAfterSeconds: HAND_OVER_AFTER_SECONDS, singletonKey: `register:${receiptId}` },
      );
    }
  });
}

/** The registered receipts, in one transaction (locked in ascending id); those already settled are left. */
async function finishRegisteredMany(ctx: AppContext, registered: Registered[]) {
  if (registered.length === 0) return;
  const fnsOf = new Map(registered.map(({ row, fns }) => [row.id, fns]));
  await inTransaction(ctx, async (txCtx) => {
    const now = txCtx.now();
    const locked = (await lockReceipts(txCtx.db, [...fnsOf.keys()])).filter((r) => r.status === 'PENDING');
    const done: FnsReceiptRow[] = locked.map((row) => ({
      ...row,
      status: 'REGISTERED',
      receiptId: fnsOf.get(row.id)!.receiptId,
      link: fnsOf.get(row.id)!.link,
      registeredAt: now,
      errorCode: null,
      errorMessage: null,
      updatedAt: now,
    }));
    await markReceiptsRegistered(
      txCtx.db,
      done.map((row) => ({ id: row.id, receiptId: row.receiptId!, link: row.link! })),
      now,
    );
    await receiptsRegistered(txCtx, done);
  });
}

/** One receipt's answer from FNS, settled as fns.register-income settles it; registered ones are collected. */
async function settleOutcome(
  ctx: AppContext,
  row: FnsReceiptRow,
  outcome: FnsOutcome<'PostIncomeRequestV2'>,
  registered: Registered[],
) {
  if (outcome.ok) {
    registered.push({ row, fns: outcome.response });
  } else if (outcome.code === 'DUPLICATE') {
    await finishRegistered(ctx, row, await findRegistered(ctx, row));
  } else {
    await finishRefused(ctx, row, outcome.code, outcome.message);
    if (outcome.code === 'TAXPAYER_UNBOUND') await loseBinding(ctx, row.employeeId, ctx.now());
  }
}

export const registerIncomesJob = defineJob({
  name: 'fns.register-incomes',
  schema: z.object({ receiptIds: z.array(z.uuid()).min(1).max(1000) }),
  retryLimit: 5,
  handler: async (ctx, { receiptIds }) => {
    const registered: Registered[] = [];
    const unfinished: string[] = [];
    const rows = (await selectReceipts(ctx.db, receiptIds)).filter(
      (row): row is FnsReceiptRow & { registerRequestId: string } =>
        row.status === 'PENDING' && row.registerRequestId !== null,
    );
    const runs = await runFnsRequests(
      ctx,
      'PostIncomeRequestV2',
      rows.map((row) => row.registerRequestId),
      { pausesMs: POLL_ROUNDS_MS, concurrency: PIPELINE },
    );
    const handOverLater = (receiptId: string, error: unknown) => {
      ctx.log.warn(
        { receiptId, error: error ? (error as Error).name : 'PROCESSING', code: codeOf(error) },
        'a receipt of the batch goes to its own job',
      );
      unfinished.push(receiptId);
    };
    await eachAtMost(PIPELINE, rows, async (row) => {
      const run = runs.get(row.registerRequestId);
      if (!run?.ok) return handOverLater(row.id, run?.error);
      try {
        await settleOutcome(ctx, row, run.outcome, registered);
      } catch (error) {
        handOverLater(row.id, error);
      }
    });
    try {
      await finishRegisteredMany(ctx, registered);
    } catch (error) {
      // One receipt's settling failed the transaction: each on its own, the failing one to its job.
      ctx.log.warn(
        { error: (error as Error).name, code: codeOf(error) },
        'the batch of receipts is settled one by one',
      );
      for (const { row, fns } of registered) {
        await finishRegistered(ctx, row, fns).catch((error: unknown) => handOverLater(row.id, error));
      }
    }
    await handOver(ctx, unfinished);
  },
  onGiveUp: async (ctx, { receiptIds }) => {
    // Each receipt continues on its own job (the single job's retries, then the hourly sweep).
    await handOver(ctx, receiptIds);
  },
});
