/** The texts people read about former employment (N5): the company's notice, the export's cell. */
import {
  FORMER_EMPLOYMENT_CUSTOMER_LABELS,
  type FormerEmploymentState,
  type FormerEmploymentStatement,
  type FormerEmploymentStatus,
  ruDay,
} from '@vyplaty/contracts';

/** An answer as the contract's schema hands it over: ended_on only with ENDED. */
export type FormerEmploymentAnswerValue = { status: FormerEmploymentStatus; ended_on: string | null };

/** What the company is told when the contractor says they were (or are) its employee. */
export function formerEmploymentNotice(name: string, answer: FormerEmploymentAnswerValue) {
  const what =
    answer.status === 'CURRENT'
      ? 'работает у вас по трудовому договору'
      : `был(а) вашим сотрудником по трудовому договору до ${ruDay(answer.ended_on ?? '')}`;
  return {
    title: 'Исполнитель сообщил о трудовом договоре',
    body: `${name} указал(а), что ${what}. Проверьте и подтвердите в списке исполнителей`,
    type: 'other' as const,
    url: '/employees',
  };
}

const STRICTNESS: Record<FormerEmploymentStatus, number> = { NEVER: 0, ENDED: 1, CURRENT: 2 };

/**
 * The statement that counts for payouts: CURRENT over ENDED over NEVER, the later dismissal of two
 * (formerEmploymentVerdict's order); null when neither side has said anything.
 */
export function stricterStatement(state: FormerEmploymentState): FormerEmploymentStatement | null {
  const statements = [state.employee, state.customer].filter((s): s is FormerEmploymentStatement => s !== null);
  statements.sort(
    (a, b) => STRICTNESS[b.status] - STRICTNESS[a.status] || (b.ended_on ?? '').localeCompare(a.ended_on ?? ''),
  );
  return statements[0] ?? null;
}

export const FORMER_EMPLOYMENT_NOT_ANSWERED = 'Исполнитель не ответил';

/**
 * «Бывший сотрудник компании, уволен(а) 31.01.2025»: the stricter statement, as the company reads it;
 * marked while the contractor has not answered (payouts wait for their answer).
 */
export function formerEmploymentText(state: FormerEmploymentState): string {
  const counted = stricterStatement(state);
  if (!counted) return FORMER_EMPLOYMENT_NOT_ANSWERED;
  const label = FORMER_EMPLOYMENT_CUSTOMER_LABELS[counted.status];
  const text = counted.ended_on ? `${label}, уволен(а) ${ruDay(counted.ended_on)}` : label;
  return state.employee ? text : `${text} (${FORMER_EMPLOYMENT_NOT_ANSWERED.toLowerCase()})`;
}

/** How both N5 calls describe their body in the API docs. */
export const FORMER_EMPLOYMENT_RULES =
  'Тело: {status: NEVER|ENDED|CURRENT, ended_on (YYYY-MM-DD, только с ENDED, не позже сегодняшнего дня по Москве)}. ' +
  'Каждое изменение — новая запись (прежние хранятся); тот же ответ ещё раз ничего не записывает.';
