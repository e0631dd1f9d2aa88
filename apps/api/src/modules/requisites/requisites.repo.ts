/**
 * Payout requisites of one contractor. Every function takes the employee id and filters by it:
 * nothing here reads or writes across contractors. Only live rows (deleted_at null) are visible.
 */

import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employeeRequisites, sbpBanks } from '../../db/schema/index.js';

export type RequisiteRow = typeof employeeRequisites.$inferSelect;
export type RequisiteWithBank = RequisiteRow & { sbpBankName: string | null };
/** The columns a kind owns; the other kinds' columns are null. */
export type RequisiteDetails = Pick<
  RequisiteRow,
  | 'kind'
  | 'bik'
  | 'bankName'
  | 'corrAccount'
  | 'accountNumber'
  | 'cardNumberEncrypted'
  | 'cardNumberMasked'
  | 'sbpPhone'
  | 'sbpBankId'
>;

const live = (employeeId: string) =>
  and(eq(employeeRequisites.employeeId, employeeId), isNull(employeeRequisites.deletedAt));

const withBank = (db: Db) =>
  db
    .select({ requisite: employeeRequisites, sbpBankName: sbpBanks.name })
    .from(employeeRequisites)
    .leftJoin(sbpBanks, eq(sbpBanks.id, employeeRequisites.sbpBankId));

export async function selectRequisites(db: Db, employeeId: string): Promise<RequisiteWithBank[]> {
  const rows = await withBank(db)
    .where(live(employeeId))
    .orderBy(desc(employeeRequisites.isPrimary), desc(employeeRequisites.createdAt), desc(employeeRequisites.id));
  return rows.map((r) => ({ ...r.requisite, sbpBankName: r.sbpBankName }));
}

export async function selectRequisite(db: Db, employeeId: string, id: string): Promise<RequisiteWithBank | undefined> {
  const [row] = await withBank(db).where(and(live(employeeId), eq(employeeRequisites.id, id)));
  return row && { ...row.requisite, sbpBankName: row.sbpBankName };
}

export async function countRequisites(db: Db, employeeId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(employeeRequisites).where(live(employeeId));
  return row?.value ?? 0;
}

/** Live requisites of a kind, to refuse adding the same details twice. */
export const selectRequisitesOfKind = (db: Db, employeeId: string, kind: RequisiteRow['kind']) =>
  db
    .select()
    .from(employeeRequisites)
    .where(and(live(employeeId), eq(employeeRequisites.kind, kind)));

export async function insertRequisite(
  db: Db,
  row: RequisiteDetails & { employeeId: string; isPrimary: boolean; now: Date },
): Promise<RequisiteRow> {
  const { now, ...values } = row;
  const [inserted] = await db
    .insert(employeeRequisites)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

export async function updateRequisiteDetails(
  db: Db,
  employeeId: string,
  id: string,
  details: RequisiteDetails,
  now: Date,
) {
  await db
    .update(employeeRequisites)
    .set({ ...details, updatedAt: now })
    .where(and(live(employeeId), eq(employeeRequisites.id, id)));
}

/** Takes the primary mark off every live requisite of the contractor except `exceptId`. */
export async function clearPrimary(db: Db, employeeId: string, now: Date, exceptId?: string) {
  await db
    .update(employeeRequisites)
    .set({ isPrimary: false, updatedAt: now })
    .where(
      and(
        live(employeeId),
        eq(employeeRequisites.isPrimary, true),
        exceptId ? ne(employeeRequisites.id, exceptId) : undefined,
      ),
    );
}

export async function markPrimary(db: Db, employeeId: string, id: string, now: Date) {
  await db
    .update(employeeRequisites)
    .set({ isPrimary: true, updatedAt: now })
    .where(and(live(employeeId), eq(employeeRequisites.id, id)));
}

export async function softDeleteRequisite(db: Db, employeeId: string, id: string, now: Date) {
  await db
    .update(employeeRequisites)
    .set({ isPrimary: false, deletedAt: now, updatedAt: now })
    .where(and(live(employeeId), eq(employeeRequisites.id, id)));
}

export async function selectNewestRequisiteId(db: Db, employeeId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: employeeRequisites.id })
    .from(employeeRequisites)
    .where(live(employeeId))
    .orderBy(desc(employeeRequisites.createdAt), desc(employeeRequisites.id))
    .limit(1);
  return row?.id;
}
