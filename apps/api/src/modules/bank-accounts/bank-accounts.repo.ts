/**
 * The company's bank accounts. Every function takes the customer id and filters by it: nothing here
 * reads or changes another company's accounts. Only live rows (deleted_at is null) are read.
 */

import { and, desc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerBankAccounts } from '../../db/schema/index.js';

export type BankAccountRow = typeof customerBankAccounts.$inferSelect;
export type NewBankAccount = Pick<
  typeof customerBankAccounts.$inferInsert,
  'customerId' | 'accountType' | 'bik' | 'bankName' | 'corrAccount' | 'accountNumber' | 'isDefault' | 'createdAt'
>;
export type BankAccountChange = Partial<
  Pick<BankAccountRow, 'accountType' | 'bik' | 'bankName' | 'corrAccount' | 'accountNumber' | 'isDefault'>
>;

const liveOf = (customerId: string, ...more: (SQL | undefined)[]) =>
  and(eq(customerBankAccounts.customerId, customerId), isNull(customerBankAccounts.deletedAt), ...more);

/** The default first, then the newest. */
export async function selectBankAccounts(db: Db, customerId: string): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(customerBankAccounts)
    .where(liveOf(customerId))
    .orderBy(desc(customerBankAccounts.isDefault), desc(customerBankAccounts.createdAt), desc(customerBankAccounts.id));
}

export async function selectBankAccount(db: Db, customerId: string, id: string) {
  const [row] = await db
    .select()
    .from(customerBankAccounts)
    .where(liveOf(customerId, eq(customerBankAccounts.id, id)));
  return row;
}

/** A live account of the company with this БИК and number, other than `exceptId`. */
export async function selectBankAccountByNumber(
  db: Db,
  customerId: string,
  number: { bik: string; accountNumber: string },
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: customerBankAccounts.id })
    .from(customerBankAccounts)
    .where(
      liveOf(
        customerId,
        eq(customerBankAccounts.bik, number.bik),
        eq(customerBankAccounts.accountNumber, number.accountNumber),
        exceptId ? ne(customerBankAccounts.id, exceptId) : undefined,
      ),
    );
  return row;
}

/** The newest live account: it becomes the default when the default is removed. */
export async function selectNewestBankAccount(db: Db, customerId: string) {
  const [row] = await db
    .select({ id: customerBankAccounts.id })
    .from(customerBankAccounts)
    .where(liveOf(customerId))
    .orderBy(desc(customerBankAccounts.createdAt), desc(customerBankAccounts.id))
    .limit(1);
  return row;
}

export async function insertBankAccount(tx: Db, row: NewBankAccount): Promise<BankAccountRow> {
  const [inserted] = await tx.insert(customerBankAccounts).values(row).returning();
  return inserted!;
}

export async function updateBankAccountRow(
  tx: Db,
  customerId: string,
  id: string,
  change: BankAccountChange,
  now: Date,
): Promise<BankAccountRow | undefined> {
  const [row] = await tx
    .update(customerBankAccounts)
    .set({ ...change, updatedAt: now })
    .where(liveOf(customerId, eq(customerBankAccounts.id, id)))
    .returning();
  return row;
}

/** The company has no default account afterwards (the partial unique index allows one). */
export async function clearDefaultBankAccount(tx: Db, customerId: string, now: Date) {
  await tx
    .update(customerBankAccounts)
    .set({ isDefault: false, updatedAt: now })
    .where(liveOf(customerId, eq(customerBankAccounts.isDefault, true)));
}

/** Soft delete: payouts may refer to the row, so it stays with deleted_at set. */
export async function markBankAccountDeleted(tx: Db, customerId: string, id: string, now: Date) {
  await tx
    .update(customerBankAccounts)
    .set({ isDefault: false, deletedAt: now, updatedAt: now })
    .where(liveOf(customerId, eq(customerBankAccounts.id, id)));
}
