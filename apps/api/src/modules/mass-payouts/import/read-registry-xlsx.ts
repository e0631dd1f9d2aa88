/**
 * The portal's Excel registry (DOMAIN.md §5 «Portal template») read from an untrusted upload on disk,
 * one row at a time. An .xlsx is a zip: its directory is read from the file's tail and checked (entry
 * count, declared unpacked size), a macro-enabled workbook refused, every entry inflated once into
 * nothing to hold it to its declared size — all before exceljs's streaming WorkbookReader parses
 * anything. The workbook is never loaded whole: memory holds the shared strings and one row.
 * Formulas are read as the formula the person wrote, never evaluated.
 */
import { stat } from 'node:fs/promises';
import type ExcelJS from 'exceljs';
import {
  type XlsxBookReader as BookReader,
  cellText,
  guardXlsxFile,
  isSystemError,
  openXlsxReader,
  type XlsxSheetReader as SheetReader,
  XLSX_LIMITS,
} from '../../../lib/xlsx-stream.js';
import {
  COLUMN,
  type ColumnKey,
  columnOfTitle,
  ERROR_COLUMN,
  normaliseTitle,
  REGISTRY_SHEET,
  REQUIRED_COLUMNS,
} from './registry-columns.js';
import {
  EMPTY_FILE_MESSAGE,
  type ParsedRegistryRow,
  type ReadRegistryOptions,
  RegistryFileError,
  type RegistryPayoutKind,
} from './registry-rows.js';
import { checkTemplateRow, type TemplateValues } from './registry-template-row.js';

export { cellText, XLSX_LIMITS };

export const XLSX_MESSAGES = {
  broken:
    'Не удалось прочитать файл: это не книга Excel (.xlsx) или файл повреждён. Сохраните его в Excel как «Книга Excel (.xlsx)»',
  tooLarge: `Файл слишком большой после распаковки (больше ${XLSX_LIMITS.maxUncompressedBytes / 1024 / 1024} МБ): разделите реестр на несколько файлов`,
  tooManyEntries: `Файл .xlsx состоит из слишком многих частей (больше ${XLSX_LIMITS.maxEntries}): сохраните его в Excel как «Книга Excel (.xlsx)»`,
  sizeMismatch:
    'Файл повреждён: его части распаковываются не в тот размер, что в нём записан. Сохраните его в Excel как «Книга Excel (.xlsx)»',
  macro:
    'Книга с макросами не принимается: сохраните её в Excel как «Книга Excel (.xlsx)» без макросов и загрузите снова',
  noSheet: `В файле нет листа «${REGISTRY_SHEET}»: скачайте шаблон реестра и заполните его`,
  noRows: 'В файле нет строк с выплатами',
  tooManyRows: (max: number) => `В файле больше ${max} строк: разделите реестр на несколько файлов`,
  notTemplate: (missing: string[]) =>
    `Файл не по шаблону: в первой строке листа «${REGISTRY_SHEET}» нет столбцов ${missing.map((c) => `«${c}»`).join(', ')}. Скачайте шаблон реестра`,
};

/** Refuses what must not reach the parser; answers the checked layout when the zip may be parsed. */
const guardZip = (filePath: string) =>
  guardXlsxFile(filePath, XLSX_MESSAGES, (message) => new RegistryFileError(message));

type Header = { titles: Map<number, string>; keys: Map<ColumnKey, number> };

/** Row 1: the titles as written (trimmed) by column, and where each template column is; `Ошибка` left out. */
function readHeader(row: ExcelJS.Row | null, kind: RegistryPayoutKind): Header {
  const titles = new Map<number, string>();
  const keys = new Map<ColumnKey, number>();
  const used = new Set<string>();
  row?.eachCell({ includeEmpty: false }, (cell, col) => {
    let title = cellText(cell.value).text;
    if (!title || normaliseTitle(title) === normaliseTitle(ERROR_COLUMN)) return;
    const key = columnOfTitle(title);
    if (key && !keys.has(key)) keys.set(key, col);
    // Two columns of one title would share a key of `cells`.
    for (let n = 2; used.has(title); n += 1) title = `${cellText(cell.value).text} (${n})`;
    used.add(title);
    titles.set(col, title);
  });
  const missing = REQUIRED_COLUMNS[kind].filter((key) => !keys.has(key)).map((key) => COLUMN[key]);
  if (missing.length > 0) throw new RegistryFileError(XLSX_MESSAGES.notTemplate(missing));
  return { titles: new Map([...titles].sort(([a], [b]) => a - b)), keys };
}

