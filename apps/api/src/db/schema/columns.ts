import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, timestamp } from 'drizzle-orm/pg-core';
import { bigintReplacer, reviveKopecks } from '../../lib/money.js';

/** Every moment is stored with its time zone and read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * jsonb whose `…Kopecks` fields are bigints on our side (lib/money.ts): written as digit strings,
 * read back as bigint. Same SQL type as jsonb, so no migration.
 */
export const jsonbWithKopecks = <T>(name: string) =>
  customType<{ data: T; driverData: unknown }>({
    dataType: () => 'jsonb',
    toDriver: (value) => JSON.stringify(value, bigintReplacer),
    fromDriver: (value) => reviveKopecks<T>(typeof value === 'string' ? JSON.parse(value) : value),
  })(name);

/**
 * Already-folded text (lower case, ё→е) compared byte-wise (collation "C"): the same order on PGlite
 * and any PostgreSQL server whatever its locale, alphabetical for Cyrillic (а…я are consecutive code
 * points), and a plain btree serves `ORDER BY` and range conditions on it.
 */
export const foldedTextC = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * The ФИО sort key of the company's list (a folded-ФИО column): a contractor without a name goes last
 * in both directions, so A→Я puts them above every name (U+FFFF, highest in collation "C") and Я→А below
 * ('' ). The indexes of customer_employees are built on exactly these expressions and the list orders
 * by them, so the planner can match the two; the constants are written inline, never as parameters.
 */
export const fioSortKey = (fioKey: AnyPgColumn, direction: 'ASC' | 'DESC'): SQL =>
  direction === 'ASC' ? sql`coalesce(${fioKey}, E'\\uFFFF')` : sql`coalesce(${fioKey}, '')`;
