/**
 * payouts.poll {payoutIds, round} (payout-jobs.ts): the bank's statuses of the payouts it accepted,
 * several at a time. DONE → settled together (payout-settlement.ts settlePaid); DECLINED → UNHOLD each;
 * NOT_FOUND (marked sent, never received: a crash right before the call) → payouts.execute, which asks and
 * sends; PROCESSING or not answered → one poll again after 1, 2, 4… s (at most a minute). The bank answering
 * about none of them fails the job (its retries), and when those run out it is asked again every ten
 * minutes (an error in the log each time): a PENDING payout is never forgotten, its HOLD stays until the
 * bank says.
 */
import type { AppContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import type { BankPaymentStatus } from '../../../integrations/bank/bank.types.js';
import { eachAtMost } from '../../../lib/pipeline.js';
import type { PayoutRow } from '../payouts.repo.js';
import { bankOf, enqueueExecute, enqueuePoll, tryAgain } from './payout-jobs.js';
import { countBankPolls, selectPayoutsByIds } from './payout-lifecycle.repo.js';
import { settleFailed, settlePaid } from './payout-settlement.js';

/** Bank status questions in flight at once within one job. */
const PIPELINE = 8;
const MAX_POLL_PAUSE_SECONDS = 60;
const POLL_AGAIN_AFTER_GIVING_UP_SECONDS = 600;

type Known = { row: PayoutRow; status: BankPaymentStatus | undefined };

export async function pollPayouts(ctx: AppContext, payoutIds: string[], round: number): Promise<void> {
  const bank = bankOf(ctx);
  // A payout the company's signed payment order took to its own bank is never polled here (payment-order/).
  const pending = (await selectPayoutsByIds(ctx.db, payoutIds)).filter(
    (r) => r.status === 'PENDING' && r.bankState !== 'PAYMENT_ORDER',
  );
  if (pending.length === 0) return;
  const known: Known[] = [];
  await eachAtMost(PIPELINE, pending, async (row) => {
    const status = await bank.getPayment(row.id).catch((error: unknown) => {
      ctx.log.warn({ payoutId: row.id, error: (error as Error).name }, 'the bank did not answer about a payout');
      return undefined;
    });
    known.push({ row, status });
  });
  // The bank answered about none: the job's retries (then every ten minutes).
  if (known.every((k) => k.status === undefined)) throw new Error('the bank answered no status of the payouts');

  const paid = known.flatMap(({ row, status }) =>
    status?.status === 'DONE'
      ? [{ id: row.id, executedAt: status.executedAt, bankReference: status.bankReference }]
      : [],
  );
  const retry = await settlePaid(ctx, paid);
  const execute: string[] = [];
  const again: string[] = [];
  const processing: string[] = [];
  for (const { row, status } of known) {
    if (status?.status === 'DECLINED') {
      try {
        await settleFailed(ctx, row.id, { status: 'DECLINED', reason: status.reason });
      } catch (error) {
        ctx.log.error({ payoutId: row.id, error: (error as Error).name }, 'a declined payout could not be settled now');
        retry.push(row.id);
      }
    } else if (status?.status === 'NOT_FOUND') {
      execute.push(row.id);
    } else if (status === undefined || status.status === 'PROCESSING') {
      again.push(row.id);
      if (status) processing.push(row.id);
    }
  }
  await inTransaction(ctx, async (txCtx) => {
    for (const payoutId of execute) await enqueueExecute(txCtx, [payoutId]);
    await countBankPolls(txCtx.db, processing, txCtx.now());
    await enqueuePoll(txCtx, again, round + 1, Math.min(2 ** round, MAX_POLL_PAUSE_SECONDS));
  });
  await tryAgain(ctx, 'poll', payoutIds, retry);
}

/** The bank not answering the poll through all its retries: asked again in ten minutes, for ever. */
export async function giveUpPolling(ctx: AppContext, payoutIds: string[], round: number): Promise<void> {
  ctx.log.error({ payouts: payoutIds.length }, 'the bank did not answer about payouts: asked again in ten minutes');
  await inTransaction(ctx, (txCtx) => enqueuePoll(txCtx, payoutIds, round, POLL_AGAIN_AFTER_GIVING_UP_SECONDS));
}
