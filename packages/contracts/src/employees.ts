/**
 * The company's contractors (/employees, SPEC §7 `employees` POST list / DELETE, `employees/export`,
 * `employee/entities/count`) and its defaults for inviting and paying (/employees/constants).
 * A contractor is listed while their link to the company is ACTIVE; removal disconnects the link.
 */
import { z } from 'zod';
import {
  type EmployeeKind,
  employeeKindSchema,
  sortDirectionSchema,
  type TaxRegime,
  taxRegimeSchema,
} from './enums.js';
import { fnsBindingStatusSchema, npdStatusSchema } from './fns.js';
import { formerEmploymentStateSchema } from './former-employment.js';
import { moneySchema } from './money.js';
import { bodyPageFields, cursorPageFields, nextCursorField } from './pagination.js';

/**
 * Whether the contractor can be paid by the company: NOT_VERIFIED — has not finished
 * /employee-complete-registration; NO_REQUISITES — verified, but no payout requisites; READY — both.
 */
export const employeeConnectionSchema = z.enum(['NOT_VERIFIED', 'NO_REQUISITES', 'READY']);
export type EmployeeConnection = z.infer<typeof employeeConnectionSchema>;
export const EMPLOYEE_CONNECTION_LABELS: Readonly<Record<EmployeeConnection, string>> = {
  NOT_VERIFIED: 'Не завершил регистрацию',
  NO_REQUISITES: 'Нет реквизитов',
  READY: 'Подключён',
};

/**
 * SPEC §3 sort fields that make sense for the list: FIO and EMPLOYEE_FIO (the same: by surname, name,
 * patronymic), ADDED_AT (when the contractor joined the company) and EMPLOYEE_NPD (НПД status:
 * self-employed first when ascending, then not self-employed, then not checked).
 */
export const employeeSortFieldSchema = z.enum(['FIO', 'EMPLOYEE_FIO', 'ADDED_AT', 'EMPLOYEE_NPD'], {
  error: 'Сортировка возможна по ФИО, статусу НПД или дате добавления',
});
export type EmployeeSortField = z.infer<typeof employeeSortFieldSchema>;

export const employeeListFiltersSchema = z.object({
  kind: employeeKindSchema.optional(),
  tax_regime: taxRegimeSchema.optional(),
  connection: employeeConnectionSchema.optional(),
  npd_status: npdStatusSchema.optional(),
  fns_binding: fnsBindingStatusSchema.optional(),
});
export type EmployeeListFilters = z.infer<typeof employeeListFiltersSchema>;

/** What the list and the export share: order, search and filters. */
const employeeQueryFields = {
  sort: z
    .object({ field: employeeSortFieldSchema, direction: sortDirectionSchema })
    .optional()
    .describe('По умолчанию — сначала добавленные последними'),
  search: z
    .string({ error: 'Поиск — строка' })
    .trim()
    .max(100, 'Слишком длинная строка поиска')
    .optional()
    .describe('Часть ФИО, телефона или ИНН'),
  filters: employeeListFiltersSchema.optional(),
};

/** POST employees: one page of the company's contractors. */
export const employeeListRequestSchema = z.object({
  ...bodyPageFields,
  ...cursorPageFields,
  ...employeeQueryFields,
});
export type EmployeeListRequest = z.input<typeof employeeListRequestSchema>;
export type EmployeeListQuery = z.output<typeof employeeListRequestSchema>;

/** POST employees/export: the same order, search and filters as the list, every matching row. */
export const employeeExportRequestSchema = z.object(employeeQueryFields);
export type EmployeeExportRequest = z.input<typeof employeeExportRequestSchema>;

/** The most rows one export holds; a bigger selection is refused with a request to narrow it. */
export const EMPLOYEE_EXPORT_MAX_ROWS = 10_000;

