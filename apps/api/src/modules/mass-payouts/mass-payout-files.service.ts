/**
 * The registry's files: the stored upload (checked against its SHA-256 before a byte is sent, then
 * streamed), the error report (the file's rows with «Ошибка», written row by row as they are read from
 * the database: import/registry-xlsx.ts) and the Excel template of each kind.
 */
import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PAYOUT_STATUS_LABELS, type PayoutKind } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { moscowDateTime } from '../../lib/moscow-time.js';
import { type ResultReportRow, writeRegistryResultReport } from './import/registry-result-report.js';
import { registryTemplateWorkbook, writeRegistryErrorReport } from './import/registry-xlsx.js';
import { type ReportRow, selectReportRows } from './mass-payout-pay.repo.js';
import { allRowsOf } from './mass-payout-rows.repo.js';
import { massPayoutsOwnerIdOf, ownMassPayout } from './mass-payouts.service.js';

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILE_MIME_TYPES = { EXCEL: XLSX_MIME_TYPE, TASKS: XLSX_MIME_TYPE, TXT1C: 'text/plain' } as const;
const TEMPLATE_NAMES: Record<PayoutKind, string> = {
  NPD: 'Шаблон реестра выплат самозанятым.xlsx',
  INDIVIDUAL: 'Шаблон реестра выплат физическим лицам.xlsx',
};

/** A row the company took out of the registry: kept in the report so the file reads as it was uploaded. */
const REMOVED_ROW = 'Строка удалена из реестра';

export type FileAnswer = { name: string; mimeType: string; size?: number; stream: Readable };

/** The uploaded file as stored; bytes that no longer match their SHA-256 are never served. */
export async function readMassPayoutFile(ctx: ActorContext, kind: PayoutKind, id: string): Promise<FileAnswer> {
  const registry = await ownMassPayout(ctx, kind, id);
  const hash = createHash('sha256');
  await pipeline(ctx.storage.getStream(registry.fileKey), hash);
  if (hash.digest('hex') !== registry.sha256) {
    throw new Error(`mass payout ${registry.id}: the stored file does not match its checksum`);
  }
  return {
    name: registry.fileName,
    mimeType: FILE_MIME_TYPES[registry.fileKind],
    size: registry.fileSize,
    stream: ctx.storage.getStream(registry.fileKey),
  };
}

/** The rows with the «Ошибка» column: the company fixes the file and uploads it again. */
export async function readMassPayoutErrorReport(ctx: ActorContext, kind: PayoutKind, id: string): Promise<FileAnswer> {
  const registry = await ownMassPayout(ctx, kind, id);
  if (registry.importStatus !== 'ACTIVATED') {
    throw new AppError('INVALID_STATE', {
      message:
        registry.importStatus === 'ERROR'
          ? `Файл не загружен: ${registry.importError ?? 'ошибка файла'}`
          : 'Реестр ещё загружается: отчёт будет готов после проверки строк',
    });
  }
  const out = new PassThrough();
  const rows = (async function* () {
    for await (const row of allRowsOf(ctx.db, registry.id)) {
      yield { cells: row.cells, errors: row.state === 'REMOVED' ? [REMOVED_ROW] : row.errors };
    }
  })();
  writeRegistryErrorReport(rows, registry.columns, out).catch((error: unknown) => out.destroy(error as Error));
  const base = registry.fileName.replace(/\.(xlsx|txt)$/i, '');
  return { name: `${base} — ошибки.xlsx`, mimeType: XLSX_MIME_TYPE, stream: out };
}

/** States of a row that made no payout, in the result report. */
const ROW_STATE_TEXTS: Record<string, string> = {
  VALID: 'Не оплачена',
  INVALID: 'Не оплачена: ошибка',
  DUPLICATE: 'Не оплачена: повтор',
  REMOVED: 'Удалена из реестра',
  FAILED: 'Не оплачена',
};

/** The result of paying the registry (.xlsx): each row with its payout, status, receipt or reason. */
export async function readMassPayoutResultReport(ctx: ActorContext, kind: PayoutKind, id: string): Promise<FileAnswer> {
  const registry = await ownMassPayout(ctx, kind, id);
  if (registry.payStartedAt === null) {
    throw new AppError('INVALID_STATE', { message: 'Реестр ещё не оплачивался: отчёта о выплате пока нет' });
  }
  const out = new PassThrough();
  const rows = (async function* () {
    let after = 0;
    for (;;) {
      const page = await selectReportRows(ctx.db, registry.customerId, registry.id, after, 1000);
      if (page.length === 0) return;
      after = page.at(-1)!.rowNumber;
      for (const row of page) yield resultRowOf(row);
    }
  })();
  writeRegistryResultReport(rows, out).catch((error: unknown) => out.destroy(error as Error));
  return { name: `Реестр № ${registry.number} — отчёт о выплате.xlsx`, mimeType: XLSX_MIME_TYPE, stream: out };
}

function resultRowOf(row: ReportRow): ResultReportRow {
  const f = row.fields;
  const status = row.payoutStatus ? PAYOUT_STATUS_LABELS[row.payoutStatus] : (ROW_STATE_TEXTS[row.state] ?? row.state);
  const reason = row.payoutStatus
    ? row.payoutStatus === 'DONE'
      ? ''
      : (row.payoutReason ?? '')
    : row.errors.join('; ');
  return {
    rowNumber: row.rowNumber,
    fullName: f ? [f.lastName, f.firstName, f.middleName].filter(Boolean).join(' ') : '',
    inn: f?.inn ?? '',
    amountKopecks: row.amountKopecks,
    ndflKopecks: row.ndflKopecks,
    netKopecks: row.netKopecks,
    payoutNumber: row.payoutNumber,
    status,
    paidAt: row.paidAt ? moscowDateTime(row.paidAt) : '',
    receiptLink: row.receiptLink ?? '',
    reason,
  };
}

export async function massPayoutTemplate(ctx: ActorContext, kind: PayoutKind) {
  massPayoutsOwnerIdOf(ctx);
  return { name: TEMPLATE_NAMES[kind], mimeType: XLSX_MIME_TYPE, bytes: await registryTemplateWorkbook(kind) };
}
