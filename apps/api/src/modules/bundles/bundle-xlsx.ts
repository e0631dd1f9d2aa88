/**
 * The .xlsx side of a bundle: the file made from its template (a column per field the company fills, the
 * contractor's ИНН and phone first, required columns marked « *», a second sheet explaining each format), the
 * upload read streamed through the shared guarded reader (lib/xlsx-stream.ts: zip-bomb and macro guard, formulas as
 * text, never the whole workbook in memory) and the error report (the rows back with «Ошибка»).
 */
import { stat } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import {
  BUNDLE_ERROR_COLUMN,
  BUNDLE_FORMATS_SHEET,
  BUNDLE_IMPORT_MAX_ROWS,
  BUNDLE_IMPORT_SHEET,
  BUNDLE_INN_COLUMN,
  BUNDLE_PHONE_COLUMN,
  BUNDLE_REQUIRED_MARK,
  type BundleFieldColumn,
} from '@vyplaty/contracts';
import ExcelJS from 'exceljs';
import {
  cellText,
  guardXlsxFile,
  isSystemError,
  normTitle,
  openXlsxReader,
  rowCells,
  rowsOfSheet,
  writeXlsxErrorReport,
  XLSX_LIMITS,
} from '../../lib/xlsx-stream.js';
import type { FileRow } from './bundle-cells.js';

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file refused as a whole, with the Russian reason the company reads (the import goes ERROR). */
export class BundleFileError extends Error {
  override readonly name = 'BundleFileError';
}

const BROKEN =
  'Не удалось прочитать файл: это не книга Excel (.xlsx) или файл повреждён. Сохраните его в Excel как «Книга Excel (.xlsx)»';
const MESSAGES = {
  broken: BROKEN,
  tooLarge: `Файл слишком большой после распаковки (больше ${XLSX_LIMITS.maxUncompressedBytes / 1024 / 1024} МБ)`,
  tooManyEntries: 'Файл .xlsx состоит из слишком многих частей: сохраните его в Excel как «Книга Excel (.xlsx)»',
  sizeMismatch: 'Файл повреждён: сохраните его в Excel как «Книга Excel (.xlsx)»',
  macro: 'Книга с макросами не принимается: сохраните её в Excel как «Книга Excel (.xlsx)» без макросов',
};
export const BUNDLE_FILE_MESSAGES = {
  ...MESSAGES,
  noRows: 'В файле нет заполненных строк',
  tooManyRows: `В файле больше ${BUNDLE_IMPORT_MAX_ROWS} строк: разделите его на несколько пакетов`,
  columns: (missing: string[], unknown: string[]) => {
    const list = (titles: string[]) => titles.map((c) => `«${c}»`).join(', ');
    const parts = [
      ...(missing.length ? [`нет столбцов ${list(missing)}`] : []),
      ...(unknown.length ? [`лишние столбцы ${list(unknown)}`] : []),
    ];
    return `Столбцы файла не совпадают с шаблоном пакета: ${parts.join('; ')}. Скачайте шаблон файла пакета`;
  },
};

/** Every column of the file in order: the contractor's key, then the template's fields. */
export const fileColumnsOf = (fields: BundleFieldColumn[]) => [
  BUNDLE_INN_COLUMN,
  BUNDLE_PHONE_COLUMN,
  ...fields.map((f) => f.title),
];

function formatOf(column: BundleFieldColumn): string {
  const f = column.field;
  if (f.type === 'INTEGER') return 'Целое число: 5';
  if (f.type === 'FLOAT') return 'Число: 1,5';
  if (f.type === 'BOOLEAN') return '«да» или «нет»';
  if (f.type === 'ARRAY') return 'Строки через «;»: Уборка; Вывоз мусора';
  if (f.format === 'money') return 'Сумма в рублях, не больше двух знаков после запятой: 1500,00';
  if (f.format === 'date') return 'Дата ДД.ММ.ГГГГ или ГГГГ-ММ-ДД: 31.12.2026';
  return 'Текст до 4000 символов';
}

