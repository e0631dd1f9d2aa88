/**
 * `massPayouts.import` (docs/decisions/mass-payouts.md): the registry's stored file read row by row
 * (import/read-registry.ts, never whole), rows inserted in batches (each while the next is read) with the progress written at least
 * once a second, then every row checked (mass-payout-validation.ts). NEW → IN_PROGRESS → ACTIVATED, or
 * ERROR with the file's Russian reason and no rows at all.
 *
 * A worker killed mid-import leaves the job to be claimed again: each attempt starts by deleting what an
 * earlier one inserted, and rows are unique by (registry, row number) with ON CONFLICT DO NOTHING, so
 * no attempt ever duplicates a row.
 */
import { apiPaths, MASS_PAYOUT_MAX_ROWS, pathWithId } from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { defineJob } from '../../jobs/define-job.js';
import { findCompanyBankAccounts } from '../bank-accounts/index.js';
import { findCustomer } from '../parties/index.js';
import { reportProcess } from '../processes/index.js';
import { readRegistryRows } from './import/read-registry.js';
import { type ParsedRegistryRow, RegistryFileError, type RegistryPayer } from './import/registry-rows.js';
import {
  analyzeRows,
  countRowsOf,
  deleteRowsOf,
  insertRows,
  type NewMassPayoutRow,
  summariseRows,
} from './mass-payout-rows.repo.js';
import { validateRegistry } from './mass-payout-validation.js';
import {
  insertEvent,
  lockMassPayoutForJob,
  type MassPayoutRecord,
  selectMassPayoutForJob,
  updateMassPayout,
} from './mass-payouts.repo.js';

export const IMPORT_BATCH = 2000;
/** From this many rows a registry changes the table's picture enough to analyze it before the validation. */
const ANALYZE_FROM_ROWS = 5000;
const PROGRESS_EVERY_MS = 1000;
/** The registry's process (/processes): the reading, then the check of every row, done of total. */
const processOf = (id: string) => ({ kind: 'MASS_PAYOUT_IMPORT' as const, subjectId: id });

export const IMPORT_GAVE_UP = 'Не удалось загрузить реестр из-за сбоя: загрузите файл ещё раз';

/** Who may pay from the file: the company (its ИНН, its accounts) or the platform's nominal account. */
async function payerOf(ctx: AppContext, customerId: string): Promise<RegistryPayer> {
  const customer = await findCustomer(ctx, customerId);
  const accounts = await findCompanyBankAccounts(ctx, customerId);
  return {
    inns: [customer?.inn, ctx.config.NOMINAL_ACCOUNT_INN].filter((v): v is string => Boolean(v)),
    accounts: [...accounts.map((a) => a.accountNumber), ctx.config.NOMINAL_ACCOUNT_NUMBER],
  };
}

const rowOf = (registry: MassPayoutRecord, parsed: ParsedRegistryRow): NewMassPayoutRow => {
  const fields = parsed.fields && parsed.errors.length === 0 ? parsed.fields : null;
  return {
    massPayoutId: registry.id,
    customerId: registry.customerId,
    rowNumber: parsed.rowNumber,
    cells: parsed.cells,
    fields,
    readErrors: parsed.errors,
    errors: parsed.errors,
    // Provisional until the validation (the registry is IN_PROGRESS until then).
    state: fields ? 'VALID' : 'INVALID',
    externalId: fields?.externalId ?? null,
    amountKopecks: fields?.amountKopecks ?? null,
    netKopecks: fields?.amountKopecks ?? null,
  };
};

