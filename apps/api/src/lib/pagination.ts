/**
 * Server paging in one place. Every list answers SPEC's `{page, page_size}` with `{items, totalCount}`
 * (`pageWindow`, `pageOf`). Lists that get long can also page by keyset (docs/decisions/lists.md): the
 * answer carries an opaque cursor of the last row's sort key and id, and the next request asks for the
 * rows after it, so a deep page costs an index seek instead of reading and dropping every row before it.
 */
import { createHash } from 'node:crypto';
import { type AnyColumn, and, isNull, or, type SQL, sql } from 'drizzle-orm';
import { AppError } from './errors.js';

export type PageRequest = { page: number; page_size: number };
export type PageWindow = { limit: number; offset: number };
export type Page<T> = { items: T[]; totalCount: number };

/** `{page, page_size}` (page from 1) → the rows to skip and to take. */
export const pageWindow = ({ page, page_size }: PageRequest): PageWindow => ({
  limit: page_size,
  offset: (page - 1) * page_size,
});

/** The `{items, totalCount}` answer of every list. */
export const pageOf = <T>(items: T[], totalCount: number): Page<T> => ({ items, totalCount });

/** A value of a sort key as a cursor carries it: timestamps as PostgreSQL's text (microseconds kept). */
export type KeyValue = string | number | null;

/**
 * One column of a list's order. `type` casts the cursor's value back in SQL, so the comparison is the
 * column's own (a timestamp compares as a timestamp, not as text). Nulls sort last in both directions
 * (`NULLS LAST`), which is how `keysetAfter` reads them.
 */
export type SortKeyPart = {
  key: SQL | AnyColumn;
  direction: 'ASC' | 'DESC';
  type: 'text' | 'integer' | 'bigint' | 'uuid' | 'timestamptz';
  /** The key is never null: a spelled-out comparison may then also bound it (`>=`/`<=`) for an index to seek. */
  notNull?: boolean;
};

const CURSOR_VERSION = 1;
const BAD_CURSOR = 'Ссылка на следующую страницу устарела: откройте список заново';

/**
 * The opaque cursor of a row: its sort-key values, tied to the query it came from (`scope`: the order,
 * filters and search), so a cursor of another query is recognised instead of silently applied.
 */
export function encodeCursor(scope: string, values: KeyValue[]): string {
  return Buffer.from(JSON.stringify([CURSOR_VERSION, scopeHash(scope), values])).toString('base64url');
}

/**
 * The key values of a cursor made for this `scope` with `arity` values; `undefined` when it was made for
 * another query (the caller falls back to the page number). A cursor that is not one of ours is bad
 * input: 400 with the field named.
 */
export function decodeCursor(cursor: string, scope: string, arity: number, field = 'after'): KeyValue[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    parsed[0] !== CURSOR_VERSION ||
    typeof parsed[1] !== 'string' ||
    !Array.isArray(parsed[2]) ||
    parsed[2].length !== arity ||
    !parsed[2].every((v) => v === null || typeof v === 'string' || typeof v === 'number')
  ) {
    throw new AppError('VALIDATION_ERROR', { message: BAD_CURSOR, fields: { [field]: BAD_CURSOR } });
  }
  return parsed[1] === scopeHash(scope) ? (parsed[2] as KeyValue[]) : undefined;
}

const scopeHash = (scope: string) => createHash('sha256').update(scope).digest('base64url').slice(0, 12);

const typedValue = (part: SortKeyPart, value: string | number) => sql`cast(${value} as ${sql.raw(part.type)})`;

/**
 * The rows after the one whose key values are `values`, in the order `parts` (the last part unique, e.g.
 * the id). With one direction and no nulls it is the row comparison `(a, b) > (x, y)` (`<` descending),
 * which a btree index on those columns seeks to. Mixed directions or a null value need the expanded
 * form: a > x, or a = x and (b, …) after (y, …), with nulls last (after a null only nulls follow; after a
 * value come the greater values, then the nulls); a first part marked `notNull` is also bounded by
 * `a >= x`, which an index seeks to.
 */
export function keysetAfter(parts: SortKeyPart[], values: KeyValue[]): SQL {
  if (parts.length === 0 || parts.length !== values.length) throw new Error('keysetAfter: one value per key part');
  const direction = parts[0]!.direction;
  if (parts.every((p) => p.direction === direction) && values.every((v) => v !== null)) {
    const keys = sql.join(
      parts.map((p) => p.key),
      sql`, `,
    );
    const vals = sql.join(
      parts.map((p, i) => typedValue(p, values[i]!)),
      sql`, `,
    );
    return direction === 'ASC' ? sql`(${keys}) > (${vals})` : sql`(${keys}) < (${vals})`;
  }
  const [first] = parts;
  const expanded = expandedAfter(parts, values);
  if (!first!.notNull || values[0] === null) return expanded;
  const bound =
    first!.direction === 'ASC'
      ? sql`${first!.key} >= ${typedValue(first!, values[0]!)}`
      : sql`${first!.key} <= ${typedValue(first!, values[0]!)}`;
  return and(bound, expanded)!;
}

function expandedAfter(parts: SortKeyPart[], values: KeyValue[]): SQL {
  const [part, ...restParts] = parts;
  const [value, ...restValues] = values;
  const rest = restParts.length > 0 ? expandedAfter(restParts, restValues) : undefined;
  if (value === null || value === undefined) {
    // Nulls come last: after a null only the other nulls remain, ordered by the rest of the key.
    return and(isNull(part!.key), rest ?? sql`false`)!;
  }
  const typed = typedValue(part!, value);
  const beyond = part!.direction === 'ASC' ? sql`${part!.key} > ${typed}` : sql`${part!.key} < ${typed}`;
  const tie = rest ? and(sql`${part!.key} = ${typed}`, rest) : undefined;
  return or(beyond, tie, isNull(part!.key))!;
}
