/**
 * The .xlsx files the company downloads: the registry template (sheet `Выплаты` with its header,
 * drop-down lists, and sheet `Справочник`) and the error report — the uploaded rows written back,
 * streamed, with an `Ошибка` column. DOMAIN.md §5.
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { escapeCell, writeXlsxErrorReport } from '../../../lib/xlsx-stream.js';
import {
  COLUMN,
  CONTRACTOR_TYPE_NAMES,
  CONTRACTOR_TYPE_WORDS,
  type ColumnKey,
  METHOD_NAMES,
  METHOD_WORDS,
  REFERENCE_SHEET,
  REGISTRY_SHEET,
  REQUIRED_COLUMNS,
  TEMPLATE_COLUMNS,
} from './registry-columns.js';
import type { RegistryPayoutKind, RegistryPayoutMethod } from './registry-rows.js';

/** Rows the template's drop-down lists cover (the registry's row limit). */
const TEMPLATE_ROWS = 100_000;

/** Kept as text, so Excel neither drops leading zeros nor shows 5,00101E+11. */
const TEXT_COLUMNS = new Set<ColumnKey>([
  'inn',
  'phone',
  'cardNumber',
  'accountNumber',
  'bik',
  'passport',
  'snils',
  'externalId',
  'contractNumber',
]);

/** The header cells' notes: what to write, with an example (the template has no example row to delete). */
const NOTES: Partial<Record<ColumnKey, string>> = {
  number: 'Порядковый номер строки, необязательно',
  inn: 'ИНН физического лица, 12 цифр. Например: 500100732259',
  contractorType: `${CONTRACTOR_TYPE_WORDS.NPD} — самозанятый, ${CONTRACTOR_TYPE_WORDS.INDIVIDUAL} — физическое лицо по договору ГПХ`,
  phone: 'Мобильный, +7XXXXXXXXXX. Нужен для СБП и чтобы пригласить нового исполнителя',
  amount: 'Сумма в рублях, больше нуля: 1500,00 или 1500.00',
  serviceName: 'Текст чека самозанятого: какая услуга оказана. Например: Курьерская доставка',
  periodFrom: 'Дата ДД.ММ.ГГГГ',
  periodTo: 'Дата ДД.ММ.ГГГГ',
  actDate: 'Дата ДД.ММ.ГГГГ',
  method: `${Object.values(METHOD_WORDS).join(', ')} — см. лист «${REFERENCE_SHEET}»`,
  cardNumber: 'Для способа «Карта»: 16–19 цифр',
  accountNumber: 'Для способа «Счёт»: 20 цифр, счёт физического лица (408…)',
  bik: 'Для способа «Счёт»: БИК банка, 9 цифр',
  passport: 'Серия и номер: 4510 123456',
  snils: '11 цифр: 112-233-445 95',
  externalId: 'Ваш номер выплаты: повторная выплата с тем же номером будет отмечена как дубль',
  tags: 'Через запятую',
};

const columnLetter = (index: number) => {
  let n = index;
  let letters = '';
  while (n > 0) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
};

type ValidationSheet = { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } };

/**
 * The template of a registry of this kind: the header (required columns bold and starred in the note), lists,
 * notes — and `rows` below it, when a registry entered by hand is written as the file it stands for.
 */
export async function registryTemplateWorkbook(
  kind: RegistryPayoutKind,
  rows: Partial<Record<ColumnKey, string>>[] = [],
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Выплаты';
  const sheet = workbook.addWorksheet(REGISTRY_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  const keys = TEMPLATE_COLUMNS[kind];
  const required = new Set(REQUIRED_COLUMNS[kind]);
  sheet.columns = keys.map((key) => ({
    header: COLUMN[key],
    key,
    width: key === 'serviceName' ? 40 : key === 'number' ? 6 : Math.max(14, COLUMN[key].length + 4),
    style: TEXT_COLUMNS.has(key) ? { numFmt: '@' } : key === 'amount' ? { numFmt: '#,##0.00' } : {},
  }));
  for (const row of rows) sheet.addRow(keys.map((key) => row[key] ?? ''));
  keys.forEach((key, i) => {
    const cell = sheet.getRow(1).getCell(i + 1);
    cell.font = { bold: required.has(key) };
    const note = [required.has(key) ? 'Обязательно.' : null, NOTES[key]].filter(Boolean).join(' ');
    if (note) cell.note = note;
  });

  const validations = (sheet as unknown as ValidationSheet).dataValidations;
  const range = (key: ColumnKey) => {
    const letter = columnLetter(keys.indexOf(key) + 1);
    return `${letter}2:${letter}${TEMPLATE_ROWS + 1}`;
  };
  validations.add(range('contractorType'), {
    type: 'list',
    allowBlank: true,
    formulae: [`"${CONTRACTOR_TYPE_WORDS[kind]}"`],
  });
  validations.add(range('method'), {
    type: 'list',
    allowBlank: true,
    formulae: [`"${Object.values(METHOD_WORDS).join(',')}"`],
  });

  const reference = workbook.addWorksheet(REFERENCE_SHEET);
  reference.columns = [
    { key: 'a', width: 24 },
    { key: 'b', width: 70 },
  ];
  const heading = (text: string) => {
    const row = reference.addRow([text]);
    row.font = { bold: true };
  };
  heading(COLUMN.method);
  for (const [method, word] of Object.entries(METHOD_WORDS)) {
    reference.addRow([word, METHOD_NAMES[method as RegistryPayoutMethod]]);
  }
  reference.addRow([]);
  heading(COLUMN.contractorType);
  for (const [type, word] of Object.entries(CONTRACTOR_TYPE_WORDS)) {
    reference.addRow([word, CONTRACTOR_TYPE_NAMES[type as RegistryPayoutKind]]);
  }
  reference.addRow([]);
  heading('Услуги (текст чека)');
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export { escapeCell };

/** The rows written back under the same columns plus `Ошибка`, streamed into `out` (lib/xlsx-stream). */
export const writeRegistryErrorReport = (
  rows: AsyncIterable<{ cells: Record<string, string>; errors: string[] }>,
  columns: string[],
  out: Writable,
): Promise<void> => writeXlsxErrorReport(REGISTRY_SHEET, rows, columns, out);
