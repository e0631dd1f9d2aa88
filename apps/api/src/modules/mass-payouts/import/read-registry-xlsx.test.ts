/**
 * The Excel registry reader (DOMAIN.md §5) on files built here with exceljs: the portal's template
 * filled and read back, the tolerances of a hand-edited sheet, formulas read as text, the row errors,
 * and the files refused whole — not the template, a zip bomb (declared and lying sizes), too many zip
 * entries, a macro workbook, 100,001 rows (read as a stream: time and peak RSS measured).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { createDeflateRaw } from 'node:zlib';
import { accountValid, inn12WithCheckDigits } from '@vyplaty/contracts';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRegistryRows } from './read-registry.js';
import { XLSX_MESSAGES } from './read-registry-xlsx.js';
import { COLUMN } from './registry-columns.js';
import {
  EMPTY_FILE_MESSAGE,
  type ParsedRegistryRow,
  type ReadRegistryOptions,
  RegistryFileError,
} from './registry-rows.js';
import { registryTemplateWorkbook } from './registry-xlsx.js';

const execFileAsync = promisify(execFile);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'registry-xlsx-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const options: ReadRegistryOptions = { payoutKind: 'NPD', payer: { inns: [], accounts: [] }, maxRows: 1000 };
const INN = '500100732259';
const inn = (n: number) => inn12WithCheckDigits(String(5001000000 + n));
const BIK = '044525225';
/** A person's account at BIK with its control key (the key digit is the 9th). */
const ACCOUNT = (() => {
  for (let d = 0; d <= 9; d++) {
    const account = `40817810${d}00000000001`;
    if (accountValid(account, BIK)) return account;
  }
  throw new Error('no key');
})();

let fileNo = 0;
async function saveFile(bytes: Buffer | Uint8Array, ext = 'xlsx'): Promise<string> {
  const file = path.join(dir, `f${++fileNo}.${ext}`);
  await writeFile(file, bytes);
  return file;
}

type Cell = ExcelJS.CellValue;
async function workbookFile(header: string[], rows: Cell[][], sheetName = 'Выплаты'): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return saveFile(Buffer.from(await book.xlsx.writeBuffer()));
}

async function readAll(kind: 'EXCEL' | 'TXT1C', file: string, opts: ReadRegistryOptions = options) {
  const rows: ParsedRegistryRow[] = [];
  for await (const row of readRegistryRows(kind, file, opts)) rows.push(row);
  return rows;
}

async function fileError(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof RegistryFileError) return error.russian;
    throw error;
  }
  throw new Error('expected a RegistryFileError');
}

const NPD_HEADER = [
  COLUMN.lastName,
  COLUMN.firstName,
  COLUMN.inn,
  COLUMN.contractorType,
  COLUMN.amount,
  COLUMN.serviceName,
  COLUMN.method,
  COLUMN.cardNumber,
];
const good = (over: Partial<Record<string, Cell>> = {}): Cell[] =>
  NPD_HEADER.map(
    (title) =>
      (
        ({
          [COLUMN.lastName]: 'Иванов',
          [COLUMN.firstName]: 'Иван',
          [COLUMN.inn]: INN,
          [COLUMN.contractorType]: 'НПД',
          [COLUMN.amount]: '1500,00',
          [COLUMN.serviceName]: 'Курьерская доставка',
          [COLUMN.method]: 'Карта',
          [COLUMN.cardNumber]: '4111 1111 1111 1111',
          ...over,
        }) as Record<string, Cell>
      )[title] ?? null,
  );

