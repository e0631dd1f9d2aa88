/**
 * The steps of /employee-complete-registration, read from what each step leaves behind, and the one
 * place that marks a contractor verified (like profile/registration-steps.ts for customers). Every
 * step's service calls `verifyEmployeeIfComplete` in its own transaction after recording its result
 * (PUT employee, PUT employee/inn, the ПЭП confirmation), so whichever step is done last verifies.
 */
import type { EmployeeCompleteRegistration } from '@vyplaty/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees, selfNepKeys } from '../../db/schema/index.js';

export type EmployeeRegistrationSteps = EmployeeCompleteRegistration['steps'];

type EmployeeRow = typeof employees.$inferSelect;

/** Personal data is complete when everything a contract and the tax reports need is there. */
export const hasPersonalData = (e: EmployeeRow) =>
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

/** Sets verified_at once every step is done; returns whether the contractor is verified now. */
export async function verifyEmployeeIfComplete(tx: Db, employeeId: string, now: Date): Promise<boolean> {
  const steps = await selectEmployeeRegistrationSteps(tx, employeeId);
  if (!steps || !Object.values(steps).every(Boolean)) return false;
  await tx
    .update(employees)
    .set({ verifiedAt: now })
    .where(and(eq(employees.id, employeeId), isNull(employees.verifiedAt)));
  return true;
}
