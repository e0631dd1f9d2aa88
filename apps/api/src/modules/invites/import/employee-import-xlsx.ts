/**
 * The .xlsx side of the contractors import (exceljs): reading an untrusted upload into plain rows,
 * the report (the uploaded workbook with an «Ошибка» column) and the template. The upload has already
 * passed readUpload (size, extension, zip magic bytes); here the zip's inflated size is checked before
 * parsing and the number of rows is bounded.
 */
import {
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_IMPORT_MAX_ROWS,
  EMPLOYEE_KIND_LABELS,
  TAX_REGIME_LABELS,
} from '@vyplaty/contracts';
import ExcelJS from 'exceljs';
import { AppError } from '../../../lib/errors.js';
import { checkZipSize } from '../../../lib/zip-guard.js';

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export type ImportColumn = (typeof EMPLOYEE_IMPORT_COLUMNS)[number];
/** One data row of the file: its number in the sheet (the header is row 1) and its cells by column. */
export type ImportRow = { row: number; cells: Record<ImportColumn, string> };

export const ERROR_COLUMN = 'Ошибка';
const MAX_UNCOMPRESSED_BYTES = 60 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 2000;

const invalid = (message: string) => new AppError('FILE_INVALID', { message, fields: { file: message } });
export const NOT_TEMPLATE_MESSAGE = `Файл не по шаблону: в первой строке должны быть столбцы ${EMPLOYEE_IMPORT_COLUMNS.join(', ')}`;

const normaliseHeader = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();

/** The text of a cell as a person sees it; numbers without exponent or grouping (phones, ИНН). */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'object' && 'result' in value && typeof value.result === 'number') {
    return Number.isInteger(value.result) ? value.result.toFixed(0) : String(value.result);
  }
  return (cell.text ?? '').replace(/\s+/g, ' ').trim();
}

async function loadWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const zip = checkZipSize(bytes, { maxUncompressedBytes: MAX_UNCOMPRESSED_BYTES, maxEntries: MAX_ZIP_ENTRIES });
  if (!zip.ok) {
    throw invalid(zip.reason === 'too-large' ? 'Файл слишком большой после распаковки' : 'Недопустимый формат файла');
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw invalid('Не удалось прочитать файл: сохраните его в Excel как «Книга Excel (.xlsx)»');
  }
  return workbook;
}

/** The columns of the header row (row 1) by template name → sheet column number. */
function headerColumns(sheet: ExcelJS.Worksheet): Map<ImportColumn, number> {
  const found = new Map<ImportColumn, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const name = EMPLOYEE_IMPORT_COLUMNS.find((c) => normaliseHeader(c) === normaliseHeader(cellText(cell)));
    if (name && !found.has(name)) found.set(name, col);
  });
  return found;
}

/**
 * The data rows of the first sheet, empty rows skipped. The file is refused (FILE_INVALID, Russian)
 * when it is not a readable workbook, does not follow the template, has no rows or too many.
 */
export async function readImportRows(bytes: Buffer): Promise<ImportRow[]> {
  const workbook = await loadWorkbook(bytes);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw invalid('В файле нет ни одного листа');
  const columns = headerColumns(sheet);
  // Phone and ИНН identify a person; the other columns may be left out of a hand-made file.
  if (!columns.has('Телефон') || !columns.has('ИНН')) throw invalid(NOT_TEMPLATE_MESSAGE);
  if (sheet.actualRowCount - 1 > EMPLOYEE_IMPORT_MAX_ROWS) {
    throw invalid(`В файле больше ${EMPLOYEE_IMPORT_MAX_ROWS} строк: разделите его на несколько файлов`);
  }
  const rows: ImportRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (sheetRow, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = Object.fromEntries(
      EMPLOYEE_IMPORT_COLUMNS.map((name) => {
        const col = columns.get(name);
        return [name, col ? cellText(sheetRow.getCell(col)) : ''];
      }),
    ) as Record<ImportColumn, string>;
    if (Object.values(cells).every((v) => v === '')) return;
    rows.push({ row: rowNumber, cells });
  });
  if (rows.length === 0) throw invalid('В файле нет строк с исполнителями');
  return rows;
}

