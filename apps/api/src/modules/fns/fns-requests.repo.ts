/** SQL of fns_requests: the messages sent to the FNS partner API and their answers. */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertJsonRows } from '../../db/insert-json.js';
import { type FnsRequestState, fnsRequests } from '../../db/schema/index.js';
import { bigintReplacer } from '../../lib/money.js';

export type FnsRequestRow = typeof fnsRequests.$inferSelect;

export async function insertFnsRequest(
  db: Db,
  values: { method: string; employeeId?: string | null; inn?: string | null; payload: unknown },
  now: Date,
): Promise<FnsRequestRow> {
  const [row] = await db
    .insert(fnsRequests)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** Several messages recorded in one statement (a batch of receipts); the rows in no promised order. */
export async function insertFnsRequests(
  db: Db,
  values: { method: string; employeeId?: string | null; inn?: string | null; payload: unknown }[],
  now: Date,
): Promise<FnsRequestRow[]> {
  if (values.length === 0) return [];
  return insertJsonRows(
    db,
    fnsRequests,
    values.map((v) => ({ ...v, createdAt: now, updatedAt: now })),
  ).returning();
}

export async function selectFnsRequest(db: Db, id: string): Promise<FnsRequestRow | undefined> {
  const [row] = await db.select().from(fnsRequests).where(eq(fnsRequests.id, id));
  return row;
}

/** Several rows by id (a batch's messages), in no promised order; unknown ids are left out. */
export async function selectFnsRequests(db: Db, ids: string[]): Promise<FnsRequestRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(fnsRequests).where(inArray(fnsRequests.id, ids));
}

export async function updateFnsRequest(
  db: Db,
  id: string,
  values: Partial<{
    messageId: string | null;
    state: FnsRequestState;
    response: unknown;
    errorCode: string | null;
    errorMessage: string | null;
    sendCount: number;
    sentAt: Date | null;
    completedAt: Date | null;
  }>,
  now: Date,
): Promise<void> {
  await db
    .update(fnsRequests)
    .set({ ...values, updatedAt: now })
    .where(eq(fnsRequests.id, id));
}

/**
 * Messages sent together (a batch's send step): each row SENT with its MessageId, in one statement — one
 * JSON parameter, however many rows (a statement per message was most of a 10,000-receipt batch's).
 */
export async function markFnsRequestsSent(
  db: Db,
  sent: { id: string; messageId: string; sendCount: number }[],
  now: Date,
): Promise<void> {
  if (sent.length === 0) return;
  const values = JSON.stringify(sent.map((s) => ({ id: s.id, message_id: s.messageId, send_count: s.sendCount })));
  const at = now.toISOString();
  await db.execute(sql`
    update fns_requests set state = 'SENT', message_id = v.message_id, send_count = v.send_count,
                            sent_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
    from jsonb_to_recordset(${values}::jsonb) as v(id uuid, message_id text, send_count integer)
    where fns_requests.id = v.id`);
}

/** Answers polled together (GetMessages'), each row COMPLETED with its response, in one statement. */
export async function markFnsRequestsCompleted(
  db: Db,
  completed: { id: string; response: unknown }[],
  now: Date,
): Promise<void> {
  if (completed.length === 0) return;
  // The responses' kopecks as digit strings, as the column (jsonbWithKopecks) writes them.
  const values = JSON.stringify(completed, bigintReplacer);
  const at = now.toISOString();
  await db.execute(sql`
    update fns_requests set state = 'COMPLETED', response = v.response,
                            completed_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
    from jsonb_to_recordset(${values}::jsonb) as v(id uuid, response jsonb)
    where fns_requests.id = v.id`);
}
