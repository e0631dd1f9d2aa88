/**
 * reports.build (docs/decisions/reports.md): the ordered report PROCESSING, its kind's builder run outside any
 * transaction (it streams its files into the storage and reports progress to the report and its /processes row),
 * then the files' rows, SUCCESS and the bell to the login that ordered it — in one transaction. A refusal the
 * builder words (ReportRefusal) ends it in ERROR with that text; any other failure is tried again, and the last
 * attempt's give-up ends it in ERROR. A run after a crash starts the build again: a builder writes nothing but
 * new stored bytes, and a report already finished is left as it is.
 */
import { REPORT_KIND_LABELS } from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { defineJob } from '../../jobs/define-job.js';
import { recordStoredFile } from '../files/index.js';
import { notify } from '../notifications/index.js';
import { reportProcess } from '../processes/index.js';
import type { BuiltFile, ReportToBuild } from './report-builder.js';
import { REPORT_BUILDERS } from './report-builders.js';
import { periodText, ReportRefusal } from './report-output.js';
import { lockReport, type ReportRow, selectReportById, updateReport } from './reports.repo.js';

const REPORTS_PAGE_PATH = '/profile/documents/reports';
const GAVE_UP = 'Не удалось сформировать отчёт: закажите его ещё раз или напишите в поддержку';
const NO_BUILDER = 'Этот вид отчёта пока не формируется';
/** Progress is written at most this often (and at the end): a row a second, not a row a page. */
const PROGRESS_EVERY_MS = 1000;

const processKey = (reportId: string) => ({ kind: 'REPORT' as const, subjectId: reportId });
const isFinished = (row: ReportRow) => row.status === 'SUCCESS' || row.status === 'ERROR';

/** The report ERROR with a Russian reason, and its process; a finished report is left alone. */
async function failReport(ctx: AppContext, reportId: string, errorText: string) {
  await inTransaction(ctx, async (txCtx) => {
    const row = await selectReportById(txCtx.db, reportId);
    const locked = row && (await lockReport(txCtx.db, row.customerId, reportId));
    if (!locked || isFinished(locked)) return;
    await updateReport(txCtx.db, reportId, { status: 'ERROR', errorText, finishedAt: txCtx.now() });
    await reportProcess(txCtx, processKey(reportId), { status: 'ERROR', errorText });
  });
}

async function start(ctx: AppContext, reportId: string): Promise<ReportRow | undefined> {
  return inTransaction(ctx, async (txCtx) => {
    const row = await selectReportById(txCtx.db, reportId);
    const locked = row && (await lockReport(txCtx.db, row.customerId, reportId));
    if (!locked || isFinished(locked)) return undefined;
    await updateReport(txCtx.db, reportId, { status: 'PROCESSING', done: 0 });
    await reportProcess(txCtx, processKey(reportId), { status: 'PROCESSING', done: 0 });
    return locked;
  });
}

function progressOf(ctx: AppContext, reportId: string) {
  let writtenAt = 0;
  return async (done: number, total: number) => {
    const now = Date.now();
    if (done < total && now - writtenAt < PROGRESS_EVERY_MS) return;
    writtenAt = now;
    await inTransaction(ctx, async (txCtx) => {
      await updateReport(txCtx.db, reportId, { done, total });
      await reportProcess(txCtx, processKey(reportId), { done, total });
    });
  };
}

async function finish(ctx: AppContext, row: ReportRow, built: { file: BuiltFile; extra?: BuiltFile | undefined }) {
  await inTransaction(ctx, async (txCtx) => {
    const locked = await lockReport(txCtx.db, row.customerId, row.id);
    if (!locked || isFinished(locked)) return;
    const record = (file: BuiltFile) =>
      recordStoredFile(txCtx, { owner: { customerId: row.customerId }, purpose: 'REPORT', ...file });
    const file = await record(built.file);
    const extra = built.extra ? await record(built.extra) : null;
    const total = Math.max(locked.total, locked.done);
    await updateReport(txCtx.db, row.id, {
      status: 'SUCCESS',
      fileId: file.id,
      extraFileId: extra?.id ?? null,
      done: total,
      total,
      errorText: null,
      finishedAt: txCtx.now(),
    });
    await reportProcess(txCtx, processKey(row.id), { status: 'SUCCESS', done: total, total, errorText: null });
    await notify(txCtx, row.createdBy ? { accountId: row.createdBy } : { customerId: row.customerId }, {
      title: 'Отчёт готов',
      body: `${REPORT_KIND_LABELS[row.kind]} (${periodText(row)}) сформирован: скачайте его в разделе «Отчёты».`,
      type: 'other',
      url: REPORTS_PAGE_PATH,
    });
  });
}

export async function buildReport(ctx: AppContext, reportId: string): Promise<void> {
  const row = await start(ctx, reportId);
  if (!row) return;
  const builder = REPORT_BUILDERS[row.kind];
  if (!builder) return failReport(ctx, reportId, NO_BUILDER);
  const toBuild: ReportToBuild = {
    id: row.id,
    customerId: row.customerId,
    kind: row.kind,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
  };
  let built: Awaited<ReturnType<typeof builder>>;
  try {
    built = await builder(ctx, toBuild, progressOf(ctx, reportId));
  } catch (error) {
    if (error instanceof ReportRefusal) return failReport(ctx, reportId, error.message);
    throw error;
  }
  await finish(ctx, row, built);
}

export const buildReportJob = defineJob({
  name: 'reports.build',
  schema: z.object({ reportId: z.uuid() }),
  retryLimit: 2,
  handler: (ctx, { reportId }) => buildReport(ctx, reportId),
  onGiveUp: (ctx, { reportId }) => failReport(ctx, reportId, GAVE_UP),
});
