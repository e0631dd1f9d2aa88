/**
 * GET report/download and support's: the report's stored file (the report, the акт сверки's .xlsx, its КЭП .sig)
 * with its name. The company reads its own reports only (another company's is the one 404); support reads any.
 */
import type { ReportFileKind } from '@vyplaty/contracts';
import type { ActorContext, AppContext } from '../../context.js';
import { companyOnlyIdOf } from '../../lib/actor-scope.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { readOwnedFile } from '../files/index.js';
import { type ReportRow, selectReportById } from './reports.repo.js';
import { REPORT_NOT_FOUND } from './reports.service.js';

export type ReportFile = { name: string; mimeType: string; bytes: Uint8Array };

const FILE_MISSING: Record<ReportFileKind, string> = {
  REPORT: 'Отчёт ещё не сформирован',
  EXTRA: 'У этого отчёта нет файла Excel',
  SIGNATURE: 'Акт сверки ещё не подписан',
};

async function fileOf(ctx: AppContext, row: ReportRow, which: ReportFileKind): Promise<ReportFile> {
  const fileId = { REPORT: row.fileId, EXTRA: row.extraFileId, SIGNATURE: row.signatureFileId }[which];
  if (!fileId) throw notFound(FILE_MISSING[which]);
  const { file, bytes } = await readOwnedFile(ctx, fileId, { customerId: row.customerId }, FILE_MISSING[which]);
  return { name: file.name, mimeType: file.mimeType, bytes };
}

async function reportById(ctx: AppContext, id: string, customerId?: string): Promise<ReportRow> {
  const row = isUuid(id) ? await selectReportById(ctx.db, id) : undefined;
  if (!row || (customerId !== undefined && row.customerId !== customerId)) throw notFound(REPORT_NOT_FOUND);
  return row;
}

/** The company's own report's file. */
export async function reportFile(ctx: ActorContext, reportId: string, which: ReportFileKind): Promise<ReportFile> {
  const customerId = companyOnlyIdOf(ctx);
  return fileOf(ctx, await reportById(ctx, reportId, customerId), which);
}

/** Support: any company's report's file; an unknown or malformed id is one 404. */
export async function anyReportFile(ctx: AppContext, reportId: string, which: ReportFileKind): Promise<ReportFile> {
  return fileOf(ctx, await reportById(ctx, reportId), which);
}
