/** SQL of the acceptance window: each company's window, the pairs whose window has passed, a company's account. */
import { TASK_ACCEPTANCE_DAYS_DEFAULT } from '@vyplaty/contracts';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, customerConstants, taskEmployees } from '../../db/schema/index.js';

/** Each company's window in days (15 for a company that never set it). */
export async function selectAcceptanceDays(db: Db, customerIds: string[]): Promise<Map<string, number>> {
  const ids = [...new Set(customerIds)];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: customerConstants.customerId, days: customerConstants.taskAcceptanceDays })
          .from(customerConstants)
          .where(inArray(customerConstants.customerId, ids));
  const days = new Map(rows.map((r) => [r.id, r.days]));
  return new Map(ids.map((id) => [id, days.get(id) ?? TASK_ACCEPTANCE_DAYS_DEFAULT]));
}

/** The pairs handed over whose window has passed, the oldest first. */
export async function selectDuePairs(db: Db, now: Date, limit: number) {
  return db
    .select({ id: taskEmployees.id, taskId: taskEmployees.taskId, employeeId: taskEmployees.employeeId })
    .from(taskEmployees)
    .where(and(eq(taskEmployees.status, 'DONE'), lte(taskEmployees.acceptBy, now)))
    .orderBy(asc(taskEmployees.acceptBy), asc(taskEmployees.id))
    .limit(limit);
}

/** The company's first account (the system's acceptance records the payout as made by it). */
export async function selectFirstCompanyAccount(db: Db, customerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.customerId, customerId))
    .orderBy(asc(accounts.createdAt))
    .limit(1);
  return row?.id;
}
