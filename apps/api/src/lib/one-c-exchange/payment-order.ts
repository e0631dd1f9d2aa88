/**
 * A payment order (платёжное поручение, form 0401060) as the portal hands it to a company's bank:
 * written as a 1C exchange file (write-exchange.ts) and printed (payment-order-pdf.ts). The company
 * pays a contractor from its own account in the ONE_C_DIRECT_BANK mode; the same shape serves a
 * top-up of the nominal account.
 */
import { AppError } from '../errors.js';
import { moscowDate } from '../moscow-time.js';

export type PaymentOrderParty = {
  /** «ООО "Ромашка"», «ИП Иванов Иван Иванович», «Иванов Иван Иванович». */
  name: string;
  /** 10 or 12 digits; null when the person has none on record. */
  inn: string | null;
  kpp: string | null;
  account: string;
  bankName: string;
  /** «г. Москва»: the bank's place, the form's second bank line. */
  bankCity: string | null;
  bik: string;
  /** null for the Bank of Russia's own divisions, which have none. */
  corrAccount: string | null;
};

export type PaymentOrder = {
  /** 1–6 digits, the payer's own numbering. */
  number: string;
  date: Date;
  amountKopecks: bigint;
  payer: PaymentOrderParty;
  recipient: PaymentOrderParty;
  /** 1–210 characters. */
  purpose: string;
  /** Очерёдность платежа: 5 for ordinary payments (ст. 855 ГК РФ). */
  priority?: number;
  /** Вид операции: 01 — платёжное поручение. */
  operationType?: string;
  /** УИН (поле 22): 0 when there is none. */
  uin?: string;
};

export const PURPOSE_MAX = 210;

const invalid = (message: string) => new AppError('VALIDATION_ERROR', { message });

function checkParty(party: PaymentOrderParty, who: 'плательщика' | 'получателя') {
  if (!party.name.trim()) throw invalid(`Не указано наименование ${who}`);
  if (party.inn !== null && !/^(\d{10}|\d{12})$/.test(party.inn)) throw invalid(`ИНН ${who}: 10 или 12 цифр`);
  if (party.kpp !== null && !/^\d{9}$/.test(party.kpp)) throw invalid(`КПП ${who}: 9 цифр`);
  if (!/^\d{20}$/.test(party.account)) throw invalid(`Счёт ${who}: 20 цифр`);
  if (!/^\d{9}$/.test(party.bik)) throw invalid(`БИК банка ${who}: 9 цифр`);
  if (party.corrAccount !== null && !/^\d{20}$/.test(party.corrAccount)) {
    throw invalid(`Корр. счёт банка ${who}: 20 цифр`);
  }
  if (!party.bankName.trim()) throw invalid(`Не указан банк ${who}`);
}

/** The order's own rules (the bank refuses anything else); throws VALIDATION_ERROR in Russian. */
export function checkPaymentOrder(order: PaymentOrder) {
  if (!/^\d{1,6}$/.test(order.number)) throw invalid('Номер платёжного поручения: от 1 до 6 цифр');
  if (order.amountKopecks <= 0n) throw invalid('Сумма платёжного поручения должна быть больше нуля');
  const purpose = order.purpose.trim();
  if (!purpose || purpose.length > PURPOSE_MAX) {
    throw invalid(`Назначение платежа: от 1 до ${PURPOSE_MAX} символов`);
  }
  checkParty(order.payer, 'плательщика');
  checkParty(order.recipient, 'получателя');
}

/** dd.MM.yyyy of the Moscow day (the order's date, the exchange file's dates). */
export const orderDate = (at: Date) => {
  const [year, month, day] = moscowDate(at).split('-');
  return `${day}.${month}.${year}`;
};

/** 17500000n → "175000.00" (the exchange file), with `separator` '-' → "175000-00" (the printed form). */
export function orderAmount(kopecks: bigint, separator = '.') {
  return `${kopecks / 100n}${separator}${(kopecks % 100n).toString().padStart(2, '0')}`;
}
