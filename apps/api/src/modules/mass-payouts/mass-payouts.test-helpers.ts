/**
 * Set-ups of the mass payout tests: a registry workbook filled from the template the API serves, a 1C
 * file built for a payer, uploads and downloads over HTTP, waiting for an import to finish.
 */
import {
  apiPaths,
  CSRF_COOKIE,
  CSRF_HEADER,
  type ErrorBody,
  type MassPayout,
  type MassPayoutRow,
  type MassPayoutRowsResponse,
  type PayoutKind,
  pathWithId,
} from '@vyplaty/contracts';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestClient } from '../../test-support/http-client.js';
import { waitFor } from '../../test-support/test-server.js';

export const pathsOf = (kind: PayoutKind) => (kind === 'NPD' ? apiPaths.massPayouts : apiPaths.individualMassPayouts);

/** A row of the template by column title. */
export type TemplateRow = Record<string, string>;

export const npdRow = (inn: string, amount: string, more: TemplateRow = {}): TemplateRow => ({
  Фамилия: 'Сидоров',
  Имя: 'Семён',
  ИНН: inn,
  'Тип исполнителя': 'НПД',
  'Сумма, руб.': amount,
  'Наименование услуги (текст чека)': 'Доставка документов',
  'Способ выплаты': 'Карта',
  'Номер карты': '4111111111111111',
  ...more,
});

export async function download(client: TestClient, path: string) {
  const res = await fetch(client.baseUrl + path, { headers: { cookie: client.allCookies() } });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

/** The template the API serves, filled with `rows` under its own header. */
export async function filledTemplate(client: TestClient, kind: PayoutKind, rows: TemplateRow[]): Promise<Buffer> {
  const template = await download(client, pathsOf(kind).template);
  expect(template.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template.bytes as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Выплаты')!;
  const header = (sheet.getRow(1).values as unknown[]).map((v) => (v === null || v === undefined ? '' : String(v)));
  // Drop any example rows below the header.
  if (sheet.rowCount > 1) sheet.spliceRows(2, sheet.rowCount - 1);
  for (const [i, row] of rows.entries()) {
    const values = header.map((title) => (title === '№' ? String(i + 1) : (row[title] ?? null)));
    sheet.getRow(i + 2).values = values;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}

export async function upload(client: TestClient, path: string, file: { name: string; bytes: Buffer | string }) {
  const form = new FormData();
  form.append('file', new Blob([file.bytes]), file.name);
  const headers = { cookie: client.allCookies(), [CSRF_HEADER]: client.cookie(CSRF_COOKIE) ?? '' };
  const res = await fetch(client.baseUrl + path, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as MassPayout & ErrorBody };
}

export async function getRegistry(client: TestClient, kind: PayoutKind, id: string) {
  return client.get<MassPayout & ErrorBody>(pathWithId(pathsOf(kind).one, id));
}

/** Polls the registry until its import has finished; every answer seen on the way is kept (progress). */
export async function waitImported(client: TestClient, kind: PayoutKind, id: string, seen: MassPayout[] = []) {
  return waitFor(
    async () => {
      const res = await getRegistry(client, kind, id);
      expect(res.status).toBe(200);
      seen.push(res.body);
      return res.body.import.status === 'ACTIVATED' || res.body.import.status === 'ERROR' ? res.body : undefined;
    },
    'the registry import to finish',
    60_000,
  );
}

export async function rowsOf(client: TestClient, kind: PayoutKind, id: string, query = ''): Promise<MassPayoutRow[]> {
  const res = await client.get<MassPayoutRowsResponse>(`${pathWithId(pathsOf(kind).rows, id)}${query}`);
  expect(res.status).toBe(200);
  return res.body.items;
}

/** A 1C client-bank file (UTF-8) of payment orders from `payer` to contractors. */
export function oneCFile(
  payer: { inn: string; account: string },
  orders: { number: number; inn: string; name: string; amount: string; purpose: string }[],
): string {
  const lines = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    'Отправитель=Бухгалтерия предприятия, редакция 3.0',
    'Получатель=',
    'ДатаСоздания=20.11.2026',
    'ВремяСоздания=10:00:00',
    `РасчСчет=${payer.account}`,
    'Документ=Платежное поручение',
  ];
  for (const order of orders) {
    lines.push(
      'СекцияДокумент=Платежное поручение',
      `Номер=${order.number}`,
      'Дата=20.11.2026',
      `Сумма=${order.amount}`,
      `ПлательщикСчет=${payer.account}`,
      `Плательщик=ИНН ${payer.inn} ООО Компания`,
      `ПлательщикИНН=${payer.inn}`,
      'Плательщик1=ООО Компания',
      `ПлательщикРасчСчет=${payer.account}`,
      'ПлательщикБанк1=ПАО Сбербанк',
      'ПлательщикБИК=044525225',
      'ПлательщикКорсчет=30101810400000000225',
      'ПолучательСчет=40817810200001234567',
      `Получатель=ИНН ${order.inn} ${order.name}`,
      `ПолучательИНН=${order.inn}`,
      `Получатель1=${order.name}`,
      'ПолучательРасчСчет=40817810200001234567',
      'ПолучательБанк1=ПАО Сбербанк',
      'ПолучательБИК=044525225',
      'ПолучательКорсчет=30101810400000000225',
      'ВидОплаты=01',
      'Очередность=5',
      `НазначениеПлатежа=${order.purpose}`,
      'КонецДокумента',
    );
  }
  lines.push('КонецФайла');
  return `${lines.join('\r\n')}\r\n`;
}

/** A registry of the template's rows uploaded by `client` and imported (the job finished). */
export async function importedRegistry(
  client: TestClient,
  rows: TemplateRow[],
  name: string,
  kind: PayoutKind = 'NPD',
) {
  const res = await upload(client, pathsOf(kind).importFile, { name, bytes: await filledTemplate(client, kind, rows) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return waitImported(client, kind, res.body.id);
}

/** POST …/pay with a fresh Idempotency-Key (or the one given; null: none at all). */
export const postPay = (
  client: TestClient,
  id: string,
  options: { key?: string | null; body?: Record<string, unknown>; kind?: PayoutKind } = {},
) => {
  const key = options.key === undefined ? crypto.randomUUID() : options.key;
  return client.post<MassPayout & ErrorBody>(
    pathWithId(pathsOf(options.kind ?? 'NPD').pay, id),
    options.body ?? {},
    key ? { headers: { 'Idempotency-Key': key } } : {},
  );
};

/** Polls the registry until its paying ends: COMPLETED, ERROR, or a draft again with the reason. */
export const waitPaid = (
  client: TestClient,
  id: string,
  options: { seen?: MassPayout[]; timeoutMs?: number; kind?: PayoutKind } = {},
) =>
  waitFor(
    async () => {
      const res = await getRegistry(client, options.kind ?? 'NPD', id);
      options.seen?.push(res.body);
      return res.body.status === 'COMPLETED' || res.body.status === 'ERROR' || res.body.payment?.error
        ? res.body
        : undefined;
    },
    'the registry to be paid',
    options.timeoutMs ?? 90_000,
  );
