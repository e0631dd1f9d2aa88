/**
 * refreshTaxpayer: asks FNS what it knows about the contractor now and stores it in fns_taxpayers —
 * НПД status (GetTaxpayerStatus; TAXPAYER_UNREGISTERED → NOT_REGISTERED), restrictions
 * (GetTaxpayerRestrictions) and, when the platform is connected, the income of the year
 * (GetIncomeForPeriod for every month from January, Σ total). Used by the refresh jobs and
 * by checkPayoutEligibility({ refresh: true }) right before a payout.
 *
 * A refusal by FNS (SmzPlatformError) leaves the part it concerns as it was and is returned in
 * `errors`; FNS not answering (transport, still processing) throws, so a job retries.
 */
import type { AppContext } from '../../../context.js';
import { moscowDate, moscowYear } from '../../../lib/moscow-time.js';
import { eachAtMost } from '../../../lib/pipeline.js';
import { selectBinding, selectEmployeeForFns } from '../connection/fns-binding.repo.js';
import { askFns, type FnsOutcome } from '../fns-request-runner.js';
import { type FnsTaxpayerChange, upsertTaxpayer } from './fns-taxpayer.repo.js';

/** FNS's messages of one refresh in flight at once: the year's months are independent of each other. */
const INCOME_MONTHS_AT_ONCE = 4;

export type RefreshResult = { errors: { method: string; code: string; message: string }[] };

export async function refreshTaxpayer(
  ctx: AppContext,
  employeeId: string,
  options: { year?: number } = {},
): Promise<RefreshResult> {
  const errors: RefreshResult['errors'] = [];
  const employee = await selectEmployeeForFns(ctx.db, employeeId);
  const binding = await selectBinding(ctx.db, employeeId);
  const inn = binding?.status === 'BIND' && binding.inn ? binding.inn : employee?.inn;
  if (!inn || !/^\d{12}$/.test(inn)) return { errors: [{ method: '-', code: 'NO_INN', message: 'ИНН не указан' }] };
  const about = { employeeId, inn };
  const startedAt = ctx.now();
  const change: FnsTaxpayerChange = {};

  // Independent of each other: asked side by side (FNS answers each message asynchronously).
  const [status, restrictions] = await Promise.all([
    askFns(ctx, 'GetTaxpayerStatus', { inn }, about),
    askFns(ctx, 'GetTaxpayerRestrictions', { inn }, about),
  ]);
  if (status.ok) {
    const r = status.response;
    const unregistration = r.unregistrationTime ? new Date(r.unregistrationTime) : null;
    Object.assign(change, {
      npdStatus: unregistration && unregistration <= startedAt ? 'NOT_REGISTERED' : 'REGISTERED',
      registrationTime: new Date(r.registrationTime),
      unregistrationTime: unregistration,
      unregistrationReason: r.unregistrationReason,
      activities: r.activities,
      statusCheckedAt: startedAt,
    } satisfies FnsTaxpayerChange);
  } else if (status.code === 'TAXPAYER_UNREGISTERED') {
    Object.assign(change, {
      npdStatus: 'NOT_REGISTERED',
      registrationTime: null,
      unregistrationTime: null,
      unregistrationReason: null,
      statusCheckedAt: startedAt,
    } satisfies FnsTaxpayerChange);
  } else errors.push({ method: 'GetTaxpayerStatus', ...status });

  if (restrictions.ok) {
    change.restricted = restrictions.response.requestResult === 'DENY';
    change.rejectionCode = restrictions.response.rejectionCode;
  } else if (restrictions.code !== 'TAXPAYER_UNREGISTERED')
    errors.push({ method: 'GetTaxpayerRestrictions', ...restrictions });

  // Stored before the income (a dozen more messages), so the status shows as soon as it is known.
  await upsertTaxpayer(ctx.db, employeeId, inn, change, ctx.now());

  // Income needs the connection (and INCOME_SUMMARY); without it the last figure stays.
  if (binding?.status === 'BIND' && binding.permissions.includes('INCOME_SUMMARY')) {
    const income = await yearlyIncome(ctx, inn, employeeId, options.year ?? moscowYear(startedAt), startedAt);
    if (income.ok) {
      await upsertTaxpayer(
        ctx.db,
        employeeId,
        inn,
        { incomeYear: income.year, incomeRegisteredKopecks: income.kopecks, incomeCheckedAt: startedAt },
        ctx.now(),
      );
    } else errors.push({ method: 'GetIncomeForPeriod', code: income.code, message: income.message });
  }
  return { errors };
}

/**
 * Σ TotalAmount of every month of `year` up to now (all twelve for a past year). Whether FNS's
 * TotalAmount already leaves cancelled receipts out is to be confirmed (the sandbox does leave them
 * out); not subtracting CanceledTotalAmount again can only overstate the income, which is the safe
 * side of the 2 400 000 ₽ cap — subtracting could let a payout over the cap through.
 */
async function yearlyIncome(ctx: AppContext, inn: string, employeeId: string, year: number, now: Date) {
  const current = moscowDate(now);
  const lastMonth = year < Number(current.slice(0, 4)) ? 12 : Number(current.slice(5, 7));
  const months = Array.from({ length: lastMonth }, (_, i) => i + 1);
  const answers: FnsOutcome<'GetIncomeForPeriod'>[] = [];
  // FNS answers every message asynchronously (send, then poll): the months side by side take about one
  // message's time instead of one each — in November eleven in a row were ~10 s of «Проверить».
  await eachAtMost(INCOME_MONTHS_AT_ONCE, months, async (month) => {
    const taxPeriodId = `${year}${String(month).padStart(2, '0')}`;
    answers[month - 1] = await askFns(ctx, 'GetIncomeForPeriod', { inn, taxPeriodId }, { employeeId, inn });
  });
  let kopecks = 0n;
  for (const answer of answers) {
    if (!answer.ok) return { ok: false as const, code: answer.code, message: answer.message };
    kopecks += BigInt(answer.response.totalAmountKopecks);
  }
  return { ok: true as const, year, kopecks };
}
