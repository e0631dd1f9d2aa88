/**
 * SQL of the company's processes: one row per piece of long-running work, unique by (kind, subject);
 * written by the owning module's transactions, listed newest first by keyset. Every read of the list is
 * scoped by the company's id, and so is the join naming who started it.
 */
import type { ProcessKind, ProcessStatus } from '@vyplaty/contracts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, customers, processes } from '../../db/schema/index.js';
import { type KeyValue, keysetAfter, type PageWindow, type SortKeyPart } from '../../lib/pagination.js';

export type ProcessRecord = typeof processes.$inferSelect;
export type NewProcess = Pick<
  typeof processes.$inferInsert,
  | 'customerId'
  | 'kind'
  | 'subjectId'
  | 'title'
  | 'status'
  | 'done'
  | 'total'
  | 'startedBy'
  | 'startedAt'
  | 'resultPath'
  | 'errorFilePath'
>;
export type ProcessChange = Partial<
  Pick<ProcessRecord, 'status' | 'done' | 'total' | 'errorText' | 'errorFilePath' | 'finishedAt'>
>;

/** A process of this subject; an existing one (a rerun of the same work) is left as it is. */
export async function insertProcess(db: Db, row: NewProcess): Promise<void> {
  await db
    .insert(processes)
    .values(row)
    .onConflictDoNothing({ target: [processes.kind, processes.subjectId] });
}

export async function updateProcess(
  db: Db,
  key: { kind: ProcessKind; subjectId: string },
  change: ProcessChange,
): Promise<ProcessRecord | undefined> {
  const [row] = await db
    .update(processes)
    .set(change)
    .where(and(eq(processes.kind, key.kind), eq(processes.subjectId, key.subjectId)))
    .returning();
  return row;
}

export async function selectProcessBySubject(db: Db, key: { kind: ProcessKind; subjectId: string }) {
  const [row] = await db
    .select()
    .from(processes)
    .where(and(eq(processes.kind, key.kind), eq(processes.subjectId, key.subjectId)));
  return row;
}

export type ProcessFilter = { customerId: string; status?: ProcessStatus | undefined; kind?: ProcessKind | undefined };

export type ProcessListRow = ProcessRecord & {
  startedByRole: 'user' | 'employee' | null;
  startedByOrganisation: string | null;
  cursorKey: KeyValue[];
};

function whereOf(filter: ProcessFilter): SQL | undefined {
  return and(
    eq(processes.customerId, filter.customerId),
    filter.status ? eq(processes.status, filter.status) : undefined,
    filter.kind ? eq(processes.kind, filter.kind) : undefined,
  );
}

/** Newest first, the id breaking ties: served by processes_list / processes_list_status. */
export const processOrder: SortKeyPart[] = [
  { key: processes.startedAt, direction: 'DESC', type: 'timestamptz', notNull: true },
  { key: processes.id, direction: 'DESC', type: 'uuid', notNull: true },
];

/** One page: the rows after `after` (the previous page's last key), or `offset` skipped. */
export async function selectProcesses(
  db: Db,
  filter: ProcessFilter,
  window: PageWindow & { after?: KeyValue[] | undefined },
): Promise<ProcessListRow[]> {
  const rows = await db
    .select({
      process: processes,
      startedByRole: accounts.role,
      startedByOrganisation: customers.organisationName,
      cursorKey: sql<KeyValue[]>`json_build_array(${processes.startedAt}::text, ${processes.id}::text)`,
    })
    .from(processes)
    // Only an account of the same company names who started it.
    .leftJoin(accounts, and(eq(accounts.id, processes.startedBy), eq(accounts.customerId, filter.customerId)))
    .leftJoin(customers, eq(customers.id, accounts.customerId))
    .where(and(whereOf(filter), window.after ? keysetAfter(processOrder, window.after) : undefined))
    .orderBy(desc(processes.startedAt), desc(processes.id))
    .limit(window.limit)
    .offset(window.after ? 0 : window.offset);
  return rows.map((r) => ({
    ...r.process,
    startedByRole: r.startedByRole,
    startedByOrganisation: r.startedByOrganisation,
    cursorKey: r.cursorKey,
  }));
}

export async function countProcesses(db: Db, filter: ProcessFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(processes).where(whereOf(filter));
  return row?.n ?? 0;
}
