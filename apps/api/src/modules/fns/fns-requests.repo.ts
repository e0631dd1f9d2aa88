/** SQL of fns_requests: the messages sent to the FNS partner API and their answers. */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type FnsRequestState, fnsRequests } from '../../db/schema/index.js';

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
  return db
    .insert(fnsRequests)
    .values(values.map((v) => ({ ...v, createdAt: now, updatedAt: now })))
    .returning();
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
