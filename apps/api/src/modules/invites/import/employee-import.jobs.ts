/**
 * The confirmed import: one published invite per accepted row, each in its own transaction together
 * with the progress counters, so a retried job resumes after the last row it finished
 * (processed_up_to_row) and never invites anyone twice. Rows are checked again: someone may have
 * joined the company since the validation.
 */

import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import { defineJob } from '../../../jobs/define-job.js';
import { AppError } from '../../../lib/errors.js';
import { readOwnedFile } from '../../files/index.js';
import { reportProcess } from '../../processes/index.js';
import { createInviteRecord } from '../invite-records.js';
import { selectEmployeeImportForJob, updateEmployeeImport } from './employee-import.repo.js';
import { activeContactsOf, importDefaultsOf } from './employee-import-lookups.js';
import { checkImportRows } from './employee-import-rows.js';
import { type ImportRow, readImportRows } from './employee-import-xlsx.js';

const processOf = (importId: string) => ({ kind: 'EMPLOYEE_IMPORT' as const, subjectId: importId });

async function importRow(ctx: AppContext, importId: string, customerId: string, row: ImportRow) {
  await inTransaction(ctx, async (txCtx) => {
    const current = await selectEmployeeImportForJob(txCtx.db, importId);
    if (current?.status !== 'IN_PROGRESS' || current.processedUpToRow >= row.row) return;
    const { accepted, errors } = checkImportRows(
      [row],
      await importDefaultsOf(txCtx.db, customerId),
      await activeContactsOf(txCtx.db, customerId, [row]),
    );
    let error = errors[0]?.error;
    if (accepted[0]) {
      try {
        // A savepoint: a refused row rolls back alone and the import goes on.
        await inTransaction(txCtx, (rowCtx) => createInviteRecord(rowCtx, customerId, accepted[0]!.invite));
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        error = e.message;
      }
    }
    await reportProcess(txCtx, processOf(importId), { status: 'PROCESSING', done: current.processedRows + 1 });
    await updateEmployeeImport(txCtx.db, importId, {
      processedRows: current.processedRows + 1,
      processedUpToRow: row.row,
      ...(error
        ? {
            acceptedRows: current.acceptedRows - 1,
            rejectedRows: current.rejectedRows + 1,
            rowErrors: [...current.rowErrors, { row: row.row, ok: false as const, error }],
          }
        : {}),
    });
  });
}

export const IMPORT_GAVE_UP =
  'Загрузка остановлена из-за ошибки: часть приглашений отправлена, остальные строки не обработаны. Загрузите файл с оставшимися строками ещё раз';

export const importEmployeesJob = defineJob({
  name: 'invites.import-employees',
  schema: z.object({ importId: z.string() }),
  retryLimit: 3,
  handler: async (ctx, { importId }) => {
    const start = await inTransaction(ctx, (txCtx) => selectEmployeeImportForJob(txCtx.db, importId));
    if (start?.status !== 'IN_PROGRESS') return;
    const owner = { customerId: start.customerId };
    let rows: ImportRow[];
    try {
      rows = await readImportRows((await readOwnedFile(ctx, start.fileId, owner)).bytes);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      await inTransaction(ctx, async (txCtx) => {
        await updateEmployeeImport(txCtx.db, importId, {
          status: 'ERROR',
          errorMessage: e.message,
          finishedAt: txCtx.now(),
        });
        await reportProcess(txCtx, processOf(importId), { status: 'ERROR', errorText: e.message });
      });
      return;
    }
    const rejectedAtValidation = new Set(start.rowErrors.map((e) => e.row));
    for (const row of rows) {
      if (row.row <= start.processedUpToRow || rejectedAtValidation.has(row.row)) continue;
      await importRow(ctx, importId, start.customerId, row);
    }
    await inTransaction(ctx, async (txCtx) => {
      const current = await selectEmployeeImportForJob(txCtx.db, importId);
      if (current?.status === 'IN_PROGRESS') {
        await updateEmployeeImport(txCtx.db, importId, { status: 'ACTIVATED', finishedAt: txCtx.now() });
        await reportProcess(txCtx, processOf(importId), { status: 'SUCCESS', done: current.processedRows });
      }
    });
  },
  // Rows done so far stay done (their invites are sent); the rest is reported, not left "in progress".
  onGiveUp: async (ctx, { importId }) => {
    await inTransaction(ctx, async (txCtx) => {
      const current = await selectEmployeeImportForJob(txCtx.db, importId);
      if (current?.status !== 'IN_PROGRESS') return;
      await updateEmployeeImport(txCtx.db, importId, {
        status: 'ERROR',
        errorMessage: IMPORT_GAVE_UP,
        finishedAt: txCtx.now(),
      });
      await reportProcess(txCtx, processOf(importId), { status: 'ERROR', errorText: IMPORT_GAVE_UP });
    });
  },
});

export const employeeImportJobs = [importEmployeesJob];
