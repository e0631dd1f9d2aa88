/**
 * Everything the database holds of one side (a company and its contractor): every row of every table with
 * a customer_id, employee_id or account_id of theirs, plus their own customers/employees rows. Compared
 * before and after each attack, it proves "never changed" for every table at once, including tables added
 * later; its ids and personal values are the markers nothing the other side receives may contain.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../sql.js';

export type Owners = { customerId: string; employeeId: string; accountIds: string[] };
/** table → its rows of the owners, each as JSON, sorted. */
export type Snapshot = Record<string, string[]>;

const OWNER_COLUMNS = ['customer_id', 'employee_id', 'account_id'] as const;
/** Columns whose values identify a person or a thing of this side (ids are taken from every row). */
const MARKER_COLUMNS = [
  'id',
  'inn',
  'organisation_name',
  'last_name',
  'email',
  'phone',
  'account_number',
  'snils',
  'sbp_phone',
];

/** Tables with an owner column; uuid ones only (ledger_entries.account_id is a ledger account's bigint id, not a login). */
async function ownedTables(db: Db): Promise<Map<string, string[]>> {
  const rows = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_name in ('customer_id', 'employee_id', 'account_id')
          and data_type = 'uuid'`,
  );
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of rows)
    tables.set(table_name, [...(tables.get(table_name) ?? []), column_name]);
  return tables;
}

function ownerFilter(columns: string[], owners: Owners): SQL {
  const parts: SQL[] = [];
  for (const column of columns as (typeof OWNER_COLUMNS)[number][]) {
    const ids =
      column === 'customer_id'
        ? [owners.customerId]
        : column === 'employee_id'
          ? [owners.employeeId]
          : owners.accountIds;
    for (const id of ids) parts.push(sql`${sql.identifier(column)} = ${id}`);
  }
  return sql.join(parts, sql` or `);
}

export async function snapshotOf(db: Db, owners: Owners): Promise<Snapshot> {
  const snapshot: Snapshot = {};
  const queries: [string, SQL][] = [
    ['customers', sql`select * from customers where id = ${owners.customerId}`],
    ['employees', sql`select * from employees where id = ${owners.employeeId}`],
    // Owned through the link (customer_employee_id), not by an owner column of its own.
    [
      'former_employment_statements',
      sql`select * from former_employment_statements where customer_employee_id in (
        select id from customer_employees where customer_id = ${owners.customerId} or employee_id = ${owners.employeeId})`,
    ],
  ];
  for (const [table, columns] of await ownedTables(db)) {
    queries.push([table, sql`select * from ${sql.identifier(table)} where ${ownerFilter(columns, owners)}`]);
  }
  for (const [table, query] of queries) {
    const rows = await rowsOf<Record<string, unknown>>(db, query);
    snapshot[table] = rows.map((r) => JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).sort();
  }
  return snapshot;
}

/** The tables whose rows differ, each with its first changed row (what a failing case prints). */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const changes: string[] = [];
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[table] ?? [];
    const is = after[table] ?? [];
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    const gone = was.find((r) => !is.includes(r));
    const added = is.find((r) => !was.includes(r));
    changes.push(`${table}: ${was.length} → ${is.length} rows; was ${gone ?? '—'}; now ${added ?? '—'}`);
  }
  return changes;
}

/** The side's identifying values: every row id, and its ИНН, names, e-mails, phones and account numbers. */
export function markersOf(snapshot: Snapshot): string[] {
  const markers = new Set<string>();
  for (const rows of Object.values(snapshot)) {
    for (const json of rows) {
      const row = JSON.parse(json) as Record<string, unknown>;
      for (const column of MARKER_COLUMNS) {
        const value = row[column];
        if (typeof value === 'string' && value.length >= 5) markers.add(value);
      }
    }
  }
  return [...markers];
}

/** Waits until background jobs stop changing the side (two equal snapshots a poll interval apart). */
export async function settledSnapshot(db: Db, owners: Owners): Promise<Snapshot> {
  let last = await snapshotOf(db, owners);
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 700));
    const now = await snapshotOf(db, owners);
    if (changedTables(last, now).length === 0) return now;
    last = now;
  }
  throw new Error('the isolation world never settled: a job keeps changing it');
}
