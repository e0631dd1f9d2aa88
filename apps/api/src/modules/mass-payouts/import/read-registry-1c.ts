/**
 * A 1C client-bank export (`1CClientBankExchange`, DOMAIN.md §5) as registry rows: each «Платежное
 * поручение» one row, mapped by §5's table. The file is read as a stream (read-exchange's
 * `readExchangeItems`, every tolerance (1)–(9) of §5 there), so memory holds one document however
 * large the file; it is read twice — once for its SHA-256, which each row's `externalId` carries,
 * then for the documents. A payment order paid from an account that is not the company's refuses the
 * whole file: such a file is someone else's payments.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { AppError } from '../../../lib/errors.js';
import {
  documentAmount,
  type ExchangeDocument,
  exchangeReadable,
  field,
  partyAccount,
  partyName,
  paymentPurpose,
  readExchangeItems,
} from '../../../lib/one-c-exchange/read-exchange.js';
import { ONE_C_COLUMNS } from './registry-columns.js';
import {
  type Checked,
  checkAccount,
  checkBik,
  checkCorrAccount,
  checkDate,
  checkName,
  checkPersonInn,
} from './registry-row-checks.js';
import {
  EMPTY_FILE_MESSAGE,
  type ParsedRegistryRow,
  type ReadRegistryOptions,
  RegistryFileError,
  type RegistryPayer,
  type RegistryRowFields,
} from './registry-rows.js';

export const ONE_C_MESSAGES = {
  encoding: 'Не удалось прочитать файл: неверная кодировка. Выгрузите файл из 1С заново (кодировка Windows или UTF-8)',
  notExchange:
    'Файл не в формате обмена с 1С: первая строка должна быть «1CClientBankExchange». Выгрузите платёжные поручения из 1С в файл обмена с банком',
  noRows: 'В файле нет платёжных поручений',
  truncated: (n: number) =>
    `Файл обрывается на документе ${n} (нет строки «КонецДокумента»): выгрузите файл из 1С заново`,
  tooManyRows: (max: number) => `В файле больше ${max} платёжных поручений: разделите реестр на несколько файлов`,
  foreignAccount: (order: string, account: string | undefined) =>
    account
      ? `Платёжное поручение ${order} списывает деньги со счёта ${account}, а это не счёт вашей компании: файл не принят`
      : `В платёжном поручении ${order} не указан счёт плательщика: файл не принят`,
  foreignInn: (order: string, inn: string) =>
    `В платёжном поручении ${order} ИНН плательщика ${inn} — не ИНН вашей компании: файл не принят`,
};

const PAYMENT_ORDER = 'платежное поручение';
const squash = (value: string) => value.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();

/** A document without its kind (a bare `СекцияДокумент` and several `Документ=`) is taken as an order: the file was sent to be paid. */
const isPaymentOrder = (doc: ExchangeDocument) => doc.kind === null || squash(doc.kind) === PAYMENT_ORDER;

/** The file's SHA-256, and whether it looks like UTF-16/binary (NUL bytes in its first chunk). */
async function digestOf(filePath: string): Promise<{ sha256: string; hasNul: boolean }> {
  const hash = createHash('sha256');
  let hasNul: boolean | null = null;
  for await (const chunk of createReadStream(filePath) as AsyncIterable<Buffer>) {
    hasNul ??= chunk.includes(0);
    hash.update(chunk);
  }
  return { sha256: hash.digest('hex'), hasNul: hasNul ?? false };
}

const orderLabel = (doc: ExchangeDocument) => {
  const number = field(doc, 'Номер');
  const date = field(doc, 'Дата');
  return `№ ${number || '(без номера)'}${date ? ` от ${date}` : ''}`;
};

function checkPayer(doc: ExchangeDocument, payer: RegistryPayer): RegistryFileError | null {
  const account = partyAccount(doc, 'Плательщик');
  if (!account || !payer.accounts.includes(account)) {
    return new RegistryFileError(ONE_C_MESSAGES.foreignAccount(orderLabel(doc), account));
  }
  const inn = field(doc, 'ПлательщикИНН');
  if (inn && !payer.inns.includes(inn)) return new RegistryFileError(ONE_C_MESSAGES.foreignInn(orderLabel(doc), inn));
  return null;
}

/** Keys every payment order has: a document with none of them was decoded in the wrong charset. */
const readableDocument = (doc: ExchangeDocument) =>
  ['Номер', 'Дата', 'Сумма'].some((key) => field(doc, key) !== undefined);

