/** Rows of Госключ requests (db/schema/goskey.ts). */
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { goskeyRequests } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export type GoskeyRequestRow = typeof goskeyRequests.$inferSelect;

/** A new open request; undefined when one is already open for the subject and party (the partial unique index). */
export async function insertOpenRequest(
  db: Tx,
  row: typeof goskeyRequests.$inferInsert,
): Promise<GoskeyRequestRow | undefined> {
  const [inserted] = await db.insert(goskeyRequests).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function selectOpenRequest(db: Db, subjectType: string, subjectId: string, party: string) {
  const [row] = await db
    .select()
    .from(goskeyRequests)
    .where(
      and(
        eq(goskeyRequests.subjectType, subjectType),
        eq(goskeyRequests.subjectId, subjectId),
        eq(goskeyRequests.party, party as GoskeyRequestRow['party']),
        inArray(goskeyRequests.status, ['SENDING', 'SEND_UNKNOWN', 'PENDING']),
      ),
    );
  return row;
}

export async function updateRequest(db: Db, id: string, change: Partial<typeof goskeyRequests.$inferInsert>) {
  const [row] = await db.update(goskeyRequests).set(change).where(eq(goskeyRequests.id, id)).returning();
  return row;
}

export async function lockRequest(db: Tx, id: string): Promise<GoskeyRequestRow | undefined> {
  const [row] = await db.select().from(goskeyRequests).where(eq(goskeyRequests.id, id)).for('update');
  return row;
}

/** The requests waiting on the person, those closest to their end first. */
export async function selectPendingRequests(db: Db, limit: number): Promise<GoskeyRequestRow[]> {
  return db
    .select()
    .from(goskeyRequests)
    .where(eq(goskeyRequests.status, 'PENDING'))
    .orderBy(asc(goskeyRequests.expiresAt), asc(goskeyRequests.id))
    .limit(limit);
}

/**
 * Sends the service has not confirmed: SEND_UNKNOWN, and SENDING rows older than `staleBefore` (the
 * process that sent them stopped before writing the answer). Oldest first.
 */
export async function selectUnconfirmedSends(db: Db, staleBefore: Date, limit: number): Promise<GoskeyRequestRow[]> {
  return db
    .select()
    .from(goskeyRequests)
    .where(
      or(
        eq(goskeyRequests.status, 'SEND_UNKNOWN'),
        and(eq(goskeyRequests.status, 'SENDING'), lt(goskeyRequests.createdAt, staleBefore)),
      ),
    )
    .orderBy(asc(goskeyRequests.createdAt), asc(goskeyRequests.id))
    .limit(limit);
}

/** The newest request of each subject (any party, any status). */
export async function selectLatestRequests(db: Db, subjectType: string, subjectIds: string[]) {
  if (subjectIds.length === 0) return [];
  return db
    .selectDistinctOn([goskeyRequests.subjectId])
    .from(goskeyRequests)
    .where(and(eq(goskeyRequests.subjectType, subjectType), inArray(goskeyRequests.subjectId, subjectIds)))
    .orderBy(goskeyRequests.subjectId, desc(goskeyRequests.createdAt), desc(sql`${goskeyRequests.id}`));
}
