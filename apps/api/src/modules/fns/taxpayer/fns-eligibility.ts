/**
 * checkPayoutEligibility: may this company pay this contractor this amount as НПД now (DOMAIN §2.1)?
 * Every rule is evaluated and returned with its Russian reason, so a payout row shows all that is wrong
 * at once. Payout jobs call it with `refresh: true` (fresh data from FNS through refreshTaxpayer) at
 * creation and again right before the money moves; the execution may accept data FNS gave within the
 * last seconds (`refresh: { unlessCheckedWithinMs }`), so the rows of a mass payout to one contractor
 * share one round of FNS messages instead of each sending its own thirteen.
 *
 * N4 (yearly cap) counts: FNS's income of the year as of income_checked_at + our receipts registered
 * since then + our PENDING receipts (paid, not registered yet) + the contractor's payouts held but not
 * paid yet (`heldKopecks`, given by the payout work, which owns them) + this amount ≤ 2 400 000,00 ₽.
 */
import {
  formatKopecks,
  formerEmploymentBlockMessage,
  formerEmploymentVerdict,
  inn12Valid,
  NPD_YEARLY_INCOME_LIMIT_KOPECKS,
  ruDay,
} from '@vyplaty/contracts';
import type { AppContext } from '../../../context.js';
import { moscowDate, moscowYear } from '../../../lib/moscow-time.js';
import { formerEmploymentStateOf } from '../../former-employment/index.js';
import { selectEligibilityFacts, selectYearIncomeSums } from './fns-eligibility.repo.js';
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

export async function checkPayoutEligibility(
  ctx: AppContext,
  input: {
    employeeId: string;
    customerId: string;
    amountKopecks: bigint;
    /** Σ of the contractor's НПД payouts of the year whose money is reserved but not paid (no receipt yet). */
    heldKopecks?: bigint;
    on?: Date;
    refresh?: boolean | { unlessCheckedWithinMs: number };
  },
): Promise<Eligibility> {
  const on = input.on ?? ctx.now();
  const year = moscowYear(on);
  // The contractor, connection, FNS snapshot and link in one read (a checklist runs this per row).
  let facts = await selectEligibilityFacts(ctx.db, input.customerId, input.employeeId);
  const employee = facts.employee;
  const innOk = Boolean(employee?.inn && inn12Valid(employee.inn));
  if (input.refresh && innOk && !recentEnough(ctx, facts, input.refresh, year)) {
    await refreshTaxpayer(ctx, input.employeeId, { year });
    facts = await selectEligibilityFacts(ctx.db, input.customerId, input.employeeId);
  }
  const { binding, taxpayer, link } = facts;
  const checks: EligibilityCheck[] = [];
  const check = (rule: EligibilityRule, failure: string | null) =>
    checks.push({ rule, ok: failure === null, message: failure });

  // N1
  check(
    'INN',
    innOk
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
  const snapshot = taxpayer?.incomeYear === year ? taxpayer : undefined;
  const sums = await selectYearIncomeSums(ctx.db, input.employeeId, year, snapshot?.incomeCheckedAt ?? null);
  const income = {
    registered: (snapshot?.incomeRegisteredKopecks ?? 0n) + sums.registeredSince,
    pending: sums.pending,
  };
  const waiting = income.pending + (input.heldKopecks ?? 0n);
  const already = income.registered + waiting;
  check(
    'YEARLY_LIMIT',
    already + input.amountKopecks <= NPD_YEARLY_INCOME_LIMIT_KOPECKS
      ? null
      : `Доход исполнителя за ${year} год с учётом этой выплаты превысит ${formatKopecks(NPD_YEARLY_INCOME_LIMIT_KOPECKS)}: ` +
          `уже ${formatKopecks(already)} (из них ожидают чека ${formatKopecks(waiting)}), выплата ${formatKopecks(input.amountKopecks)}`,
  );

  // N5: not the company's employee now, nor within two years of dismissal — by both sides' statements.
  const stated = link ? await formerEmploymentStateOf(ctx, link.id) : { employee: null, customer: null };
  const former = formerEmploymentBlockMessage(formerEmploymentVerdict(stated, moscowDate(on)));
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
  facts: Awaited<ReturnType<typeof selectEligibilityFacts>>,
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
