/**
 * Import of contractors from .xlsx in two steps (CONVENTIONS "Bulk work"). Validate: the file is read
 * and every row checked; only the upload, its report and the import row are stored. Confirm: a job
 * creates one published invite per accepted row (the SMS go out), with progress in the import row
 * (NEW → IN_PROGRESS → ACTIVATED / ERROR).
 */

import { apiPaths, type EmployeeImport, pathWithId } from '@vyplaty/contracts';
import type { ActorContext, AppContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import type { Upload } from '../../../http/read-upload.js';
import { customerIdOf } from '../../../lib/actor-scope.js';
import { AppError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { readOwnedFile, storeFile } from '../../files/index.js';
import { startProcess } from '../../processes/index.js';
import { importEmployeesJob } from './employee-import.jobs.js';
import {
  type EmployeeImportRow,
  insertEmployeeImport,
  selectEmployeeImport,
  selectImportFileName,
  updateEmployeeImport,
} from './employee-import.repo.js';
import { activeContactsOf, importDefaultsOf } from './employee-import-lookups.js';
import { checkImportRows } from './employee-import-rows.js';
import { importReportWorkbook, readImportRows, XLSX_MIME_TYPE } from './employee-import-xlsx.js';

const NOT_FOUND_MESSAGE = 'Загрузка не найдена';
const notFound = () => new AppError('NOT_FOUND', { message: NOT_FOUND_MESSAGE });

export const toEmployeeImport = (row: EmployeeImportRow): EmployeeImport => ({
  id: row.id,
  status: row.status,
  total_rows: row.totalRows,
  accepted_rows: row.acceptedRows,
  rejected_rows: row.rejectedRows,
  processed_rows: row.processedRows,
  errors: row.rowErrors,
  has_report: row.reportFileId !== null,
  error_message: row.errorMessage,
  added_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
});

/** Step 1: check the file; answers every rejected row and stores the upload and, if needed, its report. */
export async function validateEmployeeImport(ctx: ActorContext, upload: Upload): Promise<EmployeeImport> {
  const customerId = customerIdOf(ctx);
  const rows = await readImportRows(upload.bytes);
  const { accepted, errors } = checkImportRows(
    rows,
    await importDefaultsOf(ctx.db, customerId),
    await activeContactsOf(ctx.db, customerId, rows),
  );
  const report = errors.length > 0 ? await importReportWorkbook(upload.bytes, errors) : null;
  const owner = { customerId };
  return inTransaction(ctx, async (txCtx) => {
    const file = await storeFile(txCtx, {
      owner,
      purpose: 'EMPLOYEE_IMPORT',
      name: upload.name,
      mimeType: XLSX_MIME_TYPE,
      bytes: upload.bytes,
    });
    const reportFile = report
      ? await storeFile(txCtx, {
          owner,
          purpose: 'EMPLOYEE_IMPORT_REPORT',
          name: `${upload.name.replace(/\.xlsx$/i, '')} — ошибки.xlsx`,
          mimeType: XLSX_MIME_TYPE,
          bytes: report,
        })
      : null;
    const row = await insertEmployeeImport(txCtx.db, {
      customerId,
      fileId: file.id,
      reportFileId: reportFile?.id ?? null,
      totalRows: rows.length,
      acceptedRows: accepted.length,
      rejectedRows: errors.length,
      rowErrors: errors,
      createdAt: txCtx.now(),
    });
    return toEmployeeImport(row);
  });
}

/** Step 2: run a checked import (NEW → IN_PROGRESS); the job does the work. */
export async function confirmEmployeeImport(ctx: ActorContext, importId: string): Promise<EmployeeImport> {
  const customerId = customerIdOf(ctx);
  if (!isUuid(importId)) throw notFound();
  return inTransaction(ctx, async (txCtx) => {
    const current = await selectEmployeeImport(txCtx.db, customerId, importId, true);
    if (!current) throw notFound();
    if (current.status !== 'NEW') throw new AppError('INVALID_STATE', { message: 'Эта загрузка уже запущена' });
    if (current.acceptedRows === 0) {
      throw new AppError('INVALID_STATE', {
        message: 'В файле нет строк, которые можно загрузить: исправьте ошибки и загрузите файл заново',
      });
    }
    const row = await updateEmployeeImport(txCtx.db, importId, { status: 'IN_PROGRESS' });
    const fileName = (await selectImportFileName(txCtx.db, customerId, current.fileId)) ?? 'без имени';
    await startProcess(txCtx, {
      customerId,
      kind: 'EMPLOYEE_IMPORT',
      subjectId: importId,
      title: `Загрузка исполнителей из файла „${fileName}“`,
      total: current.acceptedRows,
      startedBy: txCtx.actor.accountId,
      // The invites it sends are its result; the report is the uploaded file with «Ошибка».
      resultPath: '/employees/invites',
      errorFilePath: current.reportFileId ? pathWithId(apiPaths.employeeImport.report, importId) : null,
    });
    await txCtx.jobs.enqueue(txCtx.db, importEmployeesJob, { importId });
    return toEmployeeImport(row);
  });
}

export async function findEmployeeImport(ctx: ActorContext, importId: string): Promise<EmployeeImport> {
  const customerId = customerIdOf(ctx);
  if (!isUuid(importId)) throw notFound();
  const row = await selectEmployeeImport(ctx.db, customerId, importId);
  if (!row) throw notFound();
  return toEmployeeImport(row);
}

/** The uploaded file with the «Ошибка» column. */
export async function readEmployeeImportReport(ctx: ActorContext, importId: string) {
  const customerId = customerIdOf(ctx);
  if (!isUuid(importId)) throw notFound();
  const row = await selectEmployeeImport(ctx.db, customerId, importId);
  if (!row) throw notFound();
  if (!row.reportFileId) throw new AppError('NOT_FOUND', { message: 'Отчёта об ошибках нет: все строки в порядке' });
  return readOwnedFile(ctx as AppContext, row.reportFileId, { customerId }, 'Отчёт не найден');
}