export const employeeListItemSchema = z.object({
  /** The contractor's id (the same in every company they work for). */
  id: z.uuid(),
  last_name: z.string().nullable(),
  first_name: z.string().nullable(),
  patronymic: z.string().nullable(),
  /** +7XXXXXXXXXX */
  phone: z.string(),
  inn: z.string().nullable(),
  kind: employeeKindSchema.nullable(),
  /** The tax regime under which this company pays the contractor. */
  tax_regime: taxRegimeSchema,
  /** НПД status from the tax service (UNKNOWN until first checked). */
  npd_status: npdStatusSchema,
  /** The contractor's connection of the platform in «Мой налог»; null: never connected. */
  fns_binding: fnsBindingStatusSchema.nullable(),
  /** Income of the calendar year (registered + pending) against the НПД cap; null until checked. */
  yearly_income: moneySchema.nullable(),
  is_verified: z.boolean(),
  has_requisites: z.boolean(),
  /** Former employment by this company (N5): the contractor's answer and the company's word. */
  former_employment: formerEmploymentStateSchema,
  connection: employeeConnectionSchema,
  /** ISO 8601: when the contractor joined the company. */
  added_at: z.string(),
});
export type EmployeeListItem = z.infer<typeof employeeListItemSchema>;

export const employeeListResponseSchema = z.object({
  items: z.array(employeeListItemSchema),
  totalCount: z.number().int(),
  ...nextCursorField,
});
export type EmployeeListResponse = z.infer<typeof employeeListResponseSchema>;

/** The most contractors one removal takes. */
export const EMPLOYEE_REMOVE_MAX = 500;

/** DELETE employees: disconnects the contractors from the company; all or nothing. */
export const employeeRemoveRequestSchema = z.object({
  ids: z
    .array(z.string({ error: 'Некорректный id исполнителя' }).max(100, 'Некорректный id исполнителя'), {
      error: 'Выберите исполнителей',
    })
    .min(1, 'Выберите исполнителей')
    .max(EMPLOYEE_REMOVE_MAX, `Не больше ${EMPLOYEE_REMOVE_MAX} исполнителей за раз`),
});
export type EmployeeRemoveRequest = z.infer<typeof employeeRemoveRequestSchema>;
export const employeeRemoveResponseSchema = z.object({ removed: z.number().int() });
export type EmployeeRemoveResponse = z.infer<typeof employeeRemoveResponseSchema>;

/** GET employee/entities/count: the company's contractors by connection state. */
export const employeeEntitiesCountSchema = z.object({
  /** Listed (ACTIVE link) contractors; the sum of the three below. */
  total: z.number().int(),
  ready: z.number().int(),
  not_verified: z.number().int(),
  no_requisites: z.number().int(),
  /** Contractors the company removed (they no longer appear in the list). */
  disconnected: z.number().int(),
});
export type EmployeeEntitiesCount = z.infer<typeof employeeEntitiesCountSchema>;

/** Tax regimes only an ИП has; a person who is not an ИП is either НПД or pays НДФЛ through the company. */
const ENTREPRENEUR_ONLY_REGIMES: readonly TaxRegime[] = ['OSNO', 'USN_INCOME', 'USN_INCOME_EXPENSES', 'PSN'];
/** Whether a tax regime fits an employee kind (null on either side fits). */
export const taxRegimeFitsKind = (kind: EmployeeKind | null | undefined, regime: TaxRegime | null | undefined) =>
  !(kind === 'INDIVIDUAL_PERSON' && regime && ENTREPRENEUR_ONLY_REGIMES.includes(regime));
export const TAX_REGIME_NOT_FOR_PERSON = 'Этот налоговый режим бывает только у ИП: выберите НПД или «Другой»';

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: 'Введите текст' })
    .trim()
    .max(max, tooLong)
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** The N7 setting's label (DOMAIN §2.1), on /employees/constants and in the payout checklist. */
export const REQUIRE_SIGNED_CONTRACT_LABEL = 'Требовать подписанный договор с исполнителем перед выплатой';
/** N7's second half: each payout waits (held, not sent) for an act linked to it and signed by both sides. */
export const REQUIRE_SIGNED_ACT_LABEL = 'Требовать подписанный акт по каждой выплате';

/**
 * Tasks' acceptance window (docs/decisions/tasks.md «Acceptance window»): days after a hand-over in which the
 * company accepts or returns the work; after them silence is acceptance. 15 by default (DOMAIN §9.3, Solar Staff).
 */