describe('the portal template, filled and read back', () => {
  it('reads 4 good rows as fields and the bad one with its reason', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await registryTemplateWorkbook('NPD')) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Выплаты')!;
    const titles = (sheet.getRow(1).values as string[]).slice(1);
    const put = (values: Record<string, string>) => sheet.addRow(titles.map((title) => values[title] ?? null));
    const base = {
      [COLUMN.lastName]: 'Петрова',
      [COLUMN.firstName]: 'Анна',
      [COLUMN.middleName]: 'Сергеевна',
      [COLUMN.contractorType]: 'НПД',
      [COLUMN.serviceName]: 'Уборка помещений',
      [COLUMN.method]: 'Счёт',
      [COLUMN.accountNumber]: ACCOUNT,
      [COLUMN.bik]: BIK,
    };
    for (let i = 1; i <= 5; i++) {
      put({
        ...base,
        [COLUMN.number]: String(i),
        [COLUMN.inn]: i === 3 ? '500100732250' : inn(i),
        [COLUMN.amount]: `${i}000,50`,
        [COLUMN.externalId]: `A-${i}`,
        [COLUMN.periodFrom]: '01.03.2026',
        [COLUMN.periodTo]: '31.03.2026',
        [COLUMN.tags]: 'март, курьеры',
        [COLUMN.phone]: `8 (999) 000-00-0${i}`,
      });
    }
    const file = await saveFile(Buffer.from(await book.xlsx.writeBuffer()));
    const rows = await readAll('EXCEL', file);
    expect(rows.map((r) => r.rowNumber)).toEqual([2, 3, 4, 5, 6]);
    expect(rows.filter((r) => r.fields).length).toBe(4);
    expect(rows[2]).toMatchObject({ fields: null, errors: ['ИНН: неверное контрольное число'] });
    expect(rows[2]!.cells[COLUMN.inn]).toBe('500100732250');
    expect(rows[0]!.fields).toEqual({
      lastName: 'Петрова',
      firstName: 'Анна',
      middleName: 'Сергеевна',
      inn: inn(1),
      contractorType: 'NPD',
      phone: '+79990000001',
      amountKopecks: 100_050n,
      serviceName: 'Уборка помещений',
      periodFrom: '2026-03-01',
      periodTo: '2026-03-31',
      contractNumber: null,
      actDate: null,
      method: 'ACCOUNT',
      cardNumber: null,
      accountNumber: ACCOUNT,
      bik: BIK,
      passport: null,
      snils: null,
      externalId: 'A-1',
      tags: ['март', 'курьеры'],
    });
    // Every column of the file is in `cells`, in the file's order, for the error report.
    expect(Object.keys(rows[0]!.cells)).toEqual(titles);
  });

  it('the individuals template has passport and СНИЛС, no service name', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await registryTemplateWorkbook('INDIVIDUAL')) as unknown as ArrayBuffer);
    const titles = (book.getWorksheet('Выплаты')!.getRow(1).values as string[]).slice(1);
    expect(titles).toContain(COLUMN.passport);
    expect(titles).toContain(COLUMN.snils);
    expect(titles).not.toContain(COLUMN.serviceName);
    const reference = book.getWorksheet('Справочник')!;
    const texts: string[] = [];
    reference.eachRow((row) => texts.push(String(row.getCell(1).value)));
    expect(texts).toEqual(expect.arrayContaining(['Карта', 'Счёт', 'СБП', 'НПД', 'ФЛ', 'Услуги (текст чека)']));
  });
});

describe('a large sheet of Russian text', () => {
  it('reads every character whole where the sheet is cut into chunks (exceljs decoded each chunk alone: «Семё��»)', async () => {
    const file = path.join(dir, 'cyrillic.xlsx');
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
    const sheet = book.addWorksheet('Выплаты');
    sheet.addRow(NPD_HEADER).commit();
    const names = ['Семён', 'Ёлка', 'Щукин-Жёлудев', 'Юлия Эдуардовна'];
    for (let i = 0; i < 3000; i++) sheet.addRow(good({ [COLUMN.firstName]: names[i % names.length]! })).commit();
    sheet.commit();
    await book.commit();
    const rows = await readAll('EXCEL', file, { ...options, maxRows: 3000 });
    expect(rows).toHaveLength(3000);
    expect(rows.filter((row) => row.errors.length > 0).map((row) => row.errors)).toEqual([]);
    expect(rows.map((row) => row.fields!.firstName)).toEqual(rows.map((_, i) => names[i % names.length]));
  });
});

