/**
 * Tasks from Excel (SPEC §7 Tasks `import_file` (+create) and `employee/import_file` (+invite); DOMAIN §9.3:
 * tasks in bulk from an Excel registry whose failed rows come back as a file). An upload is an import
 * (SPEC §4 import file statuses NEW → IN_PROGRESS → ACTIVATED | ERROR) checked row by row in a job; its
 * valid rows then become DRAFT tasks (create) or the task's invited contractors (invite).
 */
import { z } from 'zod';
import { importFileStatusSchema } from './enums.js';

export const TASK_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Rows of a tasks file (the check and create run in jobs, rows kept in a table of their own). */
export const TASK_IMPORT_MAX_ROWS = 10_000;
/** Rows of a task's contractors file (the invite still runs inside the request). */
export const TASK_EMPLOYEE_IMPORT_MAX_ROWS = 1000;
/** Rows of an import's answer (the first ones with their reasons); the error file has all of them. */
export const TASK_IMPORT_ROWS_SHOWN = 50;
export const TASK_IMPORT_NOT_FOUND_MESSAGE = 'Загрузка не найдена';

/** The sheets and columns of the tasks template, in order. */
export const TASK_IMPORT_SHEET = 'Задания';
export const TASK_IMPORT_COLUMNS = [
  'Название',
  'Описание',
  'Услуга',
  'Оплата',
  'Сумма или цена',
  'Количество',
  'Единица',
  'Начало периода',
  'Конец периода',
  'Время начала',
  'Место',
] as const;
export type TaskImportColumn = (typeof TASK_IMPORT_COLUMNS)[number];
/** The words of the «Оплата» column. */
export const TASK_IMPORT_PRICING_WORDS = { FIXED: 'Фиксированная', PER_UNIT: 'За единицу' } as const;

/** The contractors' file of one task. */
export const TASK_EMPLOYEE_IMPORT_SHEET = 'Исполнители';
export const TASK_EMPLOYEE_IMPORT_COLUMNS = ['ФИО', 'ИНН', 'Телефон'] as const;
export type TaskEmployeeImportColumn = (typeof TASK_EMPLOYEE_IMPORT_COLUMNS)[number];

export const taskImportKindSchema = z.enum(['TASKS', 'CONTRACTORS']);
export type TaskImportKind = z.infer<typeof taskImportKindSchema>;

/**
 * A checked row: ok, or the Russian reasons joined by «; ». `found` for a contractors' row: the company's
 * contractor it names (to be invited to the task), or a phone not yet the company's (invited to the
 * company through the invite flow).
 */
export const taskImportRowSchema = z.object({
  row: z.number().int(),
  ok: z.boolean(),
  error: z.string().nullable(),
  /** What the row is, for the person: the task's name or the contractor's ФИО / phone. */
  title: z.string(),
  found: z.enum(['CONTRACTOR', 'BY_PHONE']).nullable(),
});
export type TaskImportRow = z.infer<typeof taskImportRowSchema>;

export const taskImportSchema = z.object({
  id: z.uuid(),
  kind: taskImportKindSchema,
  /** The task of a contractors' import. */
  task_id: z.uuid().nullable(),
  file_name: z.string(),
  status: importFileStatusSchema,
  /** Rows read so far / rows in the file (progress). */
  processed_rows: z.number().int(),
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  invalid_rows: z.number().int(),
  /** The first rows with their reasons (TASK_IMPORT_ROWS_SHOWN). */
  rows: z.array(taskImportRowSchema),
  has_error_file: z.boolean(),
  /** Why the whole file was refused (status ERROR). */
  error_message: z.string().nullable(),
  /** Tasks created from it, or contractors invited; null before create / invite. */
  applied_count: z.number().int().nullable(),
  /** The end of create / invite; null while create runs in its job (applied_count is then its progress) or before it. */
  applied_at: z.string().nullable(),
  added_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TaskImport = z.infer<typeof taskImportSchema>;

export const taskImportApplyRequestSchema = z.object({
  import_id: z.string({ error: 'Укажите загрузку' }).min(1, 'Укажите загрузку'),
});
export type TaskImportApplyRequest = z.infer<typeof taskImportApplyRequestSchema>;

/** POST import_file/create answers 202 with the import: the tasks are made in a job, read its progress in GET. */
export const taskImportCreateResponseSchema = taskImportSchema;
export type TaskImportCreateResponse = TaskImport;

/** POST employee/import_file/invite: contractors invited to the task, and phones invited to the company. */
export const taskImportInviteResponseSchema = z.object({
  invited: z.number().int(),
  invited_by_phone: z.number().int(),
});
export type TaskImportInviteResponse = z.infer<typeof taskImportInviteResponseSchema>;
