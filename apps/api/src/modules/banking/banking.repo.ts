/**
 * Bank bindings of the nominal account (SBER_BALANCE). Every function on a company's data takes the
 * customer id and filters by it; the job reads a binding by its id and then works with its own row's
 * customer id only.
 */

import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bankBindings, customerBankAccounts } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export type BankBindingRow = typeof bankBindings.$inferSelect;
type AccountStatus = NonNullable<(typeof customerBankAccounts.$inferSelect)['integrationStatus']>;

const accountFields = {
  id: customerBankAccounts.id,
  bankName: customerBankAccounts.bankName,
  bik: customerBankAccounts.bik,
  accountNumber: customerBankAccounts.accountNumber,
};
export type BoundAccountRow = { id: string; bankName: string; bik: string; accountNumber: string };

export async function selectDefaultAccount(db: Db, customerId: string): Promise<BoundAccountRow | undefined> {
  const [row] = await db
    .select(accountFields)
    .from(customerBankAccounts)
    .where(
      and(
        eq(customerBankAccounts.customerId, customerId),
        eq(customerBankAccounts.isDefault, true),
        isNull(customerBankAccounts.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** The company's newest nominal-account binding, with the live account it was made for. */
export async function selectLatestSberBinding(db: Db, customerId: string) {
  const [row] = await db
    .select({ binding: bankBindings, account: accountFields })
    .from(bankBindings)
    .leftJoin(
      customerBankAccounts,
      and(
        eq(customerBankAccounts.id, bankBindings.bankAccountId),
        eq(customerBankAccounts.customerId, customerId),
        isNull(customerBankAccounts.deletedAt),
      ),
    )
    .where(and(eq(bankBindings.customerId, customerId), eq(bankBindings.integration, 'SBER_BALANCE')))
    .orderBy(desc(bankBindings.requestedAt), desc(bankBindings.id))
    .limit(1);
  return row;
}

export async function insertSberBinding(
  tx: Db,
  values: { customerId: string; bankAccountId: string; requestedAt: Date },
): Promise<BankBindingRow> {
  const [row] = await tx
    .insert(bankBindings)
    .values({ ...values, integration: 'SBER_BALANCE', status: 'AWAIT_BIND', updatedAt: values.requestedAt })
    .returning();
  if (!row) throw new Error('bank binding not inserted');
  return row;
}

/** The binding for the job, locked so two runs never work on it at once. */
export async function selectBindingForUpdate(tx: Tx, bindingId: string) {
  const [row] = await tx.select().from(bankBindings).where(eq(bankBindings.id, bindingId)).for('update');
  return row;
}

export async function selectAccountForBinding(tx: Db, customerId: string, bankAccountId: string) {
  const [row] = await tx
    .select(accountFields)
    .from(customerBankAccounts)
    .where(
      and(
        eq(customerBankAccounts.id, bankAccountId),
        eq(customerBankAccounts.customerId, customerId),
        isNull(customerBankAccounts.deletedAt),
      ),
    );
  return row;
}

export async function updateBinding(
  tx: Db,
  binding: Pick<BankBindingRow, 'id' | 'customerId'>,
  change: Partial<
    Pick<
      BankBindingRow,
      'status' | 'externalRequestId' | 'externalAccountId' | 'errorMessage' | 'attempts' | 'completedAt'
    >
  >,
  now: Date,
) {
  await tx
    .update(bankBindings)
    .set({ ...change, updatedAt: now })
    .where(and(eq(bankBindings.id, binding.id), eq(bankBindings.customerId, binding.customerId)));
}

/** Marks the company's account with the nominal-account integration and its status. */
export async function setAccountIntegration(
  tx: Db,
  customerId: string,
  bankAccountId: string,
  status: AccountStatus | null,
  now: Date,
) {
  await tx
    .update(customerBankAccounts)
    .set({ integration: status ? 'SBER_BALANCE' : null, integrationStatus: status, updatedAt: now })
    .where(and(eq(customerBankAccounts.id, bankAccountId), eq(customerBankAccounts.customerId, customerId)));
}

/** A retry with another account: the failed attempt's mark leaves the old account. */
export async function clearFailedSberMarks(tx: Db, customerId: string, now: Date) {
  await tx
    .update(customerBankAccounts)
    .set({ integration: null, integrationStatus: null, updatedAt: now })
    .where(
      and(
        eq(customerBankAccounts.customerId, customerId),
        eq(customerBankAccounts.integration, 'SBER_BALANCE'),
        eq(customerBankAccounts.integrationStatus, 'ERROR'),
      ),
    );
}
