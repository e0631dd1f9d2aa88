/**
 * SQL of the pairs task–contractor: counts by status, the rows a move locks, the company's list of a task's
 * contractors, and which contractors work for the company (a pair is only ever made with one of them).
 */
import type { TaskPairStatus } from '@vyplaty/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerEmployees, employees, taskEmployees } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';
import type { PageWindow } from '../../lib/pagination.js';

export type PairRow = typeof taskEmployees.$inferSelect;
export type NewPairRow = typeof taskEmployees.$inferInsert;
export type PairPerson = { id: string; lastName: string | null; firstName: string | null; patronymic: string | null };
export type PairWithPerson = { pair: PairRow; employee: PairPerson & { inn: string | null } };

const person = {
  id: employees.id,
  lastName: employees.lastName,
  firstName: employees.firstName,
  patronymic: employees.patronymic,
  inn: employees.inn,
};

/** Each task's pairs counted by status (absent statuses are zero for the caller to fill). */
export async function selectPairCounts(db: Db, taskIds: string[]): Promise<Map<string, Map<TaskPairStatus, number>>> {
  const result = new Map<string, Map<TaskPairStatus, number>>();
  if (taskIds.length === 0) return result;
  const rows = await db
    .select({ taskId: taskEmployees.taskId, status: taskEmployees.status, n: count() })
    .from(taskEmployees)
    .where(inArray(taskEmployees.taskId, taskIds))
    .groupBy(taskEmployees.taskId, taskEmployees.status);
  for (const row of rows) {
    const counts = result.get(row.taskId) ?? new Map<TaskPairStatus, number>();
    counts.set(row.status, row.n);
    result.set(row.taskId, counts);
  }
  return result;
}

/** The task's pairs of these contractors, locked for a move (in one order, so two batches never deadlock). */
export async function lockPairs(tx: Tx, taskId: string, employeeIds: string[]): Promise<PairRow[]> {
  if (employeeIds.length === 0) return [];
  return tx
    .select()
    .from(taskEmployees)
    .where(and(eq(taskEmployees.taskId, taskId), inArray(taskEmployees.employeeId, employeeIds)))
    .orderBy(asc(taskEmployees.employeeId))
    .for('update');
}

/** Every pair of the task, locked (the task's own moves look at all of them). */
export async function lockAllPairs(tx: Tx, taskId: string): Promise<PairRow[]> {
  return tx
    .select()
    .from(taskEmployees)
    .where(eq(taskEmployees.taskId, taskId))
    .orderBy(asc(taskEmployees.employeeId))
    .for('update');
}

export async function insertPair(tx: Tx, row: NewPairRow): Promise<PairRow> {
  const [inserted] = await tx.insert(taskEmployees).values(row).returning();
  return inserted!;
}

export async function updatePair(tx: Tx, id: string, patch: Partial<NewPairRow>): Promise<PairRow> {
  const [row] = await tx.update(taskEmployees).set(patch).where(eq(taskEmployees.id, id)).returning();
  return row!;
}

/** The contractors of `employeeIds` who work for the company now (an ACTIVE link), with their names. */
export async function selectCompanyContractors(
  db: Db,
  customerId: string,
  employeeIds: string[],
): Promise<(PairPerson & { inn: string | null })[]> {
  if (employeeIds.length === 0) return [];
  return db
    .select(person)
    .from(customerEmployees)
    .innerJoin(employees, eq(employees.id, customerEmployees.employeeId))
    .where(
      and(
        eq(customerEmployees.customerId, customerId),
        eq(customerEmployees.status, 'ACTIVE'),
        inArray(customerEmployees.employeeId, employeeIds),
      ),
    );
}

/** Whether the contractor works for the company now. */
export async function worksFor(db: Db, customerId: string, employeeId: string): Promise<boolean> {
  return (await selectCompanyContractors(db, customerId, [employeeId])).length > 0;
}

export async function selectOwnPair(db: Db, taskId: string, employeeId: string): Promise<PairRow | undefined> {
  const [row] = await db
    .select()
    .from(taskEmployees)
    .where(and(eq(taskEmployees.taskId, taskId), eq(taskEmployees.employeeId, employeeId)));
  return row;
}

/** The pairs whose payout is one of these (a task pair's payout settled). */
export async function selectPairsByPayouts(db: Db, payoutIds: string[]): Promise<PairRow[]> {
  if (payoutIds.length === 0) return [];
  return db.select().from(taskEmployees).where(inArray(taskEmployees.payoutId, payoutIds));
}

export async function selectOwnPairs(db: Db, taskIds: string[], employeeId: string): Promise<PairRow[]> {
  if (taskIds.length === 0) return [];
  return db
    .select()
    .from(taskEmployees)
    .where(and(inArray(taskEmployees.taskId, taskIds), eq(taskEmployees.employeeId, employeeId)));
}

export type PairListQuery = {
  statuses?: TaskPairStatus[] | undefined;
  sort: { field: 'FIO' | 'ADDED_AT'; direction: 'ASC' | 'DESC' };
};

/**
 * The pair's contractor has not left the company: those the company disconnected are listed apart
 * (task-disconnected.repo.ts), not among the task's contractors.
 */
const stillWithCompany = sql`not exists (select 1 from ${customerEmployees}
  where ${customerEmployees.customerId} = ${taskEmployees.customerId}
    and ${customerEmployees.employeeId} = ${taskEmployees.employeeId}
    and ${customerEmployees.status} = 'DISCONNECTED')`;

const pairWhere = (taskId: string, q: PairListQuery) =>
  and(
    eq(taskEmployees.taskId, taskId),
    stillWithCompany,
    q.statuses?.length ? inArray(taskEmployees.status, q.statuses) : undefined,
  );

const pairOrder = (q: PairListQuery): SQL[] => {
  const dir = q.sort.direction === 'ASC' ? asc : desc;
  if (q.sort.field === 'FIO') {
    const fio = sql`coalesce(${employees.fioKey}, '')`;
    return [dir(fio), dir(taskEmployees.id)];
  }
  return [dir(taskEmployees.createdAt), dir(taskEmployees.id)];
};

/** A page of the task's contractors (a task holds at most a few hundred: offset paging is enough). */
export async function selectPairPage(
  db: Db,
  taskId: string,
  q: PairListQuery,
  page: PageWindow,
): Promise<PairWithPerson[]> {
  return db
    .select({ pair: taskEmployees, employee: person })
    .from(taskEmployees)
    .innerJoin(employees, eq(employees.id, taskEmployees.employeeId))
    .where(pairWhere(taskId, q))
    .orderBy(...pairOrder(q))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countPairs(db: Db, taskId: string, q: PairListQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(taskEmployees).where(pairWhere(taskId, q));
  return row?.n ?? 0;
}

/** A draft's pairs (invitations only) go with the draft. */
export async function deleteAllPairs(tx: Tx, taskId: string): Promise<void> {
  await tx.delete(taskEmployees).where(eq(taskEmployees.taskId, taskId));
}

/** The names of contractors already on the task (read after their pairs, which scope them to the company). */
export async function selectPersons(
  db: Db,
  employeeIds: string[],
): Promise<Map<string, PairPerson & { inn: string | null }>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await db.select(person).from(employees).where(inArray(employees.id, employeeIds));
  return new Map(rows.map((r) => [r.id, r]));
}