/** Starts (or starts again) an attempt: whatever an earlier attempt inserted goes. */
async function beginAttempt(ctx: AppContext, id: string): Promise<MassPayoutRecord | undefined> {
  return inTransaction(ctx, async (txCtx) => {
    const registry = await lockMassPayoutForJob(txCtx.db, id);
    if (!registry || registry.deletedAt) return undefined;
    if (registry.importStatus === 'ACTIVATED' || registry.importStatus === 'ERROR') return undefined;
    // A registry of accepted work (mass-payout-of-work.service.ts) has its rows from the start: only checked.
    if (registry.fileKind === 'TASKS') return registry;
    await deleteRowsOf(txCtx.db, id);
    // Reading: the count of rows is not known yet.
    await reportProcess(txCtx, processOf(id), {
      status: 'PROCESSING',
      done: 0,
      total: 0,
      errorText: null,
      errorFilePath: null,
    });
    return updateMassPayout(txCtx.db, id, {
      importStatus: 'IN_PROGRESS',
      importPhase: 'READING',
      importError: null,
      rowsTotal: 0,
      rowsDone: 0,
      columns: [],
    });
  });
}

/** The whole file refused: no rows stay, the reason is the registry's. */
async function failImport(ctx: AppContext, registry: MassPayoutRecord, reason: string) {
  await inTransaction(ctx, async (txCtx) => {
    await deleteRowsOf(txCtx.db, registry.id);
    await updateMassPayout(txCtx.db, registry.id, {
      importStatus: 'ERROR',
      importPhase: 'DONE',
      importError: reason,
      rowsTotal: 0,
      rowsDone: 0,
      rowsValid: 0,
      rowsInvalid: 0,
      rowsDuplicate: 0,
      grossKopecks: 0n,
      ndflKopecks: 0n,
      netKopecks: 0n,
      finishedAt: txCtx.now(),
    });
    await insertEvent(txCtx.db, {
      massPayoutId: registry.id,
      customerId: registry.customerId,
      event: 'IMPORT_FAILED',
      details: { error: reason },
      occurredAt: txCtx.now(),
    });
    await reportProcess(txCtx, processOf(registry.id), { status: 'ERROR', done: 0, total: 0, errorText: reason });
  });
}

/**
 * Reads the file into rows; false when the file was refused (the registry is then ERROR). A batch is
 * inserted while the next one is read (one insert in flight at a time, in file order).
 */
async function readFile(ctx: AppContext, registry: MassPayoutRecord): Promise<boolean> {
  const fileKind = registry.fileKind;
  if (fileKind === 'TASKS') throw new Error('a registry of accepted work has its rows already: nothing to read');
  const payer = await payerOf(ctx, registry.customerId);
  const filePath = await ctx.storage.localPath(registry.fileKey);
  const columns: string[] = [];
  const seen = new Set<string>();
  let batch: NewMassPayoutRow[] = [];
  let read = 0;
  let lastProgress = Date.now();
  let inserting: Promise<void> = Promise.resolve();
  /** Starts the batch's insert after the one before it; resolves when that one before is done. */
  const flush = () => {
    const rows = batch;
    const progress = { rowsDone: read, rowsTotal: read, columns: [...columns] };
    batch = [];
    lastProgress = Date.now();
    const before = inserting;
    inserting = before.then(() =>
      inTransaction(ctx, async (txCtx) => {
        await insertRows(txCtx.db, rows);
        await updateMassPayout(txCtx.db, registry.id, progress);
      }),
    );
    // Awaited below (at the next flush or the end); never an unhandled rejection meanwhile.
    inserting.catch(() => {});
    return before;
  };
  try {
    for await (const parsed of readRegistryRows(fileKind, filePath, {
      payoutKind: registry.kind,
      payer,
      maxRows: MASS_PAYOUT_MAX_ROWS,
    })) {
      for (const title of Object.keys(parsed.cells)) {
        if (!seen.has(title)) {
          seen.add(title);
          columns.push(title);
        }
      }
      batch.push(rowOf(registry, parsed));
      read += 1;
      if (batch.length >= IMPORT_BATCH || Date.now() - lastProgress >= PROGRESS_EVERY_MS) await flush();
    }
    await flush();
    await inserting;
  } catch (error) {
    // Nothing of this attempt is still being written when the file is refused (its rows go) or the job fails;
    // a batch that failed meanwhile is a fault of its own, logged (the reading's error is the one handled).
    await inserting.catch((insertError: unknown) => {
      ctx.log.error(
        { massPayoutId: registry.id, error: (insertError as Error).name },
        'a batch of read rows was not inserted while the import stopped',
      );
    });
    if (!(error instanceof RegistryFileError)) throw error;
    await failImport(ctx, registry, error.russian);
    return false;
  }
  if (read === 0) {
    await failImport(ctx, registry, 'В файле нет ни одной выплаты');
    return false;
  }
  return true;
}