describe('a hand-edited sheet', () => {
  it('tolerates column order, padded titles, extra columns, empty rows, an old «Ошибка», rich text, dates and numbers', async () => {
    const header = [
      ` ${COLUMN.amount}  `,
      'Моя колонка',
      COLUMN.method,
      COLUMN.cardNumber,
      COLUMN.inn,
      'Ошибка',
      'ТИП  исполнителя',
      COLUMN.firstName,
      COLUMN.lastName,
      COLUMN.serviceName,
      COLUMN.actDate,
      COLUMN.number,
    ];
    const file = await workbookFile(header, [
      [
        1500.5,
        'своё',
        'карта',
        4111111111111111,
        500100732259,
        'старая ошибка',
        'нпд',
        'Иван',
        { richText: [{ text: 'Ива' }, { text: 'нов' }] },
        'Доставка',
        new Date(Date.UTC(2026, 1, 28)),
        1,
      ],
      [],
      [null, null, null, null, null, 'только ошибка', null, null, null, null, null, 2],
      [
        '1 500,00',
        '',
        'Карта',
        '4111111111111111',
        '500100732259',
        '',
        'НПД',
        'Пётр',
        'Петров',
        'Доставка',
        '01.02.2026',
        3,
      ],
    ]);
    const rows = await readAll('EXCEL', file);
    expect(rows.map((r) => [r.rowNumber, r.errors])).toEqual([
      [2, []],
      [5, []],
    ]);
    expect(rows[0]!.fields).toMatchObject({
      lastName: 'Иванов',
      amountKopecks: 150_050n,
      actDate: '2026-02-28',
      cardNumber: '4111111111111111',
    });
    expect(rows[0]!.cells).toMatchObject({
      'Моя колонка': 'своё',
      [COLUMN.actDate]: '28.02.2026',
      [COLUMN.amount]: '1500.5',
    });
    expect(Object.keys(rows[0]!.cells)).not.toContain('Ошибка');
    expect(rows[1]!.fields).toMatchObject({ amountKopecks: 150_000n, actDate: '2026-02-01' });
  });

  it('reads a formula as the formula written (=1+1), never its result: the amount then fails with that reason', async () => {
    const file = await workbookFile(NPD_HEADER, [good({ [COLUMN.amount]: { formula: '1+1', result: 2 } })]);
    const [row] = await readAll('EXCEL', file);
    expect(row!.cells[COLUMN.amount]).toBe('=1+1');
    expect(row!.fields).toBeNull();
    expect(row!.errors).toEqual([
      'Сумма, руб.: в ячейке формула «=1+1» — вставьте значение (Специальная вставка → Значения)',
    ]);
  });

  it('gives each bad row its Russian reasons, the column named', async () => {
    const org = '7707083893';
    const file = await workbookFile(
      [...NPD_HEADER, COLUMN.phone, COLUMN.accountNumber, COLUMN.bik, COLUMN.periodFrom, COLUMN.externalId],
      [
        [...good({ [COLUMN.inn]: org }), null, null, null, null, null],
        [...good({ [COLUMN.inn]: '12345' }), null, null, null, null, null],
        [...good({ [COLUMN.amount]: '1500,555' }), null, null, null, null, null],
        [...good({ [COLUMN.amount]: '0' }), null, null, null, null, null],
        [...good({ [COLUMN.amount]: '1500.00' }), null, null, null, null, 'X-1'],
        [...good({ [COLUMN.contractorType]: 'ФЛ' }), null, null, null, null, null],
        [...good(), '+1 555 000', null, null, null, null],
        [...good({ [COLUMN.cardNumber]: '4111111111111112' }), null, null, null, null, null],
        [...good({ [COLUMN.method]: 'Счёт' }), null, '40817810000000000001', BIK, null, null],
        [...good(), null, null, null, '31.02.2026', null],
        [...good({ [COLUMN.lastName]: '', [COLUMN.serviceName]: '' }), null, null, null, null, 'X-1'],
        [...good({ [COLUMN.method]: 'СБП' }), null, null, null, null, 'X-1'],
        [...good({ [COLUMN.method]: 'почта' }), null, null, null, null, null],
      ],
    );
    const rows = await readAll('EXCEL', file);
    expect(rows.map((r) => r.errors)).toEqual([
      ['ИНН организации: выплаты только физическим лицам'],
      ['ИНН: ИНН физического лица состоит из 12 цифр'],
      ['Сумма, руб.: сумма в рублях, не больше двух знаков после запятой: 1500,00'],
      ['Сумма, руб.: сумма должна быть больше нуля'],
      [],
      ['Тип исполнителя: в реестре выплат самозанятым только «НПД» — физическим лицам платите отдельным реестром'],
      ['Телефон: российский мобильный номер в формате +7XXXXXXXXXX'],
      ['Номер карты: некорректный номер карты (не сходится контрольная цифра)'],
      ['Номер счёта: не сходится контрольный ключ с БИК банка'],
      ['Период с: такой даты нет'],
      [
        'Фамилия: не заполнено',
        'Наименование услуги (текст чека): не заполнено',
        'Внешний ID: «X-1» уже есть в строке 6',
      ],
      ['Телефон: нужен для выплаты через СБП', 'Внешний ID: «X-1» уже есть в строке 6'],
      ['Способ выплаты: укажите «Карта», «Счёт», «СБП»'],
    ]);
    expect(rows[4]!.fields?.amountKopecks).toBe(150_000n);
  });
});

