/**
 * How a person is named in short (SPEC §2: the user menu, and every notification about a person):
 * surname plus initials, 'Иванов Иван Иванович' → 'Иванов И. И.'. A name with a double quote is an
 * organisation and is shown whole. One rule on both sides, so the bell and the header agree.
 */

/** Organisation names are written with quotes (ООО "Ромашка", ООО «Ромашка»); they are never abbreviated. */
const ORGANISATION_QUOTES = /["«»]/;

export function shortenName(fullName: string): string {
  const name = fullName.trim().replace(/\s+/g, ' ');
  if (!name || ORGANISATION_QUOTES.test(name)) return name;
  const [surname, ...rest] = name.split(' ');
  const initials = rest.map((part) => `${part.charAt(0).toLocaleUpperCase('ru-RU')}.`);
  return [surname, ...initials].join(' ');
}

/** 'Иванов', 'Иван', null → 'Иванов И.'; null when no part is known. */
export function shortPersonName(...parts: (string | null | undefined)[]): string | null {
  const full = parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
  return full ? shortenName(full) : null;
}

/** A company's notification before the contractor has entered any name: said in words, never a phone. */
export const CONTRACTOR_NAME_UNKNOWN = 'Исполнитель (ФИО пока не указано)';

/** «Исполнитель Иванов И. И.» — how a company's notification names a contractor. */
export const contractorLabel = (shortName: string | null) =>
  shortName ? `Исполнитель ${shortName}` : CONTRACTOR_NAME_UNKNOWN;