/** The uploaded workbook with an «Ошибка» column after the last used one, filled on rejected rows. */
export async function importReportWorkbook(
  bytes: Buffer,
  errors: { row: number; error: string }[],
): Promise<Uint8Array> {
  const workbook = await loadWorkbook(bytes);
  const sheet = workbook.worksheets[0]!;
  const header = sheet.getRow(1);
  let col = 0;
  header.eachCell((cell, n) => {
    if (normaliseHeader(cellText(cell)) !== normaliseHeader(ERROR_COLUMN)) col = Math.max(col, n);
  });
  // Reuse an «Ошибка» column from an earlier report instead of adding a second one.
  header.eachCell((cell, n) => {
    if (normaliseHeader(cellText(cell)) === normaliseHeader(ERROR_COLUMN)) col = n - 1;
  });
  const errorCol = col + 1;
  header.getCell(errorCol).value = ERROR_COLUMN;
  header.getCell(errorCol).font = { bold: true, color: { argb: 'FFC62828' } };
  sheet.getColumn(errorCol).width = 60;
  const byRow = new Map(errors.map((e) => [e.row, e.error]));
  sheet.eachRow({ includeEmpty: false }, (sheetRow, rowNumber) => {
    if (rowNumber === 1) return;
    sheetRow.getCell(errorCol).value = byRow.get(rowNumber) ?? null;
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export const KIND_CELL_VALUES = { INDIVIDUAL_PERSON: 'ФЛ', INDIVIDUAL_ENTREPRENEUR: 'ИП' } as const;

/** The template: the header row, drop-down lists for kind and regime, and a sheet explaining the columns. */
export async function importTemplateWorkbook(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Выплаты';
  const sheet = workbook.addWorksheet('Исполнители', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EMPLOYEE_IMPORT_COLUMNS.map((header) => ({
    header,
    key: header,
    width: header === 'Комментарий' ? 40 : 20,
    // Phones and ИНН as text, so Excel keeps leading zeros and does not show 7,99E+10.
    style: header === 'Телефон' || header === 'ИНН' ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  const regimes = Object.values(TAX_REGIME_LABELS);
  // One range rule per column (exceljs writes the address as the rule's sqref).
  const lastRow = EMPLOYEE_IMPORT_MAX_ROWS + 1;
  const validations = (
    sheet as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } }
  ).dataValidations;
  validations.add(`F2:F${lastRow}`, {
    type: 'list',
    allowBlank: true,
    formulae: [`"${Object.values(KIND_CELL_VALUES).join(',')}"`],
  });
  validations.add(`G2:G${lastRow}`, { type: 'list', allowBlank: true, formulae: ['Справка!$B$2:$B$7'] });
  const help = workbook.addWorksheet('Справка');
  help.columns = [
    { header: 'Столбец', key: 'a', width: 22 },
    { header: 'Что писать', key: 'b', width: 70 },
  ];
  help.getRow(1).font = { bold: true };
  regimes.forEach((label, i) => {
    help.getCell(i + 2, 2).value = label;
  });
  help.getCell(2, 1).value = 'Налоговый режим';
  const notes: [string, string][] = [
    ['Телефон', 'Мобильный номер, например +7 999 000-00-01. Нужен телефон или ИНН; на телефон придёт СМС со ссылкой'],
    ['ИНН', 'ИНН физического лица, 12 цифр'],
    [
      'Тип исполнителя',
      `ФЛ — ${EMPLOYEE_KIND_LABELS.INDIVIDUAL_PERSON.toLowerCase()}, ИП — ${EMPLOYEE_KIND_LABELS.INDIVIDUAL_ENTREPRENEUR.toLowerCase()}. Пусто — как в настройках компании`,
    ],
    ['Фамилия, Имя, Отчество', 'Необязательно: помогают узнать человека в списке приглашений'],
    ['Комментарий', 'Необязательно: попадёт в приглашение'],
  ];
  notes.forEach(([a, b], i) => {
    help.getCell(i + 9, 1).value = a;
    help.getCell(i + 9, 2).value = b;
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
