/** Rows of agreements. Every read names its owner (a customer or a contractor): others' rows are not found. */

import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type AgreementKind, agreements, customers, employees } from '../../db/schema/index.js';

export type AgreementRow = typeof agreements.$inferSelect;
export type AgreementOwner = { customerId: string } | { employeeId: string };

const ownedBy = (owner: AgreementOwner) =>
  'customerId' in owner ? eq(agreements.customerId, owner.customerId) : eq(agreements.employeeId, owner.employeeId);

export async function insertAgreement(db: Db, row: typeof agreements.$inferInsert): Promise<AgreementRow> {
  const [inserted] = await db.insert(agreements).values(row).returning();
  if (!inserted) throw new Error('agreement row not inserted');
  return inserted;
}

export async function selectOwnedAgreement(
  db: Db,
  id: string,
  owner: AgreementOwner,
  options: { forUpdate?: boolean } = {},
): Promise<AgreementRow | undefined> {
  const query = db
    .select()
    .from(agreements)
    .where(and(eq(agreements.id, id), ownedBy(owner)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The owner's newest agreement of a kind (optionally in a status). */
export async function selectLatestAgreement(
  db: Db,
  owner: AgreementOwner,
  kind: AgreementKind,
  status?: AgreementRow['status'],
): Promise<AgreementRow | undefined> {
  const [row] = await db
    .select()
    .from(agreements)
    .where(and(ownedBy(owner), eq(agreements.kind, kind), status ? eq(agreements.status, status) : undefined))
    .orderBy(desc(agreements.createdAt), desc(agreements.id))
    .limit(1);
  return row;
}

export async function selectAgreementPage(
  db: Db,
  owner: AgreementOwner,
  page: { limit: number; offset: number },
): Promise<{ rows: AgreementRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(agreements)
      .where(ownedBy(owner))
      .orderBy(desc(agreements.createdAt), desc(agreements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(agreements).where(ownedBy(owner)),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

export async function markAgreementSigned(db: Db, id: string, signed: { signedFileId: string; signedAt: Date }) {
  await db
    .update(agreements)
    .set({ status: 'SIGNED', signedFileId: signed.signedFileId, signedAt: signed.signedAt })
    .where(eq(agreements.id, id));
}

/** What the agreement prints about its party. */
export async function selectPartyDetails(db: Db, owner: AgreementOwner) {
  if ('customerId' in owner) {
    const [row] = await db.select().from(customers).where(eq(customers.id, owner.customerId));
    return row ? ({ type: 'customer', row } as const) : undefined;
  }
  const [row] = await db.select().from(employees).where(eq(employees.id, owner.employeeId));
  return row ? ({ type: 'employee', row } as const) : undefined;
}
