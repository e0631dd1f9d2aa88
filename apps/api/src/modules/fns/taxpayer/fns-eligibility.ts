/**
 * checkPayoutEligibility: may this company pay this contractor this amount as НПД now (DOMAIN §2.1)?
 * Every rule is evaluated and returned with its Russian reason, so a payout row shows all that is wrong
 * at once. Payout jobs call it with `refresh: true` (fresh data from FNS through refreshTaxpayer) at
 * creation and again right before the money moves; the execution may accept data FNS gave within the
 * last seconds (`refresh: { unlessCheckedWithinMs }`), so the rows of a mass payout to one contractor
 * share one round of FNS messages instead of each sending its own thirteen. payoutEligibilityJudge is the
 * same for many contractors of one company: their facts read once (one statement per fact for all of
 * them), then each payout judged without a read — a form's checklist and a batch's re-check use it.
 *
 * N4 (yearly cap) counts: FNS's income of the year as of income_checked_at + our receipts registered
 * since then + our PENDING receipts (paid, not registered yet) + the contractor's payouts held but not
 * paid yet (`heldKopecks`, given by the payout work, which owns them) + this amount ≤ 2 400 000,00 ₽.
 */
import {
  type FormerEmploymentState,
  formatKopecks,
  formerEmploymentBlockMessage,
  formerEmploymentVerdict,
  inn12Valid,
  NPD_YEARLY_INCOME_LIMIT_KOPECKS,
  ruDay,
} from '@vyplaty/contracts';
import type { AppContext } from '../../../context.js';
import { moscowDate, moscowYear } from '../../../lib/moscow-time.js';
import { codeOf, eachAtMost } from '../../../lib/pipeline.js';
import { formerEmploymentStatesOf } from '../../former-employment/index.js';
import {
  type EligibilityFacts,
  selectEligibilityFacts,
  selectYearIncomeSums,
  type YearIncomeSums,
} from './fns-eligibility.repo.js';
import { refreshTaxpayer } from './fns-taxpayer.js';

export type EligibilityRule =
  | 'INN'
  | 'NPD_REGISTERED'
  | 'BOUND'
  | 'PERMISSIONS'
  | 'NOT_RESTRICTED'
  | 'YEARLY_LIMIT'
  | 'NOT_FORMER_EMPLOYER';
export type EligibilityCheck = { rule: EligibilityRule; ok: boolean; message: string | null };
export type Eligibility = { eligible: boolean; checks: EligibilityCheck[] };

/** Permissions a payout needs: the receipt, its cancellation, and the income sum for the cap. */
const PAYOUT_PERMISSIONS = ['INCOME_REGISTRATION', 'CANCEL_INCOME', 'INCOME_SUMMARY'];

const PERMISSION_NAMES: Record<string, string> = {
  INCOME_REGISTRATION: 'регистрация дохода',
  CANCEL_INCOME: 'аннулирование чеков',
  INCOME_LIST: 'просмотр чеков',
  INCOME_SUMMARY: 'сумма дохода',
};

/** One payout (or several of one contractor together) judged against facts read before. */
export type EligibilityQuestion = {
  employeeId: string;
  amountKopecks: bigint;
  /** Σ of the contractor's НПД payouts of the year whose money is reserved but not paid (no receipt yet). */
  heldKopecks?: bigint;
};

/**
 * The НПД rules for payouts of one company to any of `employeeIds`, their facts read once for all (a form's
 * checklist, a batch's re-check): the answer judges each payout without another read. Refreshing from FNS is
 * per contractor; when it fails for one, judging that contractor throws the failure (the others are judged),
 * as checkPayoutEligibility would have thrown for it alone.
 */
export type EligibilityJudge = (question: EligibilityQuestion) => Eligibility;

export async function payoutEligibilityJudge(
  ctx: AppContext,
  input: {
    customerId: string;
    employeeIds: readonly string[];
    on?: Date;
    refresh?: boolean | { unlessCheckedWithinMs: number };
  },
): Promise<EligibilityJudge> {
  const on = input.on ?? ctx.now();
  const year = moscowYear(on);
  const ids = [...new Set(input.employeeIds)];
  // The contractors, connections, FNS snapshots and links in one read.
  const facts = await selectEligibilityFacts(ctx.db, input.customerId, ids);
  const refreshFailed = input.refresh
    ? await refreshStale(ctx, input.customerId, facts, input.refresh, year)
    : new Map();
  // N4's sums from the moment of each contractor's own snapshot; N5's statements of every link.
  const sums = await selectYearIncomeSums(
    ctx.db,
    year,
    ids.map((id) => ({ employeeId: id, since: snapshotOf(facts.get(id)!, year)?.incomeCheckedAt ?? null })),
  );
  const links = [...facts.values()].flatMap((f) => (f.link ? [f.link.id] : []));
  const stated = await formerEmploymentStatesOf(ctx, links);
  return (question) => {
    if (refreshFailed.has(question.employeeId)) throw refreshFailed.get(question.employeeId);
    const known = facts.get(question.employeeId);
    if (!known) throw new Error(`eligibility: contractor ${question.employeeId} was not read`);
    return judge(known, sums.get(question.employeeId)!, known.link ? stated.get(known.link.id) : undefined, {
      ...question,
      on,
      year,
    });
  };
}

