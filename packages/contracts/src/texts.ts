/**
 * Words and labels the API and the web app share that need no schema: kept apart from the zod modules so that
 * the public pages (ADR 016), whose script must not hold zod, read the same words as the app
 * (`@vyplaty/contracts/texts`).
 */
import type { EmployeeKind, TaxRegime } from './enums.js';

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
