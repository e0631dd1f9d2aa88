/**
 * Companies and contractors as the parties of every payout, document and agreement. The money slices
 * serialise on these rows: lock them first, in the order of ADR 009 — company → contractor → payout →
 * ledger account — so two transactions never wait for each other in a circle.
 */
import type { AppContext } from '../../context.js';
import type { DbContext, TxContext } from '../../db/transaction.js';
import {
  type CustomerChange,
  type CustomerRow,
  type EmployeeRow,
  insertCustomerRow,
  insertEmployeeRow,
  lockCustomerRow,
  lockEmployeeRow,
  lockEmployeeRows,
  type NewCustomer,
  type NewEmployee,
  selectCustomerRow,
  selectCustomerRowsByInn,
  selectEmployeeRow,
  updateCustomerRow,
} from './parties.repo.js';

/** The company's row, or undefined for an unknown id. */
export const findCustomer = (ctx: AppContext, customerId: string): Promise<CustomerRow | undefined> =>
  selectCustomerRow(ctx.db, customerId);

/** The companies with this ИНН (branches share one), oldest first: a bank arrival is matched by its payer's ИНН. */
export const findCustomersByInn = (ctx: Pick<AppContext, 'db'>, inn: string): Promise<CustomerRow[]> =>
  selectCustomerRowsByInn(ctx.db, inn);

/** The contractor's row, or undefined for an unknown id. */
export const findEmployee = (ctx: AppContext, employeeId: string): Promise<EmployeeRow | undefined> =>
  selectEmployeeRow(ctx.db, employeeId);

/**
 * Locks the company's row until the transaction ends and returns it (undefined for an unknown id).
 * Everything that must not race for one company — its balance, limits, default account, agreements —
 * takes this lock first.
 */
export const lockCustomer = (txCtx: TxContext, customerId: string): Promise<CustomerRow | undefined> =>
  lockCustomerRow(txCtx.db, customerId);

/** Locks the contractor's row (after the company's, never before it) and returns it. */
export const lockEmployee = (txCtx: TxContext, employeeId: string): Promise<EmployeeRow | undefined> =>
  lockEmployeeRow(txCtx.db, employeeId);

/** Locks several contractors' rows at once, in ascending id (after the company's). */
export const lockEmployees = (txCtx: TxContext, employeeIds: string[]): Promise<EmployeeRow[]> =>
  lockEmployeeRows(txCtx.db, employeeIds);

export const updateCustomer = (txCtx: TxContext, customerId: string, change: CustomerChange): Promise<void> =>
  updateCustomerRow(txCtx.db, customerId, change);

/** A new company row (registration and the seed factories create its login beside it). */
export const createCustomer = (txCtx: TxContext<DbContext>, row: NewCustomer): Promise<CustomerRow> =>
  insertCustomerRow(txCtx.db, row);

/** A new contractor row. */
export const createEmployee = (txCtx: TxContext<DbContext>, row: NewEmployee): Promise<EmployeeRow> =>
  insertEmployeeRow(txCtx.db, row);

/** Whether the company or contractor has finished registration. */
export async function isPartyVerified(
  ctx: AppContext,
  party: { customerId: string | null; employeeId: string | null },
): Promise<boolean> {
  if (party.customerId) return Boolean((await findCustomer(ctx, party.customerId))?.verifiedAt);
  if (party.employeeId) return Boolean((await findEmployee(ctx, party.employeeId))?.verifiedAt);
  return false;
}
