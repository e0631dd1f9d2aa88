/**
 * The former-employment question's words (N5, 422-ФЗ ст. 6) for the app's form (components/former-employment/) and
 * the public registration page (src/public/register/), which asks the contractor the same thing without zod.
 */
export type FormerEmploymentAudience = 'employee' | 'customer';

export const FORMER_EMPLOYMENT_QUESTIONS: Readonly<Record<FormerEmploymentAudience, string>> = {
  employee: 'Были ли вы сотрудником этой компании по трудовому договору?',
  customer: 'Был ли исполнитель сотрудником компании по трудовому договору?',
};

export const FORMER_EMPLOYMENT_HINTS: Readonly<Record<FormerEmploymentAudience, string>> = {
  employee:
    'По закону (422-ФЗ, ст. 6) компания не может платить вам как самозанятому, пока вы её сотрудник, и два года после увольнения.',
  customer:
    'По закону (422-ФЗ, ст. 6) компания не может платить исполнителю как самозанятому, пока он её сотрудник, и два года после увольнения.',
};

export const DISMISSAL_DATE_LABEL = 'Дата увольнения';
