/** The contractor's own rows: always selected and changed by the caller's employee id. */

import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, customerEmployees, customers, employees, inviteEmployees } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export type EmployeeRow = typeof employees.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

/** The contractor and the login of this session, locked for a change when `forUpdate`. */
export async function selectOwnEmployee(db: Db, employeeId: string, accountId: string, forUpdate = false) {
  const query = db
    .select({ employee: employees, account: accounts })
    .from(employees)
    .innerJoin(accounts, eq(accounts.employeeId, employees.id))
    .where(and(eq(employees.id, employeeId), eq(accounts.id, accountId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: employees }) : await query;
  return row;
}

export async function updateEmployee(db: Db, employeeId: string, values: Partial<typeof employees.$inferInsert>) {
  const [row] = await db.update(employees).set(values).where(eq(employees.id, employeeId)).returning();
  return row!;
}

export async function updateAccount(db: Db, accountId: string, values: Partial<typeof accounts.$inferInsert>) {
  await db.update(accounts).set(values).where(eq(accounts.id, accountId));
}

/** Another login already using this phone or e-mail (the unique indexes would refuse it). */
export async function isPhoneTakenByOther(db: Db, phone: string, accountId: string) {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.phone, phone), ne(accounts.id, accountId)))
    .limit(1);
  return rows.length > 0;
}

export async function isEmailTakenByOther(db: Db, email: string, accountId: string) {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.email, email), ne(accounts.id, accountId)))
    .limit(1);
  return rows.length > 0;
}

/** The regime each company the contractor works for pays them under, and whether FNS registers them (npd_rank 0). */
export async function selectLinkRegimes(db: Db, employeeId: string) {
  return db
    .select({ taxRegime: customerEmployees.taxRegime, npdRank: customerEmployees.npdRank })
    .from(customerEmployees)
    .where(and(eq(customerEmployees.employeeId, employeeId), eq(customerEmployees.status, 'ACTIVE')));
}

/** The companies the contractor works or worked for, oldest link first; only link `linkId` when given. */
export async function selectCompaniesOf(db: Db, employeeId: string, linkId?: string) {
  return db
    .select({
      id: customerEmployees.id,
      organisationName: customers.organisationName,
      inn: customers.inn,
      status: customerEmployees.status,
      taxRegime: customerEmployees.taxRegime,
      createdAt: customerEmployees.createdAt,
    })
    .from(customerEmployees)
    .innerJoin(customers, eq(customers.id, customerEmployees.customerId))
    .where(and(eq(customerEmployees.employeeId, employeeId), linkId ? eq(customerEmployees.id, linkId) : undefined))
    .orderBy(asc(customerEmployees.createdAt), asc(customerEmployees.id));
}
export type CompanyRow = Awaited<ReturnType<typeof selectCompaniesOf>>[number];

/** The link of this contractor to this company, locked (one per pair, by the unique index). */
export async function selectCustomerEmployeeForUpdate(db: Tx, customerId: string, employeeId: string) {
  const [row] = await db
    .select()
    .from(customerEmployees)
    .where(and(eq(customerEmployees.customerId, customerId), eq(customerEmployees.employeeId, employeeId)))
    .for('update');
  return row;
}

export async function insertCustomerEmployee(db: Db, values: typeof customerEmployees.$inferInsert) {
  await db.insert(customerEmployees).values(values);
}

/** A contractor the company had disconnected comes back through a new invite. */
export async function reconnectCustomerEmployee(db: Db, id: string, values: { taxRegime: string; inviteId: string }) {
  await db
    .update(customerEmployees)
    .set({ ...values, status: 'ACTIVE', disconnectedAt: null })
    .where(eq(customerEmployees.id, id));
}

/** The people an invite addresses (by phone and/or ИНН), to check who may accept it. */
export async function selectInvitePersons(db: Db, inviteId: string, customerId: string) {
  return db
    .select({
      phone: inviteEmployees.phone,
      inn: inviteEmployees.inn,
      action: inviteEmployees.action,
      employeeId: inviteEmployees.employeeId,
      lastName: inviteEmployees.lastName,
      firstName: inviteEmployees.firstName,
      patronymic: inviteEmployees.patronymic,
    })
    .from(inviteEmployees)
    .where(and(eq(inviteEmployees.inviteId, inviteId), eq(inviteEmployees.customerId, customerId)));
}
