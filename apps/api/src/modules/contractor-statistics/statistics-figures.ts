/**
 * The figures from the months a contractor was paid in (pure, no I/O): the period's every month newest
 * first, the all-time total, the current run of months in a row and the proposed rule (DOMAIN §9.3).
 * Money stays bigint kopecks and hours integer thousandths until they are written out as text.
 */
import {
  CONTRACTOR_LIMIT_RULE,
  type ContractorStatistics,
  kopecksToRubles,
  type LimitRuleReason,
  type StatisticsFigures,
  type StatisticsMonth,
} from '@vyplaty/contracts';
import type { MonthFiguresRow } from './contractor-statistics.repo.js';

type Figures = {
  orders: number;
  tasksCompleted: number;
  paidKopecks: bigint;
  hoursThousandths: bigint | null;
  ordersWithHours: number;
};

const EMPTY: Figures = { orders: 0, tasksCompleted: 0, paidKopecks: 0n, hoursThousandths: null, ordersWithHours: 0 };

/** YYYY-MM shifted by `delta` months. */
export function addMonths(month: string, delta: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 7500n → "7.5", 160000n → "160": thousandths of an hour as a decimal without trailing zeros. */
export function hoursText(thousandths: bigint | null): string | null {
  if (thousandths === null) return null;
  const whole = thousandths / 1000n;
  const fraction = (thousandths % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

function figuresOut(f: Figures): StatisticsFigures {
  return {
    orders: f.orders,
    tasks_completed: f.tasksCompleted,
    paid: kopecksToRubles(f.paidKopecks),
    hours: hoursText(f.hoursThousandths),
    orders_with_hours: f.ordersWithHours,
  };
}

function add(a: Figures, b: Figures): Figures {
  const hours =
    a.hoursThousandths === null && b.hoursThousandths === null
      ? null
      : (a.hoursThousandths ?? 0n) + (b.hoursThousandths ?? 0n);
  return {
    orders: a.orders + b.orders,
    tasksCompleted: a.tasksCompleted + b.tasksCompleted,
    paidKopecks: a.paidKopecks + b.paidKopecks,
    hoursThousandths: hours,
    ordersWithHours: a.ordersWithHours + b.ordersWithHours,
  };
}

/** How many months in a row end at `month`, given the set of months with work (0 when `month` had none). */
function runEndingAt(worked: ReadonlySet<string>, month: string): number {
  let run = 0;
  while (worked.has(addMonths(month, -run))) run++;
  return run;
}

/**
 * One company's statistics for its contractor. `rows` are that pair's months (any order), `currentMonth`
 * the Moscow month of now, `months` the period's length.
 */
export function statisticsOf(
  pair: { customerId: string; employeeId: string },
  rows: readonly MonthFiguresRow[],
  currentMonth: string,
  months: number,
): ContractorStatistics {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const worked = new Set(byMonth.keys());
  const period: StatisticsMonth[] = [];
  const rule = CONTRACTOR_LIMIT_RULE;
  const hoursMax = BigInt(rule.hoursPerMonthMax) * 1000n;
  const over: { month: string; reasons: LimitRuleReason[] }[] = [];
  for (let i = 0; i < months; i++) {
    const month = addMonths(currentMonth, -i);
    const row = byMonth.get(month);
    period.push({ month, ...figuresOut(row ?? EMPTY) });
    const reasons: LimitRuleReason[] = [];
    if (runEndingAt(worked, month) > rule.monthsInARowMax) reasons.push('MONTHS_IN_A_ROW');
    if (row?.hoursThousandths != null && row.hoursThousandths > hoursMax) reasons.push('HOURS_PER_MONTH');
    if (reasons.length > 0) over.push({ month, reasons });
  }
  // The run may end last month: the current month's first payout may simply not have come yet.
  const monthsInARow = worked.has(currentMonth)
    ? runEndingAt(worked, currentMonth)
    : runEndingAt(worked, addMonths(currentMonth, -1));
  const total = rows.reduce<Figures>((sum, row) => add(sum, row), EMPTY);
  const sorted = [...rows].sort((a, b) => a.month.localeCompare(b.month));
  const firstOver = over.at(-1);
  return {
    customer_id: pair.customerId,
    employee_id: pair.employeeId,
    months_in_a_row: monthsInARow,
    first_paid_at: sorted.length > 0 ? sorted.map((r) => r.firstPaidAt).sort()[0]! : null,
    last_paid_at:
      sorted.length > 0
        ? sorted
            .map((r) => r.lastPaidAt)
            .sort()
            .at(-1)!
        : null,
    total: figuresOut(total),
    months: period,
    rule: {
      months_in_a_row_max: rule.monthsInARowMax,
      hours_per_month_max: rule.hoursPerMonthMax,
      enforced: rule.enforced,
      would_exceed: over.length > 0,
      month: firstOver?.month ?? null,
      reasons: [...new Set(over.flatMap((o) => o.reasons))].sort(),
    },
  };
}
