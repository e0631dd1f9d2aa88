/**
 * The downloadable files: the template's sheets, columns and drop-down lists, and the error report
 * streamed back with `Ошибка` — every cell that starts like a formula (`= + - @`, tab, CR) escaped
 * with an apostrophe — which the reader takes again (its old `Ошибка` column ignored).
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRegistryRows } from './read-registry.js';
import { COLUMN, TEMPLATE_COLUMNS } from './registry-columns.js';
import type { ParsedRegistryRow } from './registry-rows.js';
import { escapeCell, registryTemplateWorkbook, writeRegistryErrorReport } from './registry-xlsx.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'registry-report-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function load(bytes: Buffer | Uint8Array) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return book;
}

async function* asyncOf<T>(items: T[]) {
  yield* items;
}

describe('the registry template', () => {
  it('has sheet «Выплаты» with the kind’s columns, lists for Тип исполнителя and Способ выплаты, no example row', async () => {
    const book = await load(await registryTemplateWorkbook('NPD'));
    const sheet = book.getWorksheet('Выплаты')!;
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(TEMPLATE_COLUMNS.NPD.map((key) => COLUMN[key]));
    expect(sheet.actualRowCount).toBe(1);
    const col = (key: keyof typeof COLUMN) => TEMPLATE_COLUMNS.NPD.indexOf(key) + 1;
    expect(sheet.getCell(2, col('contractorType')).dataValidation).toMatchObject({ type: 'list', formulae: ['"НПД"'] });
    expect(sheet.getCell(500, col('method')).dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"Карта,Счёт,СБП"'],
    });
    expect(sheet.getCell(1, col('inn')).note).toMatch(/^Обязательно\. ИНН физического лица, 12 цифр/);
    expect(book.getWorksheet('Справочник')).toBeDefined();
  });
});

describe('the error report', () => {
  it('escapes = + - @ tab and CR with an apostrophe, everywhere including titles and errors', () => {
    expect(['=1+1', '+7999', '-5', '@SUM(A1)', '\t=1', '\r=1', 'Иванов', '', "'=x"].map(escapeCell)).toEqual([
      "'=1+1",
      "'+7999",
      "'-5",
      "'@SUM(A1)",
      "'\t=1",
      "'\r=1",
      'Иванов',
      '',
      "'=x",
    ]);
  });

  it('streams the columns back plus «Ошибка», every cell text; the reader takes the report again', async () => {
    const columns = [
      COLUMN.lastName,
      COLUMN.firstName,
      COLUMN.inn,
      COLUMN.contractorType,
      COLUMN.amount,
      COLUMN.serviceName,
      COLUMN.method,
      COLUMN.cardNumber,
      '=Моя',
    ];
    const rows: { cells: Record<string, string>; errors: string[] }[] = [
      {
        cells: {
          [COLUMN.lastName]: 'Иванов',
          [COLUMN.firstName]: 'Иван',
          [COLUMN.inn]: '500100732259',
          [COLUMN.contractorType]: 'НПД',
          [COLUMN.amount]: '=1+1',
          [COLUMN.serviceName]: '@cmd',
          [COLUMN.method]: 'Карта',
          [COLUMN.cardNumber]: '4111111111111111',
          '=Моя': '-2',
        },
        errors: ['Сумма, руб.: в ячейке формула «=1+1»', 'ИНН: неверное контрольное число'],
      },
      { cells: { [COLUMN.lastName]: '+Петров', [COLUMN.contractorType]: '+79990000001' }, errors: [] },
    ];
    const file = path.join(dir, 'report.xlsx');
    const out = createWriteStream(file);
    await writeRegistryErrorReport(asyncOf(rows), columns, out);
    await finished(out);

    const sheet = (await load(await readFile(file))).getWorksheet('Выплаты')!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([...columns.slice(0, -1), "'=Моя", 'Ошибка']);
    expect(values(2)).toEqual([
      'Иванов',
      'Иван',
      '500100732259',
      'НПД',
      "'=1+1",
      "'@cmd",
      'Карта',
      '4111111111111111',
      "'-2",
      'Сумма, руб.: в ячейке формула «=1+1»; ИНН: неверное контрольное число',
    ]);
    // Strings, not formulas: nothing in the report is evaluated.
    expect(sheet.getCell(2, 5).type).toBe(ExcelJS.ValueType.String);
    expect(values(3)[0]).toBe("'+Петров");

    // Uploaded again, the old «Ошибка» column is not a column of the registry.
    const read: ParsedRegistryRow[] = [];
    for await (const row of readRegistryRows('EXCEL', file, {
      payoutKind: 'NPD',
      payer: { inns: [], accounts: [] },
      maxRows: 10,
    })) {
      read.push(row);
    }
    // The apostrophes the report added are gone: the company's own values come back.
    expect(Object.keys(read[0]!.cells)).toEqual(columns);
    expect(read[0]!.cells).toMatchObject({ [COLUMN.amount]: '=1+1', '=Моя': '-2' });
    expect(read[1]!.cells).toMatchObject({ [COLUMN.lastName]: '+Петров', [COLUMN.contractorType]: '+79990000001' });
    expect(read[0]!.errors[0]).toBe('Сумма, руб.: сумма в рублях, не больше двух знаков после запятой: 1500,00');
  });
});
