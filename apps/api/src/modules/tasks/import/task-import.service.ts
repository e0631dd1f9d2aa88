/**
 * Tasks from Excel (docs/decisions/tasks.md «Import from Excel»): an upload becomes an import checked in a
 * job (task-import.jobs.ts), its rows in task_import_rows; its answer (the first rows read from the table),
 * its error file (every row streamed from the table in file order, a page at a time); then `create` claims
 * the import and enqueues the job that makes a DRAFT of every valid row (task-import-create.jobs.ts).
 */
import { PassThrough } from 'node:stream';
import {
  TASK_IMPORT_NOT_FOUND_MESSAGE,
  TASK_IMPORT_ROWS_SHOWN,
  type TaskImport,
  type TaskImportKind,
} from '@vyplaty/contracts';
import type { ActorContext, AppContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import type { StoredUpload } from '../../../http/read-upload.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { reportProcess, startProcess } from '../../processes/index.js';
import { selectTaskWithNames } from '../tasks.repo.js';
import { companyOf, taskNotFound } from '../tasks.service.js';
import { checkTaskImportJob, taskImportProcess } from './task-import.jobs.js';
import {
  insertTaskImport,
  selectCompanyServices,
  selectTaskImport,
  selectTaskImportRowsPage,
  type TaskImportRecord,
  type TaskImportRowRecord,
  updateTaskImport,
} from './task-import.repo.js';
import { createTasksFromImportJob } from './task-import-create.jobs.js';
import { taskImportTemplate, writeTaskImportErrorFile, XLSX_MIME_TYPE } from './task-import-xlsx.js';

/** Rows of the error file read in one query. */
const ERROR_FILE_PAGE = 500;

export const importNotFound = () => notFound(TASK_IMPORT_NOT_FOUND_MESSAGE);
const invalidState = (message: string) => new AppError('INVALID_STATE', { message });

const rowView = (row: TaskImportRowRecord) => ({
  row: row.row,
  ok: row.errors.length === 0,
  error: row.errors.length > 0 ? row.errors.join('; ') : null,
  title: row.title,
  found: row.data.employeeId ? ('CONTRACTOR' as const) : row.data.phone ? ('BY_PHONE' as const) : null,
});

/** The import with its first TASK_IMPORT_ROWS_SHOWN rows, read from task_import_rows. */
export const toTaskImport = async (ctx: Pick<AppContext, 'db'>, record: TaskImportRecord): Promise<TaskImport> => ({
  id: record.id,
  kind: record.kind,
  task_id: record.taskId,
  file_name: record.fileName,
  status: record.status,
  processed_rows: record.processedRows,
  total_rows: record.totalRows,
  valid_rows: record.validRows,
  invalid_rows: record.invalidRows,
  rows: (await selectTaskImportRowsPage(ctx.db, record.id, 0, TASK_IMPORT_ROWS_SHOWN)).map(rowView),
  has_error_file: record.invalidRows > 0,
  error_message: record.errorMessage,
  applied_count: record.appliedCount,
  applied_at: record.appliedAt?.toISOString() ?? null,
  added_at: record.createdAt.toISOString(),
  finished_at: record.finishedAt?.toISOString() ?? null,
});

/** The template: the tasks' one lists the company's services in `Справочник`. */
export async function taskImportTemplateOf(ctx: ActorContext, kind: TaskImportKind): Promise<Uint8Array> {
  const customerId = companyOf(ctx);
  const names = kind === 'TASKS' ? (await selectCompanyServices(ctx.db, customerId)).map((s) => s.name) : [];
  return taskImportTemplate(kind, names);
}

/** The company's task a contractors' file is for, or 404 (read before a byte of the upload is kept). */
export async function ownTaskId(ctx: ActorContext, taskId: string): Promise<string> {
  const customerId = companyOf(ctx);
  if (!isUuid(taskId) || !(await selectTaskWithNames(ctx.db, customerId, taskId))) throw taskNotFound();
  return taskId;
}

/** A stored upload becomes an import (NEW) with its check enqueued. */
export async function startTaskImport(
  ctx: ActorContext,
  kind: TaskImportKind,
  taskId: string | null,
  stored: StoredUpload,
): Promise<TaskImport> {
  const customerId = companyOf(ctx);
  return inTransaction(ctx, async (txCtx) => {
    const record = await insertTaskImport(txCtx.db, {
      customerId,
      kind,
      taskId,
      fileName: stored.name,
      fileKey: stored.storageKey,
      createdBy: txCtx.actor.accountId,
      createdAt: txCtx.now(),
    });
    await txCtx.jobs.enqueue(txCtx.db, checkTaskImportJob, { importId: record.id });
    // /processes shows the check with its progress; the result is read where the file was uploaded.
    await startProcess(txCtx, {
      ...taskImportProcess(record.id),
      customerId,
      title:
        kind === 'TASKS'
          ? `Загрузка заданий из файла «${stored.name}»`
          : `Загрузка исполнителей задания из файла «${stored.name}»`,
      startedBy: txCtx.actor.accountId,
      resultPath: taskId ? `/tasks/${taskId}` : '/tasks',
    });
    return toTaskImport(txCtx, record);
  });
}

export async function ownImport(ctx: ActorContext, importId: string, lock = false) {
  const customerId = companyOf(ctx);
  if (!isUuid(importId)) throw importNotFound();
  const record = await selectTaskImport(ctx.db, customerId, importId, lock);
  if (!record) throw importNotFound();
  return record;
}

export async function getTaskImport(ctx: ActorContext, importId: string): Promise<TaskImport> {
  return toTaskImport(ctx, await ownImport(ctx, importId));
}

/** Every row of the import in file order, ERROR_FILE_PAGE at a time (keyset on the row number). */
async function* rowsInOrder(ctx: Pick<AppContext, 'db'>, importId: string) {
  let after = 0;
  for (;;) {
    const page = await selectTaskImportRowsPage(ctx.db, importId, after, ERROR_FILE_PAGE);
    yield* page;
    if (page.length < ERROR_FILE_PAGE) return;
    after = page[page.length - 1]!.row;
  }
}

/** Every row back with «Ошибка» (empty on good rows), streamed. */
export async function taskImportErrorFile(ctx: ActorContext, importId: string) {
  const record = await ownImport(ctx, importId);
  if (record.invalidRows === 0) throw notFound('Файла с ошибками нет: все строки в порядке');
  const out = new PassThrough();
  writeTaskImportErrorFile(record.kind, rowsInOrder(ctx, record.id), out).catch((error: unknown) =>
    out.destroy(error as Error),
  );
  const base = record.fileName.replace(/\.xlsx$/i, '');
  return { file: { name: `${base} — ошибки.xlsx`, mimeType: XLSX_MIME_TYPE }, stream: out };
}

/** Claims a checked import for create / invite (once), or 409 with the reason. */
export async function claimImport(ctx: ActorContext, importId: string, kind: TaskImportKind, taskId: string | null) {
  return inTransaction(ctx, async (txCtx) => {
    const record = await ownImport(txCtx, importId, true);
    if (record.kind !== kind || record.taskId !== taskId) throw importNotFound();
    if (record.status === 'ERROR') throw invalidState(record.errorMessage ?? 'Файл не прошёл проверку');
    if (record.status !== 'ACTIVATED') throw invalidState('Файл ещё проверяется: дождитесь конца проверки');
    if (record.appliedCount !== null) {
      throw invalidState(
        kind === 'TASKS' ? 'Задания из этого файла уже созданы' : 'Исполнители из этого файла уже приглашены',
      );
    }
    if (record.validRows === 0)
      throw invalidState('В файле нет строк без ошибок: исправьте файл и загрузите его снова');
    return updateTaskImport(txCtx.db, record.id, { appliedCount: 0, appliedBy: txCtx.actor.accountId });
  });
}

/**
 * POST import_file/create (202): claims the import (once) and enqueues the job that makes a DRAFT of every
 * valid row; the progress is the import's applied_count / valid_rows and its TASK_IMPORT process.
 */
export async function createTasksFromImport(ctx: ActorContext, importId: string): Promise<TaskImport> {
  // The claim and the job in one transaction: no claimed import is left without its job.
  return inTransaction(ctx, async (txCtx) => {
    const record = await claimImport(txCtx, importId, 'TASKS', null);
    await txCtx.jobs.enqueue(txCtx.db, createTasksFromImportJob, { importId: record.id });
    await reportProcess(txCtx, taskImportProcess(record.id), {
      status: 'PROCESSING',
      done: 0,
      total: record.validRows,
    });
    return toTaskImport(txCtx, record);
  });
}
