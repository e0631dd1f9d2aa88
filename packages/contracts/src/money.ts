/**
 * Money: integer kopecks (bigint) inside, decimal roubles with a dot in JSON ("1500.00"), never a
 * float on the way (DOMAIN.md §7.1).
 */
import { z } from 'zod';

/** 150000n → "1500.00" */
export function kopecksToRubles(kopecks: bigint): string {
  const sign = kopecks < 0n ? '-' : '';
  const abs = kopecks < 0n ? -kopecks : kopecks;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** «1 500,00», «1500.00», «1500», «1500,5» → kopecks; null when it is not an amount (more than 2 decimals, letters…). */
export function rublesToKopecks(text: string): bigint | null {
  const match = /^(-?)(\d{1,15})(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s\u00a0]/g, ''));
  if (!match) return null;
  const kopecks = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -kopecks : kopecks;
}

/**
 * Kopecks as a person reads them, on both sides: 150000n → «1 500,00 ₽». BigInt arithmetic, so sums
 * beyond 2^53 kopecks stay exact; thousands are grouped as ru-RU does (no-break spaces).
 */
export function formatKopecks(kopecks: string | bigint): string {
  const value = BigInt(kopecks);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  const rubles = new Intl.NumberFormat('ru-RU').format(abs / 100n);
  return `${sign}${rubles},${(abs % 100n).toString().padStart(2, '0')} ₽`;
}

/** An amount in JSON answers: "1500.00". */
export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** A positive amount typed by a person or sent by a client, parsed to kopecks. */
export const positiveMoneyInputSchema = z.string({ error: 'Укажите сумму' }).transform((text, ctx) => {
  const kopecks = rublesToKopecks(text);
  if (kopecks === null) {
    ctx.addIssue({ code: 'custom', message: 'Сумма в рублях, не больше двух знаков после запятой: 1500,00' });
    return z.NEVER;
  }
  if (kopecks <= 0n) {
    ctx.addIssue({ code: 'custom', message: 'Сумма должна быть больше нуля' });
    return z.NEVER;
  }
  return kopecks;
});
