/**
 * The generation of a bundle's documents, in a job (PROCESSING → COMPLETED_SUCCESS | COMPLETED_ERRORS). One
 * transaction per CHUNK rows: the bundle locked, the next VALID rows without a document locked, each row's document
 * made through documents' `makeBundleDocument` in a savepoint, the row GENERATED with its document's id (unique) or
 * FAILED with the reason, the counters and the process moved. The rows' own state is the cursor: a worker killed
 * mid-way loses only its open chunk (rolled back), and the next attempt goes on from the first row still VALID —
 * no row ever makes a second document. The end notifies the company (the bell).
 */
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { defineJob } from '../../jobs/define-job.js';
import { AppError } from '../../lib/errors.js';
import { makeBundleDocument } from '../documents/index.js';
import { notify } from '../notifications/index.js';
import { lockCustomer } from '../parties/index.js';
import { reportProcess } from '../processes/index.js';
import { bundlePagePath, generationProcess } from './bundle-processes.js';
import { failRemainingRows, lockRowsToGenerate, updateBundleRow } from './bundle-rows.repo.js';
import { addToBundleCounters, type BundleRecord, selectBundleForJob, updateBundle } from './bundles.repo.js';
import { recordBundleEvent } from './bundles.service.js';

/** Rows per transaction: each makes a PDF (≈50 ms), so a chunk holds the company's lock about a second. */
const CHUNK = 20;

/** The end: the status by the failures, the process, the history and the company's notification. */
async function finish(txCtx: TxContext, bundle: BundleRecord, actorAccountId: string | null) {
  const { generateDone: done, generateFailed: failed, generateTotal: total } = bundle;
  const updated = await updateBundle(txCtx.db, bundle.id, {
    status: failed > 0 ? 'COMPLETED_ERRORS' : 'COMPLETED_SUCCESS',
    generatedAt: txCtx.now(),
    updatedAt: txCtx.now(),
  });
  await reportProcess(txCtx, generationProcess(bundle.id), {
    status: done === 0 && failed > 0 ? 'ERROR' : 'SUCCESS',
    done: done + failed,
    errorText: failed > 0 ? `Не сформировано документов: ${failed} — причины на странице пакета` : null,
  });
  await recordBundleEvent(txCtx, updated, 'GENERATED', actorAccountId, {
    text: `сформировано ${done} из ${total}${failed > 0 ? `, с ошибками: ${failed}` : ''}`,
  });
  await notify(
    txCtx,
    { customerId: bundle.customerId },
    {
      title: `Пакет документов № ${bundle.number}: сформировано ${done} из ${total}`,
      body:
        failed > 0
          ? `Не сформировано: ${failed}. Причины — на странице пакета «${bundle.name}».`
          : `Все документы пакета «${bundle.name}» сформированы.`,
      type: 'other',
      url: bundlePagePath(bundle.id),
    },
  );
}

/** One chunk in the caller's transaction: 'more' while rows remain, 'done' at the end, 'stop' when not generating. */
export async function generateChunk(
  txCtx: TxContext,
  bundleId: string,
  actorAccountId: string | null,
): Promise<'more' | 'done' | 'stop'> {
  // ADR 009's order: the company first (each document locks it again), then the bundle and its rows.
  const unlocked = await selectBundleForJob(txCtx.db, bundleId);
  if (unlocked?.status !== 'PROCESSING') return 'stop';
  await lockCustomer(txCtx, unlocked.customerId);
  const bundle = await selectBundleForJob(txCtx.db, bundleId, true);
  if (bundle?.status !== 'PROCESSING') return 'stop';
  const rows = await lockRowsToGenerate(txCtx.db, bundleId, CHUNK);
  if (rows.length === 0) {
    await finish(txCtx, bundle, actorAccountId);
    return 'done';
  }
  let made = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      if (!row.employeeId) throw new AppError('VALIDATION_ERROR', { message: 'Исполнитель не указан' });
      const doc = await inTransaction(txCtx, (rowCtx) =>
        makeBundleDocument(rowCtx, {
          customerId: bundle.customerId,
          employeeId: row.employeeId!,
          templateId: bundle.templateId,
          bundleId,
          fields: row.fieldValues,
          actorAccountId,
        }),
      );
      await updateBundleRow(txCtx.db, row.id, { state: 'GENERATED', documentId: doc.id });
      made += 1;
    } catch (error) {
      // A refusal of the row's values or contractor is the row's result; anything else fails the chunk (retried).
      if (!(error instanceof AppError)) throw error;
      await updateBundleRow(txCtx.db, row.id, { state: 'FAILED', errors: [error.message] });
      failed += 1;
    }
  }
  const counted = await addToBundleCounters(txCtx.db, bundleId, { generateDone: made, generateFailed: failed });
  await reportProcess(txCtx, generationProcess(bundleId), { done: counted.generateDone + counted.generateFailed });
  return 'more';
}

export async function runGeneration(ctx: AppContext, bundleId: string, actorAccountId: string | null) {
  for (;;) {
    const step = await inTransaction(ctx, (txCtx) => generateChunk(txCtx, bundleId, actorAccountId));
    if (step !== 'more') return;
  }
}

export const generateBundleJob = defineJob({
  name: 'bundles.generate-documents',
  schema: z.object({ bundleId: z.string(), actorAccountId: z.string().nullable() }),
  retryLimit: 5,
  handler: (ctx, { bundleId, actorAccountId }) => runGeneration(ctx, bundleId, actorAccountId),
  onGiveUp: async (ctx, { bundleId, actorAccountId }) => {
    await inTransaction(ctx, async (txCtx) => {
      const bundle = await selectBundleForJob(txCtx.db, bundleId, true);
      if (bundle?.status !== 'PROCESSING') return;
      const failed = await failRemainingRows(txCtx.db, bundleId, 'Документ не удалось сформировать из-за сбоя');
      const counted = await addToBundleCounters(txCtx.db, bundleId, { generateFailed: failed });
      await finish(txCtx, counted, actorAccountId);
    });
  },
});
