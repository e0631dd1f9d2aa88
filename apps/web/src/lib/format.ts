import { formatKopecks, rublesToKopecks } from '@vyplaty/contracts';
import dayjs from 'dayjs';
import { formatMoscowDateTime, moscowToday } from './format-moscow-time';

/** Surname plus initials (SPEC §2); the rule lives in the contracts so notifications follow it too. */
export { shortenName } from '@vyplaty/contracts';
// Kept apart for the public pages, whose script holds neither the contracts' schemas nor dayjs (ADR 016).
export { formatPhone, joinPersonName } from './format-person';
export { formatMoscowDateTime, moscowToday };

/** DD.MM.YYYY */
export function formatDate(value: string | Date): string {
  return dayjs(value).format('DD.MM.YYYY');
}

/** DD.MM.YYYY HH:mm (SPEC §3 notification time). */
export function formatDateTime(value: string | Date): string {
  return dayjs(value).format('DD.MM.YYYY HH:mm');
}

/**
 * A payout's times on its cards (created, paid): Moscow time, said so — «05.03.2026 12:00 МСК», exactly as the
 * printed receipt (the FNS sandbox's page) shows its time, whatever the browser's zone.
 */
export function formatMoscowTime(value: string | Date): string {
  return `${formatMoscowDateTime(value)} МСК`;
}

/** An amount of a JSON answer ("1500.00") as a person reads it: «1 500,00 ₽». */
export function formatMoney(rubles: string): string {
  const kopecks = rublesToKopecks(rubles);
  return kopecks === null ? rubles : formatKopecks(kopecks);
}

/** Kopecks as «1 500,00 ₽»: the one formatter of contracts, shared with the API's texts. */
export { formatKopecks };
