/**
 * Money, the one module of both apps: integer kopecks (bigint) inside, decimal roubles with a dot in
 * JSON ("1500.00"), «1 500,00 ₽» for people, never a float on the way (DOMAIN.md §7.1). Every
 * conversion is string ⇄ bigint digit work: 0.29 × 100 is 28.999… as a float, and sums past 2^53
 * kopecks (≈ 90 trillion roubles) would silently round.
 */
import { z } from 'zod';

export const MONEY_REQUIRED_MESSAGE = 'Укажите сумму';
export const MONEY_FORMAT_MESSAGE = 'Сумма в рублях, не больше двух знаков после запятой: 1500,00';
export const MONEY_POSITIVE_MESSAGE = 'Сумма должна быть больше нуля';

/** 150000n → "1500.00" (the JSON form; also FNS's xs:decimal). */
export function kopecksToRubles(kopecks: bigint): string {
  const sign = kopecks < 0n ? '-' : '';
  const abs = kopecks < 0n ? -kopecks : kopecks;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

// Up to 15 digits of roubles: far above any payout, and the database's bigint holds 9.2·10^16 roubles.
const TYPED_AMOUNT = /^(-?)(\d{1,15})(?:[.,](\d{1,2}))?$/;
const JSON_DECIMAL = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/;

function toKopecks(match: RegExpExecArray): bigint {
  const kopecks = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -kopecks : kopecks;
}

/**
 * What a person types: «1 500,00», «1500.00», «1500», «1 500», «1500,5» (spaces and no-break spaces
 * between thousands) → kopecks; null when it is not an amount (more than 2 decimals, letters, «1,500.00»…).
 */
export function rublesToKopecks(text: string): bigint | null {
  const match = TYPED_AMOUNT.exec(text.replace(/[\s\u00a0\u202f]/g, ''));
  return match ? toKopecks(match) : null;
}

/** The JSON form only: "1500.00", "1500.5", "1500", "-12.30" → kopecks; null for anything else. */
export function decimalToKopecks(value: string): bigint | null {
  const match = JSON_DECIMAL.exec(value);
  return match ? toKopecks(match) : null;
}

/**
 * Kopecks as a person reads them, on both sides: 150000n → «1 500,00 ₽». BigInt arithmetic, so sums
 * beyond 2^53 kopecks stay exact; thousands are grouped as ru-RU does (no-break spaces).
 */
/** Made once: building an Intl.NumberFormat costs ~50 µs, a settled batch of 500 payouts formats 1,500 amounts. */
const rublesFormat = new Intl.NumberFormat('ru-RU');

export function formatKopecks(kopecks: string | bigint): string {
  const value = BigInt(kopecks);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  const rubles = rublesFormat.format(abs / 100n);
  return `${sign}${rubles},${(abs % 100n).toString().padStart(2, '0')} ₽`;
}

/** Sums kopecks; the only way lists of amounts are added up, so nobody reaches for `+` on numbers. */
export function sumKopecks(values: Iterable<bigint>): bigint {
  let total = 0n;
  for (const value of values) total += value;
  return total;
}

/** An amount in JSON answers as text: "1500.00" (the service converts with kopecksToRubles). */
export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * Any amount (balances may be zero or negative) as JSON "1500.00" ⇄ kopecks: requests decode to a
 * bigint, answers built with a bigint encode to the decimal string.
 */
export const moneyKopecksSchema = z.codec(z.string({ error: MONEY_REQUIRED_MESSAGE }), z.bigint(), {
  decode: (text, ctx) => {
    const kopecks = decimalToKopecks(text);
    if (kopecks !== null) return kopecks;
    ctx.issues.push({ code: 'custom', message: MONEY_FORMAT_MESSAGE, input: text });
    return z.NEVER;
  },
  encode: kopecksToRubles,
});

/**
 * A payout-like amount in a request, typed by a person or sent by a client («1 500,00», "1500.00"):
 * positive, at most two decimals, decoded to kopecks; encoded back as "1500.00" in answers.
 */
export const moneyAmountSchema = z.codec(z.string({ error: MONEY_REQUIRED_MESSAGE }), z.bigint(), {
  decode: (text, ctx) => {
    const kopecks = rublesToKopecks(text);
    if (kopecks === null) {
      ctx.issues.push({ code: 'custom', message: MONEY_FORMAT_MESSAGE, input: text });
      return z.NEVER;
    }
    if (kopecks <= 0n) {
      ctx.issues.push({ code: 'custom', message: MONEY_POSITIVE_MESSAGE, input: text });
      return z.NEVER;
    }
    return kopecks;
  },
  encode: kopecksToRubles,
});
