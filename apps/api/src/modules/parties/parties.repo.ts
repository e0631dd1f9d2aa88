/**
 * The company (customers) and contractor (employees) rows: the only SQL that locks or writes them.
 * Other modules' repositories may join these tables to read their own lists; a lock or a change goes
 * through this module (ADR 009 fixes the lock order).
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers, employees } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export type CustomerRow = typeof customers.$inferSelect;
export type EmployeeRow = typeof employees.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;
export type NewEmployee = typeof employees.$inferInsert;
export type CustomerChange = Partial<Omit<typeof customers.$inferInsert, 'id' | 'createdAt'>>;

export async function selectCustomerRow(db: Db, customerId: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  return row;
}

/** The companies registered with this ИНН (a company's branches share it), oldest first. */
export async function selectCustomerRowsByInn(db: Db, inn: string): Promise<CustomerRow[]> {
  return db.select().from(customers).where(eq(customers.inn, inn)).orderBy(asc(customers.createdAt));
}

/**
 * FOR NO KEY UPDATE, not FOR UPDATE: lockers still wait for each other, but a row inserted elsewhere
 * that refers to the company (an idempotency key claimed before this lock, a payout) takes FOR KEY
 * SHARE on it, which FOR UPDATE would conflict with — two requests each holding one and asking for
 * the other's would deadlock (seen with concurrent payouts on PostgreSQL).
 */
export async function lockCustomerRow(tx: Tx, customerId: string): Promise<CustomerRow | undefined> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('no key update');
  return row;
}

export async function selectEmployeeRow(db: Db, employeeId: string): Promise<EmployeeRow | undefined> {
  const [row] = await db.select().from(employees).where(eq(employees.id, employeeId));
  return row;
}

/** FOR NO KEY UPDATE for the same reason as lockCustomerRow. */
export async function lockEmployeeRow(tx: Tx, employeeId: string): Promise<EmployeeRow | undefined> {
  const [row] = await tx.select().from(employees).where(eq(employees.id, employeeId)).for('no key update');
  return row;
}

/** Several contractors' rows locked in ascending id (one statement; the lock order of ADR 009). */
export async function lockEmployeeRows(tx: Tx, employeeIds: string[]): Promise<EmployeeRow[]> {
  if (employeeIds.length === 0) return [];
  return tx
    .select()
    .from(employees)
    .where(inArray(employees.id, employeeIds))
    .orderBy(asc(employees.id))
    .for('no key update');
}

export async function updateCustomerRow(tx: Tx, customerId: string, change: CustomerChange): Promise<void> {
  await tx.update(customers).set(change).where(eq(customers.id, customerId));
}

/** Sets the verification mark once; true when this call set it. */
export async function markCustomerRowVerified(tx: Tx, customerId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(customers)
    .set({ verifiedAt: now })
    .where(and(eq(customers.id, customerId), isNull(customers.verifiedAt)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

export async function markEmployeeRowVerified(tx: Tx, employeeId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(employees)
    .set({ verifiedAt: now })
    .where(and(eq(employees.id, employeeId), isNull(employees.verifiedAt)))
    .returning({ id: employees.id });
  return rows.length > 0;
}

export async function insertCustomerRow(tx: Tx, row: NewCustomer): Promise<CustomerRow> {
  const [created] = await tx.insert(customers).values(row).returning();
  return created!;
}

export async function insertEmployeeRow(tx: Tx, row: NewEmployee): Promise<EmployeeRow> {
  const [created] = await tx.insert(employees).values(row).returning();
  return created!;
}
