/**
 * SQL of the company's webhooks (issue 30, docs/decisions/webhooks.md): endpoints, events, deliveries and their
 * attempts. Every read a person makes takes the company's id: another company's endpoint or delivery is the same
 * "not found" as an unknown one. The job reads a delivery by its id alone (it carries no company).
 */
import { and, arrayContains, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accounts,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';
import type { KeyValue } from '../../lib/pagination.js';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;
type EndpointChange = Partial<Omit<typeof webhookEndpoints.$inferInsert, 'id' | 'customerId'>>;
type DeliveryChange = Partial<Omit<typeof webhookDeliveries.$inferInsert, 'id' | 'customerId'>>;

const live = (customerId: string) =>
  and(eq(webhookEndpoints.customerId, customerId), isNull(webhookEndpoints.deletedAt));

export function selectEndpoints(db: Db, customerId: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(live(customerId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

export async function countLiveEndpoints(db: Db, customerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints).where(live(customerId));
  return row?.n ?? 0;
}

/** One live endpoint of the company, locked for the change when `forUpdate`. */
export async function selectEndpoint(db: Db, customerId: string, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(live(customerId), eq(webhookEndpoints.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertEndpoint(tx: Tx, values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
  const [row] = await tx.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(tx: Tx, id: string, values: EndpointChange): Promise<EndpointRow> {
  const [row] = await tx.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, id)).returning();
  return row!;
}

/** The company's live endpoints subscribed to `type` (the emission's one indexed query). */
export function selectSubscribedEndpoints(db: Db, customerId: string, type: string) {
  return db
    .select({ id: webhookEndpoints.id, status: webhookEndpoints.status })
    .from(webhookEndpoints)
    .where(and(live(customerId), arrayContains(webhookEndpoints.events, [type])));
}

export async function insertEvents(tx: Tx, rows: (typeof webhookEvents.$inferInsert)[]): Promise<void> {
  await tx.insert(webhookEvents).values(rows);
}

export function insertDeliveries(tx: Tx, rows: (typeof webhookDeliveries.$inferInsert)[]) {
  return tx.insert(webhookDeliveries).values(rows).returning({ id: webhookDeliveries.id });
}

/** A delivery with its endpoint and event, locked (the job's and resend's view). */
export async function lockDelivery(tx: Tx, deliveryId: string, customerId?: string) {
  const [row] = await tx
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, event: webhookEvents })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(eq(webhookDeliveries.id, deliveryId), customerId ? eq(webhookDeliveries.customerId, customerId) : undefined),
    )
    .for('update', { of: webhookDeliveries });
  return row;
}

export async function updateDelivery(tx: Tx, id: string, values: DeliveryChange): Promise<DeliveryRow> {
  const [row] = await tx.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id)).returning();
  return row!;
}

/** The PENDING deliveries an endpoint holds (sent again on resume), or stops (on delete). */
export function selectPendingDeliveryIds(db: Db, endpointId: string) {
  return db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'PENDING')));
}

export async function failDeliveries(tx: Tx, ids: string[], error: string): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(webhookDeliveries)
    .set({ status: 'FAILED', nextAttemptAt: null, lastError: error })
    .where(inArray(webhookDeliveries.id, ids));
}

/** The next attempt's number: one more than the attempts recorded (a rerun after a crash never reuses one). */
export async function nextAttemptNo(tx: Tx, deliveryId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${webhookAttempts.attemptNo}), 0)::int` })
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId));
  return (row?.n ?? 0) + 1;
}

export async function insertAttempt(tx: Tx, values: typeof webhookAttempts.$inferInsert): Promise<void> {
  await tx.insert(webhookAttempts).values(values);
}

const deliveryCursorAt = sql<string>`${webhookDeliveries.createdAt}::text`;

/** A page of an endpoint's deliveries, newest first, after the keyset `(created_at, id)` when given. */
export function selectDeliveries(
  db: Db,
  filter: { endpointId: string; customerId: string; status: string | undefined },
  page: { limit: number; after: KeyValue[] | undefined },
) {
  const conditions: (SQL | undefined)[] = [
    eq(webhookDeliveries.endpointId, filter.endpointId),
    eq(webhookDeliveries.customerId, filter.customerId),
    filter.status ? eq(webhookDeliveries.status, filter.status as DeliveryRow['status']) : undefined,
    page.after
      ? sql`(${webhookDeliveries.createdAt}, ${webhookDeliveries.id}) < (cast(${page.after[0]} as timestamptz), cast(${page.after[1]} as uuid))`
      : undefined,
  ];
  return db
    .select({ delivery: webhookDeliveries, eventType: webhookEvents.type, cursorAt: deliveryCursorAt })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(...conditions))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(page.limit);
}

/** One delivery of the company with its event and every attempt, oldest first. */
export async function selectDeliveryDetail(db: Db, customerId: string, deliveryId: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, event: webhookEvents })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.customerId, customerId),
        isNull(webhookEndpoints.deletedAt),
      ),
    );
  if (!row) return undefined;
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(asc(webhookAttempts.attemptNo));
  return { ...row, attempts };
}

/** The company's ACTIVE owners (people, not API keys): who is told that an endpoint was paused. */
export async function selectOwnerAccountIds(db: Db, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.customerId, customerId),
        eq(accounts.memberRole, 'OWNER'),
        eq(accounts.status, 'ACTIVE'),
        eq(accounts.kind, 'PERSON'),
        isNull(accounts.removedAt),
      ),
    );
  return rows.map((r) => r.id);
}
