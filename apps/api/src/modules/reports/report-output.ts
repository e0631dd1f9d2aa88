/**
 * What every report builder writes with (docs/decisions/reports.md): the period as Moscow instants, a file
 * streamed into the storage as it is made (never whole in memory), an .xlsx written by exceljs's streaming
 * WorkbookWriter, money as Excel numbers of roubles, and the refusal of a report that cannot be built.
 */
import { PassThrough, type Writable } from 'node:stream';
import { kopecksToRubles } from '@vyplaty/contracts';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../context.js';
import { moscowDayStart } from '../../lib/moscow-time.js';
import { storeFileStream } from '../files/index.js';
import type { BuiltFile, ReportToBuild } from './report-builder.js';

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const MONEY_FORMAT = '#,##0.00';

/** [00:00 of the first day, 00:00 after the last day) in Moscow. */
export function periodBounds(report: Pick<ReportToBuild, 'periodFrom' | 'periodTo'>): { from: Date; to: Date } {
  return {
    from: moscowDayStart(report.periodFrom),
    to: new Date(moscowDayStart(report.periodTo).getTime() + 24 * 60 * 60 * 1000),
  };
}

export const ruDate = (isoDate: string) => isoDate.split('-').reverse().join('.');
export const periodText = (report: Pick<ReportToBuild, 'periodFrom' | 'periodTo'>) =>
  `${ruDate(report.periodFrom)}–${ruDate(report.periodTo)}`;

/** Kopecks as an Excel number of roubles with two decimals (exact below 2^53 kopecks). */
export const rubles = (kopecks: bigint) => Number(kopecksToRubles(kopecks));

/** A text cell that starts like a formula stays text (DOMAIN §5, "on export escape cells"). */
export const safeText = (value: string | null | undefined) =>
  value ? (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) : '';

/**
 * A report that cannot be built for a reason the company should read (Russian): the job marks it ERROR with
 * this text at once instead of trying again.
 */
export class ReportRefusal extends Error {}

/** The bytes `write` produces, streamed into the storage as a file of the company's (purpose REPORT). */
export async function storeReportFile(
  ctx: AppContext,
  report: ReportToBuild,
  file: { name: string; mimeType: string },
  write: (out: Writable) => Promise<void>,
): Promise<BuiltFile> {
  const out = new PassThrough();
  const stored = storeFileStream(ctx, {
    owner: { customerId: report.customerId },
    purpose: 'REPORT',
    name: file.name,
    mimeType: file.mimeType,
    source: out,
  });
  const written = write(out).catch((error: unknown) => {
    // The storage's copy fails with it and leaves nothing under the key.
    out.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  });
  const [saved] = await Promise.all([stored, written]);
  return { ...file, ...saved };
}

/** An .xlsx streamed into `out`: `fill` adds sheets and commits their rows; the workbook is committed after. */
export function xlsxInto(fill: (workbook: ExcelJS.stream.xlsx.WorkbookWriter) => Promise<void>) {
  return async (out: Writable) => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    workbook.creator = 'Выплаты';
    await fill(workbook);
    await workbook.commit();
  };
}

/** Heading lines of a report's sheet (bold title), then an empty line; committed. */
export function addHeading(sheet: ExcelJS.Worksheet, title: string, lines: [string, string][]) {
  const first = sheet.addRow([title]);
  first.font = { bold: true, size: 14 };
  first.commit();
  for (const line of lines) sheet.addRow(line.map(safeText)).commit();
  sheet.addRow([]).commit();
}

/** The column titles row, bold; committed. */
export function addTitles(sheet: ExcelJS.Worksheet, titles: string[]) {
  const row = sheet.addRow(titles);
  row.font = { bold: true };
  row.commit();
}
