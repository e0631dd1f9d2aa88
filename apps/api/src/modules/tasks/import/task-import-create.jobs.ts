/**
 * Create from a checked tasks file, in a job (docs/decisions/tasks.md «Import from Excel»): POST
 * import_file/create claims the import (once) and enqueues `tasks.create-from-import`; the job makes a
 * DRAFT of every valid row through the tasks module's own createTask (its number, CREATED history and
 * checks), CREATE_CHUNK rows per transaction, in file order. Each row is marked in the same transaction as
 * its task (`applied_at`, `task_id`), so a job resumed after a crash picks up the rows not yet reached and
 * makes each task once. The progress (created / valid) is written on the import (`applied_count`) and on
 * the import's TASK_IMPORT process — its second phase: PROCESSING again, done / total = created / valid.
 */
import { taskInputSchema } from '@vyplaty/contracts';
import { z } from 'zod';
import type { ActorContext, AppContext } from '../../../context.js';
import { inTransaction, type TxContext } from '../../../db/transaction.js';
import { defineJob } from '../../../jobs/define-job.js';
import { AppError } from '../../../lib/errors.js';
import { reportProcess } from '../../processes/index.js';
import { createTask } from '../tasks.service.js';
import {
  countMadeTasks,
  markRowApplied,
  selectPendingValidRows,
  selectTaskImportForJob,
  type TaskImportRecord,
  type TaskImportRowRecord,
  updateTaskImport,
} from './task-import.repo.js';

/** DRAFT tasks made in one transaction. */
export const CREATE_CHUNK = 100;

/** The import's line on /processes (started with the import, reported where the check records its own progress). */
export const taskImportProcess = (importId: string) => ({ kind: 'TASK_IMPORT' as const, subjectId: importId });

const asCompany = (txCtx: TxContext, record: TaskImportRecord): TxContext<ActorContext> => ({
  ...txCtx,
  actor: {
    accountId: record.appliedBy!,
    sessionId: `task-import:${record.id}`,
    role: 'user',
    entityId: record.customerId,
  },
});

/** One chunk: each row made a DRAFT (or refused by the module now — its service deleted since the check). */
async function makeChunk(txCtx: TxContext, record: TaskImportRecord, rows: TaskImportRowRecord[]) {
  const actorCtx = asCompany(txCtx, record);
  for (const row of rows) {
    const input = row.data.input;
    let taskId: string | null = null;
    try {
      const parsed = taskInputSchema.parse({
        ...input,
        quantity: input?.quantity ?? undefined,
        unit: input?.unit ?? undefined,
      });
      // createTask's own transaction is a savepoint here: a refused row leaves the chunk's others made.
      taskId = (await createTask(actorCtx, parsed)).id;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Refused now (its service deleted since the check): the row stays without a task, and that is logged.
      txCtx.log.warn({ importId: record.id, row: row.row, reason: error.message }, 'tasks import: a row not made');
    }
    await markRowApplied(txCtx.db, row.id, taskId, txCtx.now());
  }
}

export const createTasksFromImportJob = defineJob({
  name: 'tasks.create-from-import',
  schema: z.object({ importId: z.string() }),
  retryLimit: 3,
  handler: async (ctx: AppContext, { importId }) => {
    for (;;) {
      const finished = await inTransaction(ctx, async (txCtx) => {
        const record = await selectTaskImportForJob(txCtx.db, importId);
        if (record?.kind !== 'TASKS' || record.appliedCount === null || record.appliedAt) return true;
        const rows = await selectPendingValidRows(txCtx.db, importId, CREATE_CHUNK);
        if (rows.length > 0) await makeChunk(txCtx, record, rows);
        const made = await countMadeTasks(txCtx.db, importId);
        const last = rows.length < CREATE_CHUNK;
        await updateTaskImport(txCtx.db, importId, {
          appliedCount: made,
          ...(last ? { appliedAt: txCtx.now() } : {}),
        });
        await reportProcess(txCtx, taskImportProcess(importId), {
          status: last ? 'SUCCESS' : 'PROCESSING',
          done: made,
          total: record.validRows,
        });
        return last;
      });
      if (finished) return;
    }
  },
  onGiveUp: async (ctx, { importId }) => {
    await inTransaction(ctx, async (txCtx) => {
      const made = await countMadeTasks(txCtx.db, importId);
      await updateTaskImport(txCtx.db, importId, { appliedCount: made, appliedAt: txCtx.now() });
      await reportProcess(txCtx, taskImportProcess(importId), {
        status: 'ERROR',
        done: made,
        errorText: `Создание заданий прервалось из-за сбоя: создано ${made}. Остальные строки создайте вручную или загрузите файл с ними ещё раз`,
      });
    });
  },
});