/** The template of the bundle's file: one sheet of columns, one explaining them. */
export async function bundleImportTemplate(fields: BundleFieldColumn[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Выплаты';
  const sheet = workbook.addWorksheet(BUNDLE_IMPORT_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = [
    BUNDLE_INN_COLUMN,
    BUNDLE_PHONE_COLUMN,
    ...fields.map((f) => (f.required ? f.title + BUNDLE_REQUIRED_MARK : f.title)),
  ];
  sheet.columns = header.map((title, i) => ({ header: title, key: String(i), width: 22, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  const formats = workbook.addWorksheet(BUNDLE_FORMATS_SHEET);
  formats.columns = [{ width: 32 }, { width: 16 }, { width: 70 }];
  formats.addRow(['Столбец', 'Обязательный', 'Как заполнить']).font = { bold: true };
  formats.addRow([BUNDLE_INN_COLUMN, 'ИНН или телефон', 'ИНН исполнителя компании, 12 цифр']);
  formats.addRow([BUNDLE_PHONE_COLUMN, 'ИНН или телефон', 'Мобильный телефон исполнителя: +79991234567']);
  for (const f of fields) formats.addRow([f.title, f.required ? 'да' : 'нет', formatOf(f)]);
  formats.addRow([]);
  formats.addRow(['Каждая строка — один документ для исполнителя компании.']);
  formats.addRow([`Столбцы, отмеченные «${BUNDLE_REQUIRED_MARK.trim()}», обязательны; остальное заполнит портал.`]);
  formats.addRow([`Не больше ${BUNDLE_IMPORT_MAX_ROWS} строк в файле.`]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The header row checked against the template: the column number of each title, or the file refused. */
function headerOf(row: ExcelJS.Row, titles: string[], fieldTitles: string[]): Map<string, number> {
  const header = new Map<string, number>();
  const unknown: string[] = [];
  row.eachCell({ includeEmpty: false }, (cell, colNumber) => {
    const text = cellText(cell.value).text;
    if (!text || normTitle(text) === normTitle(BUNDLE_ERROR_COLUMN)) return;
    const title = titles.find((t) => normTitle(t) === normTitle(text));
    if (title && !header.has(title)) header.set(title, colNumber);
    else unknown.push(text);
  });
  const missing = fieldTitles.filter((t) => !header.has(t));
  if (!header.has(BUNDLE_INN_COLUMN) && !header.has(BUNDLE_PHONE_COLUMN)) {
    missing.unshift(`${BUNDLE_INN_COLUMN}» или «${BUNDLE_PHONE_COLUMN}`);
  }
  if (missing.length || unknown.length) throw new BundleFileError(BUNDLE_FILE_MESSAGES.columns(missing, unknown));
  return header;
}

/**
 * The file's data rows, streamed (the sheet named as the template's, else the first), empty rows skipped; the file
 * refused (BundleFileError) when it is not an .xlsx, its columns are not the template's, or it has too many rows.
 */
export async function* readBundleFile(filePath: string, fields: BundleFieldColumn[]): AsyncGenerator<FileRow> {
  if ((await stat(filePath)).size === 0) throw new BundleFileError(BUNDLE_FILE_MESSAGES.noRows);
  const layout = await guardXlsxFile(filePath, MESSAGES, (m) => new BundleFileError(m));
  const titles = fileColumnsOf(fields);
  const fieldTitles = fields.map((f) => f.title);
  const { source, reader } = openXlsxReader(filePath, layout);
  let count = 0;
  try {
    let header: Map<string, number> | null = null;
    for await (const row of rowsOfSheet(reader, BUNDLE_IMPORT_SHEET)) {
      if (!header) {
        header = headerOf(row, titles, fieldTitles);
        continue;
      }
      const { cells, formulas, empty } = rowCells(row, header, titles);
      if (empty) continue;
      count += 1;
      if (count > BUNDLE_IMPORT_MAX_ROWS) throw new BundleFileError(BUNDLE_FILE_MESSAGES.tooManyRows);
      yield { row: row.number, cells, formulas };
    }
    if (!header) throw new BundleFileError(BUNDLE_FILE_MESSAGES.noRows);
  } catch (error) {
    if (error instanceof BundleFileError || isSystemError(error)) throw error;
    throw new BundleFileError(BROKEN);
  } finally {
    source.destroy();
  }
  if (count === 0) throw new BundleFileError(BUNDLE_FILE_MESSAGES.noRows);
}

/** The rows back under the file's columns with «Ошибка», streamed into `out`. */
export function writeBundleErrorReport(
  columns: string[],
  rows: AsyncIterable<{ cells: Record<string, string>; errors: string[] }>,
  out: Writable,
): Promise<void> {
  return writeXlsxErrorReport(BUNDLE_IMPORT_SHEET, rows, [...columns, BUNDLE_ERROR_COLUMN], out);
}