/** The sheet to read: `Выплаты`, else a workbook's only or first sheet (a copy pasted into a new book). */
function isRegistrySheet(reader: BookReader, sheet: SheetReader, index: number): boolean {
  const wanted = normaliseTitle(REGISTRY_SHEET);
  if (sheet.name && normaliseTitle(sheet.name) === wanted) return true;
  const names = reader.model?.sheets?.map((s) => normaliseTitle(s.name)) ?? [];
  if (names.includes(wanted)) return false;
  return names.length > 0 ? sheet.name !== undefined && normaliseTitle(sheet.name) === names[0] : index === 0;
}

export async function* readRegistryXlsx(
  filePath: string,
  options: ReadRegistryOptions,
): AsyncGenerator<ParsedRegistryRow> {
  if ((await stat(filePath)).size === 0) throw new RegistryFileError(EMPTY_FILE_MESSAGE);
  const layout = await guardZip(filePath);
  const { source, reader } = openXlsxReader(filePath, layout);
  let sheetFound = false;
  let rows = 0;
  const externalIds = new Map<string, number>();
  try {
    let index = 0;
    for await (const sheet of reader as AsyncIterable<SheetReader>) {
      if (!isRegistrySheet(reader, sheet, index++)) {
        for await (const _ of sheet) {
          // another sheet (the reference one): read past it
        }
        continue;
      }
      sheetFound = true;
      let header: Header | null = null;
      for await (const row of sheet) {
        if (!header) {
          header = readHeader(row.number === 1 ? row : null, options.payoutKind);
          if (row.number === 1) continue;
        }
        const parsed = readRow(row, header, options.payoutKind, externalIds);
        if (!parsed) continue;
        rows += 1;
        // The row past the limit is the last one read: the file is refused, not truncated.
        if (rows > options.maxRows) throw new RegistryFileError(XLSX_MESSAGES.tooManyRows(options.maxRows));
        yield parsed;
      }
      if (!header) readHeader(null, options.payoutKind);
      break;
    }
  } catch (error) {
    if (error instanceof RegistryFileError) throw error;
    // The disk or the process (EIO, EMFILE…) is not the file's fault: thrown as it is, the job retries.
    if (isSystemError(error)) throw error;
    // What the workbook's parts made exceljs fail on (its XML, its zip): the file is broken.
    throw new RegistryFileError(XLSX_MESSAGES.broken);
  } finally {
    source.destroy();
  }
  if (!sheetFound) throw new RegistryFileError(XLSX_MESSAGES.noSheet);
  if (rows === 0) throw new RegistryFileError(XLSX_MESSAGES.noRows);
}

/** A data row, or null when it is empty (a `№` alone counts as empty: templates come pre-numbered). */
function readRow(
  row: ExcelJS.Row,
  header: Header,
  kind: RegistryPayoutKind,
  externalIds: Map<string, number>,
): ParsedRegistryRow | null {
  const cells: Record<string, string> = {};
  const values: TemplateValues = {};
  const formulas = new Set<ColumnKey>();
  let filled = false;
  const numberCol = header.keys.get('number');
  for (const [col, title] of header.titles) {
    const { text } = cellText(row.getCell(col).value);
    cells[title] = text;
    if (text && col !== numberCol) filled = true;
  }
  if (!filled) return null;
  for (const [key, col] of header.keys) {
    const { text, isFormula } = cellText(row.getCell(col).value);
    values[key] = text;
    if (isFormula) formulas.add(key);
  }
  const { fields, errors } = checkTemplateRow(values, formulas, kind, row.number, externalIds);
  return { rowNumber: row.number, cells, fields, errors };
}
