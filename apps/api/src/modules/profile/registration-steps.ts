/**
 * The four steps of /customer-complete-registration, read from what each step leaves behind, and
 * the one place that marks a customer verified. Every step's service calls
 * `verifyCustomerIfComplete` in its own transaction after recording its result, so whichever step
 * is done last verifies the company.
 */
import type { CustomerProfile } from '@vyplaty/contracts';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, agreements, bankBindings, customers, selfNepKeys } from '../../db/schema/index.js';

export type RegistrationSteps = CustomerProfile['registration_steps'];

const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

export async function selectRegistrationSteps(db: Db, customerId: string): Promise<RegistrationSteps> {
  const [selfNep, sberBalance, emailConfirm, trustedDocument] = await Promise.all([
    exists(
      db
        .select({ id: selfNepKeys.id })
        .from(selfNepKeys)
        .where(and(eq(selfNepKeys.customerId, customerId), eq(selfNepKeys.status, 'ACTIVE')))
        .limit(1),
    ),
    exists(
      db
        .select({ id: bankBindings.id })
        .from(bankBindings)
        .where(
          and(
            eq(bankBindings.customerId, customerId),
            eq(bankBindings.integration, 'SBER_BALANCE'),
            eq(bankBindings.status, 'BIND'),
          ),
        )
        .limit(1),
    ),
    exists(
      db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.customerId, customerId), isNotNull(accounts.emailVerifiedAt)))
        .limit(1),
    ),
    exists(
      db
        .select({ id: agreements.id })
        .from(agreements)
        .where(and(eq(agreements.customerId, customerId), eq(agreements.kind, 'EDO'), eq(agreements.status, 'SIGNED')))
        .limit(1),
    ),
  ]);
  return {
    'self-nep': selfNep,
    'sber-balance': sberBalance,
    'email-confirm': emailConfirm,
    'sign-trusted-document': trustedDocument,
  };
}

/** Sets verified_at once every step is done; returns whether the customer is verified now. */
export async function verifyCustomerIfComplete(tx: Db, customerId: string, now: Date): Promise<boolean> {
  const steps = await selectRegistrationSteps(tx, customerId);
  if (!Object.values(steps).every(Boolean)) return false;
  await tx
    .update(customers)
    .set({ verifiedAt: now })
    .where(and(eq(customers.id, customerId), isNull(customers.verifiedAt)));
  return true;
}
