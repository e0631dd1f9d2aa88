/** SQL of the history table; every read is scoped by the owner asking. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertJsonRows } from '../../db/insert-json.js';
import { historyEvents } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export type HistoryEventRow = typeof historyEvents.$inferSelect;
export type NewHistoryEventRow = typeof historyEvents.$inferInsert;

export async function insertHistoryEvent(tx: Tx, row: NewHistoryEventRow): Promise<HistoryEventRow> {
  const [inserted] = await tx.insert(historyEvents).values(row).returning();
  return inserted!;
}

/** Several events in one statement (a job settling many payouts at once). */
/** Rows per INSERT: a row binds 8 parameters and PostgreSQL takes at most 65,535 per statement. */
const INSERT_BATCH = 1000;

export async function insertHistoryEvents(tx: Tx, rows: NewHistoryEventRow[]): Promise<void> {
  for (let from = 0; from < rows.length; from += INSERT_BATCH) {
    await insertJsonRows(tx, historyEvents, rows.slice(from, from + INSERT_BATCH));
  }
}

/** Who may read: the company or the contractor that owns the entity. */
export type HistoryOwner = { customerId: string } | { employeeId: string };
export type HistoryQuery = { entityKind: HistoryEventRow['entityKind']; entityId: string } & HistoryOwner;

/**
 * The history of one entity, oldest first, as its owner sees it: another company's or contractor's
 * entity yields no rows, exactly like an unknown id.
 */
export async function selectHistory(db: Db, query: HistoryQuery): Promise<HistoryEventRow[]> {
  const owner =
    'customerId' in query
      ? eq(historyEvents.customerId, query.customerId)
      : eq(historyEvents.employeeId, query.employeeId);
  return db
    .select()
    .from(historyEvents)
    .where(and(eq(historyEvents.entityKind, query.entityKind), eq(historyEvents.entityId, query.entityId), owner))
    .orderBy(asc(historyEvents.occurredAt), asc(historyEvents.seq));
}
