/**
 * The .xlsx side of tasks from Excel: the two templates (sheet of columns + `Справочник`), reading an
 * upload through the shared streamed reader (lib/xlsx-stream.ts: zip guard, formulas as text) and the
 * error file (the rows written back with «Ошибка», streamed by the same writer as the registries').
 */
import { stat } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import {
  TASK_EMPLOYEE_IMPORT_COLUMNS,
  TASK_EMPLOYEE_IMPORT_MAX_ROWS,
  TASK_EMPLOYEE_IMPORT_SHEET,
  TASK_IMPORT_COLUMNS,
  TASK_IMPORT_MAX_ROWS,
  TASK_IMPORT_PRICING_WORDS,
  TASK_IMPORT_SHEET,
  type TaskImportKind,
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
  XLSX_ERROR_COLUMN,
  XLSX_LIMITS,
} from '../../../lib/xlsx-stream.js';

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const REFERENCE_SHEET = 'Справочник';

/** A file that cannot be read at all, with the Russian text the company reads (the import goes ERROR). */
export class TaskImportFileError extends Error {
  override readonly name = 'TaskImportFileError';
}

const BROKEN =
  'Не удалось прочитать файл: это не книга Excel (.xlsx) или файл повреждён. Сохраните его в Excel как «Книга Excel (.xlsx)»';
export const TASK_XLSX_MESSAGES = {
  broken: BROKEN,
  tooLarge: `Файл слишком большой после распаковки (больше ${XLSX_LIMITS.maxUncompressedBytes / 1024 / 1024} МБ)`,
  tooManyEntries: 'Файл .xlsx состоит из слишком многих частей: сохраните его в Excel как «Книга Excel (.xlsx)»',
  sizeMismatch: 'Файл повреждён: сохраните его в Excel как «Книга Excel (.xlsx)»',
  macro: 'Книга с макросами не принимается: сохраните её в Excel как «Книга Excel (.xlsx)» без макросов',
  noRows: 'В файле нет заполненных строк',
  tooManyRows: (max: number) => `В файле больше ${max} строк: разделите его на несколько файлов`,
  notTemplate: (missing: string[]) =>
    `Файл не по шаблону: в первой строке нет столбцов ${missing.map((c) => `«${c}»`).join(', ')}. Скачайте шаблон`,
};

const layoutOf = (kind: TaskImportKind) =>
  kind === 'TASKS'
    ? {
        sheet: TASK_IMPORT_SHEET,
        columns: TASK_IMPORT_COLUMNS as readonly string[],
        required: ['Название'],
        maxRows: TASK_IMPORT_MAX_ROWS,
      }
    : {
        sheet: TASK_EMPLOYEE_IMPORT_SHEET,
        columns: TASK_EMPLOYEE_IMPORT_COLUMNS as readonly string[],
        required: [] as string[],
        maxRows: TASK_EMPLOYEE_IMPORT_MAX_ROWS,
      };

/** A data row: its sheet row number, the template's cells by column title, and which cells hold formulas. */
export type ReadRow = { row: number; cells: Record<string, string>; formulas: Set<string> };

/** The rows of the file's first sheet (or the one named as the template's), empty rows skipped, at most the limit. */
export async function readTaskImportRows(filePath: string, kind: TaskImportKind): Promise<ReadRow[]> {
  const { sheet: sheetName, columns, required, maxRows } = layoutOf(kind);
  if ((await stat(filePath)).size === 0) throw new TaskImportFileError(TASK_XLSX_MESSAGES.noRows);
  const layout = await guardXlsxFile(filePath, TASK_XLSX_MESSAGES, (m) => new TaskImportFileError(m));
  const { source, reader } = openXlsxReader(filePath, layout);
  const rows: ReadRow[] = [];
  try {
    let header: Map<string, number> | null = null;
    for await (const row of rowsOfSheet(reader, sheetName)) {
      if (!header) {
        header = new Map();
        if (row.number === 1) {
          row.eachCell({ includeEmpty: false }, (cell, col) => {
            const title = columns.find((c) => normTitle(c) === normTitle(cellText(cell.value).text));
            if (title && !header!.has(title)) header!.set(title, col);
          });
        }
        const missing = required.filter((c) => !header!.has(c));
        const noContact = kind === 'CONTRACTORS' && !header.has('ИНН') && !header.has('Телефон');
        if (header.size === 0 || missing.length > 0 || noContact) {
          throw new TaskImportFileError(TASK_XLSX_MESSAGES.notTemplate(missing.length ? missing : [...columns]));
        }
        if (row.number === 1) continue;
      }
      const { cells, formulas, empty } = rowCells(row, header, columns);
      if (empty) continue;
      if (rows.length >= maxRows) throw new TaskImportFileError(TASK_XLSX_MESSAGES.tooManyRows(maxRows));
      rows.push({ row: row.number, cells, formulas });
    }
  } catch (error) {
    if (error instanceof TaskImportFileError || isSystemError(error)) throw error;
    throw new TaskImportFileError(BROKEN);
  } finally {
    source.destroy();
  }
  if (rows.length === 0) throw new TaskImportFileError(TASK_XLSX_MESSAGES.noRows);
  return rows;
}

