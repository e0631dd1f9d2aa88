/**
 * The акт сверки's figures (docs/decisions/reports.md), from the ledger's entries of the company's accounts: the
 * company's money at the platform (сальдо) = posted on AVAILABLE (spendable + held) + BLOCKED − DEBT, at the
 * period's first moment and just after its last; in between, the operations that change it — top-ups (CREDIT),
 * payouts and moneybacks (DEBIT of their HOLDs) and the platform's fees (none today) — summed per Moscow day.
 * HOLD, UNHOLD, BLOCK, UNBLOCK, DEBT and UNDEBT move money between the company's own accounts and leave the
 * сальдо as it is. The opening + movements must give the closing to the kopeck, or the акт is refused.
 */
import type { AppContext } from '../../../context.js';
import { contractNumberOf } from '../../balance/index.js';
import { balanceAt, dailyMovements, type LedgerBalanceAt } from '../../ledger/index.js';
import { findCustomer } from '../../parties/index.js';
import type { ReportToBuild } from '../report-builder.js';
import { periodBounds, ReportRefusal } from '../report-output.js';

export type ReconciliationLine = { day: string; text: string; inKopecks: bigint; outKopecks: bigint };

export type Reconciliation = {
  company: { name: string; inn: string; contractNumber: string };
  periodFrom: string;
  periodTo: string;
  opening: LedgerBalanceAt & { saldoKopecks: bigint };
  closing: LedgerBalanceAt & { saldoKopecks: bigint };
  topUpsKopecks: bigint;
  payoutsKopecks: bigint;
  moneybacksKopecks: bigint;
  otherDebitsKopecks: bigint;
  feesKopecks: bigint;
  lines: ReconciliationLine[];
  createdAt: Date;
};

const withSaldo = (b: LedgerBalanceAt) => ({ ...b, saldoKopecks: b.postedKopecks + b.blockedKopecks - b.debtKopecks });

/** What a DEBIT was for, by its HOLD's reference kind. */
function debitKind(referenceKind: string | null): 'payouts' | 'moneybacks' | 'other' {
  if (referenceKind === 'PAYOUT' || referenceKind === 'MASS_PAYOUT') return 'payouts';
  if (referenceKind === 'MONEYBACK') return 'moneybacks';
  return 'other';
}

const DEBIT_TEXT = {
  payouts: 'Выплаты исполнителям',
  moneybacks: 'Возврат остатка на счёт компании',
  other: 'Прочие списания',
};

export async function reconciliationOf(ctx: AppContext, report: ReportToBuild): Promise<Reconciliation> {
  const customer = await findCustomer(ctx, report.customerId);
  if (!customer) throw new ReportRefusal('Компания не найдена');
  const { from, to } = periodBounds(report);
  const opening = withSaldo(await balanceAt(ctx, report.customerId, from));
  const closing = withSaldo(await balanceAt(ctx, report.customerId, to));
  const sums = { topUps: 0n, payouts: 0n, moneybacks: 0n, other: 0n };
  const byLine = new Map<string, ReconciliationLine & { count: number }>();
  for (const m of await dailyMovements(ctx, report.customerId, from, to)) {
    let text: string;
    let incoming = false;
    if (m.type === 'CREDIT') {
      text = 'Пополнение баланса';
      incoming = true;
      sums.topUps += m.amountKopecks;
    } else if (m.type === 'DEBIT') {
      const kind = debitKind(m.referenceKind);
      text = DEBIT_TEXT[kind];
      sums[kind] += m.amountKopecks;
    } else continue;
    const key = `${m.day} ${text}`;
    const line = byLine.get(key) ?? { day: m.day, text, inKopecks: 0n, outKopecks: 0n, count: 0 };
    if (incoming) line.inKopecks += m.amountKopecks;
    else line.outKopecks += m.amountKopecks;
    line.count += m.count;
    byLine.set(key, line);
  }
  const fees = 0n;
  const expected = opening.saldoKopecks + sums.topUps - sums.payouts - sums.moneybacks - sums.other - fees;
  if (expected !== closing.saldoKopecks) {
    ctx.log.error({ reportId: report.id, expected, closing: closing.saldoKopecks }, 'reconciliation does not add up');
    throw new ReportRefusal('Остаток на конец периода не сходится с операциями периода: напишите в поддержку');
  }
  return {
    company: { name: customer.organisationName, inn: customer.inn, contractNumber: contractNumberOf(customer.id) },
    periodFrom: report.periodFrom,
    periodTo: report.periodTo,
    opening,
    closing,
    topUpsKopecks: sums.topUps,
    payoutsKopecks: sums.payouts,
    moneybacksKopecks: sums.moneybacks,
    otherDebitsKopecks: sums.other,
    feesKopecks: fees,
    lines: [...byLine.values()].map(({ count, ...line }) => ({ ...line, text: `${line.text} (${count} шт.)` })),
    createdAt: ctx.now(),
  };
}
