/**
 * Invites of contractors by a company (SPEC §3 invite statuses DRAFT / PUBLISH / REJECT, invite
 * actions INVITE / CANCEL / CONFIRM; §7 `invite…`, `/invites`) and the import of contractors from an
 * .xlsx file (§7 `employees/import_file`, `import_file/create`). One invite carries the kind, tax
 * regime and comment, and addresses one or more people, each by phone and/or ИНН.
 */
import { z } from 'zod';
import { TAX_REGIME_NOT_FOR_PERSON, taxRegimeFitsKind } from './employees.js';
import {
  employeeKindSchema,
  importFileStatusSchema,
  inviteActionSchema,
  inviteStatusSchema,
  taxRegimeSchema,
} from './enums.js';
import { queryPageFields } from './pagination.js';
import { normalizeRuMobile } from './phone.js';
import { personInnSchema } from './representatives.js';

export type InviteStatus = z.infer<typeof inviteStatusSchema>;
export type InviteAction = z.infer<typeof inviteActionSchema>;
export type ImportFileStatus = z.infer<typeof importFileStatusSchema>;

export const INVITE_STATUS_LABELS: Readonly<Record<InviteStatus, string>> = {
  DRAFT: 'Черновик',
  PUBLISH: 'Опубликовано',
  REJECT: 'Отозвано',
};
export const INVITE_ACTION_LABELS: Readonly<Record<InviteAction, string>> = {
  INVITE: 'Приглашён',
  CANCEL: 'Приглашение отменено',
  CONFIRM: 'Принял приглашение',
};
/** Optional text: empty means absent. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

const optionalName = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `Слишком длинное ${label}`)
    .regex(
      /^$|^[А-ЯЁа-яё][А-ЯЁа-яё\s'-]*$/u,
      `${label[0]!.toUpperCase()}${label.slice(1)}: только русские буквы, пробел и дефис`,
    )
    .nullish()
    .transform((value) => (value ? value : null));

export const invitePhoneSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const phone = normalizeRuMobile(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'Введите российский мобильный номер, например +7 999 000-00-01' });
      return z.NEVER;
    }
    return phone;
  });

export const inviteInnSchema = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value : null))
  .pipe(personInnSchema.nullable());

export const NEITHER_PHONE_NOR_INN_MESSAGE = 'Укажите телефон или ИНН';

export const invitePersonInputSchema = z
  .object({
    phone: invitePhoneSchema.describe('Мобильный телефон, любой записи; хранится как +7XXXXXXXXXX'),
    inn: inviteInnSchema.describe('ИНН физического лица, 12 цифр'),
    last_name: optionalName('фамилия'),
    first_name: optionalName('имя'),
    patronymic: optionalName('отчество'),
  })
  .superRefine((person, ctx) => {
    if (!person.phone && !person.inn) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: NEITHER_PHONE_NOR_INN_MESSAGE });
    }
  });
export type InvitePersonInput = z.input<typeof invitePersonInputSchema>;

export const INVITE_MAX_PEOPLE = 50;

/** POST invite, PUT invite/{id} (while DRAFT; replaces the people). */
export const inviteRequestSchema = z
  .object({
    kind: z.enum(employeeKindSchema.options, { error: 'Выберите тип исполнителя' }),
    tax_regime: z.enum(taxRegimeSchema.options, { error: 'Выберите налоговый режим' }),
    comment: optionalText(1000, 'Комментарий не длиннее 1000 символов'),
    employees: z
      .array(invitePersonInputSchema, { error: 'Добавьте хотя бы одного человека' })
      .min(1, 'Добавьте хотя бы одного человека')
      .max(INVITE_MAX_PEOPLE, `В одном приглашении не больше ${INVITE_MAX_PEOPLE} человек`),
    /** POST only: publish right away (SMS go out) instead of saving a draft. */
    publish: z.boolean().optional(),
  })
  .superRefine((invite, ctx) => {
    if (!taxRegimeFitsKind(invite.kind, invite.tax_regime)) {
      ctx.addIssue({ code: 'custom', path: ['tax_regime'], message: TAX_REGIME_NOT_FOR_PERSON });
    }
    const seenPhones = new Set<string>();
    const seenInns = new Set<string>();
    invite.employees.forEach((person, i) => {
      if (person.phone && seenPhones.has(person.phone)) {
        ctx.addIssue({
          code: 'custom',
          path: ['employees', i, 'phone'],
          message: 'Этот телефон уже есть в приглашении',
        });
      }
      if (person.inn && seenInns.has(person.inn)) {
        ctx.addIssue({ code: 'custom', path: ['employees', i, 'inn'], message: 'Этот ИНН уже есть в приглашении' });
      }
      if (person.phone) seenPhones.add(person.phone);
      if (person.inn) seenInns.add(person.inn);
    });
  });
export type InviteRequest = z.input<typeof inviteRequestSchema>;
export type InviteRequestParsed = z.output<typeof inviteRequestSchema>;

export const invitePersonSchema = z.object({
  id: z.string(),
  phone: z.string().nullable(),
  inn: z.string().nullable(),
  last_name: z.string().nullable(),
  first_name: z.string().nullable(),
  patronymic: z.string().nullable(),
  action: inviteActionSchema,
  employee_id: z.string().nullable(),
  sms_count: z.number().int(),
  last_sms_at: z.string().nullable(),
  updated_at: z.string(),
  /**
   * This person's own link (the invite's link with their key `p`): the landing and the registration
   * open with what the company entered for them. Only in the owner's answers, only while the invite is
   * PUBLISH and the person has not answered.
   */
  link_url: z.string().nullable(),
});
export type InvitePerson = z.infer<typeof invitePersonSchema>;

