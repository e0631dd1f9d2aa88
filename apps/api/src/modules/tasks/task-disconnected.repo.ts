/**
 * SQL of a task's contractors who left (SPEC §7 Tasks `disconnected_employees`): their part CANCELED by
 * themselves (refused or left), or their link to the company DISCONNECTED (the company removed them).
 * Scoped by the company on both the pairs and the links.
 */
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerEmployees, employees, taskEmployees } from '../../db/schema/index.js';
import type { PageWindow } from '../../lib/pagination.js';

export type DisconnectedSort = { field: 'FIO' | 'LEFT_AT'; direction: 'ASC' | 'DESC' };

const leftCompany = eq(customerEmployees.status, 'DISCONNECTED');
const leftAt = sql<Date>`case when ${customerEmployees.status} = 'DISCONNECTED'
  then ${customerEmployees.disconnectedAt} else ${taskEmployees.updatedAt} end`;

const where = (customerId: string, taskId: string) =>
  and(
    eq(taskEmployees.customerId, customerId),
    eq(taskEmployees.taskId, taskId),
    or(leftCompany, and(eq(taskEmployees.status, 'CANCELED'), eq(taskEmployees.canceledBy, 'CONTRACTOR'))),
  );

const orderOf = (sort: DisconnectedSort): SQL[] => {
  const dir = sort.direction === 'ASC' ? asc : desc;
  const key = sort.field === 'FIO' ? sql`coalesce(${employees.fioKey}, '')` : leftAt;
  return [dir(key), dir(taskEmployees.id)];
};

const joinLink = and(
  eq(customerEmployees.customerId, taskEmployees.customerId),
  eq(customerEmployees.employeeId, taskEmployees.employeeId),
);

/** A page of them (a task holds at most a few hundred contractors: offset paging is enough). */
export async function selectDisconnectedPage(
  db: Db,
  customerId: string,
  taskId: string,
  sort: DisconnectedSort,
  page: PageWindow,
) {
  return db
    .select({
      employee: {
        id: employees.id,
        lastName: employees.lastName,
        firstName: employees.firstName,
        patronymic: employees.patronymic,
        inn: employees.inn,
      },
      pairStatus: taskEmployees.status,
      reason: taskEmployees.reason,
      canceledBy: taskEmployees.canceledBy,
      linkStatus: customerEmployees.status,
      leftAt,
    })
    .from(taskEmployees)
    .innerJoin(employees, eq(employees.id, taskEmployees.employeeId))
    .leftJoin(customerEmployees, joinLink)
    .where(where(customerId, taskId))
    .orderBy(...orderOf(sort))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countDisconnected(db: Db, customerId: string, taskId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(taskEmployees)
    .leftJoin(customerEmployees, joinLink)
    .where(where(customerId, taskId));
  return row?.n ?? 0;
}
