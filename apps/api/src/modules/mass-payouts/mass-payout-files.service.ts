/**
 * The registry's files: the stored upload (checked against its SHA-256 before a byte is sent, then
 * streamed), the error report (the file's rows with «Ошибка», written row by row as they are read from
 * the database: import/registry-xlsx.ts) and the Excel template of each kind.
 */
import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PayoutKind } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { registryTemplateWorkbook, writeRegistryErrorReport } from './import/registry-xlsx.js';
import { allRowsOf } from './mass-payout-rows.repo.js';
import { massPayoutsOwnerIdOf, ownMassPayout } from './mass-payouts.service.js';

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILE_MIME_TYPES = { EXCEL: XLSX_MIME_TYPE, TXT1C: 'text/plain' } as const;
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

export async function massPayoutTemplate(ctx: ActorContext, kind: PayoutKind) {
  massPayoutsOwnerIdOf(ctx);
  return { name: TEMPLATE_NAMES[kind], mimeType: XLSX_MIME_TYPE, bytes: await registryTemplateWorkbook(kind) };
}
