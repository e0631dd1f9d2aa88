/**
 * The calendar the portal's people and the tax service live in: Moscow, UTC+3 all year round since
 * 2014. Days (a trust document's validity), months and years (НПД income and its cap) are Moscow ones.
 */
const HOURS_AHEAD_OF_UTC = 3;

/** YYYY-MM-DD of the instant in Moscow. */
export const moscowDate = (at: Date) =>
  new Date(at.getTime() + HOURS_AHEAD_OF_UTC * 60 * 60 * 1000).toISOString().slice(0, 10);

export const moscowYear = (at: Date) => Number(moscowDate(at).slice(0, 4));

/** [1 January 00:00, next 1 January 00:00) of `year` in Moscow. */
export function moscowYearBounds(year: number): { from: Date; to: Date } {
  const start = (y: number) => new Date(`${String(y).padStart(4, '0')}-01-01T00:00:00+0${HOURS_AHEAD_OF_UTC}:00`);
  return { from: start(year), to: start(year + 1) };
}

/** [00:00, next 00:00) of the Moscow day the instant falls on. */
export function moscowDayBounds(at: Date): { from: Date; to: Date } {
  const from = new Date(`${moscowDate(at)}T00:00:00+0${HOURS_AHEAD_OF_UTC}:00`);
  return { from, to: new Date(from.getTime() + 24 * 60 * 60 * 1000) };
}

/** 00:00 of the first day of the Moscow month the instant falls on. */
export const moscowMonthStart = (at: Date) =>
  new Date(`${moscowDate(at).slice(0, 7)}-01T00:00:00+0${HOURS_AHEAD_OF_UTC}:00`);

/** 00:00 in Moscow of a calendar day given as YYYY-MM-DD. */
export const moscowDayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+0${HOURS_AHEAD_OF_UTC}:00`);

/** The instant as people read it in Moscow: «24.11.2026 14:05». */
const moscowDateTimeFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
export const moscowDateTime = (at: Date) => moscowDateTimeFormat.format(at).replace(',', '');