describe('files refused whole', () => {
  it('a sheet without the template columns, naming the missing ones', async () => {
    const file = await workbookFile([COLUMN.lastName, COLUMN.firstName, 'Сумма'], [['Иванов', 'Иван', '100']]);
    expect(await fileError(() => readAll('EXCEL', file))).toBe(
      'Файл не по шаблону: в первой строке листа «Выплаты» нет столбцов «ИНН», «Тип исполнителя», «Сумма, руб.», «Наименование услуги (текст чека)», «Способ выплаты». Скачайте шаблон реестра',
    );
  });

  it('a template without rows, an empty file, a text file named .xlsx', async () => {
    expect(await fileError(async () => readAll('EXCEL', await saveFile(await registryTemplateWorkbook('NPD'))))).toBe(
      XLSX_MESSAGES.noRows,
    );
    expect(await fileError(async () => readAll('EXCEL', await saveFile(Buffer.alloc(0))))).toBe(EMPTY_FILE_MESSAGE);
    expect(await fileError(async () => readAll('EXCEL', await saveFile(Buffer.from('ИНН;Сумма\n'))))).toBe(
      XLSX_MESSAGES.broken,
    );
  });

  it('a workbook whose only sheet has another name is read from that sheet', async () => {
    const file = await workbookFile(NPD_HEADER, [good()], 'Лист1');
    expect((await readAll('EXCEL', file))[0]!.errors).toEqual([]);
  });

  it('more rows than maxRows: refused at the row past it; a consumer that stops early leaves nothing failing', async () => {
    const file = await workbookFile(
      NPD_HEADER,
      Array.from({ length: 50 }, () => good()),
    );
    let read = 0;
    const message = await fileError(async () => {
      for await (const _ of readRegistryRows('EXCEL', file, { ...options, maxRows: 10 })) read += 1;
    });
    expect([message, read]).toEqual([XLSX_MESSAGES.tooManyRows(10), 10]);
    for await (const row of readRegistryRows('EXCEL', file, options)) {
      expect(row.rowNumber).toBe(2);
      break;
    }
    // An error of the abandoned zip stream would surface here as an unhandled error of the test file.
    await new Promise((resolve) => setTimeout(resolve, 200));
  });

  it('a zip bomb: 300 MB of zeros declared in the directory, refused before any parsing', async () => {
    const zeros = await deflateZeros(300 * 1024 * 1024);
    const file = await saveFile(
      zipOf([{ name: 'xl/worksheets/sheet1.xml', deflated: zeros.data, size: zeros.size, crc: 0 }]),
    );
    expect((await readFile(file)).length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    expect(await fileError(() => readAll('EXCEL', file))).toBe(XLSX_MESSAGES.tooLarge);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a zip whose directory lies about an entry’s size is refused: the entry inflates past it', async () => {
    const bytes = await readFile(await workbookFile(NPD_HEADER, [good(), good(), good()]));
    patchDeclaredSize(bytes, 'xl/worksheets/sheet1.xml', 10);
    expect(await fileError(async () => readAll('EXCEL', await saveFile(bytes)))).toBe(XLSX_MESSAGES.sizeMismatch);
  });

  it('too many zip entries', async () => {
    const zip = await JSZip.loadAsync(await readFile(await workbookFile(NPD_HEADER, [good()])));
    for (let i = 0; i < 1001; i++) zip.file(`xl/media/x${i}.txt`, 'x');
    const file = await saveFile(await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
    expect(await fileError(() => readAll('EXCEL', file))).toBe(XLSX_MESSAGES.tooManyEntries);
  });

  it('a macro workbook: a vbaProject.bin, or the .xlsm content type', async () => {
    const source = await readFile(await workbookFile(NPD_HEADER, [good()]));
    const withVba = await JSZip.loadAsync(source);
    withVba.file('xl/vbaProject.bin', Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
    const vba = await saveFile(await withVba.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
    expect(await fileError(() => readAll('EXCEL', vba))).toBe(XLSX_MESSAGES.macro);

    const xlsm = await JSZip.loadAsync(source);
    const types = await xlsm.file('[Content_Types].xml')!.async('string');
    xlsm.file(
      '[Content_Types].xml',
      types.replace(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
        'application/vnd.ms-excel.sheet.macroEnabled.main+xml',
      ),
    );
    const macroType = await saveFile(await xlsm.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
    expect(await fileError(() => readAll('EXCEL', macroType))).toBe(XLSX_MESSAGES.macro);
  });

  it('100,001 rows: refused at the row past the limit, read as a stream (time and peak RSS measured)', async () => {
    const file = path.join(dir, 'big.xlsx');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
    const sheet = writer.addWorksheet('Выплаты');
    sheet.addRow(NPD_HEADER).commit();
    for (let i = 0; i < 100_001; i++) {
      sheet
        .addRow([
          'Иванов',
          'Иван',
          inn(i % 50_000),
          'НПД',
          `${1000 + (i % 9000)},50`,
          'Курьерская доставка',
          'Карта',
          '4111111111111111',
        ])
        .commit();
    }
    sheet.commit();
    await writer.commit();

    // Read in a fresh process: this one's RSS already holds the writer's garbage and the earlier tests'.
    const tempDir = await mkdtemp(path.join(dir, 'tmp-'));
    const run = await readInChild(file, 100_000, tempDir);
    expect(run.tempFiles).toEqual([]);
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    console.log(
      `100,001-row .xlsx (${((await readFile(file)).length / 1024 / 1024).toFixed(1)} MB): ${run.count} rows read in ${run.seconds.toFixed(1)} s; RSS ${mb(run.before)} MB after imports, peak ${mb(run.peak)} MB (+${mb(run.peak - run.before)} MB); heap after GC ${run.retained.map(mb).join(' → ')} MB`,
    );
    expect(run.message).toBe('В файле больше 100000 строк: разделите реестр на несколько файлов');
    expect(run.count).toBe(100_000);
    expect(run.firstErrors).toEqual([]);
    // Nothing is kept per row: the heap after a full GC is the same at 20,000 and at 100,000 rows (≈ 28 MB).
    expect(run.retained.at(-1)! - run.retained[0]!).toBeLessThan(16 * 1024 * 1024);
    // The RSS peak is mostly garbage the GC has not yet returned (measured +95…146 MB on this machine).
    expect(run.peak - run.before).toBeLessThan(200 * 1024 * 1024);
  }, 120_000);
});

type ChildRun = {
  count: number;
  message: string | null;
  seconds: number;
  before: number;
  peak: number;
  firstErrors: string[];
  /** The heap left after a full GC at every 20,000 rows: flat when nothing is kept per row. */
  retained: number[];
  /** exceljs's temporary files present when the read stopped (the process removes them only at exit). */
  tempFiles: string[];
};

/**
 * Reads a registry in a new Node process (tsx, --expose-gc), sampling its RSS every 1000 rows and its
 * heap after a full GC every 20,000 (the GC slows the read a little).
 */
async function readInChild(file: string, maxRows: number, tempDir: string): Promise<ChildRun> {
  const reader = path.join(path.dirname(fileURLToPath(import.meta.url)), 'read-registry.ts');
  const script = `
    import { readRegistryRows } from ${JSON.stringify(pathToFileURL(reader).href)};
    const before = process.memoryUsage().rss;
    let peak = before, count = 0, message = null;
    const firstErrors = [], retained = [];
    const started = performance.now();
    try {
      const options = { payoutKind: 'NPD', payer: { inns: [], accounts: [] }, maxRows: ${maxRows} };
      for await (const row of readRegistryRows('EXCEL', ${JSON.stringify(file)}, options)) {
        count += 1;
        if (row.errors.length && firstErrors.length < 3) firstErrors.push(row.rowNumber + ': ' + row.errors.join('; '));
        if (count % 1000 === 0) peak = Math.max(peak, process.memoryUsage().rss);
        if (count % 20000 === 0) {
          globalThis.gc();
          retained.push(process.memoryUsage().heapUsed);
        }
      }
    } catch (error) {
      message = error.russian ?? String(error);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    const { readdirSync } = await import('node:fs');
    const tempFiles = readdirSync(process.env.TMPDIR).filter((name) => name.startsWith('tmp-'));
    console.log(JSON.stringify({ count, message, seconds: (performance.now() - started) / 1000, before, peak, firstErrors, retained, tempFiles }));
  `;
  const { stdout } = await execFileAsync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script],
    {
      cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..'),
      // exceljs parks a worksheet that comes before the shared strings in a temporary file: the reader
      // reorders the zip so that it never does, and this directory must stay empty.
      env: { ...process.env, TMPDIR: tempDir },
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as ChildRun;
}

/** Deflates `size` zero bytes in 1 MB chunks (never holding them), giving the compressed data. */
async function deflateZeros(size: number): Promise<{ data: Buffer; size: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const zero = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < size; written += zero.length) {
    if (!deflate.write(zero)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(chunks), size };
}

/** A zip of already-deflated entries, built by hand (local headers, central directory, end record). */
function zipOf(entries: { name: string; deflated: Buffer; size: number; crc: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.deflated);
    centrals.push(central, name);
    offset += 30 + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Rewrites an entry's declared uncompressed size, in its local header and in the directory. */
function patchDeclaredSize(zip: Buffer, name: string, size: number) {
  for (let at = zip.indexOf(name); at >= 0; at = zip.indexOf(name, at + 1)) {
    if (zip.readUInt32LE(at - 30) === 0x04034b50) zip.writeUInt32LE(size, at - 30 + 22);
    if (zip.readUInt32LE(at - 46) === 0x02014b50) zip.writeUInt32LE(size, at - 46 + 24);
  }
}
