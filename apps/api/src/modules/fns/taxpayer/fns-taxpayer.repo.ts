/**
 * SQL of fns_taxpayers (what FNS last said about the contractor), fns_dictionaries (cached FNS
 * catalogues) and fns_watch_state (watermarks of the scheduled watch).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fnsBindings, fnsTaxpayers, fnsWatchState } from '../../../db/schema/index.js';

export type FnsTaxpayerRow = typeof fnsTaxpayers.$inferSelect;
export type FnsTaxpayerChange = Partial<Omit<FnsTaxpayerRow, 'employeeId' | 'inn' | 'updatedAt'>>;

export async function selectTaxpayer(db: Db, employeeId: string): Promise<FnsTaxpayerRow | undefined> {
  const [row] = await db.select().from(fnsTaxpayers).where(eq(fnsTaxpayers.employeeId, employeeId));
  return row;
}

/** Creates the contractor's snapshot on first use; later calls change only the given columns (and the ИНН). */
export async function upsertTaxpayer(
  db: Db,
  employeeId: string,
  inn: string,
  values: FnsTaxpayerChange,
  now: Date,
): Promise<void> {
  await db
    .insert(fnsTaxpayers)
    .values({ ...values, employeeId, inn, updatedAt: now })
    .onConflictDoUpdate({ target: fnsTaxpayers.employeeId, set: { ...values, inn, updatedAt: now } });
}

/** Contractors connected now, whose status was checked longest ago first (the daily refresh). */
export async function selectBoundForStatusRefresh(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ employeeId: fnsBindings.employeeId })
    .from(fnsBindings)
    .leftJoin(fnsTaxpayers, eq(fnsTaxpayers.employeeId, fnsBindings.employeeId))
    .where(eq(fnsBindings.status, 'BIND'))
    .orderBy(sql`${fnsTaxpayers.statusCheckedAt} asc nulls first`, asc(fnsBindings.employeeId))
    .limit(limit);
  return rows.map((r) => r.employeeId);
}

export async function selectWatchState<T>(db: Db, key: string): Promise<T | undefined> {
  const [row] = await db.select().from(fnsWatchState).where(eq(fnsWatchState.key, key));
  return row?.value as T | undefined;
}

export async function saveWatchState(db: Db, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(fnsWatchState)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: fnsWatchState.key, set: { value, updatedAt: now } });
}
