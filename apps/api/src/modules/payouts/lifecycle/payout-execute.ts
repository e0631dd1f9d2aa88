/**
 * payouts.execute {payoutIds} (payout-jobs.ts): the payouts paid together — a form, or one on its own —
 * on their way to the bank (DOMAIN §7.5):
 *
 *   0. A payout waiting for its signed act (N7) is left alone: its release (payout-act-release.ts) enqueues
 *      it again. One the company's signed payment order took to its own bank (PAYMENT_ORDER) is never sent.
 *   1. The payouts never sent are admitted (payout-admission.ts): support's payments block, and for НПД every
 *      rule of DOMAIN §2.1 again with fresh FNS data. Failing → ERROR, UNHOLD, the reason, both sides told.
 *   2. The admitted ones are marked SENT, with history PROCESSING and their bank request kept, in one
 *      transaction with the payouts locked, BEFORE the bank is called: a crash after the call is seen as
 *      "maybe sent". Only the payouts this run moved NOT_SENT → SENT are sent without asking; every other
 *      PENDING payout (sent before: a rerun, a reclaimed lease, a hand-over, a poll's NOT_FOUND) is asked
 *      about first (payout-dispatch.ts) — unless the run that marked it is still calling the bank (its
 *      sending lease, BANK_SENDING_LEASE_SECONDS): that one is left to its sender and tried again later.
 *   3. The bank's answers: accepted → one payouts.poll; refused → DECLINED; no answer (answer lost →
 *      ANSWER_LOST) → tried again (payout-jobs.ts tryAgain). The give-up, when the retries run out, asks the
 *      bank once more: not there → ERROR and UNHOLD; there → the poll; no answer → left PENDING for
 *      operations (an error in the log): money the bank may still pay is never released.
 *
 * A worker killed mid-batch loses nothing: the job's lease runs out, another worker runs it again, and
 * every step is safe to repeat (a payout not PENDING is left alone; SENT means "ask first").
 */
