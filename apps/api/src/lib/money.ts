/**
 * Database-side money helpers. Everything else about money is the contracts' money module (parse,
 * format, JSON decimal ⇄ bigint); this file only lets bigint kopecks live inside jsonb documents
 * (FNS messages as sent and received, receipt lines), where JSON itself has no bigint.
 */

/** JSON.stringify replacer: a bigint is written as its digits ("150000"), exact at any size. */
export const bigintReplacer = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/**
 * Turns every `…Kopecks` field of a parsed jsonb document back into a bigint, wherever it sits. Reads
 * the digits written by bigintReplacer and also plain integers, as rows written before the switch to
 * bigint hold them.
 */
export function reviveKopecks<T>(value: unknown): T {
  if (Array.isArray(value)) return value.map((item) => reviveKopecks(item)) as T;
  if (value === null || typeof value !== 'object') return value as T;
  const revived: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const isKopecks =
      key.endsWith('Kopecks') &&
      ((typeof field === 'string' && /^-?\d+$/.test(field)) ||
        (typeof field === 'number' && Number.isSafeInteger(field)));
    revived[key] = isKopecks ? BigInt(field as string | number) : reviveKopecks(field);
  }
  return revived as T;
}
