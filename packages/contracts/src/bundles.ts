/**
 * Document bundles (issue 27, SPEC §7 Bundle, docs/decisions/bundles.md): a named set of documents of one
 * template for many contractors, made by hand (contractors chosen) or from an .xlsx whose columns fill the
 * template's fields. The bundle's status is SPEC §4 «bundle import»: NEW → AWAIT_GENERATE_DOCUMENTS →
 * PROCESSING → COMPLETED_SUCCESS | COMPLETED_ERRORS.
 */
import { z } from 'zod';
import { isPayoutField, type TemplateField, templateFieldFallback } from './documents.js';
import { bundleImportStatusSchema, documentKindSchema, documentStatusSchema, filterScopeSchema } from './enums.js';
import type { BundleHistoryEvent } from './history.js';
import { bodyPageFields } from './pagination.js';

export const BUNDLE_NOT_FOUND_MESSAGE = 'Пакет документов не найден';
/** Contractors chosen by hand in one bundle. */
export const BUNDLE_MAX_EMPLOYEES = 1000;
/** The imported file: rows (without the header) and bytes. */
export const BUNDLE_IMPORT_MAX_ROWS = 50_000;
export const BUNDLE_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** The import file: its sheets and the contractor's key columns. */
export const BUNDLE_IMPORT_SHEET = 'Пакет документов';
export const BUNDLE_FORMATS_SHEET = 'Форматы';
export const BUNDLE_INN_COLUMN = 'ИНН исполнителя';
export const BUNDLE_PHONE_COLUMN = 'Телефон исполнителя';
/** The error report's extra column. */
export const BUNDLE_ERROR_COLUMN = 'Ошибка';
/** A required column's title ends with this mark (read with or without it). */
export const BUNDLE_REQUIRED_MARK = ' *';

export const bundleStatusSchema = z.enum(bundleImportStatusSchema.options, {
  error: 'Статус пакета: NEW, AWAIT_GENERATE_DOCUMENTS, PROCESSING, COMPLETED_SUCCESS или COMPLETED_ERRORS',
});
export type BundleStatus = z.infer<typeof bundleStatusSchema>;
export const BUNDLE_STATUS_LABELS: Readonly<Record<BundleStatus, string>> = {
  NEW: 'Новый',
  AWAIT_GENERATE_DOCUMENTS: 'Ожидает формирования документов',
  PROCESSING: 'Документы формируются',
  COMPLETED_SUCCESS: 'Документы сформированы',
  COMPLETED_ERRORS: 'Сформирован с ошибками',
};

/** The imported file's check: none yet, checking, done, or the whole file refused (`import.error`). */
export const bundleImportStateSchema = z.enum(['NONE', 'VALIDATING', 'DONE', 'ERROR']);
export type BundleImportState = z.infer<typeof bundleImportStateSchema>;

export const bundleRowStateSchema = z.enum(['VALID', 'INVALID', 'REMOVED', 'GENERATED', 'FAILED'], {
  error: 'Состояние строки: VALID, INVALID, REMOVED, GENERATED или FAILED',
});
export type BundleRowState = z.infer<typeof bundleRowStateSchema>;
export const BUNDLE_ROW_STATE_LABELS: Readonly<Record<BundleRowState, string>> = {
  VALID: 'Без ошибок',
  INVALID: 'С ошибками',
  REMOVED: 'Исключена',
  GENERATED: 'Документ сформирован',
  FAILED: 'Документ не сформирован',
};

/** The bundle page's filter of its documents: who it waits for, or how it ended. */
export const bundleDocumentGroupSchema = z.enum(
  ['DRAFT', 'AWAIT_COMPANY', 'AWAIT_CONTRACTOR', 'SIGNED', 'REJECTED', 'ERROR', 'TERMINATED'],
  { error: 'Группа документов: DRAFT, AWAIT_COMPANY, AWAIT_CONTRACTOR, SIGNED, REJECTED, ERROR или TERMINATED' },
);
export type BundleDocumentGroup = z.infer<typeof bundleDocumentGroupSchema>;
export const BUNDLE_DOCUMENT_GROUP_LABELS: Readonly<Record<BundleDocumentGroup, string>> = {
  DRAFT: 'Черновики',
  AWAIT_COMPANY: 'Ждут подписи компании',
  AWAIT_CONTRACTOR: 'Ждут подписи исполнителя',
  SIGNED: 'Подписаны',
  REJECTED: 'Отклонены',
  ERROR: 'Ошибки',
  TERMINATED: 'Расторгнуты',
};

/**
 * A document's group by its status: AWAIT_SIGN (both, any order) waits for the company until the company
 * has signed, then for the contractor.
 */
