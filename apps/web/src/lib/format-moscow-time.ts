/**
 * Moscow's wall clock without dayjs or the contracts' schemas, for the app (re-exported by format.ts) and the public
 * pages (ADR 016), whose script holds neither.
 */
const moscowDateTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** DD.MM.YYYY HH:mm in Moscow whatever the browser's zone (the journal's times, like the API's days). */
export function formatMoscowDateTime(value: string | Date): string {
  return moscowDateTime.format(new Date(value)).replace(',', '');
}

/**
 * Today as YYYY-MM-DD in Moscow (UTC+3 all year since 2014), whatever the browser's zone: the day the
 * tax rules count in, the same one the API's `moscowDate` gives.
 */
export function moscowToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
