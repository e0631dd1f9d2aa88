/** The customer and employee records behind the current user, always selected by the actor's own id. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, customers, employees } from '../../db/schema/index.js';

export async function selectCustomerProfile(db: Db, customerId: string, accountId: string) {
  const [row] = await db
    .select({ customer: customers, account: accounts })
    .from(customers)
    .innerJoin(accounts, eq(accounts.customerId, customers.id))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row && row.customer.id === customerId ? row : undefined;
}

export async function selectEmployeeProfile(db: Db, employeeId: string, accountId: string) {
  const [row] = await db
    .select({ employee: employees, account: accounts })
    .from(employees)
    .innerJoin(accounts, eq(accounts.employeeId, employees.id))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row && row.employee.id === employeeId ? row : undefined;
}