/** Contractors refreshed from FNS at once (each asks its months side by side too). */
const CONTRACTORS_REFRESHED_AT_ONCE = 4;

/**
 * The contractors among `facts` whose FNS facts are older than `refresh` allows asked afresh, side by side
 * (a registry's admission refreshes each of its contractors: one after another took 13 round trips each),
 * and their facts read again into `facts`. Returns each contractor whose refresh failed, with its error.
 */
async function refreshStale(
  ctx: AppContext,
  customerId: string,
  facts: Map<string, EligibilityFacts>,
  refresh: true | { unlessCheckedWithinMs: number },
  year: number,
): Promise<Map<string, unknown>> {
  const failed = new Map<string, unknown>();
  const stale = [...facts.keys()].filter(
    (id) => innOk(facts.get(id)!) && !recentEnough(ctx, facts.get(id)!, refresh, year),
  );
  const refreshed: string[] = [];
  await eachAtMost(CONTRACTORS_REFRESHED_AT_ONCE, stale, async (id) => {
    try {
      await refreshTaxpayer(ctx, id, { year });
      refreshed.push(id);
    } catch (error) {
      failed.set(id, error);
    }
  });
  for (const [id, fresh] of await selectEligibilityFacts(ctx.db, customerId, refreshed)) facts.set(id, fresh);
  return failed;
}

/**
 * FNS asked ahead about the contractors of payouts about to be made (a registry's rows while they become
 * payouts): those whose facts are older than `unlessCheckedWithinMs` refreshed now, so the admission right
 * before the bank finds them fresh and asks nothing. A refresh that fails is left to the admission, which
 * asks again and holds back whoever it cannot check; the count is logged.
 */
export async function refreshTaxpayersAhead(
  ctx: AppContext,
  input: { customerId: string; employeeIds: readonly string[]; unlessCheckedWithinMs: number },
): Promise<void> {
  const year = moscowYear(ctx.now());
  const facts = await selectEligibilityFacts(ctx.db, input.customerId, [...new Set(input.employeeIds)]);
  const failed = await refreshStale(
    ctx,
    input.customerId,
    facts,
    { unlessCheckedWithinMs: input.unlessCheckedWithinMs },
    year,
  );
  if (failed.size > 0) {
    ctx.log.warn(
      {
        contractors: failed.size,
        errors: [...new Set([...failed.values()].map((error) => (error as Error).name))],
        codes: [...new Set([...failed.values()].map(codeOf).filter(Boolean))],
      },
      'FNS could not be asked ahead about some contractors: the admission asks again',
    );
  }
}

/** checkPayoutEligibility for one payout: payoutEligibilityJudge of its contractor alone. */
export async function checkPayoutEligibility(
  ctx: AppContext,
  input: EligibilityQuestion & {
    customerId: string;
    on?: Date;
    refresh?: boolean | { unlessCheckedWithinMs: number };
  },
): Promise<Eligibility> {
  const judgeOf = await payoutEligibilityJudge(ctx, {
    customerId: input.customerId,
    employeeIds: [input.employeeId],
    on: input.on,
    refresh: input.refresh,
  });
  return judgeOf(input);
}

const innOk = (facts: EligibilityFacts) => Boolean(facts.employee?.inn && inn12Valid(facts.employee.inn));

/** FNS's income snapshot when it is of `year`. */
const snapshotOf = (facts: EligibilityFacts, year: number) =>
  facts.taxpayer?.incomeYear === year ? facts.taxpayer : undefined;

