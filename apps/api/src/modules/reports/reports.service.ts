/**
 * The company's reports (issue 28, docs/decisions/reports.md): ordered for a period — the row NEW, its /processes
 * row of kind REPORT and the build job in one transaction — read one by one and listed newest first (keyset,
 * MY scope by who ordered it). Another company's report answers the same 404 as an unknown id.
 */
import {
  REPORT_KIND_LABELS,
  type Report,
  type ReportKind,
  type ReportListQuery,
  type ReportListResponse,
  type ReportOrder,
} from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { companyOnlyIdOf } from '../../lib/actor-scope.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { decodeCursor, encodeCursor, pageOf, pageWindow } from '../../lib/pagination.js';
import { startProcess } from '../processes/index.js';
import { buildReportJob } from './reports.jobs.js';
import {
  countReports,
  insertReport,
  type ReportView,
  reportOrder,
  selectReports,
  selectReportView,
} from './reports.repo.js';

export const REPORT_NOT_FOUND = 'Отчёт не найден';
export const REPORTS_PAGE_PATH = '/profile/documents/reports';

const ddmmyyyy = (isoDate: string) => isoDate.split('-').reverse().join('.');

/** «Реестр выплат за период 01.10.2026–31.10.2026», «Акт сверки за период …»: the process's and the file's title. */
export function reportTitle(kind: ReportKind, periodFrom: string, periodTo: string): string {
  const label = REPORT_KIND_LABELS[kind];
  const period = `${ddmmyyyy(periodFrom)}–${ddmmyyyy(periodTo)}`;
  return label.endsWith('за период') ? `${label} ${period}` : `${label} за период ${period}`;
}

export const toReport = (row: ReportView): Report => ({
  id: row.id,
  kind: row.kind,
  period_from: row.periodFrom,
  period_to: row.periodTo,
  status: row.status,
  done: row.done,
  total: row.total,
  file_id: row.fileId,
  file_name: row.fileName,
  extra_file_id: row.extraFileId,
  extra_file_name: row.extraFileName,
  signed_at: row.signedAt?.toISOString() ?? null,
  error_text: row.errorText,
  created_by_name: row.createdByName,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
});

/** The company's report, or the one 404 for another company's, an unknown or a malformed id. */
export async function findReportView(ctx: ActorContext, id: string): Promise<ReportView> {
  const customerId = companyOnlyIdOf(ctx);
  const row = isUuid(id) ? await selectReportView(ctx.db, customerId, id) : undefined;
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return row;
}

export const getReport = async (ctx: ActorContext, id: string) => toReport(await findReportView(ctx, id));

/** POST report: the order checked (the contract's period rules), the report NEW, its process and its job. */
export async function orderReport(ctx: ActorContext, input: ReportOrder): Promise<Report> {
  const customerId = companyOnlyIdOf(ctx);
  const order = input;
  const id = await inTransaction(ctx, async (txCtx) => {
    const report = await insertReport(txCtx.db, {
      customerId,
      kind: order.kind,
      periodFrom: order.period_from,
      periodTo: order.period_to,
      createdBy: txCtx.actor.accountId,
      createdAt: txCtx.now(),
    });
    await startProcess(txCtx, {
      kind: 'REPORT',
      subjectId: report.id,
      customerId,
      title: reportTitle(order.kind, order.period_from, order.period_to),
      startedBy: txCtx.actor.accountId,
      resultPath: REPORTS_PAGE_PATH,
    });
    await txCtx.jobs.enqueue(txCtx.db, buildReportJob, { reportId: report.id }, { singletonKey: report.id });
    return report.id;
  });
  return getReport(ctx, id);
}

/** GET report/list: the company's reports newest first; `after` reads the next page from the index. */
export async function listReports(ctx: ActorContext, query: ReportListQuery): Promise<ReportListResponse> {
  const customerId = companyOnlyIdOf(ctx);
  const filter = {
    customerId,
    kind: query.kind,
    createdBy: query.scope === 'MY' ? ctx.actor.accountId : undefined,
  };
  const scope = JSON.stringify(['reports', customerId, filter.kind ?? null, filter.createdBy ?? null]);
  const after = query.after ? decodeCursor(query.after, scope, reportOrder.length) : undefined;
  const window = pageWindow(query);
  const [read, totalCount] = await Promise.all([
    selectReports(ctx.db, filter, { ...window, limit: window.limit + 1, after }),
    countReports(ctx.db, filter),
  ]);
  const rows = read.slice(0, window.limit);
  const last = rows.at(-1);
  return {
    ...pageOf(rows.map(toReport), totalCount),
    next_cursor: last && read.length > window.limit ? encodeCursor(scope, last.cursorKey) : null,
  };
}
