/**
 * Invites and the people they address. Every function on a company's data takes its customer id and
 * filters by it: nothing here reads or changes another company's invites.
 */

import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerEmployees, customers, employees, inviteEmployees, invites } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';

export type InviteRow = typeof invites.$inferSelect;
export type InviteEmployeeRow = typeof inviteEmployees.$inferSelect;
export type NewInvitePerson = Pick<
  typeof inviteEmployees.$inferInsert,
  'phone' | 'inn' | 'lastName' | 'firstName' | 'patronymic'
>;
export type InviteStatus = InviteRow['status'];

const liveOf = (customerId: string, ...more: (SQL | undefined)[]) =>
  and(eq(invites.customerId, customerId), isNull(invites.deletedAt), ...more);

export async function insertInvite(
  tx: Db,
  row: Pick<
    typeof invites.$inferInsert,
    'id' | 'customerId' | 'kind' | 'taxRegime' | 'comment' | 'linkTokenHash' | 'linkTokenCipher' | 'createdAt'
  >,
): Promise<InviteRow> {
  const [inserted] = await tx.insert(invites).values(row).returning();
  return inserted!;
}

export async function insertInvitePeople(
  tx: Db,
  invite: { id: string; customerId: string },
  people: NewInvitePerson[],
  now: Date,
): Promise<InviteEmployeeRow[]> {
  if (people.length === 0) return [];
  return (
    tx
      .insert(inviteEmployees)
      // One millisecond apart: the people keep the order they were typed in (lists sort by created_at).
      .values(
        people.map((p, i) => ({
          ...p,
          inviteId: invite.id,
          customerId: invite.customerId,
          createdAt: new Date(now.getTime() + i),
          updatedAt: now,
        })),
      )
      .returning()
  );
}

/** Replaces the people of a DRAFT invite (update while DRAFT: nobody was notified yet). */
export async function deleteInvitePeople(tx: Db, customerId: string, inviteId: string) {
  await tx
    .delete(inviteEmployees)
    .where(and(eq(inviteEmployees.customerId, customerId), eq(inviteEmployees.inviteId, inviteId)));
}

