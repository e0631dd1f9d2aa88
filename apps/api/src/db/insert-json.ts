/**
 * INSERT of many rows whose values travel as ONE JSON parameter (jsonb_to_recordset) instead of one bind
 * parameter per value. Drizzle's `insert(table).values(rows)` builds a parameter list of rows × columns
 * (a 500-payout chunk: 20,500 of them, each through several `is()` checks): building those lists was the
 * largest part of drizzle's share of the main thread while a registry of 10,000 was paid
 * (docs/performance.md, «Paying a registry»), and PostgreSQL caps a statement at 65,535 of them.
 *
 * The same rows as `.values(rows)`: each column from the rows, through the column's own driver mapping
 * (custom types such as jsonbWithKopecks included); a column no row gives takes its default (SQL or
 * value), its `$defaultFn` per row, or NULL. The statement is drizzle's `insert … select`, so the caller
 * chains `.returning()` / `.onConflictDoNothing()` and gets rows mapped as usual.
 */
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

type Row = Record<string, unknown>;

export function insertJsonRows<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]) {
  if (rows.length === 0) throw new Error('insertJsonRows: no rows (the caller returns early)');
  const given = rows as Row[];
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(
    // A generated column takes no value (drizzle's values() leaves it out the same way).
    ([, column]) => column.generated === undefined || column.generated.type === 'byDefault',
  );
  const select: SQL[] = [];
  const definitions: string[] = [];
  const fromRows: [string, PgColumn][] = [];
  for (const [key, column] of columns) {
    const givenBy = given.filter((row) => row[key] !== undefined).length;
    const perRow = column.defaultFn ?? (column.default === undefined ? column.onUpdateFn : undefined);
    if (givenBy > 0 || perRow) {
      fromRows.push([key, column]);
      const value = sql`v.${sql.identifier(column.name)}`;
      // Given by some rows only, a default made by SQL (now(), gen_random_uuid()) fills the others.
      const partly = givenBy < given.length && !perRow && isSql(column.default);
      if (partly && !column.notNull) throw new Error(`insertJsonRows: ${column.name} is given in some rows only`);
      select.push(partly ? sql`coalesce(${value}, ${column.default})` : value);
      definitions.push(`"${column.name}" ${column.getSQLType().replace(/\s+COLLATE\s+.*$/i, '')}`);
    } else if (column.default !== undefined) {
      select.push(isSql(column.default) ? column.default : sql`${sql.param(column.default, column)}`);
    } else if (column.hasDefault) {
      // A serial (bigserial) column: its sequence, taken in the rows' order as the DEFAULT of values() would.
      select.push(sql`nextval(pg_get_serial_sequence(${getTableName(table)}, ${column.name}))`);
    } else {
      select.push(sql`null`);
    }
  }
  const records = given.map((row) =>
    Object.fromEntries(
      fromRows.map(([key, column]) => [column.name, jsonValue(column, columnValue(row, key, column))]),
    ),
  );
  return db
    .insert(table)
    .select(
      sql`select ${sql.join(select, sql`, `)} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(${sql.raw(definitions.join(', '))})`,
    );
}

/** A row's value of a column; one the row leaves out takes the column's default, as drizzle's values() does. */
function columnValue(row: Row, key: string, column: PgColumn): unknown {
  if (row[key] !== undefined) return row[key];
  if (column.defaultFn) return column.defaultFn();
  if (column.default === undefined && column.onUpdateFn) return column.onUpdateFn();
  // A plain default is the same value here; an SQL one is filled by the statement (coalesce above).
  if (column.default !== undefined && !isSql(column.default)) return column.default;
  return null;
}

const isSql = (value: unknown): value is SQL =>
  typeof value === 'object' && value !== null && 'queryChunks' in value && 'getSQL' in value;

/** The column's driver value as JSON: json / jsonb as the document itself, bigints and bytes as their text. */
function jsonValue(column: PgColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (isSql(value)) throw new Error(`insertJsonRows: ${column.name} is an SQL expression, which JSON cannot carry`);
  const driver = column.mapToDriverValue(value);
  const type = column.getSQLType();
  if ((type === 'json' || type === 'jsonb') && typeof driver === 'string') return JSON.parse(driver);
  if (typeof driver === 'bigint') return driver.toString();
  if (driver instanceof Date) return driver.toISOString();
  if (driver instanceof Uint8Array) return `\\x${Buffer.from(driver).toString('hex')}`;
  return driver;
}
