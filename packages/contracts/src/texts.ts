/**
 * Words and labels the API and the web app share that need no schema: kept apart from the zod modules so that
 * the public pages (ADR 016), whose script must not hold zod, read the same words as the app
 * (`@vyplaty/contracts/texts`).
 */
import type { MemberRole } from './company-users.js';
import type { EmployeeKind, TaxRegime } from './enums.js';
import type { FormerEmploymentStatus } from './former-employment.js';

/** Russian names of SPEC §3 employee kinds, for tables, filters and the export. */
export const EMPLOYEE_KIND_LABELS: Readonly<Record<EmployeeKind, string>> = {
  INDIVIDUAL_PERSON: 'Физическое лицо',
  INDIVIDUAL_ENTREPRENEUR: 'Индивидуальный предприниматель',
};

/** Russian names of SPEC §3 tax regimes. */
export const TAX_REGIME_LABELS: Readonly<Record<TaxRegime, string>> = {
  OSNO: 'ОСНО',
  USN_INCOME: 'УСН «Доходы»',
  USN_INCOME_EXPENSES: 'УСН «Доходы минус расходы»',
  PSN: 'ПСН (патент)',
  NPD: 'НПД (самозанятый)',
  OTHER: 'Другой',
};

/** The answer to an invite link that is unknown or withdrawn (`invite/employee/link` 404). */
export const INVITE_LINK_NOT_FOUND_MESSAGE = 'Приглашение не найдено или больше не действует';

/** The company's own users' roles (issue 28); the colleague's invite page names them too. */
export const MEMBER_ROLE_LABELS: Readonly<Record<MemberRole, string>> = {
  OWNER: 'Владелец',
  ACCOUNTANT: 'Бухгалтер',
  VIEWER: 'Наблюдатель',
};

/** What each role may do, as the /users page explains it. */
export const MEMBER_ROLE_HINTS: Readonly<Record<MemberRole, string>> = {
  OWNER: 'Всё: выплаты, документы, пользователи компании, профиль и реквизиты',
  ACCOUNTANT: 'Выплаты, реестры, задания и документы; без пользователей и профиля компании',
  VIEWER: 'Только просмотр: ничего не меняет и не платит',
};

/** A new password's bounds (newPasswordSchema); with a letter and a digit, as the hint under every such field says. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NEW_PASSWORD_RULES_HINT = `От ${PASSWORD_MIN_LENGTH} до ${PASSWORD_MAX_LENGTH} символов, хотя бы одна буква и одна цифра`;

/** The earliest dismissal date accepted; anything older never blocks and is a typo. */
export const FORMER_EMPLOYMENT_MIN_DATE = '1991-01-01';

/** How the contractor's own answer reads, to the contractor. */
export const FORMER_EMPLOYMENT_EMPLOYEE_LABELS: Record<FormerEmploymentStatus, string> = {
  NEVER: 'Не работал(а) в компании по трудовому договору',
  ENDED: 'Работал(а) по трудовому договору, уволен(а)',
  CURRENT: 'Работаю в компании по трудовому договору сейчас',
};

/** How a statement reads, to the company. */
export const FORMER_EMPLOYMENT_CUSTOMER_LABELS: Record<FormerEmploymentStatus, string> = {
  NEVER: 'Не был сотрудником компании',
  ENDED: 'Бывший сотрудник компании',
  CURRENT: 'Сотрудник компании по трудовому договору',
};

/** The question left unanswered, in each side's words; the answer's schema says the company's. */
export const FORMER_EMPLOYMENT_REQUIRED = {
  employee: 'Ответьте, были ли вы сотрудником компании по трудовому договору',
  customer: 'Укажите, был ли исполнитель сотрудником компании по трудовому договору',
} as const;

/** The Russian error for a dismissal date after today. */
export const FORMER_EMPLOYMENT_FUTURE_DATE_MESSAGE = 'Дата увольнения не может быть позже сегодняшнего дня';

/** What the answer's schema (formerEmploymentAnswerSchema) says of a dismissal date it refuses. */
export const FORMER_EMPLOYMENT_DATE_MESSAGES = {
  missing: 'Укажите дату увольнения',
  invalid: 'Некорректная дата увольнения',
  tooEarly: 'Проверьте год увольнения',
} as const;
