/**
 * The company's long-running work in one place (/processes, issue 25): contractor imports, document
 * generation batches, mass-payout registry imports and checks, registry payments, the check of a tasks file or
 * of a task's contractors file (issue 26), a document bundle's file check and its generation (issue 27) — each with its progress
 * (done of total), SPEC §4's simple processing status, who started it and when, and where its result or
 * its error file is. Newest first, page by page with a keyset cursor.
 */
import { z } from 'zod';
import { simpleProcessingStatusSchema } from './enums.js';
import { cursorPageFields, nextCursorField, queryPageFields } from './pagination.js';

export const processKindSchema = z.enum(
  [
    'EMPLOYEE_IMPORT',
    'DOCUMENT_GENERATION',
    'MASS_PAYOUT_IMPORT',
    'MASS_PAYOUT_PAYMENT',
    'TASK_IMPORT',
    'BUNDLE_IMPORT',
    'BUNDLE_GENERATION',
    'REPORT',
  ],
  {
    error:
      'Вид процесса: EMPLOYEE_IMPORT, DOCUMENT_GENERATION, MASS_PAYOUT_IMPORT, MASS_PAYOUT_PAYMENT, TASK_IMPORT, BUNDLE_IMPORT, BUNDLE_GENERATION или REPORT',
  },
);
export type ProcessKind = z.infer<typeof processKindSchema>;

export const PROCESS_KIND_LABELS: Readonly<Record<ProcessKind, string>> = {
  EMPLOYEE_IMPORT: 'Загрузка исполнителей',
  DOCUMENT_GENERATION: 'Формирование документов',
  MASS_PAYOUT_IMPORT: 'Загрузка и проверка реестра',
  MASS_PAYOUT_PAYMENT: 'Оплата реестра',
  TASK_IMPORT: 'Загрузка заданий или исполнителей задания',
  BUNDLE_IMPORT: 'Загрузка и проверка файла пакета документов',
  BUNDLE_GENERATION: 'Формирование документов пакета',
  REPORT: 'Формирование отчёта',
};

export const processStatusSchema = z.enum(simpleProcessingStatusSchema.options, {
  error: 'Статус процесса: NEW, PROCESSING, SUCCESS или ERROR',
});
export type ProcessStatus = z.infer<typeof processStatusSchema>;

/** SPEC §4 «Simple processing» in Russian. */
export const PROCESS_STATUS_LABELS: Readonly<Record<ProcessStatus, string>> = {
  NEW: 'В очереди',
  PROCESSING: 'Выполняется',
  SUCCESS: 'Завершён',
  ERROR: 'Ошибка',
};

/** GET user/processes (query string): page, page_size, after (the previous page's next_cursor), status, kind. */
export const processesQuerySchema = z.object({
  ...queryPageFields,
  ...cursorPageFields,
  status: processStatusSchema.optional(),
  kind: processKindSchema.optional(),
});
export type ProcessesQuery = z.output<typeof processesQuerySchema>;

export const processSchema = z.object({
  id: z.string(),
  kind: processKindSchema,
  /** The import's, batch's or registry's id. */
  subject_id: z.string(),
  /** In Russian, e.g. «Загрузка исполнителей из файла „file.xlsx“». */
  title: z.string(),
  status: processStatusSchema,
  done: z.number().int(),
  total: z.number().int(),
  /** Who started it (the company's name for a company account); null when the platform did. */
  started_by_name: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** Why it failed, in Russian. */
  error_text: z.string().nullable(),
  /** The portal's page of its result (an app route), e.g. /payments/mass-payment/{id}. */
  result_path: z.string().nullable(),
  /** The API path of its error file (the uploaded file with the «Ошибка» column). */
  error_file_path: z.string().nullable(),
});
export type Process = z.infer<typeof processSchema>;

export const processesResponseSchema = z.object({
  items: z.array(processSchema),
  totalCount: z.number().int(),
  ...nextCursorField,
});
export type ProcessesResponse = z.infer<typeof processesResponseSchema>;