export const TASK_ACCEPTANCE_DAYS_DEFAULT = 15;
export const TASK_ACCEPTANCE_DAYS_MIN = 1;
export const TASK_ACCEPTANCE_DAYS_MAX = 60;
export const TASK_ACCEPTANCE_DAYS_LABEL = 'Срок приёмки работ по заданиям, дней';
export const TASK_ACCEPTANCE_DAYS_HINT =
  'Если за этот срок после сдачи компания не примет и не вернёт работу, она принимается автоматически и оплачивается';
const TASK_ACCEPTANCE_DAYS_MESSAGE = `Срок приёмки — целое число дней от ${TASK_ACCEPTANCE_DAYS_MIN} до ${TASK_ACCEPTANCE_DAYS_MAX}`;

/** PUT user/constants: the whole set; an empty text or null clears a default. */
export const employeeConstantsRequestSchema = z
  .object({
    service_name: optionalText(256, 'Не длиннее 256 символов').describe('Наименование услуги в чеках и актах'),
    activity_kind: optionalText(256, 'Не длиннее 256 символов').describe('Вид деятельности для ФНС'),
    default_employee_kind: z
      .enum(employeeKindSchema.options, { error: 'Выберите тип исполнителя' })
      .nullable()
      .describe('Тип исполнителя в новых приглашениях'),
    default_tax_regime: z
      .enum(taxRegimeSchema.options, { error: 'Выберите налоговый режим' })
      .nullable()
      .describe('Налоговый режим в новых приглашениях'),
    invite_comment: optionalText(500, 'Не длиннее 500 символов').describe('Комментарий в новых приглашениях'),
    require_signed_contract: z
      .boolean({ error: 'Укажите, требовать ли подписанный договор: да или нет' })
      .default(false)
      .describe(`${REQUIRE_SIGNED_CONTRACT_LABEL} (N7): без подписанного договора выплата не проходит проверку`),
    require_signed_act: z
      .boolean({ error: 'Укажите, требовать ли подписанный акт: да или нет' })
      .default(false)
      .describe(
        `${REQUIRE_SIGNED_ACT_LABEL} (N7): оплаченная выплата ждёт, пока акт, связанный с ней, не подпишут обе стороны`,
      ),
    task_acceptance_days: z
      .number({ error: TASK_ACCEPTANCE_DAYS_MESSAGE })
      .int(TASK_ACCEPTANCE_DAYS_MESSAGE)
      .min(TASK_ACCEPTANCE_DAYS_MIN, TASK_ACCEPTANCE_DAYS_MESSAGE)
      .max(TASK_ACCEPTANCE_DAYS_MAX, TASK_ACCEPTANCE_DAYS_MESSAGE)
      .default(TASK_ACCEPTANCE_DAYS_DEFAULT)
      .describe(`${TASK_ACCEPTANCE_DAYS_LABEL}: ${TASK_ACCEPTANCE_DAYS_HINT}`),
  })
  .superRefine((value, ctx) => {
    if (!taxRegimeFitsKind(value.default_employee_kind, value.default_tax_regime)) {
      ctx.addIssue({ code: 'custom', path: ['default_tax_regime'], message: TAX_REGIME_NOT_FOR_PERSON });
    }
  });
export type EmployeeConstantsRequest = z.output<typeof employeeConstantsRequestSchema>;
export type EmployeeConstantsFormValues = z.input<typeof employeeConstantsRequestSchema>;

export const employeeConstantsSchema = z.object({
  service_name: z.string().nullable(),
  activity_kind: z.string().nullable(),
  default_employee_kind: employeeKindSchema.nullable(),
  default_tax_regime: taxRegimeSchema.nullable(),
  invite_comment: z.string().nullable(),
  require_signed_contract: z.boolean(),
  require_signed_act: z.boolean(),
  /** Tasks' acceptance window in days (15 until the company sets another). */
  task_acceptance_days: z.number().int(),
  /** ISO 8601 of the last change; null while the company has not set any. */
  updated_at: z.string().nullable(),
});
export type EmployeeConstants = z.infer<typeof employeeConstantsSchema>;