export async function* readRegistry1c(
  filePath: string,
  options: ReadRegistryOptions,
): AsyncGenerator<ParsedRegistryRow> {
  if ((await stat(filePath)).size === 0) throw new RegistryFileError(EMPTY_FILE_MESSAGE);
  const { sha256, hasNul } = await digestOf(filePath);
  if (hasNul) throw new RegistryFileError(ONE_C_MESSAGES.encoding);
  const source = createReadStream(filePath, { highWaterMark: 64 * 1024 });
  let header: readonly (readonly [string, string])[] = [];
  let ordinal = 0;
  let rows = 0;
  const seen = new Map<string, number>();
  try {
    for await (const item of readExchangeItems(source as AsyncIterable<Buffer>)) {
      if (item.type === 'header') header = item.header;
      if (item.type === 'end' && !exchangeReadable(header, ordinal)) {
        throw new RegistryFileError(ONE_C_MESSAGES.encoding);
      }
      if (item.type !== 'document') continue;
      const doc = item.document;
      ordinal += 1;
      if (!readableDocument(doc)) throw new RegistryFileError(ONE_C_MESSAGES.encoding);
      if (!isPaymentOrder(doc)) continue;
      if (doc.truncated) throw new RegistryFileError(ONE_C_MESSAGES.truncated(ordinal));
      const payerError = checkPayer(doc, options.payer);
      if (payerError) throw payerError;
      rows += 1;
      if (rows > options.maxRows) throw new RegistryFileError(ONE_C_MESSAGES.tooManyRows(options.maxRows));
      yield documentRow(doc, ordinal, sha256, options, seen);
    }
  } catch (error) {
    if (error instanceof AppError && error.code === 'FILE_INVALID')
      throw new RegistryFileError(ONE_C_MESSAGES.notExchange);
    throw error;
  } finally {
    source.destroy();
  }
  if (rows === 0) throw new RegistryFileError(ONE_C_MESSAGES.noRows);
}

/** DOMAIN §5's mapping of a payment order to a payout row, every identifier checked (§4). */
function documentRow(
  doc: ExchangeDocument,
  ordinal: number,
  sha256: string,
  options: ReadRegistryOptions,
  seen: Map<string, number>,
): ParsedRegistryRow {
  const C = ONE_C_COLUMNS;
  const value = (key: string) => field(doc, key) ?? '';
  const name = partyName(doc, 'Получатель') ?? '';
  const cells: Record<string, string> = {
    [C.number]: value('Номер'),
    [C.date]: value('Дата'),
    [C.amount]: value('Сумма'),
    [C.recipient]: name,
    [C.inn]: value('ПолучательИНН'),
    [C.account]: partyAccount(doc, 'Получатель') ?? '',
    [C.bik]: value('ПолучательБИК'),
    [C.corrAccount]: value('ПолучательКорсчет'),
    [C.bank]: value('ПолучательБанк1'),
    [C.purpose]: paymentPurpose(doc) ?? '',
  };
  const errors: string[] = [];
  function take<T>(result: Checked<T>): T | undefined {
    if (result.ok) return result.value;
    errors.push(result.error);
    return undefined;
  }

  const number = cells[C.number]!;
  if (!number) errors.push(`${C.number}: не заполнено`);
  const date = take(checkDate(C.date, cells[C.date]!));
  if (!cells[C.date]) errors.push(`${C.date}: не заполнено`);
  const person = take(splitName(C.recipient, name));
  const inn = take(checkPersonInn(C.inn, cells[C.inn]!));
  const amountKopecks = documentAmount(doc);
  if (!cells[C.amount]) errors.push(`${C.amount}: не заполнено`);
  else if (amountKopecks === null)
    errors.push(`${C.amount}: сумма в рублях, не больше двух знаков после точки: 1500.00`);
  else if (amountKopecks <= 0n) errors.push(`${C.amount}: должна быть больше нуля`);
  const bik = take(checkBik(C.bik, cells[C.bik]!));
  const accountNumber = take(checkAccount(C.account, cells[C.account]!, bik ?? null));
  if (bik && cells[C.corrAccount]) take(checkCorrAccount(C.corrAccount, cells[C.corrAccount]!, bik));
  const purpose = cells[C.purpose]!;
  if (!purpose && options.payoutKind === 'NPD') errors.push(`${C.purpose}: не заполнено (это текст чека самозанятого)`);

  const externalId = `1C:${number}:${cells[C.date]}:${sha256}`;
  if (number && date) {
    const first = seen.get(`${number}|${date}`);
    if (first !== undefined)
      errors.push(`${C.number}: поручение № ${number} от ${cells[C.date]} уже есть в файле (документ ${first})`);
    else seen.set(`${number}|${date}`, ordinal);
  }

  if (errors.length > 0) return { rowNumber: ordinal, cells, fields: null, errors };
  const fields: RegistryRowFields = {
    ...person!,
    inn: inn!,
    contractorType: options.payoutKind,
    phone: null,
    amountKopecks: amountKopecks!,
    serviceName: purpose || null,
    periodFrom: null,
    periodTo: null,
    contractNumber: null,
    actDate: null,
    method: 'ACCOUNT',
    cardNumber: null,
    accountNumber: accountNumber!,
    bik: bik!,
    passport: null,
    snils: null,
    externalId,
    tags: [],
  };
  return { rowNumber: ordinal, cells, fields, errors };
}

/** «Иванов Иван Иванович» (a leading «ИП» dropped) → surname, name, patronymic. */
function splitName(
  column: string,
  value: string,
): Checked<Pick<RegistryRowFields, 'lastName' | 'firstName' | 'middleName'>> {
  const parts = value
    .replace(/^ИП\s+/, '')
    .split(/\s+/)
    .filter(Boolean);
  if (parts.length < 2) return { ok: false, error: `${column}: укажите фамилию и имя получателя` };
  if (parts.some((part) => part.includes('.'))) {
    return { ok: false, error: `${column}: нужны фамилия, имя и отчество полностью, а не инициалы` };
  }
  const [lastName, firstName, ...rest] = parts as [string, string, ...string[]];
  for (const part of [lastName, firstName, rest.join(' ')]) {
    const checked = checkName(column, part, false);
    if (!checked.ok) return checked;
  }
  return { ok: true, value: { lastName, firstName, middleName: rest.length ? rest.join(' ') : null } };
}
