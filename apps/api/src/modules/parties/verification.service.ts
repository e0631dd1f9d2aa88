/**
 * The one place that marks a party verified. Every registration step's service calls
 * `verifyCustomerIfComplete` / `verifyEmployeeIfComplete` in its own transaction after recording its
 * result (ПЭП key, nominal account, e-mail, EDO agreement; personal data, ИНН), so whichever step is
 * done last verifies the party.
 */
import type { AppContext } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import { markCustomerRowVerified, markEmployeeRowVerified } from './parties.repo.js';
import {
  type EmployeeRegistrationSteps,
  type RegistrationSteps,
  selectEmployeeRegistrationSteps,
  selectRegistrationSteps,
} from './registration-steps.repo.js';

export const customerRegistrationSteps = (ctx: AppContext, customerId: string): Promise<RegistrationSteps> =>
  selectRegistrationSteps(ctx.db, customerId);

/** Null for an unknown contractor. */
export const employeeRegistrationSteps = (
  ctx: AppContext,
  employeeId: string,
): Promise<EmployeeRegistrationSteps | null> => selectEmployeeRegistrationSteps(ctx.db, employeeId);

/** Sets verified_at once every step is done; returns whether the company is verified now. */
export async function verifyCustomerIfComplete(txCtx: TxContext, customerId: string): Promise<boolean> {
  const steps = await selectRegistrationSteps(txCtx.db, customerId);
  if (!Object.values(steps).every(Boolean)) return false;
  await markCustomerRowVerified(txCtx.db, customerId, txCtx.now());
  return true;
}

/** Sets verified_at once every step is done; returns whether the contractor is verified now. */
export async function verifyEmployeeIfComplete(txCtx: TxContext, employeeId: string): Promise<boolean> {
  const steps = await selectEmployeeRegistrationSteps(txCtx.db, employeeId);
  if (!steps || !Object.values(steps).every(Boolean)) return false;
  await markEmployeeRowVerified(txCtx.db, employeeId, txCtx.now());
  return true;
}
