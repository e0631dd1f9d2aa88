/** A party with its login, in one transaction: registration and the seed factories. */
import type { DbContext, TxContext } from '../../db/transaction.js';
import { createCustomer, createEmployee, type NewCustomer, type NewEmployee } from '../parties/index.js';
import { insertCustomerAccount, insertEmployeeAccount } from './accounts.repo.js';

export async function createCustomerWithAccount(
  txCtx: TxContext<DbContext>,
  customer: NewCustomer,
  account: { email: string; passwordHash: string; emailVerifiedAt?: Date | null },
) {
  const customerRow = await createCustomer(txCtx, customer);
  return { customer: customerRow, account: await insertCustomerAccount(txCtx.db, customerRow.id, account) };
}

export async function createEmployeeWithAccount(
  txCtx: TxContext<DbContext>,
  employee: NewEmployee,
  account: { passwordHash: string; now: Date },
) {
  const employeeRow = await createEmployee(txCtx, employee);
  return { employee: employeeRow, account: await insertEmployeeAccount(txCtx.db, employeeRow, account) };
}