export async function runImport(ctx: AppContext, massPayoutId: string): Promise<void> {
  const registry = await beginAttempt(ctx, massPayoutId);
  if (!registry) return;
  const started = performance.now();
  if (registry.fileKind !== 'TASKS' && !(await readFile(ctx, registry))) return;
  const readMs = performance.now() - started;
  const total = await countRowsOf(ctx.db, registry.id);
  if (total >= ANALYZE_FROM_ROWS) await analyzeRows(ctx.db);
  const reading = await inTransaction(ctx, async (txCtx) => {
    await insertEvent(txCtx.db, {
      massPayoutId: registry.id,
      customerId: registry.customerId,
      event: 'IMPORTED',
      details: { rows: total },
      occurredAt: txCtx.now(),
    });
    await reportProcess(txCtx, processOf(registry.id), { done: 0, total });
    return updateMassPayout(txCtx.db, registry.id, { importPhase: 'VALIDATING', rowsTotal: total, rowsDone: 0 });
  });
  await validateRegistry(ctx, reading);
  const validatedMs = performance.now() - started - readMs;
  // Where a registry's time goes (no personal data): the file read and stored, then the rules over its rows.
  ctx.log.info(
    {
      job: 'massPayouts.import',
      massPayoutId,
      rows: total,
      readMs: Math.round(readMs),
      validateMs: Math.round(validatedMs),
    },
    'registry imported',
  );
  await inTransaction(ctx, async (txCtx) => {
    const current = await lockMassPayoutForJob(txCtx.db, registry.id);
    if (current?.importStatus !== 'IN_PROGRESS') return;
    const summary = await summariseRows(txCtx.db, registry.id);
    await updateMassPayout(txCtx.db, registry.id, {
      ...summary,
      importStatus: 'ACTIVATED',
      importPhase: 'DONE',
      rowsDone: total,
      finishedAt: txCtx.now(),
    });
    await insertEvent(txCtx.db, {
      massPayoutId: registry.id,
      customerId: registry.customerId,
      event: 'VALIDATED',
      details: { valid: summary.rowsValid, invalid: summary.rowsInvalid, duplicate: summary.rowsDuplicate },
      occurredAt: txCtx.now(),
    });
    const paths = registry.kind === 'NPD' ? apiPaths.massPayouts : apiPaths.individualMassPayouts;
    await reportProcess(txCtx, processOf(registry.id), {
      status: 'SUCCESS',
      done: total,
      total,
      // The file back with «Ошибка» filled, when a row has a reason in it.
      errorFilePath:
        summary.rowsInvalid + summary.rowsDuplicate > 0 ? pathWithId(paths.errorReport, registry.id) : null,
    });
  });
}

export const importMassPayoutJob = defineJob({
  name: 'massPayouts.import',
  schema: z.object({ massPayoutId: z.string() }),
  retryLimit: 3,
  handler: (ctx, { massPayoutId }) => runImport(ctx, massPayoutId),
  // Nothing stays «in progress» for ever, and nothing half-imported stays.
  onGiveUp: async (ctx, { massPayoutId }) => {
    const registry = await selectMassPayoutForJob(ctx.db, massPayoutId);
    if (registry?.importStatus === 'IN_PROGRESS' || registry?.importStatus === 'NEW') {
      await failImport(ctx, registry, IMPORT_GAVE_UP);
    }
  },
});

export const massPayoutJobs = [importMassPayoutJob];