export function bundleDocumentGroupOf(
  status: z.infer<typeof documentStatusSchema>,
  companySigned: boolean,
): BundleDocumentGroup {
  switch (status) {
    case 'DRAFT':
    case 'AWAIT_GENERATE_ATTACHMENTS':
      return 'DRAFT';
    case 'AWAIT_SIGN_USER':
      return 'AWAIT_COMPANY';
    case 'AWAIT_SIGN_EMPLOYEE':
      return 'AWAIT_CONTRACTOR';
    case 'AWAIT_SIGN':
      return companySigned ? 'AWAIT_CONTRACTOR' : 'AWAIT_COMPANY';
    case 'SIGNED':
      return 'SIGNED';
    case 'REJECTED':
      return 'REJECTED';
    case 'ERROR':
      return 'ERROR';
    case 'TERMINATE':
      return 'TERMINATED';
  }
}

/** The bundle's history events as a person reads them (bundle/{id}/history, the company's journal). */
export const BUNDLE_HISTORY_EVENT_LABELS: Readonly<Record<BundleHistoryEvent, string>> = {
  CREATED: 'Пакет создан',
  UPDATED: 'Пакет изменён',
  FILE_UPLOADED: 'Загружен файл',
  FILE_CHECKED: 'Файл проверен',
  FILE_REFUSED: 'Файл не принят',
  GENERATION_STARTED: 'Запущено формирование документов',
  GENERATED: 'Документы сформированы',
  DELETED: 'Пакет удалён',
  SIGNED: 'Все документы пакета подписаны',
  PAYOUTS_GENERATED: 'Сформированы реестры выплат по подписанным актам',
};

/** A column of the import file that fills a template field. */
export type BundleFieldColumn = { key: string; title: string; required: boolean; field: TemplateField };

/**
 * The template's fields the company fills in the file, in the template's order: every field the records do
 * not fill (a bundle has no payout, so `payout.*` fields are typed too). Required when nobody else fills it
 * (no default).
 */
export function bundleFieldColumns(fields: readonly TemplateField[]): BundleFieldColumn[] {
  return fields
    .filter((f) => f.source === undefined || isPayoutField(f))
    .map((f) => ({
      key: f.key,
      title: f.label,
      required: f.required && templateFieldFallback(f, { hasPayout: false }) === null,
      field: f,
    }));
}

/** Fields a bundle made by hand cannot fill (required, typed by the company): such a template needs the file. */
export const bundleFieldsNeedingFile = (fields: readonly TemplateField[]) =>
  bundleFieldColumns(fields).filter((c) => c.required);

const uuidOf = (message: string) => z.uuid({ error: message });
const nameSchema = z
  .string({ error: 'Укажите название пакета' })
  .trim()
  .min(1, 'Укажите название пакета')
  .max(200, 'Название пакета — не длиннее 200 символов');

/** POST bundle: a bundle of a template; with `employee_ids` its rows are those contractors (by hand). */
export const bundleCreateRequestSchema = z.object({
  name: nameSchema,
  template_id: uuidOf('Выберите шаблон'),
  employee_ids: z
    .array(uuidOf('Неизвестный исполнитель'), { error: 'Список исполнителей' })
    .min(1, 'Выберите хотя бы одного исполнителя')
    .max(BUNDLE_MAX_EMPLOYEES, `Не больше ${BUNDLE_MAX_EMPLOYEES} исполнителей в пакете`)
    .refine((ids) => new Set(ids).size === ids.length, 'Исполнитель выбран дважды')
    .optional(),
});
export type BundleCreateRequest = z.input<typeof bundleCreateRequestSchema>;

/** Reminders to contractors who have not signed: every `interval_hours`, at most `max` times, not after `expires_at`. */
export const bundleRemindersSchema = z.object({
  interval_hours: z
    .number({ error: 'Интервал напоминаний — число часов' })
    .int('Интервал напоминаний — целое число часов')
    .min(1, 'Интервал напоминаний — от 1 до 720 часов')
    .max(720, 'Интервал напоминаний — от 1 до 720 часов'),
  max: z
    .number({ error: 'Число напоминаний — число' })
    .int('Число напоминаний — целое')
    .min(1, 'Напоминаний — от 1 до 30')
    .max(30, 'Напоминаний — от 1 до 30'),
  expires_at: z.iso.datetime({ offset: true, error: 'Срок подписания — дата и время' }).nullable(),
});
export type BundleReminders = z.infer<typeof bundleRemindersSchema>;

/** PUT bundle/{id}: the name, and the reminders (null: none). */
export const bundleUpdateRequestSchema = z.object({
  name: nameSchema.optional(),
  reminders: bundleRemindersSchema.nullable().optional(),
});
export type BundleUpdateRequest = z.input<typeof bundleUpdateRequestSchema>;

const documentCountsSchema = z.object({
  total: z.number().int(),
  DRAFT: z.number().int(),
  AWAIT_COMPANY: z.number().int(),
  AWAIT_CONTRACTOR: z.number().int(),
  SIGNED: z.number().int(),
  REJECTED: z.number().int(),
  ERROR: z.number().int(),
  TERMINATED: z.number().int(),
});
export type BundleDocumentCounts = z.infer<typeof documentCountsSchema>;

