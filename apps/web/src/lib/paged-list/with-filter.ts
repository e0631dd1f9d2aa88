/**
 * `filters` with `key` set to `value`, or without the key when the value is empty: a list's address keeps only the
 * filters applied (list-search-params.ts reads them back). Every list's toolbar changes its filters this way. A
 * select's value is a string; the filter's own type is what its schema reads back from the address.
 */
export function withFilter<F extends Record<string, unknown>, K extends keyof F>(
  filters: F,
  key: K,
  value: F[K] | string | undefined,
): F {
  const next = { ...filters };
  if (value) next[key] = value as F[K];
  else delete next[key];
  return next;
}
