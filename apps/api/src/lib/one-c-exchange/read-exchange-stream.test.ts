/**
 * The exchange file read as a stream (`readExchangeItems`): the same header, sections and documents as
 * the whole-file reader whatever the chunk boundaries (a chunk may end inside a line, a CRLF or a
 * two-byte UTF-8 letter), and the one-byte charset chosen by which one reads the header's keys.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { type ExchangeItem, field, readExchangeFile, readExchangeItems } from './read-exchange.js';

const fixture = (name: string) =>
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name));
const FIXTURES = ['dronm_clbnk__to_bank.cp1251.txt', 'Xini1_client-bank-exchange__1CClientBankExchange.utf8.txt'];

async function* chunksOf(bytes: Buffer, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function items(bytes: Buffer, size: number): Promise<ExchangeItem[]> {
  const out: ExchangeItem[] = [];
  for await (const item of readExchangeItems(chunksOf(bytes, size))) out.push(item);
  return out;
}

describe('readExchangeItems', () => {
  it.each(FIXTURES.flatMap((name) => [1, 7, 64 * 1024].map((size) => [name, size] as const)))(
    '%s in chunks of %i bytes reads as the whole-file reader does',
    async (name, size) => {
      const bytes = fixture(name);
      const whole = readExchangeFile(bytes);
      const streamed = await items(bytes, size);
      expect(streamed.find((i) => i.type === 'header')).toEqual({ type: 'header', header: whole.header });
      expect(streamed.flatMap((i) => (i.type === 'document' ? [i.document] : []))).toEqual(whole.documents);
      expect(streamed.flatMap((i) => (i.type === 'account' ? [i.lines] : []))).toEqual(whole.accountSections);
      expect(streamed.at(-1)).toEqual({ type: 'end', complete: whole.complete, unknownLines: whole.unknownLines });
    },
  );

  it('refuses a file whose first line is not 1CClientBankExchange, and an empty one', async () => {
    await expect(items(Buffer.from('Номер=1\n'), 4)).rejects.toBeInstanceOf(AppError);
    await expect(items(Buffer.alloc(0), 4)).rejects.toBeInstanceOf(AppError);
  });

  it('stops at КонецФайла and keeps reading past a missing one', async () => {
    const text =
      '1CClientBankExchange\nВерсияФормата=1.03\nСекцияДокумент=Платежное поручение\nНомер=1\nКонецДокумента\n';
    const cut = await items(Buffer.from(text), 5);
    expect(cut.at(-1)).toMatchObject({ type: 'end', complete: false });
    const after = await items(Buffer.from(`${text}КонецФайла\nмусор после конца\n`), 5);
    expect(after.at(-1)).toMatchObject({ type: 'end', complete: true, unknownLines: [] });
  });
});

describe('the one-byte charset', () => {
  const text = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    'Отправитель=Бухгалтерия',
    'СекцияДокумент=Платежное поручение',
    'Номер=1',
    'Получатель1=Иванов Иван',
    'КонецДокумента',
    'КонецФайла',
  ].join('\r\n');

  it('is the one that reads the header keys, whatever Кодировка says (cp866 under «Windows»)', () => {
    const file = readExchangeFile(iconv.encode(text, 'cp866'));
    expect(field(file.documents[0]!, 'Получатель1')).toBe('Иванов Иван');
  });

  it('is cp1251 under a lying «Кодировка=DOS»', () => {
    const file = readExchangeFile(iconv.encode(text.replace('Windows', 'DOS'), 'win1251'));
    expect(field(file.documents[0]!, 'Получатель1')).toBe('Иванов Иван');
  });
});
