/**
 * The checklist of payout rows (POST …/check, and again inside the creating transaction): every rule
 * per row with its Russian reason, so the company sees all that is wrong before it confirms.
 *
 * Both kinds: the contractor works for the company (nothing else is said about someone else's
 * contractor), registration finished, a primary requisite, payments not blocked, the payment limits in
 * force (per payout, the Moscow day and month, counting payouts held already and the rows above), and
 * the balance (Σ of the rows up to this one ≤ available), and when the company requires it a signed
 * contract with the contractor (N7, signed-contract-rule.ts); a signed act per payout is a wait, shown as
 * such and never a failure (signed-act-rule.ts). НПД adds every rule of DOMAIN §2.1
 * (fns `checkPayoutEligibility`, its yearly cap counting our held payouts); an individual payout adds
 * the НДФЛ breakdown, and refuses an amount that would leave nothing after НДФЛ.
 *
 * Money rules compare what leaves the balance: the whole НПД payout, the net of an individual one
 * (the company remits НДФЛ and contributions itself: docs/decisions/payouts.md).
 */
import {
  formatKopecks,
  NPD_YEARLY_INCOME_LIMIT_KOPECKS,
  type PaymentLimitKind,
  type PayoutCheckItem,
  type PayoutKind,
} from '@vyplaty/contracts';
import type { AppContext } from '../../../context.js';
import { moscowDayBounds, moscowMonthStart, moscowYear, moscowYearBounds } from '../../../lib/moscow-time.js';
import { limitsInForce } from '../../company/index.js';
import { type EligibilityRule, payoutEligibilityJudge } from '../../fns/index.js';
import { availableKopecks, paymentsBlockedMessage, paymentsBlockOf } from '../money/payout-money.js';
import {
  type ContractorFacts,
  heldSumBetween,
  individualIncomeBetween,
  pendingNpdIncomesBetween,
} from '../payouts.repo.js';
import { type IndividualTax, individualTax } from '../tax/individual-tax.js';
import { recipientLabel } from './recipient.js';
import { signedActCheck } from './signed-act-rule.js';
import { SIGNED_CONTRACT_TITLE, signedContractRule } from './signed-contract-rule.js';

export const NOT_YOUR_CONTRACTOR_MESSAGE = 'Исполнитель не найден среди ваших исполнителей';
export const TOO_SMALL_AFTER_NDFL_MESSAGE = 'Сумма слишком мала: после удержания НДФЛ исполнителю ничего не останется';

export type CheckRowInput = { employeeId: string; amountKopecks: bigint };

/** A failed rule with the request field it belongs on (`rows.N.<field>`). */
export type RowFailure = { field: 'employee_id' | 'amount'; message: string };

export type CheckedRow = {
  employeeId: string;
  payable: boolean;
  checks: PayoutCheckItem[];
  failures: RowFailure[];
  /** INDIVIDUAL: НДФЛ, net, contributions; null for НПД and a contractor who is not the company's. */
  tax: IndividualTax | null;
  /** What leaves the balance: the НПД amount, the individual payout's net. */
  payableKopecks: bigint;
};

/**
 * The running sums of rows already checked (what passed before: money out, each contractor's income and
 * НПД held). A registry is checked in chunks for its progress bar: each chunk starts from the sums the
 * previous one ended with, so the rules count every row above, as over one form.
 */
export type RunningSums = { moneyKopecks: bigint; incomeBefore: Map<string, bigint>; npdHeld: Map<string, bigint> };

export type CheckedRows = {
  rows: CheckedRow[];
  totalKopecks: bigint;
  availableKopecks: bigint;
  /** Where the sums stand after these rows: hand them to the next chunk. */
  carry?: RunningSums;
};

const NPD_TITLES: Record<EligibilityRule, string> = {
  INN: 'ИНН исполнителя',
  NPD_REGISTERED: 'Статус НПД на дату выплаты',
  BOUND: 'Платформа подключена в «Мой налог»',
  PERMISSIONS: 'Права платформы в «Мой налог»',
  NOT_RESTRICTED: 'Нет ограничений ФНС',
  YEARLY_LIMIT: `Доход за год не больше ${formatKopecks(NPD_YEARLY_INCOME_LIMIT_KOPECKS)}`,
  NOT_FORMER_EMPLOYER: 'Компания не была работодателем исполнителя последние 2 года',
};

