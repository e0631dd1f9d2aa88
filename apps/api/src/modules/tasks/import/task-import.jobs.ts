/**
 * The check of an upload, in a job (NEW → IN_PROGRESS → ACTIVATED | ERROR): the file is read through the
 * shared streamed reader, then every row checked, the progress (rows done / total) written every
 * PROGRESS_STEP rows in its own transaction so the dialog can show it. A file that cannot be read at all
 * (not an .xlsx, not the template, no rows, too many) ends the import in ERROR with the reason.
 * Idempotent: a retried job starts over from the file; nothing but the import row is written.
 */
import { apiPaths, pathWithId } from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import type { StoredTaskImportRow } from '../../../db/schema/index.js';
import { inTransaction } from '../../../db/transaction.js';
import { defineJob } from '../../../jobs/define-job.js';
import { reportProcess } from '../../processes/index.js';
import {
  selectCompanyContacts,
  selectCompanyServices,
  selectTaskImportForJob,
  type TaskImportRecord,
  updateTaskImport,
} from './task-import.repo.js';
import { checkContractorRow, checkTaskRow, servicesByName } from './task-import-rows.js';
import { type ReadRow, readTaskImportRows, TaskImportFileError } from './task-import-xlsx.js';

const PROGRESS_STEP = 25;

/** The import's line on /processes (started with the import, reported where the check records its own progress). */
export const taskImportProcess = (importId: string) => ({ kind: 'TASK_IMPORT' as const, subjectId: importId });

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
    await inTransaction(ctx, async (txCtx) => {
      await updateTaskImport(txCtx.db, importId, { totalRows: read.length });
      await reportProcess(txCtx, taskImportProcess(importId), { status: 'PROCESSING', done: 0, total: read.length });
    });
    const check = await checkerOf(ctx, start);
    const rows: StoredTaskImportRow[] = [];
    for (const row of read) {
      rows.push(check(row));
      if (rows.length % PROGRESS_STEP === 0 && rows.length < read.length) {
        await inTransaction(ctx, async (txCtx) => {
          await updateTaskImport(txCtx.db, importId, { processedRows: rows.length });
          await reportProcess(txCtx, taskImportProcess(importId), { done: rows.length });
        });
      }
    }
    const invalid = rows.filter((r) => r.errors.length > 0).length;
    await inTransaction(ctx, async (txCtx) => {
      await updateTaskImport(txCtx.db, importId, {
        status: 'ACTIVATED',
        processedRows: rows.length,
        validRows: rows.length - invalid,
        invalidRows: invalid,
        rows,
        finishedAt: txCtx.now(),
      });
      await reportProcess(txCtx, taskImportProcess(importId), {
        status: 'SUCCESS',
        done: rows.length,
        errorFilePath: invalid > 0 ? pathWithId(apiPaths.taskImport.errorFile, importId) : null,
      });
    });
  },
  onGiveUp: async (ctx, { importId }) => {
    await fail(ctx, importId, 'Файл не удалось проверить из-за сбоя: загрузите его ещё раз');
  },
});

export const taskImportJobs = [checkTaskImportJob];
