/**
 * The check of an upload, in a job (NEW → IN_PROGRESS → ACTIVATED | ERROR): the file is read through the
 * shared streamed reader, then every row checked, the progress (rows done / total) written every
 * PROGRESS_STEP rows in its own transaction so the dialog can show it, together with the batch of checked rows
 * (task_import_rows, one insertJsonRows statement): the checked rows are held only until their batch is
 * written. A file that cannot be read at all (not an .xlsx, not the template, no rows, too many) ends the
 * import in ERROR with the reason. Idempotent: a retried job deletes the rows a crashed run wrote and starts
 * over from the file.
 */
import { apiPaths, pathWithId } from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import type { StoredTaskImportRow } from '../../../db/schema/index.js';
import { inTransaction } from '../../../db/transaction.js';
import { defineJob } from '../../../jobs/define-job.js';
import { reportProcess } from '../../processes/index.js';
import {
  deleteTaskImportRows,
  insertTaskImportRows,
  selectCompanyContacts,
  selectCompanyServices,
  selectTaskImportForJob,
  type TaskImportRecord,
  updateTaskImport,
} from './task-import.repo.js';
import { createTasksFromImportJob, taskImportProcess } from './task-import-create.jobs.js';
import { checkContractorRow, checkTaskRow, servicesByName } from './task-import-rows.js';
import { type ReadRow, readTaskImportRows, TaskImportFileError } from './task-import-xlsx.js';

/** Progress written, and checked rows stored, every PROGRESS_STEP rows (one transaction each). */
const PROGRESS_STEP = 25;
/** Checked rows held before a write: PROGRESS_STEP on a small file, up to 500 on a large one. */
const batchOf = (total: number) =>
  Math.min(500, Math.max(PROGRESS_STEP, Math.floor(total / 100 / PROGRESS_STEP) * PROGRESS_STEP));

export { taskImportProcess };

async function checkerOf(ctx: AppContext, record: TaskImportRecord) {
  if (record.kind === 'TASKS') {
    const services = servicesByName(await selectCompanyServices(ctx.db, record.customerId));
    return (row: ReadRow) => checkTaskRow(row, services);
  }
  const contacts = await selectCompanyContacts(ctx.db, record.customerId);
  const contractors = {
    byInn: new Map(contacts.flatMap((c) => (c.inn ? [[c.inn, c.id] as const] : []))),
    byPhone: new Map(contacts.map((c) => [c.phone, c.id] as const)),
  };
  const seen = new Map<string, number>();
  return (row: ReadRow) => {
    const checked = checkContractorRow(row, contractors);
    const key = checked.employeeId ?? checked.phone;
    if (!key) return checked;
    const first = seen.get(key);
    if (first !== undefined) return { ...checked, errors: [`Повтор: этот исполнитель уже в строке ${first}`] };
    seen.set(key, row.row);
    return checked;
  };
}

async function fail(ctx: AppContext, importId: string, message: string) {
  await inTransaction(ctx, async (txCtx) => {
    await updateTaskImport(txCtx.db, importId, { status: 'ERROR', errorMessage: message, finishedAt: txCtx.now() });
    await reportProcess(txCtx, taskImportProcess(importId), { status: 'ERROR', errorText: message });
  });
}

export const checkTaskImportJob = defineJob({
  name: 'tasks.check-import',
  schema: z.object({ importId: z.string() }),
  retryLimit: 3,
  handler: async (ctx, { importId }) => {
    const start = await inTransaction(ctx, async (txCtx) => {
      const row = await selectTaskImportForJob(txCtx.db, importId);
      if (row?.status !== 'NEW' && row?.status !== 'IN_PROGRESS') return null;
      return updateTaskImport(txCtx.db, importId, { status: 'IN_PROGRESS', processedRows: 0 });
    });
    if (!start) return;
    let read: ReadRow[];
    try {
      read = await readTaskImportRows(await ctx.storage.localPath(start.fileKey), start.kind);
    } catch (error) {
      if (!(error instanceof TaskImportFileError)) throw error;
      await fail(ctx, importId, error.message);
      return;
    }
    const total = read.length;
    await inTransaction(ctx, async (txCtx) => {
      await deleteTaskImportRows(txCtx.db, importId);
      await updateTaskImport(txCtx.db, importId, { totalRows: total });
      await reportProcess(txCtx, taskImportProcess(importId), { status: 'PROCESSING', done: 0, total });
    });
    const check = await checkerOf(ctx, start);
    const step = batchOf(total);
    let batch: StoredTaskImportRow[] = [];
    let done = 0;
    let invalid = 0;
    for (let i = 0; i < total; i += 1) {
      const checked = check(read[i]!);
      // The read row is let go once checked: the checked one lives until its batch is written.
      (read as (ReadRow | undefined)[])[i] = undefined;
      if (checked.errors.length > 0) invalid += 1;
      batch.push(checked);
      done += 1;
      if (batch.length < step && done < total) continue;
      const rows = batch;
      batch = [];
      const last = done === total;
      await inTransaction(ctx, async (txCtx) => {
        await insertTaskImportRows(txCtx.db, importId, start.customerId, rows);
        if (last) return;
        await updateTaskImport(txCtx.db, importId, { processedRows: done });
        await reportProcess(txCtx, taskImportProcess(importId), { done });
      });
    }
    await inTransaction(ctx, async (txCtx) => {
      await updateTaskImport(txCtx.db, importId, {
        status: 'ACTIVATED',
        processedRows: total,
        validRows: total - invalid,
        invalidRows: invalid,
        finishedAt: txCtx.now(),
      });
      await reportProcess(txCtx, taskImportProcess(importId), {
        status: 'SUCCESS',
        done: total,
        errorFilePath: invalid > 0 ? pathWithId(apiPaths.taskImport.errorFile, importId) : null,
      });
    });
  },
  onGiveUp: async (ctx, { importId }) => {
    await fail(ctx, importId, 'Файл не удалось проверить из-за сбоя: загрузите его ещё раз');
  },
});

export const taskImportJobs = [checkTaskImportJob, createTasksFromImportJob];
