/**
 * SQL of one task: its row (every read and write scoped by the company's id), its running number, the
 * service it snapshots and the company's joined names for the answer. Lists are in task-list.repo.ts, the
 * pairs in task-pairs.repo.ts.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, customers, services, serviceUnits, taskCounters, tasks } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;

/** A task with the names its answer shows: the company's and its author's account. */
export type TaskWithNames = { task: TaskRow; companyName: string; authorEmail: string | null };

export const taskWithNames = {
  task: tasks,
  companyName: customers.organisationName,
  authorEmail: accounts.email,
};

export const withNames = (db: Db) =>
  db
    .select(taskWithNames)
    .from(tasks)
    .innerJoin(customers, eq(customers.id, tasks.customerId))
    .leftJoin(accounts, eq(accounts.id, tasks.createdBy));

/** The next «Задание № N» of the company (the counter row is locked until the transaction ends). */
export async function nextTaskNumber(tx: Tx, customerId: string): Promise<number> {
  const [row] = await tx
    .insert(taskCounters)
    .values({ customerId, lastNumber: 1 })
    .onConflictDoUpdate({ target: taskCounters.customerId, set: { lastNumber: sql`${taskCounters.lastNumber} + 1` } })
    .returning({ n: taskCounters.lastNumber });
  return row!.n;
}

export async function insertTask(tx: Tx, row: NewTaskRow): Promise<TaskRow> {
  const [inserted] = await tx.insert(tasks).values(row).returning();
  return inserted!;
}

/** The company's task, locked for a change; another company's is undefined, like an unknown id. */
export async function lockTask(tx: Tx, customerId: string, id: string): Promise<TaskRow | undefined> {
  const [row] = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.customerId, customerId), eq(tasks.id, id)))
    .for('update');
  return row;
}

/** A task locked by its id alone: the contractor's calls check their link to the company themselves. */
export async function lockTaskById(tx: Tx, id: string): Promise<TaskRow | undefined> {
  const [row] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update');
  return row;
}

export async function selectTaskWithNames(db: Db, customerId: string, id: string): Promise<TaskWithNames | undefined> {
  const [row] = await withNames(db).where(and(eq(tasks.customerId, customerId), eq(tasks.id, id)));
  return row;
}

export async function selectTaskWithNamesById(db: Db, id: string): Promise<TaskWithNames | undefined> {
  const [row] = await withNames(db).where(eq(tasks.id, id));
  return row;
}

export async function updateTask(tx: Tx, id: string, patch: Partial<NewTaskRow>): Promise<TaskRow> {
  const [row] = await tx.update(tasks).set(patch).where(eq(tasks.id, id)).returning();
  return row!;
}

/** A draft has no pairs with a history of work and nothing refers to it: its row goes (its history stays). */
export async function deleteTaskRow(tx: Tx, id: string): Promise<void> {
  await tx.delete(tasks).where(eq(tasks.id, id));
}

/** A live service of the company's catalogue with its unit's short name; another company's is undefined. */
export async function selectCompanyService(db: Db, customerId: string, id: string) {
  const [row] = await db
    .select({ id: services.id, name: services.name, unit: serviceUnits.shortName })
    .from(services)
    .innerJoin(serviceUnits, eq(serviceUnits.id, services.unitId))
    .where(and(eq(services.customerId, customerId), eq(services.id, id), isNull(services.deletedAt)));
  return row;
}

/** The company's name as its contractors know it (their notifications say who). */
export async function selectCompanyName(db: Db, customerId: string): Promise<string> {
  const [row] = await db
    .select({ name: customers.organisationName })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.name ?? 'Компания';
}
