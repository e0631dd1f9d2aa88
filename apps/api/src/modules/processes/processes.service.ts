/**
 * The company's long-running work (docs/decisions/processes.md). The module doing the work calls
 * `startProcess` in the transaction that creates the work and `reportProcess` where it records its own
 * progress, in the same transaction, so the process and its source never disagree. /processes reads them
 * newest first, by keyset (docs/decisions/lists.md).
 */
import type { Process, ProcessesQuery, ProcessesResponse, ProcessKind, ProcessStatus } from '@vyplaty/contracts';
import type { ActorContext, AppContext } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import { companyOnlyIdOf } from '../../lib/actor-scope.js';
import { decodeCursor, encodeCursor, pageOf, pageWindow } from '../../lib/pagination.js';
import {
  countProcesses,
  insertProcess,
  type ProcessChange,
  type ProcessListRow,
  processOrder,
  selectProcesses,
  updateProcess,
} from './processes.repo.js';

export type ProcessKey = { kind: ProcessKind; subjectId: string };

export type StartProcessInput = ProcessKey & {
  customerId: string;
  /** Russian, e.g. «Загрузка исполнителей из файла „file.xlsx“». */
  title: string;
  /** NEW while the job waits in the queue (the default); PROCESSING when the work runs at once. */
  status?: ProcessStatus;
  total?: number;
  /** The account that asked for the work; null when the platform started it. */
  startedBy: string | null;
  resultPath?: string | null;
  errorFilePath?: string | null;
};

/**
 * A process for work being created, in the same transaction. The same work started again (a rerun of the
 * same subject) keeps its one process.
 */
export async function startProcess(txCtx: TxContext, input: StartProcessInput): Promise<void> {
  await insertProcess(txCtx.db, {
    customerId: input.customerId,
    kind: input.kind,
    subjectId: input.subjectId,
    title: input.title,
    status: input.status ?? 'NEW',
    done: 0,
    total: input.total ?? 0,
    startedBy: input.startedBy,
    startedAt: txCtx.now(),
    resultPath: input.resultPath ?? null,
    errorFilePath: input.errorFilePath ?? null,
  });
}

export type ProcessReport = {
  status?: ProcessStatus;
  done?: number;
  total?: number;
  errorText?: string | null;
  errorFilePath?: string | null;
};

/**
 * The progress or the end of a process, written where the work records its own progress (pass the
 * transaction's context to write it in that transaction). SUCCESS and ERROR stamp the finish time; a
 * process that does not exist (work started before processes were recorded) is left alone.
 */
export async function reportProcess(
  ctx: Pick<AppContext, 'db' | 'now'>,
  key: ProcessKey,
  report: ProcessReport,
): Promise<void> {
  const change: ProcessChange = {};
  if (report.status !== undefined) {
    change.status = report.status;
    change.finishedAt = report.status === 'SUCCESS' || report.status === 'ERROR' ? ctx.now() : null;
  }
  if (report.done !== undefined) change.done = report.done;
  if (report.total !== undefined) change.total = report.total;
  if (report.errorText !== undefined) change.errorText = report.errorText;
  if (report.errorFilePath !== undefined) change.errorFilePath = report.errorFilePath;
  if (Object.keys(change).length === 0) return;
  await updateProcess(ctx.db, key, change);
}

const toProcess = (row: ProcessListRow): Process => ({
  id: row.id,
  kind: row.kind,
  subject_id: row.subjectId,
  title: row.title,
  status: row.status,
  done: row.done,
  total: row.total,
  // A company's account is named by its organisation, as in the journal.
  started_by_name: row.startedByRole === 'user' ? row.startedByOrganisation : null,
  started_at: row.startedAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
  error_text: row.errorText,
  result_path: row.resultPath,
  error_file_path: row.errorFilePath,
});

/**
 * One page of the caller's company processes, newest first; another company's never reach the query.
 * With `after` (the previous page's `next_cursor`, made for the same filters) the page is read from the
 * index after that key; without it, or with a cursor of other filters, the page number decides.
 */
export async function findProcesses(ctx: ActorContext, query: ProcessesQuery): Promise<ProcessesResponse> {
  const filter = { customerId: companyOnlyIdOf(ctx), status: query.status, kind: query.kind };
  const scope = JSON.stringify(['processes', filter.customerId, filter.status ?? null, filter.kind ?? null]);
  const after = query.after ? decodeCursor(query.after, scope, processOrder.length) : undefined;
  const window = pageWindow(query);
  // One row more than the page says whether a next page exists.
  const [read, totalCount] = await Promise.all([
    selectProcesses(ctx.db, filter, { ...window, limit: window.limit + 1, after }),
    countProcesses(ctx.db, filter),
  ]);
  const rows = read.slice(0, window.limit);
  const last = rows.at(-1);
  return {
    ...pageOf(rows.map(toProcess), totalCount),
    next_cursor: last && read.length > window.limit ? encodeCursor(scope, last.cursorKey) : null,
  };
}
