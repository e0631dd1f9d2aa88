/**
 * The generic half of reading and writing the portal's .xlsx files, moved out of mass-payouts' registry
 * reader (modules/mass-payouts/import/read-registry-xlsx.ts) so that every import of an .xlsx (registries,
 * tasks) goes through the same guard: an .xlsx is a zip whose directory is read from the file's tail and
 * checked (entry count, declared unpacked size), a macro-enabled workbook refused, every entry inflated once
 * into nothing to hold it to its declared size — all before exceljs's streaming WorkbookReader parses
 * anything. The workbook is never loaded whole. Formulas are read as the formula written, never evaluated.
 * The error report (rows written back with an «Ошибка» column) is streamed out with exceljs's WorkbookWriter.
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  readZipDirectory,
  readZipEntry,
  verifyZipFile,
  type ZipEntry,
  type ZipLayout,
  zipStreamReordered,
} from './zip-guard.js';

/**
 * 100,000 rows of 8 columns are 32 MB of sheet XML (measured); every column of the template filled,
 * about 100 MB. Past 256 MB is a file no registry needs. A spreadsheet has a few dozen zip entries.
 */
export const XLSX_LIMITS = { maxUncompressedBytes: 256 * 1024 * 1024, maxEntries: 1000 };
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;
/**
 * The shared strings are the one part the streaming reader keeps in memory whole (each cell refers to
 * them by index). 100,000 rows of distinct names, ИНН and card numbers make about 20 MB of them.
 */
const MAX_SHARED_STRINGS_BYTES = 96 * 1024 * 1024;
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const isWorksheet = (entry: ZipEntry) => /^xl\/worksheets\/sheet\d+\.xml$/.test(entry.name);

/** The Russian texts of a refused file, by reason (each reader words its own). */
export type XlsxGuardMessages = {
  broken: string;
  tooLarge: string;
  tooManyEntries: string;
  sizeMismatch: string;
  macro: string;
};

/** Refuses what must not reach the parser (`fail` makes the reader's own error); answers the checked layout. */
export async function guardXlsxFile(
  filePath: string,
  messages: XlsxGuardMessages,
  fail: (message: string) => Error,
): Promise<ZipLayout> {
  const directory = await readZipDirectory(filePath, XLSX_LIMITS);
  if (!directory.ok) {
    const message = { broken: messages.broken, 'too-large': messages.tooLarge };
    throw fail(directory.reason === 'too-many-entries' ? messages.tooManyEntries : message[directory.reason]);
  }
  // A macro project is code the company's accountant did not mean to send us; an .xlsm says so in its content types.
  if (directory.entries.some((entry) => /(^|\/)vbaProject\.bin$/i.test(entry.name))) throw fail(messages.macro);
  const contentTypes = directory.entries.find((entry) => entry.name === '[Content_Types].xml');
  if (!contentTypes) throw fail(messages.broken);
  if (contentTypes.uncompressedSize > MAX_CONTENT_TYPES_BYTES) throw fail(messages.broken);
  const types = await readZipEntry(filePath, contentTypes);
  if (!types) throw fail(messages.broken);
  if (/macroEnabled/i.test(types.toString('utf8'))) throw fail(messages.macro);
  const sharedStrings = directory.entries.find((entry) => entry.name === SHARED_STRINGS);
  if (sharedStrings && sharedStrings.uncompressedSize > MAX_SHARED_STRINGS_BYTES) throw fail(messages.tooLarge);
  const layout = await verifyZipFile(filePath, directory);
  if (!layout) throw fail(messages.sizeMismatch);
  return layout;
}

export type XlsxSheetReader = ExcelJS.stream.xlsx.WorksheetReader & { name?: string };
export type XlsxBookReader = ExcelJS.stream.xlsx.WorkbookReader & {
  model?: { sheets?: { name: string }[] };
  stream?: { destroy(): void };
};

/**
 * The streaming reader over a guarded file: worksheets last, so the shared strings and the workbook's
 * sheet names are known before any row. Destroy `source` when done.
 */
export function openXlsxReader(filePath: string, layout: ZipLayout) {
  const source = zipStreamReordered(filePath, layout, isWorksheet);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell a date from a number; hyperlinks are not read.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  }) as XlsxBookReader;
  return { source, reader };
}

/** A column title as compared: spaces squeezed, case and «ё» folded, a required mark « *» dropped. */
export const normTitle = (value: string) =>
  value
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*\*$/, '')
    .toLowerCase()
    .replace(/ё/g, 'е');

/**
 * The rows of the workbook's sheet named `sheetName` — or of its first sheet when none is so named — in order; the
 * other sheets (a reference, the formats) are read past, as the streaming reader must. Nothing when the book has no
 * sheet.
 */
