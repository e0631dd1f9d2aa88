/**
 * Payment orders as a 1C client-bank exchange file, version 1.03 (DOMAIN.md §5 "Writing"): windows-1251,
 * CRLF, `Кодировка=Windows`, `ВерсияФормата=1.03`, amounts with a dot and two decimals, both `…Счет` and
 * `…РасчСчет` of each side, the long name «ИНН nnn Name» in `Плательщик`/`Получатель` and the short
 * one in `…1`. What the bank's client program and 1C:Бухгалтерия import.
 *
 * Text that windows-1251 cannot hold is refused with the field named (after the usual typography
 * — dashes, quotes, no-break spaces, «₽» — is replaced by its plain form), never written as «?».
 */
import iconv from 'iconv-lite';
import { AppError } from '../errors.js';
import { moscowDate } from '../moscow-time.js';
import {
  checkPaymentOrder,
  orderAmount,
  orderDate,
  type PaymentOrder,
  type PaymentOrderParty,
} from './payment-order.js';

export const EXCHANGE_SENDER = 'Выплаты и документы';
export const PAYMENT_ORDER_KIND = 'Платежное поручение';

const TYPOGRAPHY: [RegExp, string][] = [
  [/[\r\n\t\v\f]+/g, ' '],
  [/[\u00a0\u2007\u202f]/g, ' '],
  [/[\u2010-\u2015\u2212]/g, '-'],
  [/[\u201c\u201d\u201e\u201f]/g, '"'],
  [/[\u2018\u2019\u201a\u201b]/g, "'"],
  [/\u2026/g, '...'],
  [/\u20bd/g, 'руб.'],
];

/** A value as it can stand in a windows-1251 line; `field` names it (Russian) in the refusal. */
export function cp1251Text(value: string, field: string): string {
  let text = value;
  for (const [pattern, plain] of TYPOGRAPHY) text = text.replace(pattern, plain);
  text = text.trim();
  const foreign = [...new Set(text)].filter((c) => iconv.decode(iconv.encode(c, 'win1251'), 'win1251') !== c);
  if (foreign.length > 0) {
    throw new AppError('VALIDATION_ERROR', {
      message: `В поле «${field}» есть символы, которых нет в кодировке Windows-1251: ${foreign.join(' ')}`,
    });
  }
  return text;
}

function partyLines(prefix: 'Плательщик' | 'Получатель', party: PaymentOrderParty, label: string): string[] {
  const name = cp1251Text(party.name, `Наименование ${label}`);
  const inn = party.inn ?? '';
  return [
    `${prefix}Счет=${party.account}`,
    `${prefix}=${inn ? `ИНН ${inn} ` : ''}${name}`,
    `${prefix}ИНН=${inn}`,
    `${prefix}КПП=${party.kpp ?? ''}`,
    `${prefix}1=${name}`,
    `${prefix}РасчСчет=${party.account}`,
    `${prefix}Банк1=${cp1251Text(party.bankName, `Банк ${label}`)}`,
    `${prefix}Банк2=${party.bankCity ? cp1251Text(party.bankCity, `Город банка ${label}`) : ''}`,
    `${prefix}БИК=${party.bik}`,
    `${prefix}Корсчет=${party.corrAccount ?? ''}`,
  ];
}

function documentLines(order: PaymentOrder): string[] {
  return [
    `СекцияДокумент=${PAYMENT_ORDER_KIND}`,
    `Номер=${order.number}`,
    `Дата=${orderDate(order.date)}`,
    `Сумма=${orderAmount(order.amountKopecks)}`,
    ...partyLines('Плательщик', order.payer, 'плательщика'),
    ...partyLines('Получатель', order.recipient, 'получателя'),
    'ВидПлатежа=',
    `ВидОплаты=${order.operationType ?? '01'}`,
    `Код=${order.uin ?? '0'}`,
    `Очередность=${order.priority ?? 5}`,
    `НазначениеПлатежа=${cp1251Text(order.purpose, 'Назначение платежа')}`,
    'КонецДокумента',
  ];
}

/** The whole file, windows-1251 with CRLF line ends. Every order is checked first (VALIDATION_ERROR). */
export function writePaymentOrders(orders: readonly PaymentOrder[], createdAt: Date): Buffer {
  if (orders.length === 0) throw new AppError('VALIDATION_ERROR', { message: 'Нет платёжных поручений для выгрузки' });
  for (const order of orders) checkPaymentOrder(order);
  const days = orders.map((o) => moscowDate(o.date)).sort();
  const firstDay = orders.find((o) => moscowDate(o.date) === days[0])?.date ?? createdAt;
  const lastDay = orders.find((o) => moscowDate(o.date) === days.at(-1))?.date ?? createdAt;
  const moscowClock = new Date(createdAt.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(11, 19);
  const lines = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    `Отправитель=${EXCHANGE_SENDER}`,
    'Получатель=',
    `ДатаСоздания=${orderDate(createdAt)}`,
    `ВремяСоздания=${moscowClock}`,
    `ДатаНачала=${orderDate(firstDay)}`,
    `ДатаКонца=${orderDate(lastDay)}`,
    ...[...new Set(orders.map((o) => o.payer.account))].map((account) => `РасчСчет=${account}`),
    `Документ=${PAYMENT_ORDER_KIND}`,
    ...orders.flatMap(documentLines),
    'КонецФайла',
  ];
  return iconv.encode(`${lines.join('\r\n')}\r\n`, 'win1251');
}