const LIMIT_TITLES: Record<PaymentLimitKind, string> = {
  PER_PAYOUT: 'Лимит на одну выплату',
  PER_DAY: 'Лимит выплат за сутки',
  PER_MONTH: 'Лимит выплат за месяц',
};

/** The facts the rules need, read once for all rows (inside the caller's transaction when given one). */
export type CheckContext = {
  customerId: string;
  kind: PayoutKind;
  facts: Map<string, ContractorFacts>;
  /** Ask FNS for fresh data first (the checklist before confirming; never inside a transaction). */
  refreshFns: boolean;
  /** The payout waits for its act whatever the company's setting (a task's accepted work: its act is made with it). */
  alwaysWaitForAct?: boolean;
};

export async function checkPayoutRows(
  ctx: AppContext,
  input: CheckContext & { rows: CheckRowInput[]; carry?: RunningSums },
): Promise<CheckedRows> {
  const { customerId, kind } = input;
  const now = ctx.now();
  const day = moscowDayBounds(now);
  const year = moscowYearBounds(moscowYear(now));
  // One after the other: inside the payout's transaction these share one connection (one query at a time).
  const limits = await limitsInForce(ctx.db, customerId);
  const heldToday = await heldSumBetween(ctx.db, customerId, day.from, day.to);
  const heldThisMonth = await heldSumBetween(ctx.db, customerId, moscowMonthStart(now), day.to);
  const block = await paymentsBlockOf(ctx, customerId);
  const available = await availableKopecks(ctx, customerId);
  const contract = await signedContractRule(
    ctx,
    customerId,
    input.rows.map((r) => r.employeeId),
  );
  const act = await signedActCheck(ctx, customerId, input.alwaysWaitForAct ?? false);
  const limit = (kind: PaymentLimitKind) => limits.find((l) => l.kind === kind)!.kopecks;
  // НПД: the rules' facts and the contractors' held payouts read once for the form's own contractors (someone
  // else's contractor is never looked up, nor refreshed from FNS), then each row judged without a read.
  const npdIds =
    kind === 'NPD'
      ? [...new Set(input.rows.map((r) => r.employeeId))].filter((id) => input.facts.get(id)?.isLinked)
      : [];
  const npdHeldBefore = await pendingNpdIncomesBetween(ctx.db, npdIds, year.from, year.to);
  const npdJudge =
    npdIds.length > 0
      ? await payoutEligibilityJudge(ctx, { customerId, employeeIds: npdIds, on: now, refresh: input.refreshFns })
      : undefined;

  // Running sums of the rows above that passed: one form is paid together.
  let running = input.carry?.moneyKopecks ?? 0n;
  const incomeBefore = new Map(input.carry?.incomeBefore);
  const npdHeld = new Map(input.carry?.npdHeld);
  const rows: CheckedRow[] = [];
  let totalKopecks = 0n;

  for (const row of input.rows) {
    totalKopecks += row.amountKopecks;
    const checks: PayoutCheckItem[] = [];
    const failures: RowFailure[] = [];
    const rule = (id: string, title: string, failure: string | null, field: RowFailure['field'], note?: string) => {
      checks.push({ rule: id, title, passed: failure === null, message: failure ?? note ?? null });
      if (failure) failures.push({ field, message: failure });
    };
    const facts = input.facts.get(row.employeeId);
    if (!facts?.isLinked) {
      // Nothing more is said about a contractor who is not the company's: not even that they exist.
      rule('EMPLOYEE', 'Исполнитель работает с компанией', NOT_YOUR_CONTRACTOR_MESSAGE, 'employee_id');
      rows.push({
        employeeId: row.employeeId,
        payable: false,
        checks,
        failures,
        tax: null,
        payableKopecks: row.amountKopecks,
      });
      continue;
    }
    rule('EMPLOYEE', 'Исполнитель работает с компанией', null, 'employee_id');
    rule(
      'REGISTRATION',
      'Исполнитель завершил регистрацию',
      facts.isVerified ? null : 'Исполнитель ещё не завершил регистрацию на платформе',
      'employee_id',
    );
    rule(
      'REQUISITES',
      'Реквизиты для выплаты',
      facts.requisite
        ? null
        : 'У исполнителя нет основных реквизитов для выплаты: попросите его добавить счёт, карту или СБП в профиле',
      'employee_id',
      facts.requisite ? recipientLabel(facts.requisite) : undefined,
    );
    if (contract) rule('SIGNED_CONTRACT', SIGNED_CONTRACT_TITLE, contract(row.employeeId), 'employee_id');
    // Not a failure: the payout is made and held, then waits for its act (signed-act-rule.ts).
    if (act) checks.push({ ...act });

    let tax: IndividualTax | null = null;
    if (kind === 'INDIVIDUAL') {
      const before =
        incomeBefore.get(row.employeeId) ??
        (await individualIncomeBetween(ctx.db, customerId, row.employeeId, year.from, year.to));
      tax = individualTax({ grossKopecks: row.amountKopecks, yearIncomeBeforeKopecks: before });
      rule(
        'NET_AMOUNT',
        'Исполнитель получит сумму после удержания НДФЛ',
        tax.netKopecks > 0n ? null : TOO_SMALL_AFTER_NDFL_MESSAGE,
        'amount',
        `НДФЛ ${formatKopecks(tax.ndflKopecks)} (${tax.ndflRate} %), к выплате ${formatKopecks(tax.netKopecks)}`,
      );
    }
    const payable = tax ? tax.netKopecks : row.amountKopecks;

    rule(
      'PAYMENTS_BLOCK',
      'Выплаты компании не приостановлены',
      block.blocked ? paymentsBlockedMessage(block.reason) : null,
      'amount',
    );
    rule(
      'LIMIT_PER_PAYOUT',
      LIMIT_TITLES.PER_PAYOUT,
      payable > limit('PER_PAYOUT')
        ? `${tax ? 'К выплате' : 'Сумма'} ${formatKopecks(payable)} больше лимита на одну выплату: ${formatKopecks(limit('PER_PAYOUT'))}`
        : null,
      'amount',
    );
    const today = heldToday + running + payable;
    rule(
      'LIMIT_PER_DAY',
      LIMIT_TITLES.PER_DAY,
      today > limit('PER_DAY')
        ? `С этой выплатой за сутки будет ${formatKopecks(today)} — больше лимита ${formatKopecks(limit('PER_DAY'))}`
        : null,
      'amount',
    );
    const month = heldThisMonth + running + payable;
    rule(
      'LIMIT_PER_MONTH',
      LIMIT_TITLES.PER_MONTH,
      month > limit('PER_MONTH')
        ? `С этой выплатой за месяц будет ${formatKopecks(month)} — больше лимита ${formatKopecks(limit('PER_MONTH'))}`
        : null,
      'amount',
    );
    rule(
      'BALANCE',
      'Достаточно средств на балансе',
      running + payable > available
        ? `Недостаточно средств на балансе: доступно ${formatKopecks(available > 0n ? available : 0n)}, ` +
            `нужно ${formatKopecks(running + payable)}`
        : null,
      'amount',
    );

    if (kind === 'NPD' && npdJudge) {
      const held = npdHeld.get(row.employeeId) ?? npdHeldBefore.get(row.employeeId) ?? 0n;
      const eligibility = npdJudge({
        employeeId: row.employeeId,
        amountKopecks: row.amountKopecks,
        heldKopecks: held,
      });
      for (const check of eligibility.checks) {
        rule(
          check.rule,
          NPD_TITLES[check.rule],
          check.message,
          check.rule === 'YEARLY_LIMIT' ? 'amount' : 'employee_id',
        );
      }
    }

    const passed = failures.length === 0;
    if (passed) {
      running += payable;
      if (tax) incomeBefore.set(row.employeeId, tax.yearIncomeBeforeKopecks + row.amountKopecks);
      if (kind === 'NPD') {
        const held = npdHeld.get(row.employeeId) ?? npdHeldBefore.get(row.employeeId) ?? 0n;
        npdHeld.set(row.employeeId, held + row.amountKopecks);
      }
    }
    rows.push({ employeeId: row.employeeId, payable: passed, checks, failures, tax, payableKopecks: payable });
  }
  return { rows, totalKopecks, availableKopecks: available, carry: { moneyKopecks: running, incomeBefore, npdHeld } };
}
