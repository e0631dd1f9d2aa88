/** Accounts and the customer / employee rows they log in for. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, consents, customers, employees } from '../../db/schema/index.js';

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

/** A customer and its login, in one go (registration and the seed factories). */
export async function insertCustomerWithAccount(
  db: Db,
  customer: typeof customers.$inferInsert,
  account: { email: string; passwordHash: string; emailVerifiedAt?: Date | null },
) {
  const [customerRow] = await db.insert(customers).values(customer).returning();
  const [accountRow] = await db
    .insert(accounts)
    .values({ role: 'user', customerId: customerRow!.id, ...account })
    .returning();
  return { customer: customerRow!, account: accountRow! };
}

/** A contractor and its login; the phone is verified, since every way in proves it by SMS code. */
export async function insertEmployeeWithAccount(
  db: Db,
  employee: typeof employees.$inferInsert,
  account: { passwordHash: string; now: Date },
) {
  const [employeeRow] = await db.insert(employees).values(employee).returning();
  const [accountRow] = await db
    .insert(accounts)
    .values({
      role: 'employee',
      employeeId: employeeRow!.id,
      phone: employee.phone,
      phoneVerifiedAt: account.now,
      // The contractor's e-mail is their account's: unique across accounts and unconfirmed until a letter's link.
      email: employee.email ?? null,
      passwordHash: account.passwordHash,
    })
    .returning();
  return { employee: employeeRow!, account: accountRow! };
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

/** Whether the customer or employee behind an account has finished registration. */
export async function selectIsVerified(db: Db, account: AccountRow): Promise<boolean> {
  if (account.role === 'user' && account.customerId) {
    const [row] = await db
      .select({ verifiedAt: customers.verifiedAt })
      .from(customers)
      .where(eq(customers.id, account.customerId));
    return Boolean(row?.verifiedAt);
  }
  if (account.role === 'employee' && account.employeeId) {
    const [row] = await db
      .select({ verifiedAt: employees.verifiedAt })
      .from(employees)
      .where(eq(employees.id, account.employeeId));
    return Boolean(row?.verifiedAt);
  }
  return false;
}
