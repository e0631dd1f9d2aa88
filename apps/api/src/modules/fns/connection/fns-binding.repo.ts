/**
 * SQL of fns_bindings: the contractor's connection of the platform in «Мой налог» (one row per
 * contractor), and the people a lost connection concerns. Every function takes the contractor's id,
 * except the scheduled watch's reads of all bindings.
 */

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { customerEmployees, employees, type FnsBindingStatusValue, fnsBindings } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/transaction.js';

export type FnsBindingRow = typeof fnsBindings.$inferSelect;
export type FnsBindingChange = Partial<Omit<FnsBindingRow, 'id' | 'employeeId' | 'updatedAt'>>;

export async function selectBinding(db: Db, employeeId: string): Promise<FnsBindingRow | undefined> {
  const [row] = await db.select().from(fnsBindings).where(eq(fnsBindings.employeeId, employeeId));
  return row;
}

export async function selectBindingForUpdate(db: Tx, employeeId: string): Promise<FnsBindingRow | undefined> {
  const [row] = await db.select().from(fnsBindings).where(eq(fnsBindings.employeeId, employeeId)).for('update');
  return row;
}

/** A new connection request replaces whatever the contractor had (one row each). */
export async function upsertBinding(
  db: Db,
  employeeId: string,
  values: FnsBindingChange & { by: 'INN' | 'PHONE'; status: FnsBindingStatusValue },
  now: Date,
): Promise<FnsBindingRow> {
  const [row] = await db
    .insert(fnsBindings)
    .values({ ...values, employeeId, updatedAt: now })
    .onConflictDoUpdate({ target: fnsBindings.employeeId, set: { ...values, updatedAt: now } })
    .returning();
  return row!;
}

export async function updateBinding(db: Db, employeeId: string, values: FnsBindingChange, now: Date) {
  await db
    .update(fnsBindings)
    .set({ ...values, updatedAt: now })
    .where(eq(fnsBindings.employeeId, employeeId));
}

/** What a connection request goes with: the profile's ИНН and phone, and whether registration is complete. */
export async function selectEmployeeForFns(db: Db, employeeId: string) {
  const [row] = await db
    .select({
      id: employees.id,
      inn: employees.inn,
      phone: employees.phone,
      verifiedAt: employees.verifiedAt,
      lastName: employees.lastName,
      firstName: employees.firstName,
      patronymic: employees.patronymic,
    })
    .from(employees)
    .where(eq(employees.id, employeeId));
  return row;
}

/** BIND connections of this ИНН (the watch matches FNS's unbound taxpayers by ИНН). */
export async function selectBoundByInn(db: Db, inn: string): Promise<FnsBindingRow[]> {
  return db
    .select()
    .from(fnsBindings)
    .where(and(eq(fnsBindings.inn, inn), eq(fnsBindings.status, 'BIND')));
}

/** BIND connections confirmed with FNS longest ago first (never confirmed first of all). */
export async function selectBoundToCheck(db: Db, limit: number): Promise<FnsBindingRow[]> {
  return db
    .select()
    .from(fnsBindings)
    .where(eq(fnsBindings.status, 'BIND'))
    .orderBy(sql`${fnsBindings.checkedAt} asc nulls first`, asc(fnsBindings.id))
    .limit(limit);
}

/** Companies the contractor works for now (ACTIVE links): told when the contractor's connection is lost. */
export async function selectActiveCustomerIds(db: Db, employeeId: string): Promise<string[]> {
  const rows = await db
    .select({ customerId: customerEmployees.customerId })
    .from(customerEmployees)
    .where(and(eq(customerEmployees.employeeId, employeeId), eq(customerEmployees.status, 'ACTIVE')));
  return rows.map((r) => r.customerId);
}

/** The company's link to the contractor (N5: former employment), or undefined when there is none. */
export async function selectLink(db: Db, customerId: string, employeeId: string) {
  const [row] = await db
    .select()
    .from(customerEmployees)
    .where(and(eq(customerEmployees.customerId, customerId), eq(customerEmployees.employeeId, employeeId)));
  return row;
}
