/**
 * What the company's reports read of payouts (modules/reports, docs/decisions/reports.md): the payouts made in a
 * period and the ГПХ payouts paid in one, each as an async stream of pages read by keyset — a report of 100,000
 * payouts never holds them all — and the ГПХ sums per person and month. Money in kopecks; times already as Moscow
 * reads them (ДД.ММ.ГГГГ ЧЧ:ММ).
 */
import type { AppContext } from '../../../context.js';
import {
  countPayoutsForReport,
  type NdflMonthRowRaw,
  type NdflPayoutRowRaw,
  type PayoutReportRowRaw,
  selectNdflByMonth,
  selectNdflPayouts,
  selectPayoutsForReport,
} from './payouts-report.repo.js';

type Period = { customerId: string; from: Date; to: Date };

const fioOf = (r: { lastName: string | null; firstName: string | null; patronymic: string | null }) =>
  [r.lastName, r.firstName, r.patronymic].filter(Boolean).join(' ');

export type PayoutForReport = Omit<
  PayoutReportRowRaw,
  'amount' | 'ndfl' | 'net' | 'contributions' | 'cursorAt' | 'lastName' | 'firstName' | 'patronymic'
> & { fio: string; amountKopecks: bigint; ndflKopecks: bigint; netKopecks: bigint; contributionsKopecks: bigint };

/** The payouts created in [from, to) (live ones), oldest first, `pageSize` at a time. */
export async function* payoutsForReport(
  ctx: Pick<AppContext, 'db'>,
  period: Period,
  pageSize = 1000,
): AsyncGenerator<PayoutForReport[]> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const rows = await selectPayoutsForReport(ctx.db, { ...period, after, limit: pageSize });
    if (rows.length === 0) return;
    yield rows.map(({ amount, ndfl, net, contributions, cursorAt: _, ...r }) => ({
      ...r,
      fio: fioOf(r),
      amountKopecks: BigInt(amount),
      ndflKopecks: BigInt(ndfl),
      netKopecks: BigInt(net),
      contributionsKopecks: BigInt(contributions),
    }));
    const last = rows.at(-1)!;
    if (rows.length < pageSize) return;
    after = { at: last.cursorAt, id: last.id };
  }
}

export const countPayoutsOfPeriod = (ctx: Pick<AppContext, 'db'>, period: Period) =>
  countPayoutsForReport(ctx.db, period.customerId, period.from, period.to);

type Money<T> = { amountKopecks: bigint; ndflKopecks: bigint; contributionsKopecks: bigint; netKopecks: bigint } & T;

export type NdflMonth = Money<Pick<NdflMonthRowRaw, 'employeeId' | 'inn' | 'month' | 'count'> & { fio: string }>;

/** The ГПХ payouts paid (DONE) in [from, to), summed per person and Moscow month, by ФИО. */
export async function ndflByMonth(ctx: Pick<AppContext, 'db'>, period: Period): Promise<NdflMonth[]> {
  const rows = await selectNdflByMonth(ctx.db, period.customerId, period.from, period.to);
  return rows.map((r) => ({
    employeeId: r.employeeId,
    fio: fioOf(r),
    inn: r.inn,
    month: r.month,
    count: Number(r.count),
    amountKopecks: BigInt(r.amount),
    ndflKopecks: BigInt(r.ndfl),
    contributionsKopecks: BigInt(r.contributions),
    netKopecks: BigInt(r.net),
  }));
}

export type NdflPayout = Money<
  Pick<NdflPayoutRowRaw, 'id' | 'number' | 'inn' | 'paidDay' | 'ndflRate'> & { fio: string }
>;

/** The ГПХ payouts paid (DONE) in [from, to), in the order paid, `pageSize` at a time. */
export async function* ndflPayouts(
  ctx: Pick<AppContext, 'db'>,
  period: Period,
  pageSize = 1000,
): AsyncGenerator<NdflPayout[]> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const rows = await selectNdflPayouts(ctx.db, { ...period, after, limit: pageSize });
    if (rows.length === 0) return;
    yield rows.map((r) => ({
      id: r.id,
      number: r.number,
      fio: fioOf(r),
      inn: r.inn,
      paidDay: r.paidDay,
      ndflRate: r.ndflRate,
      amountKopecks: BigInt(r.amount),
      ndflKopecks: BigInt(r.ndfl),
      contributionsKopecks: BigInt(r.contributions),
      netKopecks: BigInt(r.net),
    }));
    if (rows.length < pageSize) return;
    const last = rows.at(-1)!;
    after = { at: last.cursorAt, id: last.id };
  }
}
