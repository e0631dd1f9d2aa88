/**
 * The payouts' part of the nightly reconciliation (`ledger.reconcile`, modules/balance; DOMAIN §7.3):
 *
 * - `payouts.bank-statement`: every payout held in the last days, and every payout still holding its money
 *   however old (an unresolved hold), against the bank's statement (its OUT lines carry our payment id = the
 *   payout id): a DONE payout without its line or with another amount, and above all a line for a payout we
 *   do not hold as DONE (money left the nominal account without a DEBIT); a hold older than the window is a
 *   finding of its own (the bank has not settled it for days);
 * - `payouts.payment-orders`: orders the company's bank executed (1C:DirectBank) whose payout is not DONE —
 *   executed after a rejection: the money left the company's own account;
 * - `payouts.receipts`: НПД payouts paid without a receipt in FNS, or with one FNS refused (owed by law).
 *
 * Payouts of the last hour are left to the next night: the statement and the receipt jobs lag a little.
 */
import { formatKopecks, PAYOUT_STATUS_LABELS } from '@vyplaty/contracts';
import type { AppContext } from '../../../context.js';
import { moscowDateTime } from '../../../lib/moscow-time.js';
import { findStatementPayments } from '../../balance/index.js';
import type { ReconciliationCheck, ReconciliationFinding } from '../../module.js';
import { selectExecutedOrdersOfUnpaidPayouts } from '../payment-order/payout-payment-order.repo.js';
import {
  type ReconciledPayout,
  selectHeldPayoutsBetween,
  selectPaidNpdWithoutReceipt,
  selectPendingHeldBefore,
} from '../payouts.repo.js';

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
    const unresolved = await selectPendingHeldBefore(ctx.db, window.from);
    const held = [...unresolved, ...(await selectHeldPayoutsBetween(ctx.db, window.from, window.to))];
    const findings: ReconciliationFinding[] = unresolved.map((payout) => ({
      check: 'payouts.bank-statement',
      customerId: payout.customerId,
      message:
        `${named(payout)} на ${formatKopecks(payout.netKopecks)} в обработке с ${moscowDateTime(payout.heldAt)}: ` +
        'деньги компании зарезервированы, а банк её так и не завершил',
    }));
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

export const payoutPaymentOrdersCheck: ReconciliationCheck = {
  name: 'payouts.payment-orders',
  async run(ctx) {
    const rows = await selectExecutedOrdersOfUnpaidPayouts(ctx.db);
    return rows.map((row) => ({
      check: 'payouts.payment-orders',
      customerId: row.customerId,
      message:
        `Выплата №${row.number} (id ${row.payoutId}) на ${formatKopecks(row.netKopecks)}: банк компании исполнил ` +
        `платёжное поручение${row.executedAt ? ` ${moscowDateTime(row.executedAt)}` : ''}, а выплата в статусе ` +
        `«${PAYOUT_STATUS_LABELS[row.status]}» — деньги ушли со счёта компании`,
    }));
  },
};

export const payoutReconciliationChecks = [
  payoutsStatementCheck,
  payoutReceiptsCheck,
  payoutPaymentOrdersCheck,
] as const;
