/**
 * The one place payouts touch the company's money: the ledger (HOLD when paid, DEBIT when the bank paid,
 * UNHOLD when it failed or was cancelled) and the payments block. Every writer runs in the payout's
 * transaction, after its locks (company → contractor → payout; the ledger then locks its accounts).
 */
import { formatKopecks } from '@vyplaty/contracts';
import type { AppContext } from '../../../context.js';
import type { TxContext } from '../../../db/transaction.js';
import { paymentsBlockOf as balancePaymentsBlockOf } from '../../balance/index.js';
import { getBalance, holdMany, postHolds, voidHold } from '../../ledger/index.js';
import type { PayoutRow } from '../payouts.repo.js';

/** What the company can spend now (posted − held); read inside the caller's transaction when given one. */
export async function availableKopecks(ctx: Pick<AppContext, 'db'>, customerId: string): Promise<bigint> {
  return (await getBalance(ctx, customerId)).availableKopecks;
}

/** Whether support stopped the company's payouts (`payments_block`, modules/balance) and why. */
export const paymentsBlockOf = (ctx: Pick<AppContext, 'db'>, customerId: string) =>
  balancePaymentsBlockOf(ctx, customerId);

export const paymentsBlockedMessage = (reason: string | null) =>
  `Выплаты компании приостановлены службой поддержки${reason ? `: ${reason}` : ''}`;

const describe = (payout: PayoutRow) =>
  `Выплата №${payout.number} (${payout.kind === 'NPD' ? 'самозанятому' : 'физическому лицу'}) на ${formatKopecks(payout.netKopecks)}`;

/**
 * Reserves what will leave the balance (the net of an individual payout, the whole НПД payout) for a
 * company's payouts paid together (a form, or one on its own): their HOLD ids, in order.
 */
export async function holdForPayouts(txCtx: TxContext, customerId: string, payouts: PayoutRow[]): Promise<string[]> {
  const { holdIds } = await holdMany(
    txCtx,
    customerId,
    payouts.map((payout) => ({
      amountKopecks: payout.netKopecks,
      referenceKind: 'PAYOUT' as const,
      referenceId: payout.id,
      description: describe(payout),
    })),
  );
  return holdIds;
}

/** The bank paid: the payouts' HOLDs are posted (DEBIT), a company's payouts settled together. */
export async function debitPayouts(txCtx: TxContext, payouts: PayoutRow[]): Promise<void> {
  await postHolds(
    txCtx,
    payouts.map((payout) => ({ holdId: payout.holdId!, description: describe(payout) })),
  );
}

/** The payout failed for good or was cancelled: the HOLD is released (UNHOLD). */
export async function releasePayout(txCtx: TxContext, payout: PayoutRow, why: string): Promise<void> {
  await voidHold(txCtx, { holdId: payout.holdId!, description: `${describe(payout)}: ${why}` });
}
