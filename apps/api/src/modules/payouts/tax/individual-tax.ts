/**
 * НДФЛ and insurance contributions of an individual (ГПХ) payout, DOMAIN §2.2 — pure arithmetic on
 * bigint kopecks, no database. The company is the tax agent: both are cumulative from 1 January per
 * company per contractor, so a payout's share is the tax on (income before + this payout) minus the tax
 * on (income before), each rounded: over a year the shares add up to the tax on the year's total exactly.
 *
 * Rules marked "to confirm" (docs/decisions/payouts.md) are constants here, changed in one place:
 * the scale's thresholds and rates, rounding НДФЛ to whole roubles half up (НК ст. 52 п. 6), the
 * contributions' base and rates. Residents only; deductions (НК ст. 221) are not applied.
 */

/** A step of the progressive НДФЛ scale: the rate (percent) on income above `fromKopecks`. */
export type NdflStep = { fromKopecks: bigint; ratePercent: number };

/**
 * НДФЛ scale from 2025 for residents (НК ст. 224 п. 1, to confirm): 13 % up to 2.4 M ₽, 15 % to 5 M,
 * 18 % to 20 M, 20 % to 50 M, 22 % above — each rate on the part above the previous threshold.
 */
export const NDFL_SCALE: readonly NdflStep[] = [
  { fromKopecks: 0n, ratePercent: 13 },
  { fromKopecks: 2_400_000_00n, ratePercent: 15 },
  { fromKopecks: 5_000_000_00n, ratePercent: 18 },
  { fromKopecks: 20_000_000_00n, ratePercent: 20 },
  { fromKopecks: 50_000_000_00n, ratePercent: 22 },
];

/**
 * The yearly base of insurance contributions (the single tariff's limit) for 2026: 2 979 000 ₽ —
 * to confirm (Government decree for the year). Above it the rate drops to 15.1 %.
 */
export const CONTRIBUTIONS_BASE_KOPECKS = 2_979_000_00n;
/** 30 % within the base, 15.1 % above it, in tenths of a percent so the arithmetic stays in integers. */
export const CONTRIBUTIONS_RATE_WITHIN_PERMILLE = 300n;
export const CONTRIBUTIONS_RATE_ABOVE_PERMILLE = 151n;

/** `numerator / denominator` rounded half up; both non-negative. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** НДФЛ on a year's income `incomeKopecks` in kopecks × 100 (exact, before rounding). */
function ndflHundredths(incomeKopecks: bigint): bigint {
  let total = 0n;
  NDFL_SCALE.forEach((step, i) => {
    const upTo = NDFL_SCALE[i + 1]?.fromKopecks;
    if (incomeKopecks <= step.fromKopecks) return;
    const top = upTo !== undefined && incomeKopecks > upTo ? upTo : incomeKopecks;
    total += (top - step.fromKopecks) * BigInt(step.ratePercent);
  });
  return total;
}

/** НДФЛ on a year's income, in kopecks of whole roubles (rounded half up). */
export function yearNdflKopecks(incomeKopecks: bigint): bigint {
  // kopecks × 100 → roubles: ÷ 100 (percent) ÷ 100 (kopecks per rouble), half up; back to kopecks.
  return divideHalfUp(ndflHundredths(incomeKopecks), 10_000n) * 100n;
}

/** Contributions on a year's income, in kopecks (rounded half up). */
export function yearContributionsKopecks(incomeKopecks: bigint): bigint {
  const within = incomeKopecks < CONTRIBUTIONS_BASE_KOPECKS ? incomeKopecks : CONTRIBUTIONS_BASE_KOPECKS;
  const above = incomeKopecks - within;
  const permille = within * CONTRIBUTIONS_RATE_WITHIN_PERMILLE + above * CONTRIBUTIONS_RATE_ABOVE_PERMILLE;
  return divideHalfUp(permille, 1000n);
}

/** The rates of the scale that apply to the income between `from` and `to`: "13", "13/15", … */
function ratesBetween(from: bigint, to: bigint): string {
  const rates = NDFL_SCALE.filter((step, i) => {
    const upTo = NDFL_SCALE[i + 1]?.fromKopecks;
    return to > step.fromKopecks && (upTo === undefined || from < upTo);
  }).map((step) => String(step.ratePercent));
  return rates.join('/');
}

export type IndividualTax = {
  grossKopecks: bigint;
  ndflKopecks: bigint;
  /** What the person receives: gross − НДФЛ. */
  netKopecks: bigint;
  contributionsKopecks: bigint;
  ndflRate: string;
  yearIncomeBeforeKopecks: bigint;
};

/**
 * The breakdown of a payout of `grossKopecks` (> 0) to a contractor who has already received
 * `yearIncomeBeforeKopecks` (≥ 0) from this company this year.
 */
export function individualTax(input: { grossKopecks: bigint; yearIncomeBeforeKopecks: bigint }): IndividualTax {
  const { grossKopecks: gross, yearIncomeBeforeKopecks: before } = input;
  if (gross <= 0n) throw new Error('individualTax: the gross amount must be positive');
  if (before < 0n) throw new Error('individualTax: the income before cannot be negative');
  const after = before + gross;
  const ndfl = yearNdflKopecks(after) - yearNdflKopecks(before);
  const contributions = yearContributionsKopecks(after) - yearContributionsKopecks(before);
  return {
    grossKopecks: gross,
    ndflKopecks: ndfl,
    netKopecks: gross - ndfl,
    contributionsKopecks: contributions,
    ndflRate: ratesBetween(before, after),
    yearIncomeBeforeKopecks: before,
  };
}