/** The rows back under the template's columns with «Ошибка», streamed into `out`. */
export function writeTaskImportErrorFile(
  kind: TaskImportKind,
  rows:
    | Iterable<{ cells: Record<string, string>; errors: string[] }>
    | AsyncIterable<{ cells: Record<string, string>; errors: string[] }>,
  out: Writable,
): Promise<void> {
  const { sheet, columns } = layoutOf(kind);
  return writeXlsxErrorReport(sheet, rows, [...columns, XLSX_ERROR_COLUMN], out);
}

const NOTES: Partial<Record<string, string>> = {
  Название: 'Обязательно. До 200 символов',
  Услуга: `Обязательно. Название услуги из справочника компании — см. лист «${REFERENCE_SHEET}»`,
  Оплата: `Обязательно. ${TASK_IMPORT_PRICING_WORDS.FIXED} или ${TASK_IMPORT_PRICING_WORDS.PER_UNIT}`,
  'Сумма или цена': 'Обязательно. Сумма исполнителю или цена единицы в рублях, больше нуля: 1500,00',
  Количество: 'Только для оплаты «За единицу»: 1,5',
  Единица: 'Для оплаты «За единицу»: час, шт. Пусто — единица услуги',
  'Начало периода': 'Обязательно. Дата ДД.ММ.ГГГГ',
  'Конец периода': 'Обязательно. Дата ДД.ММ.ГГГГ, не раньше начала',
  'Время начала': 'Необязательно: ЧЧ:ММ по Москве в день начала периода',
  ФИО: 'Фамилия Имя Отчество — чтобы узнать человека',
  ИНН: 'ИНН исполнителя, 12 цифр. Нужен ИНН или телефон',
  Телефон: 'Мобильный, +7XXXXXXXXXX. Кто ещё не исполнитель компании, получит приглашение по СМС',
};
const TEXT_COLUMNS = new Set(['ИНН', 'Телефон', 'Количество']);

/** The template: the header with notes, the «Оплата» drop-down, and `Справочник` with the company's services. */
export async function taskImportTemplate(kind: TaskImportKind, serviceNames: string[]): Promise<Uint8Array> {
  const { sheet: sheetName, columns } = layoutOf(kind);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Выплаты';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((header) => ({
    header,
    key: header,
    width: header === 'Описание' || header === 'ФИО' ? 40 : 18,
    style: TEXT_COLUMNS.has(header) ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  columns.forEach((title, i) => {
    const note = NOTES[title];
    if (note) sheet.getRow(1).getCell(i + 1).note = note;
  });
  const reference = workbook.addWorksheet(REFERENCE_SHEET);
  reference.columns = [{ key: 'a', width: 40 }];
  if (kind === 'TASKS') {
    const validations = (sheet as unknown as { dataValidations: { add(r: string, v: ExcelJS.DataValidation): void } })
      .dataValidations;
    const last = TASK_IMPORT_MAX_ROWS + 1;
    validations.add(`D2:D${last}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`"${Object.values(TASK_IMPORT_PRICING_WORDS).join(',')}"`],
    });
    reference.addRow(['Услуги компании']).font = { bold: true };
    for (const name of serviceNames) reference.addRow([name]);
    if (serviceNames.length > 0) {
      validations.add(`C2:C${last}`, {
        type: 'list',
        allowBlank: true,
        formulae: [`${REFERENCE_SHEET}!$A$2:$A$${serviceNames.length + 1}`],
      });
    }
  } else {
    reference.addRow(['Как заполнить']).font = { bold: true };
    reference.addRow(['Каждая строка — исполнитель компании по ИНН или телефону.']);
    reference.addRow(['Кого нет среди исполнителей компании, пригласим по телефону.']);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