/** Every rule of DOMAIN §2.1 on facts already read: no I/O. */
function judge(
  facts: EligibilityFacts,
  sums: YearIncomeSums,
  stated: FormerEmploymentState | undefined,
  question: EligibilityQuestion & { on: Date; year: number },
): Eligibility {
  const { on, year } = question;
  const { employee, binding, taxpayer } = facts;
  const checks: EligibilityCheck[] = [];
  const check = (rule: EligibilityRule, failure: string | null) =>
    checks.push({ rule, ok: failure === null, message: failure });

  // N1
  check(
    'INN',
    innOk(facts)
      ? null
      : employee?.inn
        ? `ИНН исполнителя ${employee.inn} некорректен: нужно 12 цифр с верной контрольной суммой`
        : 'У исполнителя не указан ИНН',
  );

  // N2: registered on the payout date.
  let npd: string | null = null;
  if (!taxpayer?.statusCheckedAt) npd = 'Статус НПД исполнителя ещё не проверен в ФНС';
  else if (!taxpayer.registrationTime || taxpayer.registrationTime > on) {
    npd = 'Исполнитель не зарегистрирован как самозанятый (НПД) на дату выплаты. Выплатите ему как физическому лицу';
  } else if (taxpayer.unregistrationTime && taxpayer.unregistrationTime <= on) {
    npd = `Исполнитель снят с учёта как самозанятый (НПД) ${ruDay(moscowDate(taxpayer.unregistrationTime))}. Выплатите ему как физическому лицу`;
  }
  check('NPD_REGISTERED', npd);

  // N3: connected, with the permissions receipts need.
  const bound = binding?.status === 'BIND';
  check(
    'BOUND',
    bound
      ? null
      : binding?.status === 'AWAIT_BIND'
        ? 'Исполнитель ещё не подтвердил подключение платформы в «Мой налог»'
        : 'Исполнитель не подключил платформу в «Мой налог»: попросите его подключить её в профиле',
  );
  const granted = bound ? (binding?.permissions ?? []) : [];
  const lacking = PAYOUT_PERMISSIONS.filter((p) => !granted.includes(p));
  check(
    'PERMISSIONS',
    lacking.length === 0
      ? null
      : `У платформы нет прав в «Мой налог»: ${lacking.map((p) => PERMISSION_NAMES[p] ?? p).join(', ')}. Исполнитель может выдать их в «Мой налог»`,
  );

  // N6
  check(
    'NOT_RESTRICTED',
    taxpayer?.restricted
      ? `ФНС ограничила операции исполнителя${taxpayer.rejectionCode ? ` (код ${taxpayer.rejectionCode})` : ''}`
      : null,
  );

  // N4 (as connection's incomeFigures: FNS's figure as of income_checked_at + ours registered since + pending)
  const income = {
    registered: (snapshotOf(facts, year)?.incomeRegisteredKopecks ?? 0n) + sums.registeredSince,
    pending: sums.pending,
  };
  const waiting = income.pending + (question.heldKopecks ?? 0n);
  const already = income.registered + waiting;
  check(
    'YEARLY_LIMIT',
    already + question.amountKopecks <= NPD_YEARLY_INCOME_LIMIT_KOPECKS
      ? null
      : `Доход исполнителя за ${year} год с учётом этой выплаты превысит ${formatKopecks(NPD_YEARLY_INCOME_LIMIT_KOPECKS)}: ` +
          `уже ${formatKopecks(already)} (из них ожидают чека ${formatKopecks(waiting)}), выплата ${formatKopecks(question.amountKopecks)}`,
  );

  // N5: not the company's employee now, nor within two years of dismissal — by both sides' statements.
  const former = formerEmploymentBlockMessage(
    formerEmploymentVerdict(stated ?? { employee: null, customer: null }, moscowDate(on)),
  );
  check('NOT_FORMER_EMPLOYER', former);

  return { eligible: checks.every((c) => c.ok), checks };
}

/**
 * Whether what FNS said last is recent enough to stand for asking now: the status (and restrictions, asked
 * with it) and, for a connected contractor, the year's income, all within the window. N4 stays exact with
 * older income: incomeFigures adds our receipts registered since income_checked_at.
 */
function recentEnough(
  ctx: AppContext,
  facts: EligibilityFacts,
  refresh: true | { unlessCheckedWithinMs: number },
  year: number,
): boolean {
  if (refresh === true) return false;
  const since = ctx.now().getTime() - refresh.unlessCheckedWithinMs;
  const recent = (at: Date | null | undefined) => Boolean(at && at.getTime() >= since);
  const { binding, taxpayer } = facts;
  if (!recent(taxpayer?.statusCheckedAt)) return false;
  const withIncome = binding?.status === 'BIND' && binding.permissions.includes('INCOME_SUMMARY');
  return !withIncome || (taxpayer?.incomeYear === year && recent(taxpayer.incomeCheckedAt));
}