export async function selectInvite(db: Db, customerId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(invites)
    .where(liveOf(customerId, eq(invites.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateInviteRow(
  tx: Db,
  customerId: string,
  id: string,
  change: Partial<Pick<InviteRow, 'status' | 'kind' | 'taxRegime' | 'comment' | 'publishedAt' | 'rejectedAt'>>,
): Promise<InviteRow | undefined> {
  const [row] = await tx
    .update(invites)
    .set(change)
    .where(liveOf(customerId, eq(invites.id, id)))
    .returning();
  return row;
}

export async function markInviteDeleted(tx: Db, customerId: string, id: string, now: Date) {
  await tx
    .update(invites)
    .set({ deletedAt: now })
    .where(liveOf(customerId, eq(invites.id, id)));
}

export async function selectInvitePeople(db: Db, customerId: string, inviteIds: string[]) {
  if (inviteIds.length === 0) return [];
  return db
    .select()
    .from(inviteEmployees)
    .where(and(eq(inviteEmployees.customerId, customerId), inArray(inviteEmployees.inviteId, inviteIds)))
    .orderBy(asc(inviteEmployees.createdAt), asc(inviteEmployees.id));
}

export async function selectInvitePerson(db: Db, customerId: string, inviteId: string, personId: string) {
  const [row] = await db
    .select()
    .from(inviteEmployees)
    .where(
      and(
        eq(inviteEmployees.customerId, customerId),
        eq(inviteEmployees.inviteId, inviteId),
        eq(inviteEmployees.id, personId),
      ),
    );
  return row;
}

export async function updateInvitePerson(
  tx: Db,
  customerId: string,
  personId: string,
  change: Partial<Pick<InviteEmployeeRow, 'action' | 'smsCount' | 'lastSmsAt' | 'employeeId'>>,
  now: Date,
) {
  const [row] = await tx
    .update(inviteEmployees)
    .set({ ...change, updatedAt: now })
    .where(and(eq(inviteEmployees.customerId, customerId), eq(inviteEmployees.id, personId)))
    .returning();
  return row;
}

/** Counts one SMS to each of these people (publish, resend). */
export async function countSmsSent(tx: Db, customerId: string, personIds: string[], now: Date) {
  if (personIds.length === 0) return;
  await tx
    .update(inviteEmployees)
    .set({ smsCount: sql`${inviteEmployees.smsCount} + 1`, lastSmsAt: now, updatedAt: now })
    .where(and(eq(inviteEmployees.customerId, customerId), inArray(inviteEmployees.id, personIds)));
}

export type InviteListFilter = { status?: InviteStatus; direction: 'ASC' | 'DESC'; limit: number; offset: number };

export async function selectInvitePage(db: Db, customerId: string, filter: InviteListFilter) {
  const where = liveOf(customerId, filter.status ? eq(invites.status, filter.status) : undefined);
  const order =
    filter.direction === 'ASC'
      ? [asc(invites.createdAt), asc(invites.id)]
      : [desc(invites.createdAt), desc(invites.id)];
  const rows = await db
    .select()
    .from(invites)
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(invites).where(where);
  return { rows, totalCount: Number(total?.n ?? 0) };
}

/**
 * Contractors already ACTIVE in this company whose phone or ИНН is among these: they cannot be invited
 * again.
 */
export async function selectActiveEmployeesByContact(
  db: Db,
  customerId: string,
  contact: { phones: string[]; inns: string[] },
) {
  const matches: SQL[] = [];
  if (contact.phones.length > 0) matches.push(inArray(employees.phone, contact.phones));
  if (contact.inns.length > 0) matches.push(inArray(employees.inn, contact.inns));
  if (matches.length === 0) return [];
  return db
    .select({ phone: employees.phone, inn: employees.inn })
    .from(customerEmployees)
    .innerJoin(employees, eq(employees.id, customerEmployees.employeeId))
    .where(and(eq(customerEmployees.customerId, customerId), eq(customerEmployees.status, 'ACTIVE'), or(...matches)));
}

/** Contractors the company disconnected (customer_employees DISCONNECTED), newest first. */
/** Who a disconnected contractor is, as the «Пригласить снова» list shows them. */
const disconnectedPersonColumns = {
  employeeId: employees.id,
  lastName: employees.lastName,
  firstName: employees.firstName,
  patronymic: employees.patronymic,
  phone: employees.phone,
  inn: employees.inn,
};

export async function selectDisconnectedEmployees(db: Db, customerId: string, limit: number, offset: number) {
  const where = and(eq(customerEmployees.customerId, customerId), eq(customerEmployees.status, 'DISCONNECTED'));
  const rows = await db
    .select({
      ...disconnectedPersonColumns,
      kind: employees.kind,
      taxRegime: customerEmployees.taxRegime,
      disconnectedAt: customerEmployees.disconnectedAt,
    })
    .from(customerEmployees)
    .innerJoin(employees, eq(employees.id, customerEmployees.employeeId))
    .where(where)
    .orderBy(desc(customerEmployees.disconnectedAt), desc(customerEmployees.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(customerEmployees).where(where);
  return { rows, totalCount: Number(total?.n ?? 0) };
}

export async function selectDisconnectedEmployeesByIds(db: Db, customerId: string, employeeIds: string[]) {
  if (employeeIds.length === 0) return [];
  return db
    .select({
      ...disconnectedPersonColumns,
    })
    .from(customerEmployees)
    .innerJoin(employees, eq(employees.id, customerEmployees.employeeId))
    .where(
      and(
        eq(customerEmployees.customerId, customerId),
        eq(customerEmployees.status, 'DISCONNECTED'),
        inArray(customerEmployees.employeeId, employeeIds),
      ),
    );
}

/**
 * A contractor accepted an invite (called by the contractor's side inside the transaction that links
 * them to the company): the matching person of the invite — by phone, else by ИНН, else a new row
 * (someone the link was forwarded to) — becomes CONFIRM with the contractor's id. A person the company
 * cancelled cannot accept: CONFLICT with a Russian message (the caller's transaction rolls back).
 */
export async function markInviteEmployeeConfirmed(
  tx: Tx,
  input: { inviteId: string; customerId: string; employeeId: string; phone: string; inn?: string | null },
): Promise<InviteEmployeeRow> {
  const ofInvite = and(eq(inviteEmployees.customerId, input.customerId), eq(inviteEmployees.inviteId, input.inviteId));
  const now = new Date();
  const byPhone = eq(inviteEmployees.phone, input.phone);
  const matches = input.inn ? [byPhone, eq(inviteEmployees.inn, input.inn)] : [byPhone];
  for (const match of matches) {
    const [person] = await tx.select().from(inviteEmployees).where(and(ofInvite, match)).limit(1).for('update');
    if (!person) continue;
    if (person.action === 'CANCEL') {
      throw new AppError('CONFLICT', { message: 'Компания отменила приглашение для вас' });
    }
    const [row] = await tx
      .update(inviteEmployees)
      .set({ action: 'CONFIRM', employeeId: input.employeeId, updatedAt: now })
      .where(eq(inviteEmployees.id, person.id))
      .returning();
    return row!;
  }
  const [inserted] = await tx
    .insert(inviteEmployees)
    .values({
      inviteId: input.inviteId,
      customerId: input.customerId,
      phone: input.phone,
      inn: input.inn ?? null,
      action: 'CONFIRM',
      employeeId: input.employeeId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return inserted!;
}

/**
 * The invite behind a link token's hash, with the inviting company's name; null when unknown, or the invite is not published (DRAFT, REJECT) or deleted. Callers must answer all of these
 * the same way.
 */
export async function selectInviteByLinkToken(
  db: Db,
  tokenHash: string,
): Promise<{ invite: typeof invites.$inferSelect; organisationName: string } | null> {
  const [row] = await db
    .select({ invite: invites, organisationName: customers.organisationName })
    .from(invites)
    .innerJoin(customers, eq(customers.id, invites.customerId))
    .where(
      and(
        eq(invites.linkTokenHash, tokenHash),
        eq(invites.status, 'PUBLISH'),
        isNull(invites.deletedAt),
        isNull(customers.deactivatedAt),
      ),
    );
  return row ?? null;
}
