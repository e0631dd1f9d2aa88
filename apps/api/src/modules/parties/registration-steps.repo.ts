/**
 * The registration steps of both parties, read from what each step leaves behind (keys, bindings,
 * confirmed e-mails, signed agreements, personal data). Read-only joins over other modules' tables:
 * the steps are facts about the party, whichever module recorded them.
 */
import type { CustomerProfile, EmployeeCompleteRegistration } from '@vyplaty/contracts';
import { and, eq, exists, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, agreements, bankBindings, customers, employees, selfNepKeys } from '../../db/schema/index.js';

export type RegistrationSteps = CustomerProfile['registration_steps'];
export type EmployeeRegistrationSteps = EmployeeCompleteRegistration['steps'];

/**
 * One query of four `exists`: it is read both on its own (the profile) and inside a transaction (verifying the
 * company once its last step is done), where a transaction's one connection runs one statement at a time.
 */
export async function selectRegistrationSteps(db: Db, customerId: string): Promise<RegistrationSteps> {
  const [steps] = await db
    .select({
      selfNep: exists(
        db
          .select({ id: selfNepKeys.id })
          .from(selfNepKeys)
          .where(and(eq(selfNepKeys.customerId, customerId), eq(selfNepKeys.status, 'ACTIVE'))),
      ).mapWith(Boolean),
      sberBalance: exists(
        db
          .select({ id: bankBindings.id })
          .from(bankBindings)
          .where(
            and(
              eq(bankBindings.customerId, customerId),
              eq(bankBindings.integration, 'SBER_BALANCE'),
              eq(bankBindings.status, 'BIND'),
            ),
          ),
      ).mapWith(Boolean),
      emailConfirm: exists(
        db
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.customerId, customerId), isNotNull(accounts.emailVerifiedAt))),
      ).mapWith(Boolean),
      trustedDocument: exists(
        db
          .select({ id: agreements.id })
          .from(agreements)
          .where(
            and(eq(agreements.customerId, customerId), eq(agreements.kind, 'EDO'), eq(agreements.status, 'SIGNED')),
          ),
      ).mapWith(Boolean),
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return {
    'self-nep': steps?.selfNep ?? false,
    'sber-balance': steps?.sberBalance ?? false,
    'email-confirm': steps?.emailConfirm ?? false,
    'sign-trusted-document': steps?.trustedDocument ?? false,
  };
}

/** Personal data is complete when everything a contract and the tax reports need is there. */
const hasPersonalData = (e: typeof employees.$inferSelect) =>
  Boolean(
    e.lastName &&
      e.firstName &&
      e.birthDate &&
      e.kind &&
      e.taxRegime &&
      e.citizenship &&
      e.registrationAddress &&
      e.snils,
  );

export async function selectEmployeeRegistrationSteps(
  db: Db,
  employeeId: string,
): Promise<EmployeeRegistrationSteps | null> {
  const [employee] = await db.select().from(employees).where(eq(employees.id, employeeId));
  if (!employee) return null;
  const [key] = await db
    .select({ id: selfNepKeys.id })
    .from(selfNepKeys)
    .where(and(eq(selfNepKeys.employeeId, employeeId), eq(selfNepKeys.status, 'ACTIVE')))
    .limit(1);
  return { 'personal-data': hasPersonalData(employee), inn: Boolean(employee.inn), 'self-nep': Boolean(key) };
}
