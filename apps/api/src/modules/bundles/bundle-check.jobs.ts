/**
 * The check of a bundle's file, in a job (import VALIDATING → DONE | ERROR). The file is read twice, streamed:
 * first to count its rows and refuse it as a whole (not an .xlsx, a zip bomb, columns not the template's, more
 * than 50,000 rows) before a row is written; then every row checked (bundle-cells.ts) and written in batches with
 * the progress (rows done of total, the BUNDLE_IMPORT process). Idempotent: a retried job deletes the rows a
 * crashed run wrote and starts over. Rows with no reason are VALID; with one or more, INVALID.
 */
import { apiPaths, type BundleFieldColumn, bundleFieldColumns, pathWithId } from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { defineJob } from '../../jobs/define-job.js';
import { bundleTemplate } from '../documents/index.js';
import { reportProcess } from '../processes/index.js';
import { type ContractorLookup, checkBundleRow } from './bundle-cells.js';
import { importProcess } from './bundle-processes.js';
import { deleteBundleRows, insertBundleRows, type NewBundleRow, selectContractorKeys } from './bundle-rows.repo.js';
import { BundleFileError, fileColumnsOf, readBundleFile } from './bundle-xlsx.js';
import { type BundleRecord, selectBundleForJob, selectStoredFile, updateBundle } from './bundles.repo.js';
import { recordBundleEvent } from './bundles.service.js';

/** Checked rows written (with the progress) per transaction. */
const BATCH = 500;

/** The whole file refused: no rows kept, the reason on the bundle, its process and its history. */
async function refuse(ctx: AppContext, bundleId: string, message: string) {
  await inTransaction(ctx, async (txCtx) => {
    const bundle = await selectBundleForJob(txCtx.db, bundleId, true);
    if (bundle?.importState !== 'VALIDATING') return;
    await deleteBundleRows(txCtx.db, bundleId);
    const updated = await updateBundle(txCtx.db, bundleId, {
      importState: 'ERROR',
      importError: message,
      status: 'NEW',
      rowsTotal: 0,
      rowsDone: 0,
      rowsValid: 0,
      rowsInvalid: 0,
      updatedAt: txCtx.now(),
    });
    await reportProcess(txCtx, importProcess(bundleId), { status: 'ERROR', errorText: message });
    await recordBundleEvent(txCtx, updated, 'FILE_REFUSED', null, { text: message });
  });
}

async function lookupOf(ctx: AppContext, customerId: string): Promise<ContractorLookup> {
  const keys = await selectContractorKeys(ctx.db, customerId);
  return {
    byInn: new Map(keys.flatMap((k) => (k.inn ? [[k.inn, k.id] as const] : []))),
    byPhone: new Map(keys.map((k) => [k.phone, k.id] as const)),
  };
}

async function countRows(filePath: string, columns: BundleFieldColumn[]): Promise<number> {
  let total = 0;
  for await (const _ of readBundleFile(filePath, columns)) total += 1;
  return total;
}

/** Every row checked and written, BATCH at a time with the progress; answers the INVALID count. */
async function checkRows(
  ctx: AppContext,
  bundle: BundleRecord,
  filePath: string,
  columns: BundleFieldColumn[],
  total: number,
): Promise<number> {
  const lookup = await lookupOf(ctx, bundle.customerId);
  let batch: NewBundleRow[] = [];
  let done = 0;
  let invalid = 0;
  const write = async () => {
    const rows = batch;
    batch = [];
    await inTransaction(ctx, async (txCtx) => {
      await insertBundleRows(txCtx.db, rows);
      await updateBundle(txCtx.db, bundle.id, { rowsDone: done });
      await reportProcess(txCtx, importProcess(bundle.id), { done });
    });
  };
  for await (const row of readBundleFile(filePath, columns)) {
    const checked = checkBundleRow(row, columns, lookup);
    if (checked.errors.length > 0) invalid += 1;
    batch.push({
      bundleId: bundle.id,
      customerId: bundle.customerId,
      rowNumber: row.row,
      cells: row.cells,
      employeeId: checked.employeeId,
      fieldValues: checked.fieldValues,
      state: checked.errors.length > 0 ? 'INVALID' : 'VALID',
      errors: checked.errors,
    });
    done += 1;
    if (batch.length >= BATCH && done < total) await write();
  }
  if (batch.length > 0) await write();
  return invalid;
}

export const checkBundleFileJob = defineJob({
  name: 'bundles.check-file',
  schema: z.object({ bundleId: z.string() }),
  retryLimit: 3,
  handler: async (ctx, { bundleId }) => {
    const bundle = await inTransaction(ctx, async (txCtx) => {
      const row = await selectBundleForJob(txCtx.db, bundleId, true);
      if (row?.importState !== 'VALIDATING' || row.deletedAt || !row.importFileId) return null;
      await deleteBundleRows(txCtx.db, bundleId);
      await reportProcess(txCtx, importProcess(bundleId), { status: 'PROCESSING', done: 0 });
      return updateBundle(txCtx.db, bundleId, { rowsDone: 0, rowsTotal: 0 });
    });
    if (!bundle) return;
    const template = await bundleTemplate(ctx, bundle.customerId, bundle.templateId);
    if (!template) return refuse(ctx, bundleId, 'Шаблон пакета больше недоступен');
    const file = await selectStoredFile(ctx.db, bundle.customerId, bundle.importFileId!);
    if (!file) throw new Error(`bundle ${bundleId}: its file row is missing`);
    const filePath = await ctx.storage.localPath(file.storageKey);
    const columns = bundleFieldColumns(template.fields);
    let total: number;
    let invalid: number;
    try {
      total = await countRows(filePath, columns);
      await inTransaction(ctx, async (txCtx) => {
        await updateBundle(txCtx.db, bundleId, { rowsTotal: total });
        await reportProcess(txCtx, importProcess(bundleId), { total });
      });
      invalid = await checkRows(ctx, bundle, filePath, columns, total);
    } catch (error) {
      if (!(error instanceof BundleFileError)) throw error;
      return refuse(ctx, bundleId, error.message);
    }
    await inTransaction(ctx, async (txCtx) => {
      const valid = total - invalid;
      const updated = await updateBundle(txCtx.db, bundleId, {
        importState: 'DONE',
        columns: fileColumnsOf(columns),
        rowsTotal: total,
        rowsDone: total,
        rowsValid: valid,
        rowsInvalid: invalid,
        status: valid > 0 ? 'AWAIT_GENERATE_DOCUMENTS' : 'NEW',
        updatedAt: txCtx.now(),
      });
      await reportProcess(txCtx, importProcess(bundleId), {
        status: 'SUCCESS',
        done: total,
        errorFilePath: invalid > 0 ? pathWithId(apiPaths.bundles.errorReport, bundleId) : null,
      });
      await recordBundleEvent(txCtx, updated, 'FILE_CHECKED', null, {
        text: `строк: ${total}, без ошибок: ${valid}, с ошибками: ${invalid}`,
      });
    });
  },
  onGiveUp: async (ctx, { bundleId }) => {
    await refuse(ctx, bundleId, 'Файл не удалось проверить из-за сбоя: загрузите его ещё раз');
  },
});
