/**
 * SQL of mass payouts: registries, their rows and events. Every function a request reaches takes the
 * company's id and filters by it; the import job addresses its registry by id (it acts for the platform).
 */
import type { PayoutKind } from '@vyplaty/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type MassPayoutStatus, massPayoutCounters, massPayoutEvents, massPayouts } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export type MassPayoutRecord = typeof massPayouts.$inferSelect;
export type MassPayoutChange = Partial<Omit<MassPayoutRecord, 'id' | 'customerId' | 'kind' | 'number'>>;
export type MassPayoutEventRecord = typeof massPayoutEvents.$inferSelect;

/** The company's next registry number (the counter row stays locked until the transaction ends). */
export async function nextMassPayoutNumber(tx: Tx, customerId: string): Promise<number> {
  const [row] = await tx
    .insert(massPayoutCounters)
    .values({ customerId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: massPayoutCounters.customerId,
      set: { lastNumber: sql`${massPayoutCounters.lastNumber} + 1` },
    })
    .returning({ n: massPayoutCounters.lastNumber });
  return row!.n;
}

/** The new registry, or undefined when a live one of this company already has the same file. */
export async function insertMassPayout(
  tx: Tx,
  row: typeof massPayouts.$inferInsert,
): Promise<MassPayoutRecord | undefined> {
  const [inserted] = await tx
    .insert(massPayouts)
    .values(row)
    .onConflictDoNothing({
      target: [massPayouts.customerId, massPayouts.sha256],
      where: sql`${massPayouts.deletedAt} is null`,
    })
    .returning();
  return inserted;
}

export async function selectMassPayoutBySha(db: Db, customerId: string, sha256: string) {
  const [row] = await db
    .select()
    .from(massPayouts)
    .where(and(eq(massPayouts.customerId, customerId), eq(massPayouts.sha256, sha256), isNull(massPayouts.deletedAt)));
  return row;
}

/** A live registry of this company and kind; `lock` takes it for update (the caller's transaction). */
export async function selectMassPayout(db: Db, customerId: string, kind: PayoutKind, id: string, lock = false) {
  const query = db
    .select()
    .from(massPayouts)
    .where(
      and(
        eq(massPayouts.customerId, customerId),
        eq(massPayouts.kind, kind),
        eq(massPayouts.id, id),
        isNull(massPayouts.deletedAt),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** For the import job only: its registry by id, locked. */
export async function lockMassPayoutForJob(tx: Tx, id: string) {
  const [row] = await tx.select().from(massPayouts).where(eq(massPayouts.id, id)).for('update');
  return row;
}

export async function selectMassPayoutForJob(db: Db, id: string) {
  const [row] = await db.select().from(massPayouts).where(eq(massPayouts.id, id));
  return row;
}

export async function updateMassPayout(tx: Db, id: string, change: MassPayoutChange) {
  const [row] = await tx
    .update(massPayouts)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(massPayouts.id, id))
    .returning();
  return row!;
}

export type MassPayoutListFilter = {
  customerId: string;
  kind: PayoutKind;
  /** The MY scope: the registries this login made (mass_payouts_list_mine). */
  createdBy?: string | undefined;
  status?: MassPayoutStatus | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

/**
 * Newest first, keyset on (created_at, id): mass_payouts_list / _list_status serve order and seek, and
 * mass_payouts_list_mine (customer_id, kind, created_by, created_at, id) the MY scope.
 */
export async function selectMassPayoutPage(
  db: Db,
  filter: MassPayoutListFilter,
  limit: number,
  after: { createdAt: string; id: string } | undefined,
) {
  return db
    .select()
    .from(massPayouts)
    .where(
      and(
        eq(massPayouts.customerId, filter.customerId),
        eq(massPayouts.kind, filter.kind),
        filter.createdBy ? eq(massPayouts.createdBy, filter.createdBy) : undefined,
        isNull(massPayouts.deletedAt),
        filter.status ? eq(massPayouts.status, filter.status) : undefined,
        filter.from ? gte(massPayouts.createdAt, filter.from) : undefined,
        filter.to ? lt(massPayouts.createdAt, filter.to) : undefined,
        after
          ? sql`(${massPayouts.createdAt}, ${massPayouts.id}) < (cast(${after.createdAt} as timestamptz), cast(${after.id} as uuid))`
          : undefined,
      ),
    )
    .orderBy(desc(massPayouts.createdAt), desc(massPayouts.id))
    .limit(limit);
}

/** The exact creation time as text (microseconds survive, unlike a Date): the list cursor's key. */
export async function createdAtKeysOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: massPayouts.id, key: sql<string>`${massPayouts.createdAt}::text` })
    .from(massPayouts)
    .where(inArray(massPayouts.id, ids));
  return new Map(rows.map((r) => [r.id, r.key]));
}

// ——— events ———

export async function insertEvent(tx: Tx, row: typeof massPayoutEvents.$inferInsert) {
  await tx.insert(massPayoutEvents).values(row);
}

export async function selectEvents(db: Db, customerId: string, massPayoutId: string) {
  return db
    .select()
    .from(massPayoutEvents)
    .where(and(eq(massPayoutEvents.customerId, customerId), eq(massPayoutEvents.massPayoutId, massPayoutId)))
    .orderBy(asc(massPayoutEvents.seq));
}
