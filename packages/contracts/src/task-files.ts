/**
 * Files of a task (issue 26, SPEC §7 Tasks `file`; docs/decisions/tasks.md «Files of a task»): the company's
 * brief (BRIEF, read by every contractor who may see the task) and each contractor's result on their own part
 * (RESULT, read by that contractor and the company). Paths: `apiPaths.taskFiles`.
 */
import { z } from 'zod';

export const taskFileKindSchema = z.enum(['BRIEF', 'RESULT']);
export type TaskFileKind = z.infer<typeof taskFileKindSchema>;

/** What a task's file may be: documents, spreadsheets, photos, text and archives (the file's bytes are checked too). */
export const TASK_FILE_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'odt',
  'ods',
  'jpg',
  'jpeg',
  'png',
  'heic',
  'txt',
  'zip',
] as const;
/** Each file at most 20 MB. */
export const TASK_FILE_MAX_MB = 20;
/** At most 20 live files of the brief, and 20 of each contractor's result. */
export const TASK_FILES_MAX_COUNT = 20;
/** The allowed kinds as a person reads them (the 400 of a wrong kind names them). */
export const TASK_FILE_KINDS_TEXT = 'PDF, DOC, DOCX, XLS, XLSX, ODT, ODS, JPG, PNG, HEIC, TXT, ZIP';
export const TASK_FILE_INVALID_MESSAGE = `Недопустимый формат файла. Можно загрузить: ${TASK_FILE_KINDS_TEXT}`;

export const taskFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  mime: z.string(),
  kind: taskFileKindSchema,
  uploaded_at: z.string(),
  /** Whose file: the company's brief, or the contractor whose result it is (their ФИО). */
  whose: z.object({
    party: z.enum(['COMPANY', 'CONTRACTOR']),
    employee_id: z.uuid().nullable(),
    name: z.string(),
  }),
  /** The caller may delete it now (their own file, while the task or their part still allows it). */
  can_delete: z.boolean(),
});
export type TaskFile = z.infer<typeof taskFileSchema>;

export const taskFilesResponseSchema = z.object({
  items: z.array(taskFileSchema),
  /** The caller may add a file now: the company to the brief, the contractor to their result. */
  can_upload: z.boolean(),
});
export type TaskFilesResponse = z.infer<typeof taskFilesResponseSchema>;

export const taskFileParamsSchema = z.object({
  id: z.string().describe('id задания'),
  fileId: z.string().describe('id файла задания'),
});
