/**
 * The company's reports for a period (issue 28; SPEC §7 Report: GET, download, list; support-only
 * report/download): ordered on /profile/documents/reports, built by a job with progress (a /processes row
 * of kind REPORT), kept and listed; previewed at /files-preview/user-report/{fileId}.
 */
import { z } from 'zod';
import { filterScopeSchema, simpleProcessingStatusSchema } from './enums.js';
import { cursorPageFields, nextCursorField, queryPageFields } from './pagination.js';

export const reportKindSchema = z.enum(
  ['PAYOUTS_REGISTRY', 'RECEIPTS_ARCHIVE', 'CLOSING_DOCUMENTS', 'RECONCILIATION', 'NDFL_GPH'],
  {
    error: 'Вид отчёта: PAYOUTS_REGISTRY, RECEIPTS_ARCHIVE, CLOSING_DOCUMENTS, RECONCILIATION или NDFL_GPH',
  },
);
export type ReportKind = z.infer<typeof reportKindSchema>;

export const REPORT_KIND_LABELS: Readonly<Record<ReportKind, string>> = {
  PAYOUTS_REGISTRY: 'Реестр выплат за период',
  RECEIPTS_ARCHIVE: 'Архив чеков',
  CLOSING_DOCUMENTS: 'Закрывающие документы за период',
  RECONCILIATION: 'Акт сверки',
  NDFL_GPH: 'НДФЛ по договорам ГПХ',
};

export const reportStatusSchema = z.enum(simpleProcessingStatusSchema.options, {
  error: 'Статус отчёта: NEW, PROCESSING, SUCCESS или ERROR',
});
export type ReportStatus = z.infer<typeof reportStatusSchema>;

/** The longest period one report covers. */
export const REPORT_MAX_PERIOD_DAYS = 366;

/** A calendar day of the portal's years (PostgreSQL has no year 0; nothing was paid before 2000). */
const isoDate = (message: string) =>
  z.iso
    .date({ error: message })
    .refine((day) => day >= '2000-01-01' && day <= '2099-12-31', 'Дата должна быть между 2000 и 2099 годом');

/** POST report: order a report for a period (both days included). */
export const reportOrderSchema = z
  .object({
    kind: reportKindSchema,
    period_from: isoDate('Дата начала периода в формате ГГГГ-ММ-ДД'),
    period_to: isoDate('Дата окончания периода в формате ГГГГ-ММ-ДД'),
  })
  .refine((o) => o.period_from <= o.period_to, {
    path: ['period_to'],
    message: 'Период не может заканчиваться раньше, чем начинается',
  })
  .refine((o) => (Date.parse(o.period_to) - Date.parse(o.period_from)) / 86_400_000 < REPORT_MAX_PERIOD_DAYS, {
    path: ['period_to'],
    message: 'Отчёт строится не больше чем за год',
  });
export type ReportOrder = z.input<typeof reportOrderSchema>;

export const reportSchema = z.object({
  id: z.string(),
  kind: reportKindSchema,
  period_from: z.string(),
  period_to: z.string(),
  status: reportStatusSchema,
  done: z.number().int(),
  total: z.number().int(),
  /** The report's file (stored file id): what /files-preview/user-report/{fileId} shows; null until built. */
  file_id: z.string().nullable(),
  file_name: z.string().nullable(),
  /** The акт сверки's .xlsx beside its PDF. */
  extra_file_id: z.string().nullable(),
  extra_file_name: z.string().nullable(),
  /** The акт сверки is signed by the company with КЭП. */
  signed_at: z.string().nullable(),
  error_text: z.string().nullable(),
  /** Who ordered it (the colleague's name, or the company's). */
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

/** GET report/list: newest first, page by page; scope MY = ordered by me. */
export const reportListQuerySchema = z.object({
  ...queryPageFields,
  ...cursorPageFields,
  kind: reportKindSchema.optional(),
  scope: filterScopeSchema.optional(),
});
export type ReportListQuery = z.output<typeof reportListQuerySchema>;

export const reportListResponseSchema = z.object({
  items: z.array(reportSchema),
  totalCount: z.number().int(),
  ...nextCursorField,
});
export type ReportListResponse = z.infer<typeof reportListResponseSchema>;

/** Which file of a report to download: the report, the акт сверки's .xlsx beside its PDF, or its КЭП (.sig). */
export const reportFileKindSchema = z.enum(['REPORT', 'EXTRA', 'SIGNATURE'], {
  error: 'Файл отчёта: REPORT, EXTRA или SIGNATURE',
});
export type ReportFileKind = z.infer<typeof reportFileKindSchema>;

/** GET report/download (and support's): ?report_id=&file=. */
export const reportDownloadQuerySchema = z.object({
  report_id: z.string({ error: 'Укажите отчёт' }).min(1, 'Укажите отчёт').max(64, 'Отчёт не найден'),
  file: reportFileKindSchema.default('REPORT'),
});
export type ReportDownloadQuery = z.output<typeof reportDownloadQuerySchema>;
