/** The company's own row and its logins; every function takes the customer id and touches only that company. */

import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, customers, sessions } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export type CompanyChange = Partial<
  Pick<
    typeof customers.$inferInsert,
    | 'phone'
    | 'postalAddress'
    | 'signerPosition'
    | 'lastName'
    | 'firstName'
    | 'patronymic'
    | 'organisationName'
    | 'kpp'
    | 'ogrn'
    | 'legalAddress'
    | 'actualizedAt'
  >
>;

export async function lockCompany(tx: Tx, customerId: string) {
  const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  return row;
}

export async function updateCompany(tx: Db, customerId: string, change: CompanyChange) {
  await tx.update(customers).set(change).where(eq(customers.id, customerId));
}

/**
 * The company stops using the platform: the mark on the company, every login of it blocked (login and
 * refresh refuse BLOCKED accounts) and every live session ended.
 */
export async function deactivateCompanyRows(tx: Db, customerId: string, now: Date) {
  await tx
    .update(customers)
    .set({ deactivatedAt: now })
    .where(and(eq(customers.id, customerId), isNull(customers.deactivatedAt)));
  const logins = await tx
    .update(accounts)
    .set({ status: 'BLOCKED' })
    .where(eq(accounts.customerId, customerId))
    .returning({ id: accounts.id });
  if (logins.length === 0) return;
  await tx
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
