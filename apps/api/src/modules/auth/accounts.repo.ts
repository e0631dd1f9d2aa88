/** Accounts and the customer / employee rows they log in for. */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, consents, sessions } from '../../db/schema/index.js';

export type AccountRow = typeof accounts.$inferSelect;

export async function selectAccountByEmail(db: Db, email: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  return row;
}

export async function selectAccountByPhone(db: Db, phone: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.phone, phone)).limit(1);
  return row;
}

export async function selectAccountById(db: Db, id: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

/** The login of a company (registration and the seed factories make the company row first). */
export async function insertCustomerAccount(
  db: Db,
  customerId: string,
  account: { email: string; passwordHash: string; emailVerifiedAt?: Date | null },
) {
  const [row] = await db
    .insert(accounts)
    .values({ role: 'user', customerId, memberRole: 'OWNER', ...account })
    .returning();
  return row!;
}

/** A contractor's login; the phone is verified, since every way in proves it by SMS code. */
export async function insertEmployeeAccount(
  db: Db,
  employee: { id: string; phone: string | null; email: string | null },
  account: { passwordHash: string; now: Date },
) {
  const [row] = await db
    .insert(accounts)
    .values({
      role: 'employee',
      employeeId: employee.id,
      phone: employee.phone,
      phoneVerifiedAt: account.now,
      // The contractor's e-mail is their account's: unique across accounts and unconfirmed until a letter's link.
      email: employee.email ?? null,
      passwordHash: account.passwordHash,
    })
    .returning();
  return row!;
}

export async function insertPersonalDataConsent(
  db: Db,
  input: { accountId: string; documentVersion: string; ip: string | undefined; userAgent: string | undefined },
) {
  await db.insert(consents).values({
    accountId: input.accountId,
    kind: 'PERSONAL_DATA',
    documentVersion: input.documentVersion,
    ip: input.ip ?? null,
    userAgent: input.userAgent ?? null,
  });
}

export async function updateAccountPassword(db: Db, accountId: string, passwordHash: string, now: Date) {
  await db.update(accounts).set({ passwordHash, passwordChangedAt: now }).where(eq(accounts.id, accountId));
}

export async function markEmailVerified(db: Db, accountId: string, now: Date) {
  await db
    .update(accounts)
    .set({ emailVerifiedAt: now })
    .where(and(eq(accounts.id, accountId), isNull(accounts.emailVerifiedAt)));
}

/**
 * A company leaves the platform: every login of it blocked (login and refresh refuse BLOCKED
 * accounts) and every live session ended.
 */
export async function blockCustomerAccounts(db: Db, customerId: string, now: Date) {
  const logins = await db
    .update(accounts)
    .set({ status: 'BLOCKED' })
    .where(eq(accounts.customerId, customerId))
    .returning({ id: accounts.id });
  if (logins.length === 0) return;
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: 'ENDED_BY_USER' })
    .where(
      and(
        inArray(
          sessions.accountId,
          logins.map((l) => l.id),
        ),
        isNull(sessions.revokedAt),
      ),
    );
}
