/**
 * SQL of the company's users (issue 28): the company's logins (accounts with its customer_id) and the invites
 * that made them (company_user_invites, the link's token kept as its SHA-256). Every read and change of a
 * colleague takes the company's id: another company's login is the same "not found" as an unknown one.
 */
import type { MemberRole } from '@vyplaty/contracts';
import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { accounts, companyUserInvites, customers } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export type ColleagueRow = typeof accounts.$inferSelect;
export type InviteRow = typeof companyUserInvites.$inferSelect;

const inviter = alias(accounts, 'inviter');
const inviterCompany = alias(customers, 'inviter_company');

/** The newest invite of each login (the one whose link may still work). */
const latestInvite = sql`${companyUserInvites.id} = (
  select i.id from company_user_invites i where i.account_id = ${accounts.id} order by i.created_at desc, i.id desc limit 1
)`;

/** A person's login: the logins API keys act through (issue 30) are never among the company's users. */
const isPerson = eq(accounts.kind, 'PERSON');

/** The company's logins not removed, in the order they were added, with the newest invite and who sent it. */
export function selectColleagues(db: Db, customerId: string) {
  return db
    .select({
      account: accounts,
      inviteExpiresAt: companyUserInvites.expiresAt,
      inviterName: sql<string | null>`coalesce(${inviter.fullName}, ${inviterCompany.organisationName})`,
    })
    .from(accounts)
    .leftJoin(companyUserInvites, and(eq(companyUserInvites.accountId, accounts.id), latestInvite))
    .leftJoin(inviter, eq(inviter.id, companyUserInvites.invitedBy))
    .leftJoin(inviterCompany, eq(inviterCompany.id, inviter.customerId))
    .where(and(eq(accounts.customerId, customerId), eq(accounts.role, 'user'), isPerson, isNull(accounts.removedAt)))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
}

/** One login of the company, not removed, locked for the change. */
export async function selectColleagueForUpdate(tx: Tx, customerId: string, accountId: string) {
  const [row] = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.customerId, customerId), isPerson, isNull(accounts.removedAt)))
    .for('update');
  return row;
}

/** The company's ACTIVE owners (the bell's recipients of invite answers; the last-owner rule counts them). */
export async function selectActiveOwnerIds(db: Db, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.customerId, customerId),
        eq(accounts.status, 'ACTIVE'),
        isPerson,
        isNull(accounts.removedAt),
        // Logins made before company users existed have no role stored: owners (migration 0048 set them).
        sql`coalesce(${accounts.memberRole}, 'OWNER') = 'OWNER'`,
      ),
    );
  return rows.map((r) => r.id);
}

/** Whether any login (a company's or a contractor's, removed or not) has the e-mail. */
export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)).limit(1);
  return row !== undefined;
}

export async function insertPendingColleague(
  tx: Tx,
  values: { customerId: string; email: string; fullName: string; memberRole: MemberRole; passwordHash: string },
): Promise<ColleagueRow> {
  const [row] = await tx
    .insert(accounts)
    .values({ role: 'user', status: 'PENDING', ...values })
    .returning();
  return row!;
}

export async function updateColleague(
  tx: Tx,
  customerId: string,
  accountId: string,
  values: Partial<
    Pick<ColleagueRow, 'memberRole' | 'fullName' | 'status' | 'removedAt' | 'passwordHash' | 'emailVerifiedAt'>
  >,
): Promise<ColleagueRow> {
  const [row] = await tx
    .update(accounts)
    .set(values)
    .where(and(eq(accounts.id, accountId), eq(accounts.customerId, customerId)))
    .returning();
  return row!;
}

export async function insertInvite(
  tx: Tx,
  values: { customerId: string; accountId: string; tokenHash: string; invitedBy: string; expiresAt: Date },
): Promise<InviteRow> {
  const [row] = await tx.insert(companyUserInvites).values(values).returning();
  return row!;
}

/** Every still-open link of the login stops working (a new one was sent, or the invite was withdrawn). */
export async function expireOpenInvites(tx: Tx, accountId: string, now: Date): Promise<void> {
  await tx
    .update(companyUserInvites)
    .set({ expiresAt: now })
    .where(
      and(
        eq(companyUserInvites.accountId, accountId),
        isNull(companyUserInvites.acceptedAt),
        isNull(companyUserInvites.declinedAt),
        gt(companyUserInvites.expiresAt, now),
      ),
    );
}

/** The newest invite of a login (when its PENDING link stops working, after a change). */
export async function selectLatestInvite(db: Db, accountId: string): Promise<InviteRow | undefined> {
  const [row] = await db
    .select()
    .from(companyUserInvites)
    .where(eq(companyUserInvites.accountId, accountId))
    .orderBy(desc(companyUserInvites.createdAt), desc(companyUserInvites.id))
    .limit(1);
  return row;
}

/** The invite behind a link, with the login it invites, the company and who sent it. */
export async function selectInviteByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      invite: companyUserInvites,
      account: accounts,
      organisationName: customers.organisationName,
      inviterName: sql<string | null>`coalesce(${inviter.fullName}, ${inviterCompany.organisationName})`,
    })
    .from(companyUserInvites)
    .innerJoin(accounts, eq(accounts.id, companyUserInvites.accountId))
    .innerJoin(customers, eq(customers.id, companyUserInvites.customerId))
    .leftJoin(inviter, eq(inviter.id, companyUserInvites.invitedBy))
    .leftJoin(inviterCompany, eq(inviterCompany.id, inviter.customerId))
    .where(eq(companyUserInvites.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** The invite behind a link, locked for its answer. */
export async function selectInviteForUpdate(tx: Tx, tokenHash: string): Promise<InviteRow | undefined> {
  const [row] = await tx
    .select()
    .from(companyUserInvites)
    .where(eq(companyUserInvites.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function markInviteAnswered(tx: Tx, inviteId: string, answer: 'accepted' | 'declined', now: Date) {
  await tx
    .update(companyUserInvites)
    .set(answer === 'accepted' ? { acceptedAt: now } : { declinedAt: now })
    .where(eq(companyUserInvites.id, inviteId));
}

/** The login an invite belongs to, locked (its customer's id checked by the caller through the invite). */
export async function selectInvitedAccountForUpdate(tx: Tx, invite: InviteRow) {
  const [row] = await tx
    .select()
    .from(accounts)
    .where(
      and(eq(accounts.id, invite.accountId), eq(accounts.customerId, invite.customerId), ne(accounts.role, 'employee')),
    )
    .for('update');
  return row;
}
