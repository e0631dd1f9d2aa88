/**
 * What both archive reports share (docs/decisions/reports-archives-and-page.md): the zip streamed to the storage as
 * its entries are made, the period in words, file names safe in any unzip, and the register as an .xlsx.
 */
import ExcelJS from 'exceljs';
import type { AppContext } from '../../../context.js';
import { storeFileStream } from '../../files/index.js';
import type { BuiltFile, ReportToBuild } from '../report-builder.js';
import { safeText } from '../report-output.js';
import { type ZipEntry, zipStream } from './zip-stream.js';

export const ZIP_MIME_TYPE = 'application/zip';

/** A name part without the characters Windows, macOS or unzip refuse. */
export const safeName = (text: string) =>
  text
    .replace(/[\\/\p{Cc}:*?"<>|]/gu, '_')
    .trim()
    .slice(0, 150);

/** The zip written to the storage as `entries` yields its files: one file in memory at a time. */
export async function storeZip(
  ctx: AppContext,
  report: ReportToBuild,
  name: string,
  entries: AsyncIterable<ZipEntry>,
): Promise<BuiltFile> {
  const stored = await storeFileStream(ctx, {
    owner: { customerId: report.customerId },
    purpose: 'REPORT',
    name,
    mimeType: ZIP_MIME_TYPE,
    source: zipStream(entries),
  });
  return { name, mimeType: ZIP_MIME_TYPE, ...stored };
}

export type Column = { header: string; width: number; numFmt?: string };

/** One sheet: a bold header and the rows; a column with numFmt holds numbers (rubles). */
export async function sheetXlsx(
  title: string,
  sheetName: string,
  columns: readonly Column[],
  rows: readonly (string | number | null)[][],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.title = title;
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((v) => (typeof v === 'string' ? safeText(v) : v)));
  columns.forEach((c, i) => {
    if (c.numFmt) sheet.getColumn(i + 1).numFmt = c.numFmt;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
