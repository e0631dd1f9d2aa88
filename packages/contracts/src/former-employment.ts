/**
 * Former employment (DOMAIN §2.1 N5, 422-ФЗ ст. 6): a company may not pay a contractor as НПД while
 * they are its employee under a labour contract, nor within two years after they were dismissed.
 * The contractor states it (when accepting the invite, or later in the companies list); the company
 * confirms or corrects it from its /employees list. Both statements are kept, every change as a new
 * one (the evidence), and the stricter of the two latest counts. See docs/decisions/former-employment.md.
 */
import { z } from 'zod';
import { FORMER_EMPLOYMENT_DATE_MESSAGES, FORMER_EMPLOYMENT_MIN_DATE, FORMER_EMPLOYMENT_REQUIRED } from './texts.js';

/** NEVER — not employed here under a labour contract; ENDED — dismissed on ended_on; CURRENT — still employed. */
export const formerEmploymentStatusSchema = z.enum(['NEVER', 'ENDED', 'CURRENT'], {
  error: FORMER_EMPLOYMENT_REQUIRED.customer,
});
export type FormerEmploymentStatus = z.infer<typeof formerEmploymentStatusSchema>;

/** Years after dismissal during which НПД payouts from the former employer are not allowed. */
export const FORMER_EMPLOYMENT_BLOCK_YEARS = 2;

/**
 * PUT employee/companies/{id}/former_employment, PUT employees/{id}/former_employment, and the
 * optional `former_employment` of POST employee/invite/accept. ended_on only with ENDED; the server
 * also refuses a date after today (Moscow).
 */
export const formerEmploymentAnswerSchema = z
  .object({
    status: formerEmploymentStatusSchema,
    /** YYYY-MM-DD, the last day of employment; required with ENDED, ignored otherwise. */
    ended_on: z.string().nullish(),
  })
  .superRefine((answer, issue) => {
    if (answer.status !== 'ENDED') return;
    const day = answer.ended_on ?? '';
    if (!day) {
      issue.addIssue({ code: 'custom', path: ['ended_on'], message: FORMER_EMPLOYMENT_DATE_MESSAGES.missing });
    } else if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      issue.addIssue({ code: 'custom', path: ['ended_on'], message: FORMER_EMPLOYMENT_DATE_MESSAGES.invalid });
    } else if (day < FORMER_EMPLOYMENT_MIN_DATE) {
      issue.addIssue({ code: 'custom', path: ['ended_on'], message: FORMER_EMPLOYMENT_DATE_MESSAGES.tooEarly });
    }
  })
  .transform((answer) => ({
    status: answer.status,
    ended_on: answer.status === 'ENDED' ? (answer.ended_on ?? null) : null,
  }));
export type FormerEmploymentAnswer = z.input<typeof formerEmploymentAnswerSchema>;

/** One statement as stored: who said it is the field it sits in. */
export const formerEmploymentStatementSchema = z.object({
  status: formerEmploymentStatusSchema,
  /** YYYY-MM-DD with ENDED, null otherwise. */
  ended_on: z.string().nullable(),
  /** ISO 8601: when it was stated. */
  stated_at: z.string(),
});
export type FormerEmploymentStatement = z.infer<typeof formerEmploymentStatementSchema>;

/** Both sides' latest statements about one contractor–company link. */
export const formerEmploymentStateSchema = z.object({
  /** The contractor's latest answer; null: not answered yet. */
  employee: formerEmploymentStatementSchema.nullable(),
  /** The company's latest confirmation or correction; null: not confirmed yet. */
  customer: formerEmploymentStatementSchema.nullable(),
});
export type FormerEmploymentState = z.infer<typeof formerEmploymentStateSchema>;

/**
 * The first day НПД payouts are allowed after a dismissal on `endedOn` (both YYYY-MM-DD): the same
 * day two years later; a 29 February dismissal opens on 1 March of a common year.
 */
export function npdPayoutsAllowedFrom(endedOn: string): string {
  const [y, m, d] = endedOn.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + FORMER_EMPLOYMENT_BLOCK_YEARS, m - 1, d));
  // Date.UTC rolls 29.02 of a common year over to 01.03, which is the day we want.
  return target.toISOString().slice(0, 10);
}

/**
 * What the two statements mean for НПД payouts on `today` (YYYY-MM-DD, Moscow). The stricter one
 * counts: CURRENT over ENDED over NEVER, the later dismissal of two. NOT_DECLARED until the
 * contractor has answered (the company's word alone is not the contractor's declaration).
 */
export type FormerEmploymentVerdict =
  | { kind: 'NOT_DECLARED' }
  | { kind: 'ALLOWED' }
  | { kind: 'CURRENT' }
  | { kind: 'BLOCKED_UNTIL'; ended_on: string; allowed_from: string };

export function formerEmploymentVerdict(state: FormerEmploymentState, today: string): FormerEmploymentVerdict {
  if (!state.employee) return { kind: 'NOT_DECLARED' };
  const statements = [state.employee, state.customer].filter((s): s is FormerEmploymentStatement => s !== null);
  if (statements.some((s) => s.status === 'CURRENT')) return { kind: 'CURRENT' };
  const latestEnd = statements
    .filter((s) => s.status === 'ENDED' && s.ended_on)
    .map((s) => s.ended_on!)
    .sort()
    .at(-1);
  if (!latestEnd) return { kind: 'ALLOWED' };
  const allowedFrom = npdPayoutsAllowedFrom(latestEnd);
  return today < allowedFrom
    ? { kind: 'BLOCKED_UNTIL', ended_on: latestEnd, allowed_from: allowedFrom }
    : { kind: 'ALLOWED' };
}

/** YYYY-MM-DD → DD.MM.YYYY */
export const ruDay = (day: string) => day.split('-').reverse().join('.');

/** The Russian reason a verdict blocks НПД payouts, or null when it does not. */
export function formerEmploymentBlockMessage(verdict: FormerEmploymentVerdict): string | null {
  switch (verdict.kind) {
    case 'ALLOWED':
      return null;
    case 'NOT_DECLARED':
      return 'Исполнитель ещё не ответил, был ли он сотрудником компании по трудовому договору: выплаты ему как самозанятому возможны после ответа (422-ФЗ, ст. 6)';
    case 'CURRENT':
      return 'Исполнитель — сотрудник компании по трудовому договору: выплаты ему как самозанятому невозможны (422-ФЗ, ст. 6). Выплатите ему как физическому лицу';
    case 'BLOCKED_UNTIL':
      return (
        `Компания была работодателем исполнителя до ${ruDay(verdict.ended_on)}: выплаты ему как самозанятому возможны ` +
        `с ${ruDay(verdict.allowed_from)} (422-ФЗ, ст. 6)`
      );
  }
}

/** PUT employees/{id}/former_employment: both sides' latest statements after the company's one. */
export const formerEmploymentResponseSchema = z.object({ former_employment: formerEmploymentStateSchema });