export const bundleSchema = z.object({
  id: z.uuid(),
  /** «Пакет № N», per company. */
  number: z.number().int(),
  name: z.string(),
  template: z.object({ id: z.uuid(), name: z.string(), kind: documentKindSchema }),
  status: bundleStatusSchema,
  import: z.object({
    state: bundleImportStateSchema,
    /** Why the whole file was refused, in Russian. */
    error: z.string().nullable(),
    rows_total: z.number().int(),
    rows_done: z.number().int(),
    valid: z.number().int(),
    invalid: z.number().int(),
  }),
  generation: z.object({ total: z.number().int(), done: z.number().int(), failed: z.number().int() }),
  documents: documentCountsSchema,
  reminders: z.object({
    interval_hours: z.number().int().nullable(),
    max: z.number().int().nullable(),
    expires_at: z.string().nullable(),
  }),
  created_at: z.string(),
  created_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  generated_at: z.string().nullable(),
  /** Upload a file (no documents made yet, nothing being checked or generated). */
  can_import: z.boolean(),
  /** Generate the documents of the VALID rows. */
  can_generate: z.boolean(),
  /** Sign the documents waiting for the company (next slices). */
  can_sign: z.boolean(),
  /** Delete: only while no document has been made. */
  can_delete: z.boolean(),
  can_edit: z.boolean(),
  /** Download the archive and the act-register: the bundle has documents. */
  can_download: z.boolean(),
  /** Terminate: some document awaits a signature or is signed. */
  can_terminate: z.boolean(),
  /** A bundle of acts with acts signed by both sides: make a payout registry of them (mass_payout/bundle/generate_payouts). */
  can_generate_payouts: z.boolean(),
});
export type Bundle = z.infer<typeof bundleSchema>;

/** POST bundle/list: newest first. */
export const bundleListRequestSchema = z.object({
  ...bodyPageFields,
  filters: z
    .object({
      status: z.array(bundleStatusSchema).max(5).optional(),
      search: z.string().trim().max(200, 'Поиск — не длиннее 200 символов').optional(),
      /** MY: the bundles the caller's own login made; ALL (or none): the whole company's. */
      scope: filterScopeSchema.optional(),
    })
    .optional(),
});
export type BundleListRequest = z.input<typeof bundleListRequestSchema>;
export const bundleListResponseSchema = z.object({ items: z.array(bundleSchema), totalCount: z.number().int() });
export type BundleListResponse = z.infer<typeof bundleListResponseSchema>;

export const bundleHistoryItemSchema = z.object({
  id: z.string(),
  event: z.string(),
  /** In Russian, as a person reads it. */
  text: z.string(),
  actor: z.string().nullable(),
  at: z.string(),
});
export const bundleHistoryResponseSchema = z.object({ items: z.array(bundleHistoryItemSchema) });
export type BundleHistoryResponse = z.infer<typeof bundleHistoryResponseSchema>;

/** POST bundle/{id}/documents: the bundle's documents by number, server-paged. */
export const bundleDocumentsRequestSchema = z.object({
  ...bodyPageFields,
  filters: z
    .object({
      group: z.array(bundleDocumentGroupSchema).max(7).optional(),
      /** The contractor's ФИО, ИНН or phone (part of it). */
      search: z.string().trim().max(200, 'Поиск — не длиннее 200 символов').optional(),
    })
    .optional(),
});
export type BundleDocumentsRequest = z.input<typeof bundleDocumentsRequestSchema>;
export const bundleDocumentSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  status: documentStatusSchema,
  group: bundleDocumentGroupSchema,
  employee: z.object({ id: z.uuid(), fio: z.string(), inn: z.string().nullable() }),
  reason: z.string().nullable(),
  created_at: z.string(),
  /** Awaits the contractor past the bundle's signing term (reminders stopped; bundle-signing slice). */
  expired: z.boolean().optional(),
});
export type BundleDocument = z.infer<typeof bundleDocumentSchema>;
export const bundleDocumentsResponseSchema = z.object({
  items: z.array(bundleDocumentSchema),
  totalCount: z.number().int(),
});
export type BundleDocumentsResponse = z.infer<typeof bundleDocumentsResponseSchema>;

/** POST bundle/{id}/import_file/rows: the rows as checked, by row number. */
export const bundleRowsRequestSchema = z.object({
  ...bodyPageFields,
  filters: z.object({ state: z.array(bundleRowStateSchema).max(5).optional() }).optional(),
});
export type BundleRowsRequest = z.input<typeof bundleRowsRequestSchema>;
export const bundleRowSchema = z.object({
  id: z.uuid(),
  /** The sheet's row (the header is row 1), or the order of a contractor chosen by hand. */
  row_number: z.number().int(),
  state: bundleRowStateSchema,
  /** Russian reasons, each naming its column. */
  errors: z.array(z.string()),
  employee: z.object({ id: z.uuid(), fio: z.string() }).nullable(),
  /** The cells as written, by column title. */
  cells: z.record(z.string(), z.string()),
  document_id: z.uuid().nullable(),
});
export type BundleRow = z.infer<typeof bundleRowSchema>;
export const bundleRowsResponseSchema = z.object({ items: z.array(bundleRowSchema), totalCount: z.number().int() });
export type BundleRowsResponse = z.infer<typeof bundleRowsResponseSchema>;
