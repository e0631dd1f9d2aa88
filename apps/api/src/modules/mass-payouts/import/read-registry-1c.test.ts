/**
 * The 1C registry reader (DOMAIN.md §5): the two real exchange files of fixtures/, then files built
 * here for each tolerance of §5 (encodings, line ends, section and key variants, names only in …1,
 * the purpose split in …1..6, no КонецФайла, statement junk, amounts), and the files refused whole
 * (mojibake, not an exchange file, a foreign payer, a cut document, too many orders, no orders).
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { accountValid } from '@vyplaty/contracts';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRegistryRows } from './read-registry.js';
import { ONE_C_MESSAGES } from './read-registry-1c.js';
import {
  EMPTY_FILE_MESSAGE,
  type ParsedRegistryRow,
  type ReadRegistryOptions,
  RegistryFileError,
} from './registry-rows.js';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../lib/one-c-exchange/fixtures');
const XINI = path.join(fixtures, 'Xini1_client-bank-exchange__1CClientBankExchange.utf8.txt');
const DRONM = path.join(fixtures, 'dronm_clbnk__to_bank.cp1251.txt');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'registry-1c-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const PAYER = { inn: '7707083893', account: '40702810700380000001' };
const options: ReadRegistryOptions = {
  payoutKind: 'NPD',
  payer: { inns: [PAYER.inn], accounts: [PAYER.account] },
  maxRows: 100,
};
const BIK = '044525225';
const ACCOUNT = (() => {
  for (let d = 0; d <= 9; d++) {
    const account = `40817810${d}00000000001`;
    if (accountValid(account, BIK)) return account;
  }
  throw new Error('no key');
})();

let fileNo = 0;
async function saveFile(bytes: Buffer | string): Promise<string> {
  const file = path.join(dir, `f${++fileNo}.txt`);
  await writeFile(file, bytes);
  return file;
}

async function readAll(file: string, opts: ReadRegistryOptions = options) {
  const rows: ParsedRegistryRow[] = [];
  for await (const row of readRegistryRows('TXT1C', file, opts)) rows.push(row);
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

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type DocOptions = {
  number?: string;
  amount?: string;
  kindInSection?: boolean;
  accountKey?: 'Счет' | 'РасчСчет' | 'both';
  nameOnlyIn1?: boolean;
  purposeSplit?: boolean;
  sectionKind?: string;
  payerAccount?: string;
  payerInn?: string;
};

function documentLines(o: DocOptions = {}): string[] {
  const key = o.accountKey ?? 'both';
  const accounts = (side: string, account: string) =>
    key === 'both' ? [`${side}Счет=${account}`, `${side}РасчСчет=${account}`] : [`${side}${key}=${account}`];
  return [
    o.kindInSection === false ? 'СекцияДокумент' : `СекцияДокумент=${o.sectionKind ?? 'Платежное поручение'}`,
    `Номер=${o.number ?? '17'}`,
    'Дата=05.03.2026',
    `Сумма=${o.amount ?? '1500.00'}`,
    ...accounts('Плательщик', o.payerAccount ?? PAYER.account),
    `Плательщик=${o.nameOnlyIn1 ? '' : 'ИНН 7707083893 ООО "Ромашка"'}`,
    `ПлательщикИНН=${o.payerInn ?? PAYER.inn}`,
    'Плательщик1=ООО "Ромашка"',
    'ПлательщикБИК=044525225',
    ...accounts('Получатель', ACCOUNT),
    `Получатель=${o.nameOnlyIn1 ? '' : 'ИНН 500100732259 Иванов Иван Иванович'}`,
    'ПолучательИНН=500100732259',
    ...(o.nameOnlyIn1 ? ['Получатель1=Иванов Иван Иванович'] : []),
    'ПолучательБанк1=ПАО Сбербанк',
    'ПолучательБанк2=г. Москва',
    `ПолучательБИК=${BIK}`,
    'ПолучательКорсчет=30101810400000000225',
    'ВидОплаты=01',
    'Очередность=5',
    ...(o.purposeSplit
      ? [
          'НазначениеПлатежа1=Оплата услуг курьера',
          'НазначениеПлатежа2=по договору № 12',
          'НазначениеПлатежа3=НДС не облагается',
        ]
      : ['НазначениеПлатежа=Оплата услуг курьера по договору № 12 НДС не облагается']),
    'КонецДокумента',
  ];
}

function exchangeLines(
  docs: DocOptions[] = [{}],
  o: { encoding?: string; end?: boolean; statement?: boolean; kinds?: string[] } = {},
): string[] {
  return [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    `Кодировка=${o.encoding ?? 'Windows'}`,
    'Отправитель=Бухгалтерия предприятия, редакция 3.0',
    'Получатель=',
    'ДатаСоздания=05.03.2026',
    'ВремяСоздания=10:00:00',
    `РасчСчет=${PAYER.account}`,
    ...(o.kinds ?? ['Платежное поручение']).map((kind) => `Документ=${kind}`),
    ...(o.statement
      ? ['СекцияРасчСчет', 'ДатаНачала=01.03.2026', 'РасчСчет=123456789', 'НачальныйОстаток=100', 'КонецРасчСчет']
      : []),
    ...docs.flatMap((doc) => documentLines(doc)),
    ...(o.end === false ? [] : ['КонецФайла']),
  ];
}

const EXPECTED_FIELDS = {
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: 'Иванович',
  inn: '500100732259',
  contractorType: 'NPD',
  phone: null,
  amountKopecks: 150_000n,
  serviceName: 'Оплата услуг курьера по договору № 12 НДС не облагается',
  method: 'ACCOUNT',
  cardNumber: null,
  accountNumber: ACCOUNT,
  bik: BIK,
  tags: [],
};

describe('the real 1C files of fixtures/', () => {
  it('Xini1 (UTF-8 under «Кодировка=Windows», LF, no final newline): the order read, the organisation recipient refused', async () => {
    const rows = await readAll(XINI, {
      ...options,
      payer: { inns: ['7719617469'], accounts: ['40702810300180001774'] },
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      rowNumber: 1,
      fields: null,
      cells: {
        Номер: '105',
        Дата: '09.12.2015',
        Сумма: '12354.00',
        Получатель: 'ОАО Прогресс Парк',
        'ИНН получателя': '7701325469',
        'Счёт получателя': '40702810123111111114',
        'Назначение платежа': 'Оплата по договору. Сумма 12354-00 без налога (НДС)',
      },
      errors: [
        'ИНН получателя: ИНН физического лица состоит из 12 цифр',
        'Счёт получателя: нужен счёт физического лица или ИП: номер начинается с 408 (40817, 40820, 40802)',
      ],
    });
  });

  it('Xini1 from another company’s account: the whole file refused', async () => {
    expect(await fileError(() => readAll(XINI))).toBe(
      'Платёжное поручение № 105 от 09.12.2015 списывает деньги со счёта 40702810300180001774, а это не счёт вашей компании: файл не принят',
    );
  });

  it('dronm (cp1251, bare СекцияДокумент, names only in …1, a UTF-8 last line): both orders, each with its reasons', async () => {
    const rows = await readAll(DRONM, {
      ...options,
      payer: { inns: ['1234567891'], accounts: ['12345678901234567890'] },
    });
    expect(rows.map((r) => [r.rowNumber, r.cells.Сумма, r.cells.Получатель, r.errors])).toEqual([
      [
        1,
        '175000.00',
        'ИП Иванов А.А.',
        [
          'Получатель: нужны фамилия, имя и отчество полностью, а не инициалы',
          'ИНН получателя: неверное контрольное число',
          'БИК банка получателя: некорректный БИК: БИК банка начинается с 04',
          'Счёт получателя: нужен счёт физического лица или ИП: номер начинается с 408 (40817, 40820, 40802)',
        ],
      ],
      [
        2,
        '375.25',
        'ИП Иванов А.А.',
        [
          'Получатель: нужны фамилия, имя и отчество полностью, а не инициалы',
          'ИНН получателя: неверное контрольное число',
          'БИК банка получателя: не заполнено для выплаты на счёт',
          'Счёт получателя: нужен счёт физического лица или ИП: номер начинается с 408 (40817, 40820, 40802)',
        ],
      ],
    ]);
    expect(rows[1]!.cells['Назначение платежа']).toBe('За товары, по счету №777 на сумму 375-25 Plus NDS 111-16');
  });
});

describe('each tolerance of DOMAIN §5, on files built here', () => {
  const text = exchangeLines().join('\r\n');
  const encodings: [string, () => Buffer][] = [
    ['UTF-8', () => Buffer.from(text)],
    ['UTF-8 with a BOM', () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])],
    ['cp1251', () => iconv.encode(text, 'win1251')],
    ['cp866 (Кодировка=DOS)', () => iconv.encode(exchangeLines([{}], { encoding: 'DOS' }).join('\r\n'), 'cp866')],
    ['cp866 under a lying «Кодировка=Windows»', () => iconv.encode(text, 'cp866')],
    [
      'cp1251 under a lying «Кодировка=DOS»',
      () => iconv.encode(exchangeLines([{}], { encoding: 'DOS' }).join('\r\n'), 'win1251'),
    ],
    [
      'mixed: a cp1251 body with UTF-8 last lines',
      () => {
        const lines = exchangeLines();
        return Buffer.concat([
          iconv.encode(`${lines.slice(0, -3).join('\r\n')}\r\n`, 'win1251'),
          Buffer.from(lines.slice(-3).join('\n')),
        ]);
      },
    ],
  ];
  it.each(encodings)('%s', async (_name, bytes) => {
    const rows = await readAll(await saveFile(bytes()));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.errors).toEqual([]);
    expect(rows[0]!.fields).toMatchObject(EXPECTED_FIELDS);
  });

  const ends: [string, string][] = [
    ['CRLF', `${exchangeLines().join('\r\n')}\r\n`],
    ['LF', `${exchangeLines().join('\n')}\n`],
    [
      'mixed CRLF and LF, no final newline',
      exchangeLines()
        .map((l, i) => l + (i % 2 ? '\r\n' : '\n'))
        .join('')
        .trimEnd(),
    ],
    ['no newline after КонецФайла', exchangeLines().join('\r\n')],
  ];
  it.each(ends)('line ends: %s', async (_name, content) => {
    const rows = await readAll(await saveFile(iconv.encode(content, 'win1251')));
    expect(rows.map((r) => r.errors)).toEqual([[]]);
  });

  const variants: [string, DocOptions[], Parameters<typeof exchangeLines>[1]][] = [
    ['a bare СекцияДокумент (the kind from Документ=)', [{ kindInSection: false }], {}],
    [
      'a bare СекцияДокумент with several Документ= (taken as an order)',
      [{ kindInSection: false }],
      { kinds: ['Платежное поручение', 'Платежное требование'] },
    ],
    ['…Счет only', [{ accountKey: 'Счет' }], {}],
    ['…РасчСчет only', [{ accountKey: 'РасчСчет' }], {}],
    ['names only in …1 (Плательщик= and Получатель= empty)', [{ nameOnlyIn1: true }], {}],
    ['no НазначениеПлатежа: …1..3 joined with spaces', [{ purposeSplit: true }], {}],
    ['no КонецФайла', [{}], { end: false }],
    ['junk in a statement section (РасчСчет=123456789, НачальныйОстаток=100)', [{}], { statement: true }],
  ];
  it.each(variants)('%s', async (_name, docs, fileOptions) => {
    const rows = await readAll(await saveFile(iconv.encode(exchangeLines(docs, fileOptions).join('\r\n'), 'win1251')));
    expect(rows.map((r) => r.errors)).toEqual([[]]);
    expect(rows[0]!.fields).toMatchObject(EXPECTED_FIELDS);
  });

  it('amounts 100, 100.5, 100.00 in kopecks without floats; 100.555 and 0.00 refused', async () => {
    const amounts = ['100', '100.5', '100.00', '100.555', '0.00', '0.29'];
    const file = await saveFile(
      exchangeLines(amounts.map((amount, i) => ({ amount, number: String(i + 1) }))).join('\n'),
    );
    const rows = await readAll(file);
    expect(rows.map((r) => r.fields?.amountKopecks ?? r.errors)).toEqual([
      10_000n,
      10_050n,
      10_000n,
      ['Сумма: сумма в рублях, не больше двух знаков после точки: 1500.00'],
      ['Сумма: должна быть больше нуля'],
      29n,
    ]);
  });

  it('an organisation’s ИНН as the recipient is a row error', async () => {
    const text = exchangeLines().join('\n').replace('ПолучательИНН=500100732259', 'ПолучательИНН=7707083893');
    const rows = await readAll(await saveFile(text));
    expect(rows[0]!.errors).toEqual(['ИНН получателя: это ИНН организации, выплаты только физическим лицам']);
  });

  it('externalId is Номер + Дата + the file’s SHA-256; the same Номер and Дата twice flags the second', async () => {
    const bytes = Buffer.from(exchangeLines([{ number: '5' }, { number: '6' }, { number: '5' }]).join('\n'));
    const rows = await readAll(await saveFile(bytes));
    expect(rows[0]!.fields?.externalId).toBe(`1C:5:05.03.2026:${sha256(bytes)}`);
    expect(rows[1]!.fields?.externalId).toBe(`1C:6:05.03.2026:${sha256(bytes)}`);
    expect(rows[2]!.errors).toEqual(['Номер: поручение № 5 от 05.03.2026 уже есть в файле (документ 1)']);
  });

  it('skips documents that are not payment orders; a registry of individuals gives INDIVIDUAL rows', async () => {
    const file = await saveFile(
      exchangeLines([{ sectionKind: 'Банковский ордер', number: '1' }, { number: '2' }], {
        kinds: ['Платежное поручение', 'Банковский ордер'],
      }).join('\n'),
    );
    const rows = await readAll(file, { ...options, payoutKind: 'INDIVIDUAL' });
    expect(rows.map((r) => [r.rowNumber, r.cells.Номер, r.fields?.contractorType])).toEqual([[2, '2', 'INDIVIDUAL']]);
  });
});

describe('1C files refused whole', () => {
  it('a wrong charset (KOI8-R, UTF-8 read as cp1251 and saved again, UTF-16): «неверная кодировка»', async () => {
    const text = exchangeLines().join('\r\n');
    const doubleEncoded = Buffer.from(iconv.decode(Buffer.from(text), 'win1251'));
    for (const bytes of [iconv.encode(text, 'koi8-r'), doubleEncoded, iconv.encode(text, 'utf16le')]) {
      expect(await fileError(async () => readAll(await saveFile(bytes)))).toBe(ONE_C_MESSAGES.encoding);
    }
    expect(ONE_C_MESSAGES.encoding).toMatch(/^Не удалось прочитать файл: неверная кодировка/);
  });

  it('not an exchange file; an empty file; a file without orders', async () => {
    expect(await fileError(async () => readAll(await saveFile('Номер;Сумма\n1;100\n')))).toBe(
      ONE_C_MESSAGES.notExchange,
    );
    expect(await fileError(async () => readAll(await saveFile('')))).toBe(EMPTY_FILE_MESSAGE);
    const headerOnly = exchangeLines([]).join('\r\n');
    expect(await fileError(async () => readAll(await saveFile(iconv.encode(headerOnly, 'win1251'))))).toBe(
      ONE_C_MESSAGES.noRows,
    );
  });

  it('a payer ИНН that is not the company’s, with the company’s account', async () => {
    const file = await saveFile(exchangeLines([{}, { payerInn: '7719617469', number: '18' }]).join('\n'));
    expect(await fileError(() => readAll(file))).toBe(
      'В платёжном поручении № 18 от 05.03.2026 ИНН плательщика 7719617469 — не ИНН вашей компании: файл не принят',
    );
  });

  it('a file cut inside a document', async () => {
    const lines = exchangeLines([{}, { number: '18' }], { end: false });
    const file = await saveFile(lines.slice(0, -5).join('\n'));
    expect(await fileError(() => readAll(file))).toBe(ONE_C_MESSAGES.truncated(2));
  });

  it('more orders than maxRows: refused at the order past the limit', async () => {
    const docs = Array.from({ length: 4 }, (_, i) => ({ number: String(i + 1) }));
    const file = await saveFile(exchangeLines(docs).join('\n'));
    let read = 0;
    const message = await fileError(async () => {
      for await (const _ of readRegistryRows('TXT1C', file, { ...options, maxRows: 3 })) read += 1;
    });
    expect(message).toBe(ONE_C_MESSAGES.tooManyRows(3));
    expect(read).toBe(3);
  });

  it('100,001 orders (64 MB): streamed, refused at the limit (time and peak RSS measured)', async () => {
    const file = path.join(dir, 'big.txt');
    const doc = iconv.encode(`${documentLines().join('\r\n')}\r\n`, 'win1251');
    const head = iconv.encode(`${exchangeLines([]).slice(0, -1).join('\r\n')}\r\n`, 'win1251');
    const out = createWriteStream(file);
    out.write(head);
    for (let i = 0; i < 100_001; i++) {
      if (!out.write(doc)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    await new Promise<void>((resolve) => out.end(resolve));
    const before = process.memoryUsage().rss;
    let peak = before;
    let count = 0;
    const started = performance.now();
    const message = await fileError(async () => {
      for await (const _ of readRegistryRows('TXT1C', file, { ...options, maxRows: 100_000 })) {
        count += 1;
        if (count % 5000 === 0) peak = Math.max(peak, process.memoryUsage().rss);
      }
    });
    const seconds = (performance.now() - started) / 1000;
    const { size } = await stat(file);
    console.log(
      `100,001-order 1C file (${(size / 1024 / 1024).toFixed(0)} MB): ${count} rows in ${seconds.toFixed(1)} s, peak RSS ${(peak / 1024 / 1024).toFixed(0)} MB (+${((peak - before) / 1024 / 1024).toFixed(0)} MB)`,
    );
    expect(message).toBe(ONE_C_MESSAGES.tooManyRows(100_000));
    expect(count).toBe(100_000);
    expect(peak - before).toBeLessThan(150 * 1024 * 1024);
  }, 120_000);
});
