/**
 * The payouts' part of the nightly reconciliation (`ledger.reconcile`, modules/balance; DOMAIN §7.3):
 *
 * - `payouts.bank-statement`: every payout sent to the bank in the last days against the bank's
 *   statement (its OUT lines carry our payment id = the payout id): a DONE payout without its line or
 *   with another amount, and above all a line for a payout we do not hold as DONE (money left the
 *   nominal account without a DEBIT);
 * - `payouts.receipts`: НПД payouts paid without a receipt in FNS, or with one FNS refused (owed by law).
 *
 * Payouts of the last hour are left to the next night: the statement and the receipt jobs lag a little.
 */
import { formatKopecks, PAYOUT_STATUS_LABELS } from '@vyplaty/contracts';
import type { AppContext } from '../../../context.js';
import { findStatementPayments } from '../../balance/index.js';
import type { ReconciliationCheck, ReconciliationFinding } from '../../module.js';
import { type ReconciledPayout, selectHeldPayoutsBetween, selectPaidNpdWithoutReceipt } from '../payouts.repo.js';

const HOUR_MS = 3_600_000;
const STATEMENT_WINDOW_DAYS = 3;
const RECEIPT_WINDOW_DAYS = 14;
const BATCH = 500;

const windowOf = (ctx: AppContext, days: number) => {
  const now = ctx.now().getTime();
  return { from: new Date(now - days * 24 * HOUR_MS), to: new Date(now - HOUR_MS) };
};

const named = (p: ReconciledPayout) =>
  `Выплата №${p.number} (${p.kind === 'NPD' ? 'самозанятому' : 'по договору ГПХ'}, id ${p.id})`;

export const payoutsStatementCheck: ReconciliationCheck = {
  name: 'payouts.bank-statement',
  async run(ctx) {
    const window = windowOf(ctx, STATEMENT_WINDOW_DAYS);
    const held = await selectHeldPayoutsBetween(ctx.db, window.from, window.to);
    const findings: ReconciliationFinding[] = [];
    for (let i = 0; i < held.length; i += BATCH) {
      const batch = held.slice(i, i + BATCH);
      const lines = await findStatementPayments(
        ctx,
        batch.map((p) => p.id),
      );
      const byPayment = new Map<string, bigint>();
      for (const line of lines) {
        if (line.paymentId) byPayment.set(line.paymentId, (byPayment.get(line.paymentId) ?? 0n) + line.amount);
      }
      for (const payout of batch) {
        const paid = byPayment.get(payout.id);
        const finding = (message: string) =>
          findings.push({ check: 'payouts.bank-statement', customerId: payout.customerId, message });
        if (payout.status === 'DONE' && paid === undefined) {
          finding(`${named(payout)} выполнена по ответу банка, но в выписке номинального счёта её нет`);
        } else if (payout.status === 'DONE' && paid !== payout.netKopecks) {
          finding(
            `${named(payout)}: по выписке списано ${formatKopecks(paid!)}, а выплачено ${formatKopecks(payout.netKopecks)}`,
          );
        } else if (payout.status !== 'DONE' && paid !== undefined) {
          finding(
            `${named(payout)}: банк списал ${formatKopecks(paid)}, а выплата в статусе «${PAYOUT_STATUS_LABELS[payout.status]}» — ` +
              'деньги ушли без списания с баланса компании',
          );
        }
      }
    }
    return findings;
  },
};

export const payoutReceiptsCheck: ReconciliationCheck = {
  name: 'payouts.receipts',
  async run(ctx) {
    const window = windowOf(ctx, RECEIPT_WINDOW_DAYS);
    const rows = await selectPaidNpdWithoutReceipt(ctx.db, window.from, window.to);
    return rows.map((row) => ({
      check: 'payouts.receipts',
      customerId: row.customerId,
      message:
        row.receiptStatus === 'ERROR'
          ? `${named(row)} на ${formatKopecks(row.netKopecks)}: ФНС не зарегистрировала чек (${row.receiptError ?? 'без причины'})`
          : `${named(row)} на ${formatKopecks(row.netKopecks)} выплачена, а чека в ФНС нет`,
    }));
  },
};

export const payoutReconciliationChecks = [payoutsStatementCheck, payoutReceiptsCheck] as const;
