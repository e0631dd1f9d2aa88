/**
 * How the payouts marked SENT reach the bank: the pipeline's one seam with the bank's payment channel.
 * Today the nominal account's payment API, one request per payout, several in flight (the payout id is
 * the bank's idempotency key); the mass payouts' bank registry (one file for many payouts, DOMAIN §9.1)
 * is another channel with the same contract: for each payout, accepted, refused, or to be tried again.
 *
 * `mustAsk`: the payout may have reached the bank already (this run did not move it NOT_SENT → SENT: a
 * rerun after a crash, a lost answer, a reclaimed lease, a poll that found nothing) — the bank is asked
 * first and the payment sent only if it does not know it. Only the run that marked the payout sent may
 * send without asking.
 */
import type { AppContext } from '../../../context.js';
import {
  BankAnswerLostError,
  type BankClient,
  BankPaymentExistsError,
  BankRejectedError,
} from '../../../integrations/bank/bank.types.js';
import { eachAtMost } from '../../../lib/pipeline.js';
import type { PayoutRow } from '../payouts.repo.js';
import { bankPaymentOf } from './bank-payment.js';

/** Bank requests in flight at once within one job. */
const PIPELINE = 8;

export type Dispatch = { row: PayoutRow; mustAsk: boolean };

export type DispatchOutcome =
  /** The bank has the payment (sent now, or known before): its status is polled. */
  | { id: string; outcome: 'accepted' }
  /** The bank refused the data: nothing was paid. */
  | { id: string; outcome: 'refused'; reason: string }
  /** No answer (unreachable, or the answer lost after sending): asked first next time. */
  | { id: string; outcome: 'retry'; answerLost: boolean };

export async function dispatchPayments(
  ctx: AppContext,
  bank: BankClient,
  dispatches: Dispatch[],
): Promise<DispatchOutcome[]> {
  const outcomes: DispatchOutcome[] = [];
  await eachAtMost(PIPELINE, dispatches, async ({ row, mustAsk }) => {
    outcomes.push(await dispatchOne(ctx, bank, row, mustAsk));
  });
  return outcomes;
}

async function dispatchOne(ctx: AppContext, bank: BankClient, row: PayoutRow, mustAsk: boolean) {
  const id = row.id;
  try {
    if (mustAsk && (await bank.getPayment(id)).status !== 'NOT_FOUND') return { id, outcome: 'accepted' } as const;
    await bank.sendPayment(bankPaymentOf(ctx, row));
    return { id, outcome: 'accepted' } as const;
  } catch (error) {
    if (error instanceof BankRejectedError) return { id, outcome: 'refused', reason: error.reason } as const;
    if (error instanceof BankPaymentExistsError) {
      // The bank holds this id with another body: it may pay it, so the money stays held and the poll
      // follows the bank's payment to its real end. Our request is fixed when paid: operations must look.
      ctx.log.error({ payoutId: id }, 'the bank holds the payout id with another request: polled, nothing released');
      return { id, outcome: 'accepted' } as const;
    }
    const answerLost = error instanceof BankAnswerLostError;
    ctx.log.warn({ payoutId: id, error: (error as Error).name }, 'the payment did not reach the bank: tried again');
    return { id, outcome: 'retry', answerLost } as const;
  }
}