export const inviteSchema = z.object({
  id: z.string(),
  status: inviteStatusSchema,
  kind: employeeKindSchema,
  tax_regime: taxRegimeSchema,
  comment: z.string().nullable(),
  added_at: z.string(),
  published_at: z.string().nullable(),
  rejected_at: z.string().nullable(),
  employees: z.array(invitePersonSchema),
  /** The public link; only in the owner's answers and only while the invite is PUBLISH. */
  link_url: z.string().nullable(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** GET /invites: newest first unless asked otherwise. */
export const inviteListRequestSchema = z.object({
  ...queryPageFields,
  status: z.enum(inviteStatusSchema.options, { error: 'Неизвестный статус приглашения' }).optional(),
  sort_field: z.enum(['ADDED_AT'], { error: 'Сортировка возможна только по дате добавления' }).default('ADDED_AT'),
  sort_direction: z.enum(['ASC', 'DESC'], { error: 'Направление сортировки: ASC или DESC' }).default('DESC'),
});
export type InviteListRequest = z.input<typeof inviteListRequestSchema>;
export const inviteListResponseSchema = z.object({ items: z.array(inviteSchema), totalCount: z.number().int() });
export type InviteListResponse = z.infer<typeof inviteListResponseSchema>;

/** POST invite/{id}/employees/send_sms: again to these people (all with a phone still INVITE when absent). */
export const inviteSendSmsRequestSchema = z.object({
  employee_ids: z.array(z.string()).max(INVITE_MAX_PEOPLE).optional(),
});
export type InviteSendSmsRequest = z.infer<typeof inviteSendSmsRequestSchema>;
export const inviteSendSmsResponseSchema = z.object({ sent: z.number().int() });
export type InviteSendSmsResponse = z.infer<typeof inviteSendSmsResponseSchema>;

/**
 * POST invite/employee/link (public): what the landing page of a link shows. The link alone reveals no
 * personal data; the link of a person's SMS also carries `p`, that person's key, and then the answer
 * holds what the company entered for them (to prefill their registration).
 */
export const inviteLinkRequestSchema = z.object({
  token: z.string({ error: 'Ссылка недействительна' }).max(200, 'Ссылка недействительна'),
  person: z.string().max(100, 'Ссылка недействительна').optional(),
});
export type InviteLinkRequest = z.infer<typeof inviteLinkRequestSchema>;
/** What the company entered for the person the SMS went to; any part may be absent. */
export const invitedPersonSchema = z.object({
  phone: z.string().nullable(),
  inn: z.string().nullable(),
  last_name: z.string().nullable(),
  first_name: z.string().nullable(),
  patronymic: z.string().nullable(),
});
export type InvitedPerson = z.infer<typeof invitedPersonSchema>;
export const inviteLinkResponseSchema = z.object({
  organisation_name: z.string(),
  kind: employeeKindSchema,
  tax_regime: taxRegimeSchema,
  /** Only with a valid person key of this invite, and not for a person the company cancelled. */
  person: invitedPersonSchema.nullable(),
});
export type InviteLinkResponse = z.infer<typeof inviteLinkResponseSchema>;

/** GET invite/disconnected_employees: contractors the company disconnected, to invite again. */
export const disconnectedEmployeeListRequestSchema = z.object(queryPageFields);
export const disconnectedEmployeeSchema = z.object({
  employee_id: z.string(),
  last_name: z.string().nullable(),
  first_name: z.string().nullable(),
  patronymic: z.string().nullable(),
  phone: z.string(),
  inn: z.string().nullable(),
  kind: employeeKindSchema.nullable(),
  tax_regime: z.string(),
  disconnected_at: z.string().nullable(),
});
export type DisconnectedEmployee = z.infer<typeof disconnectedEmployeeSchema>;
export const disconnectedEmployeeListResponseSchema = z.object({
  items: z.array(disconnectedEmployeeSchema),
  totalCount: z.number().int(),
});
export type DisconnectedEmployeeListResponse = z.infer<typeof disconnectedEmployeeListResponseSchema>;

/* ---------- Import of contractors from .xlsx ---------- */

/** Columns of the template, in order; the header row must carry these names. */
export const EMPLOYEE_IMPORT_COLUMNS = [
  'Фамилия',
  'Имя',
  'Отчество',
  'Телефон',
  'ИНН',
  'Тип исполнителя',
  'Налоговый режим',
  'Комментарий',
] as const;
export const EMPLOYEE_IMPORT_MAX_ROWS = 5000;
export const EMPLOYEE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const employeeImportRowErrorSchema = z.object({
  row: z.number().int().describe('Номер строки в файле (заголовок — строка 1)'),
  ok: z.literal(false),
  error: z.string(),
});
export type EmployeeImportRowError = z.infer<typeof employeeImportRowErrorSchema>;

export const employeeImportSchema = z.object({
  id: z.string(),
  status: importFileStatusSchema,
  total_rows: z.number().int(),
  accepted_rows: z.number().int(),
  rejected_rows: z.number().int(),
  processed_rows: z.number().int(),
  /** Every rejected row with its reason (validation answer; the status answer repeats it). */
  errors: z.array(employeeImportRowErrorSchema),
  /** True when the report (the file with an «Ошибка» column) can be downloaded. */
  has_report: z.boolean(),
  error_message: z.string().nullable(),
  added_at: z.string(),
  finished_at: z.string().nullable(),
});
export type EmployeeImport = z.infer<typeof employeeImportSchema>;

/** POST employees/import_file/create: run a validated import. */
export const employeeImportCreateRequestSchema = z.object({
  import_id: z.string({ error: 'Загрузите файл заново' }),
});
export type EmployeeImportCreateRequest = z.infer<typeof employeeImportCreateRequestSchema>;
