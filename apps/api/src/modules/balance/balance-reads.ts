/** Reads other modules may make of what this module keeps. */
import type { AppContext } from '../../context.js';
import { type StatementItemRow, selectStatementPayments } from './balance.repo.js';

export type StatementPayment = Pick<StatementItemRow, 'bankReference' | 'amount' | 'paymentId' | 'bookedAt'>;

/**
 * What the bank's statement says it paid for these payment ids (payouts' reconciliation: a DONE payout
 * without its OUT item, or an OUT item of a payout not DONE, is a finding).
 */
export async function findStatementPayments(
  ctx: Pick<AppContext, 'db'>,
  paymentIds: readonly string[],
): Promise<StatementPayment[]> {
  return (await selectStatementPayments(ctx.db, paymentIds)).map((row) => ({
    bankReference: row.bankReference,
    amount: row.amount,
    paymentId: row.paymentId,
    bookedAt: row.bookedAt,
  }));
}
