/**
 * A Russian mobile shaped as it is typed, +7 XXX XXX-XX-XX, as the app's mask (components/form/input-masks.ts) does
 * without imask: typed into an empty field, a leading 8 or 7 is the country prefix people are used to writing, not
 * the number's first digit. It never judges the number: the server does, with its field message.
 */
export function shapePhone(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  // Already shaped (+7 …), or written with the country's 7 or the trunk 8 in front: that digit is not the number's.
  const hasPrefix = typed.trim().startsWith('+') || /^[78]/.test(digits);
  const national = (hasPrefix ? digits.slice(1) : digits).slice(0, 10);
  if (national === '') return '';
  const groups = [national.slice(0, 3), national.slice(3, 6), national.slice(6, 8), national.slice(8, 10)];
  return `+7 ${groups[0]}${groups[1] ? ` ${groups[1]}` : ''}${groups[2] ? `-${groups[2]}` : ''}${groups[3] ? `-${groups[3]}` : ''}`;
}

export const PHONE_PLACEHOLDER = '+7 999 000-00-01';