import type { AppContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import { recordHistoryEvents } from '../../history/index.js';
import { findCustomer } from '../../parties/index.js';
import type { PayoutRow } from '../payouts.repo.js';
import { bankRequestOf } from './bank-payment.js';
import { admitted } from './payout-admission.js';
import { dispatchPayments } from './payout-dispatch.js';
import { bankOf, enqueuePoll, tryAgain } from './payout-jobs.js';
import {
  clearPayoutsSending,
  lockPayoutsByIds,
  markPayoutsAnswerLost,
  markPayoutsSent,
  selectEmployeeNames,
  selectPayoutsByIds,
} from './payout-lifecycle.repo.js';
import { settleFailed } from './payout-settlement.js';

export const BANK_UNREACHABLE_REASON = 'Банк не ответил: выплата не отправлена, средства возвращены на баланс';

export async function executePayouts(ctx: AppContext, payoutIds: string[]): Promise<void> {
  const bank = bankOf(ctx);
  const pending = (await selectPayoutsByIds(ctx.db, payoutIds)).filter(
    (r) => r.status === 'PENDING' && r.bankState !== 'PAYMENT_ORDER' && !(r.waitingFor && r.bankState === 'NOT_SENT'),
  );
  const again: string[] = [];
  const fresh = pending.filter((r) => r.bankState === 'NOT_SENT');
  const marked = await markSending(
    ctx,
    (await admitted(ctx, fresh, again)).map((r) => r.id),
  );
  const sentBefore = pending.filter((r) => r.bankState !== 'NOT_SENT');
  // SENT by a run still calling the bank: asking now would find nothing and send a second time.
  const beingSent = sentBefore.filter((r) => isBeingSent(r, ctx.now()));
  again.push(...beingSent.map((r) => r.id));
  const outcomes = await dispatchPayments(ctx, bank, [
    ...marked.map((row) => ({ row, mustAsk: false })),
    ...sentBefore.filter((r) => !beingSent.includes(r)).map((row) => ({ row, mustAsk: true })),
  ]);

  const accepted: string[] = [];
  const answerLost: string[] = [];
  for (const result of outcomes) {
    if (result.outcome === 'accepted') accepted.push(result.id);
    else if (result.outcome === 'retry') {
      again.push(result.id);
      if (result.answerLost) answerLost.push(result.id);
    } else if (!(await declined(ctx, result.id, result.reason))) {
      again.push(result.id);
    }
  }
  await inTransaction(ctx, async (txCtx) => {
    await clearPayoutsSending(
      txCtx.db,
      marked.map((r) => r.id),
    );
    await markPayoutsAnswerLost(txCtx.db, answerLost, txCtx.now());
    await enqueuePoll(txCtx, accepted, 0, 1);
  });
  await tryAgain(ctx, 'execute', payoutIds, again);
}

function isBeingSent(row: PayoutRow, now: Date): boolean {
  return row.bankState === 'SENT' && row.bankSendingUntil !== null && row.bankSendingUntil > now;
}

/** The bank refused the payment's data: DECLINED with its money released; false if that failed now (logged). */
async function declined(ctx: AppContext, payoutId: string, reason: string): Promise<boolean> {
  try {
    await settleFailed(ctx, payoutId, { status: 'DECLINED', reason });
    return true;
  } catch (error) {
    ctx.log.error({ payoutId, error: (error as Error).name }, 'a refused payout could not be settled now');
    return false;
  }
}

/**
 * Step 2: SENT, history PROCESSING and the bank request (the one fixed when paid; for a payout paid before
 * requests were fixed, made now and kept) for those still PENDING and never sent, with the payouts locked.
 * Returns exactly the payouts this run moved NOT_SENT → SENT.
 */
export async function markSending(ctx: AppContext, payoutIds: string[]): Promise<PayoutRow[]> {
  if (payoutIds.length === 0) return [];
  return inTransaction(ctx, async (txCtx) => {
    const locked = await lockPayoutsByIds(txCtx.db, payoutIds);
    const marking = locked.filter((r) => r.status === 'PENDING' && r.bankState === 'NOT_SENT' && !r.waitingFor);
    const unfixed = marking.filter((r) => !r.bankRequest);
    const names = await selectEmployeeNames(
      txCtx.db,
      unfixed.map((r) => r.employeeId),
    );
    const sending: PayoutRow[] = [];
    for (const row of marking) {
      const company = row.bankRequest ? undefined : (await findCustomer(txCtx, row.customerId))?.organisationName;
      const bankRequest = row.bankRequest ?? bankRequestOf(row, names.get(row.employeeId), company ?? undefined);
      sending.push({ ...row, bankState: 'SENT', bankRequest });
    }
    await recordHistoryEvents(
      txCtx,
      sending.map((row) => ({
        entityKind: 'payout' as const,
        entityId: row.id,
        event: 'PROCESSING' as const,
        customerId: row.customerId,
        employeeId: row.employeeId,
      })),
    );
    await markPayoutsSent(
      txCtx.db,
      sending.map((r) => ({ id: r.id, bankRequest: r.bankRequest! })),
      txCtx.now(),
      new Date(txCtx.now().getTime() + txCtx.config.BANK_SENDING_LEASE_SECONDS * 1000),
    );
    return sending;
  });
}

/**
 * The execute job's retries ran out: the bank is asked once more about each payout still PENDING. Not
 * there → ERROR and UNHOLD; there → the poll; no answer → left PENDING for operations (its HOLD stays).
 */
export async function giveUpExecution(ctx: AppContext, payoutIds: string[]): Promise<void> {
  const pending = (await selectPayoutsByIds(ctx.db, payoutIds)).filter(
    (r) => r.status === 'PENDING' && r.bankState !== 'PAYMENT_ORDER' && !(r.waitingFor && r.bankState === 'NOT_SENT'),
  );
  const known: string[] = [];
  for (const row of pending) {
    const status = await ctx.bank?.getPayment(row.id).then(
      (answer) => answer.status,
      (error) => {
        ctx.log.error({ payoutId: row.id, error: (error as Error).name }, 'the bank did not answer at the give-up');
        return undefined;
      },
    );
    if (status === 'NOT_FOUND') await settleFailed(ctx, row.id, { status: 'ERROR', reason: BANK_UNREACHABLE_REASON });
    else if (status) known.push(row.id);
    else
      ctx.log.error(
        { payoutId: row.id },
        'the bank did not answer for the payout: it stays PENDING, ops must check it',
      );
  }
  await inTransaction(ctx, (txCtx) => enqueuePoll(txCtx, known, 0, 0));
}