export async function* rowsOfSheet(reader: XlsxBookReader, sheetName: string): AsyncGenerator<ExcelJS.Row> {
  let index = 0;
  for await (const sheet of reader as AsyncIterable<XlsxSheetReader>) {
    const names = reader.model?.sheets?.map((s) => normTitle(s.name)) ?? [];
    const wanted = names.includes(normTitle(sheetName)) ? normTitle(sheetName) : names[0];
    const isTarget = sheet.name ? normTitle(sheet.name) === wanted : index === 0;
    index += 1;
    if (!isTarget) {
      for await (const _ of sheet) {
        // another sheet: read past it
      }
      continue;
    }
    for await (const row of sheet) yield row;
    return;
  }
}

/** A row's cells under these titles (by the header's column numbers), and which of them hold a formula. */
export function rowCells(row: ExcelJS.Row, header: Map<string, number>, titles: readonly string[]) {
  const cells: Record<string, string> = {};
  const formulas = new Set<string>();
  for (const title of titles) {
    const col = header.get(title);
    const read = col ? cellText(row.getCell(col).value) : { text: '', isFormula: false };
    cells[title] = read.text;
    if (read.isFormula) formulas.add(title);
  }
  return { cells, formulas, empty: Object.values(cells).every((v) => v === '') };
}

/** The disk or the process (EIO, EMFILE…) is not the file's fault: such an error is thrown as it is. */
export const isSystemError = (error: unknown) => /^E[A-Z]+$/.test(String((error as { code?: unknown })?.code ?? ''));

const pad = (n: number) => String(n).padStart(2, '0');

export type CellRead = { text: string; isFormula: boolean };

/**
 * The error report escapes `= + - @` with an apostrophe (`escapeCell`); a report uploaded again must read
 * as the values the company typed, or «+79990000001» would come back as a bad phone.
 */
const unescapeCell = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/** A cell as the person sees it: numbers without exponent (ИНН, phones), dates ДД.ММ.ГГГГ, rich text flattened. */
export function cellText(value: ExcelJS.CellValue): CellRead {
  const plain = (text: string) => ({ text: text.replace(/\s+/g, ' ').trim(), isFormula: false });
  if (value === null || value === undefined) return plain('');
  if (typeof value === 'number') {
    return plain(Number.isInteger(value) && Math.abs(value) < 1e21 ? value.toFixed(0) : String(value));
  }
  if (typeof value === 'string') return plain(unescapeCell(value));
  if (typeof value === 'boolean') return plain(value ? 'ИСТИНА' : 'ЛОЖЬ');
  // exceljs turns a date-formatted serial into a Date at UTC midnight (plus the time of day).
  if (value instanceof Date) {
    return plain(`${pad(value.getUTCDate())}.${pad(value.getUTCMonth() + 1)}.${value.getUTCFullYear()}`);
  }
  if ('formula' in value || 'sharedFormula' in value) {
    const formula = 'formula' in value ? value.formula : value.sharedFormula;
    return { text: `=${formula ?? ''}`, isFormula: true };
  }
  if ('richText' in value) return plain(value.richText.map((run) => run.text ?? '').join(''));
  if ('error' in value) return plain(String(value.error));
  if ('text' in value) return plain(typeof value.text === 'string' ? value.text : '');
  return plain('');
}

/**
 * A cell that starts like a formula (`= + - @`, or a tab / carriage return before one) gets a leading
 * apostrophe: the file goes back to a spreadsheet, and a text a stranger typed (a name, a purpose)
 * must stay text there and in any CSV made from it (DOMAIN §5, "on export escape cells").
 */
export const escapeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export const XLSX_ERROR_COLUMN = 'Ошибка';

/**
 * The rows written back under the same columns plus `Ошибка`, streamed into `out` (exceljs's
 * WorkbookWriter: each row is written and let go). Every cell is a string, escaped.
 */
export async function writeXlsxErrorReport(
  sheetName: string,
  rows:
    | AsyncIterable<{ cells: Record<string, string>; errors: string[] }>
    | Iterable<{
        cells: Record<string, string>;
        errors: string[];
      }>,
  columns: string[],
  out: Writable,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const titles = columns.filter((title) => title !== XLSX_ERROR_COLUMN);
  sheet.columns = [...titles, XLSX_ERROR_COLUMN].map((title) => ({ width: title === XLSX_ERROR_COLUMN ? 60 : 18 }));
  const header = sheet.addRow([...titles, XLSX_ERROR_COLUMN].map(escapeCell));
  header.font = { bold: true };
  header.getCell(titles.length + 1).font = { bold: true, color: { argb: 'FFC62828' } };
  header.commit();
  for await (const row of rows) {
    sheet
      .addRow([...titles.map((title) => escapeCell(row.cells[title] ?? '')), escapeCell(row.errors.join('; '))])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}
