/**
 * The 1C exchange file (DOMAIN.md §5): orders written as 1.03 (windows-1251, CRLF, both account keys,
 * amounts with two decimals) and read back field by field; the reader on the real-world samples of
 * fixtures/ with their quirks; the printable order; the amount in words.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { numberInWords, rublesInWords } from './amount-in-words.js';
import type { PaymentOrder } from './payment-order.js';
import { renderPaymentOrderPdf, UNSIGNED_NOTICE } from './payment-order-pdf.js';
import { documentAmount, field, partyAccount, partyName, paymentPurpose, readExchangeFile } from './read-exchange.js';
import { writePaymentOrders } from './write-exchange.js';

const fixture = (name: string) =>
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name));

const order = (over: Partial<PaymentOrder> = {}): PaymentOrder => ({
  number: '17',
  date: new Date('2026-03-05T21:30:00Z'), // 06.03.2026 in Moscow
  amountKopecks: 17_500_050n,
  payer: {
    name: 'ООО "Ромашка"',
    inn: '7707083893',
    kpp: '773601001',
    account: '40702810700380000001',
    bankName: 'ПАО Сбербанк',
    bankCity: 'г. Москва',
    bik: '044525225',
    corrAccount: '30101810400000000225',
  },
  recipient: {
    name: 'Иванов Иван Иванович',
    inn: '500100732259',
    kpp: null,
    account: '40817810899910004312',
    bankName: 'ПАО Сбербанк',
    bankCity: 'г. Москва',
    bik: '044525225',
    corrAccount: '30101810400000000225',
  },
  purpose: 'Оплата по договору № 12 от 01.02.2026 — услуги «курьер», НДС не облагается',
  ...over,
});

async function failure(run: () => unknown): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('writing payment orders (1C exchange 1.03)', () => {
  it('writes windows-1251 with CRLF, the 1.03 header, both account keys and amounts 0.00', () => {
    const bytes = writePaymentOrders(
      [order(), order({ number: '18', amountKopecks: 100n })],
      new Date('2026-03-06T07:05:09Z'),
    );
    // Not UTF-8: «Сумма» is five bytes in windows-1251.
    expect(bytes.includes(iconv.encode('Сумма=175000.50', 'win1251'))).toBe(true);
    expect(bytes.includes(Buffer.from('Сумма', 'utf8'))).toBe(false);
    const text = iconv.decode(bytes, 'win1251');
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    expect(text.endsWith('КонецФайла\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 12)).toEqual([
      '1CClientBankExchange',
      'ВерсияФормата=1.03',
      'Кодировка=Windows',
      'Отправитель=Выплаты и документы',
      'Получатель=',
      'ДатаСоздания=06.03.2026',
      'ВремяСоздания=10:05:09',
      'ДатаНачала=06.03.2026',
      'ДатаКонца=06.03.2026',
      'РасчСчет=40702810700380000001',
      'Документ=Платежное поручение',
      'СекцияДокумент=Платежное поручение',
    ]);
    for (const key of ['ПлательщикСчет', 'ПлательщикРасчСчет', 'ПолучательСчет', 'ПолучательРасчСчет']) {
      expect(lines.filter((l) => l.startsWith(`${key}=`))).toHaveLength(2);
    }
    expect(lines).toContain('Сумма=1.00');
    expect(lines).toContain('Плательщик=ИНН 7707083893 ООО "Ромашка"');
    // Typography that windows-1251 lacks is written plainly; «» and № are in it.
    expect(lines).toContain(
      'НазначениеПлатежа=Оплата по договору № 12 от 01.02.2026 - услуги «курьер», НДС не облагается',
    );
  });

  it('reads back what it wrote, field by field', () => {
    const file = readExchangeFile(writePaymentOrders([order()], new Date('2026-03-06T07:05:09Z')));
    expect(file.complete).toBe(true);
    expect(file.documents).toHaveLength(1);
    const doc = file.documents[0]!;
    expect(doc.kind).toBe('Платежное поручение');
    expect(doc.truncated).toBe(false);
    expect(field(doc, 'Номер')).toBe('17');
    expect(field(doc, 'Дата')).toBe('06.03.2026');
    expect(documentAmount(doc)).toBe(17_500_050n);
    expect(partyAccount(doc, 'Плательщик')).toBe('40702810700380000001');
    expect(partyAccount(doc, 'Получатель')).toBe('40817810899910004312');
    expect(field(doc, 'ПолучательИНН')).toBe('500100732259');
    expect(field(doc, 'ПолучательКПП')).toBe('');
    expect(partyName(doc, 'Получатель')).toBe('Иванов Иван Иванович');
    expect(field(doc, 'ПолучательБИК')).toBe('044525225');
    expect(field(doc, 'ПолучательКорсчет')).toBe('30101810400000000225');
    expect(field(doc, 'Очередность')).toBe('5');
    expect(field(doc, 'ВидОплаты')).toBe('01');
    expect(paymentPurpose(doc)).toBe('Оплата по договору № 12 от 01.02.2026 - услуги «курьер», НДС не облагается');
  });

  it('refuses an order the bank would refuse, and text windows-1251 cannot hold, in Russian', async () => {
    const at = new Date();
    expect((await failure(() => writePaymentOrders([order({ amountKopecks: 0n })], at))).message).toBe(
      'Сумма платёжного поручения должна быть больше нуля',
    );
    expect((await failure(() => writePaymentOrders([order({ purpose: 'x'.repeat(211) })], at))).message).toBe(
      'Назначение платежа: от 1 до 210 символов',
    );
    const account = order().recipient;
    expect(
      (await failure(() => writePaymentOrders([order({ recipient: { ...account, account: '123' } })], at))).message,
    ).toBe('Счёт получателя: 20 цифр');
    expect((await failure(() => writePaymentOrders([order({ purpose: 'Оплата 🚀 услуг' })], at))).message).toBe(
      'В поле «Назначение платежа» есть символы, которых нет в кодировке Windows-1251: 🚀',
    );
    expect((await failure(() => writePaymentOrders([], at))).message).toBe('Нет платёжных поручений для выгрузки');
  });
});

describe('reading real-world exchange files (fixtures/)', () => {
  it('dronm: windows-1251 with a UTF-8 last line, bare СекцияДокумент, names in …1, accounts in one key only', () => {
    const file = readExchangeFile(fixture('dronm_clbnk__to_bank.cp1251.txt'));
    expect(file.complete).toBe(true);
    expect(file.documents).toHaveLength(2);
    const [first, second] = file.documents;
    expect(first?.kind).toBe('Платежное поручение');
    expect(documentAmount(first!)).toBe(17_500_000n);
    expect(documentAmount(second!)).toBe(37_525n);
    expect(partyName(first!, 'Плательщик')).toBe('ООО "Рога и Копыта"');
    expect(partyName(first!, 'Получатель')).toBe('ИП Иванов А.А.');
    expect(partyAccount(first!, 'Плательщик')).toBe('12345678901234567890');
    expect(partyAccount(first!, 'Получатель')).toBe('12345678901234567890');
    expect(field(second!, 'ПолучательБИК')).toBe('');
    expect(paymentPurpose(second!)).toBe('За товары, по счету №777 на сумму 375-25 Plus NDS 111-16');
  });

  it('Xini1: UTF-8 under a Windows header, LF, a statement section, the long «ИНН nnn Name» form', () => {
    const file = readExchangeFile(fixture('Xini1_client-bank-exchange__1CClientBankExchange.utf8.txt'));
    expect(file.complete).toBe(true);
    expect(file.accountSections).toHaveLength(1);
    expect(file.accountSections[0]).toContainEqual(['НачальныйОстаток', '100']);
    expect(file.documents).toHaveLength(1);
    const doc = file.documents[0]!;
    expect(doc.kind).toBe('Платежное поручение');
    expect(documentAmount(doc)).toBe(1_235_400n);
    expect(field(doc, 'Плательщик')).toBe('ИНН 7719617469 ОАО Крокус');
    expect(partyName(doc, 'Плательщик')).toBe('ОАО Крокус');
    expect(partyAccount(doc, 'Получатель')).toBe('40702810123111111114');
  });

  it('a file that is not an exchange file, or read in the wrong charset, is refused loudly', async () => {
    const notOne = await failure(() => readExchangeFile(Buffer.from('Hello,world\n')));
    expect(notOne).toMatchObject({ code: 'FILE_INVALID' });
    // The right first line but a body in a charset that is neither: no key reads, nothing is guessed.
    const garbage = Buffer.concat([
      Buffer.from('1CClientBankExchange\r\n'),
      Buffer.from([0x8f, 0x90, 0x3d, 0x31, 0x0d, 0x0a]),
    ]);
    expect((await failure(() => readExchangeFile(garbage))).message).toMatch(/не удалось прочитать заголовок/);
  });

  it('a cp866 (DOS) file and a missing КонецФайла are read', () => {
    const text =
      '1CClientBankExchange\r\nВерсияФормата=1.03\r\nКодировка=DOS\r\nСекцияДокумент=Платежное поручение\r\nСумма=100\r\nКонецДокумента';
    const file = readExchangeFile(iconv.encode(text, 'cp866'));
    expect(file.complete).toBe(false);
    expect(documentAmount(file.documents[0]!)).toBe(10_000n);
  });
});

describe('printable payment order', () => {
  it('is a PDF of form 0401060 that says it is not signed', async () => {
    const pdf = await renderPaymentOrderPdf(order(), new Date());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5000);
    expect(UNSIGNED_NOTICE).toMatch(/^Электронная подпись: не подписано/);
    await expect(renderPaymentOrderPdf(order({ number: 'A1' }), new Date())).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Номер платёжного поручения: от 1 до 6 цифр',
    });
  });
});

describe('amount in words', () => {
  it.each([
    [0n, 'Ноль рублей 00 копеек'],
    [100n, 'Один рубль 00 копеек'],
    [201n, 'Два рубля 01 копейка'],
    [1_102n, 'Одиннадцать рублей 02 копейки'],
    [17_500_000n, 'Сто семьдесят пять тысяч рублей 00 копеек'],
    [37_525n, 'Триста семьдесят пять рублей 25 копеек'],
    [200_100_000n, 'Два миллиона одна тысяча рублей 00 копеек'],
    [2_200_000n, 'Двадцать две тысячи рублей 00 копеек'],
    [
      123_456_789_012n,
      'Один миллиард двести тридцать четыре миллиона пятьсот шестьдесят семь тысяч восемьсот девяносто рублей 12 копеек',
    ],
  ])('%s kopecks → %s', (kopecks, words) => {
    expect(rublesInWords(kopecks)).toBe(words);
  });

  it('numbers: feminine thousands, teens', () => {
    expect(numberInWords(1_000n)).toBe('одна тысяча');
    expect(numberInWords(14_014n)).toBe('четырнадцать тысяч четырнадцать');
  });
});
