/** Imports of tasks from Excel (task_imports), scoped by the company; the job reads its own row by id. */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { insertJsonRows } from '../../../db/insert-json.js';
import {
  customerEmployees,
  employees,
  type StoredTaskImportRow,
  services,
  taskImportRows,
  taskImports,
} from '../../../db/schema/index.js';
import type { Tx } from '../../../db/transaction.js';

export type TaskImportRecord = typeof taskImports.$inferSelect;
export type TaskImportChange = Partial<
  Pick<
    TaskImportRecord,
    | 'status'
    | 'totalRows'
    | 'processedRows'
    | 'validRows'
    | 'invalidRows'
    | 'errorMessage'
    | 'appliedCount'
    | 'finishedAt'
    | 'appliedAt'
    | 'appliedBy'
  >
>;

export async function insertTaskImport(
  tx: Db,
  row: Pick<
    typeof taskImports.$inferInsert,
    'customerId' | 'kind' | 'taskId' | 'fileName' | 'fileKey' | 'createdBy' | 'createdAt'
  >,
): Promise<TaskImportRecord> {
  const [inserted] = await tx.insert(taskImports).values(row).returning();
  return inserted!;
}

export async function selectTaskImport(db: Db, customerId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(taskImports)
    .where(and(eq(taskImports.customerId, customerId), eq(taskImports.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** For the job only: the payload carries the id the service enqueued. */
export async function selectTaskImportForJob(tx: Tx, id: string) {
  const [row] = await tx.select().from(taskImports).where(eq(taskImports.id, id)).for('update');
  return row;
}

export async function updateTaskImport(tx: Db, id: string, change: TaskImportChange) {
  const [row] = await tx.update(taskImports).set(change).where(eq(taskImports.id, id)).returning();
  return row!;
}

/** The company's live catalogue of services (names are unique among the live ones). */
export async function selectCompanyServices(db: Db, customerId: string) {
  return db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(and(eq(services.customerId, customerId), isNull(services.deletedAt)))
    .orderBy(services.name);
}

/** The company's active contractors' ИНН and phones. */
export async function selectCompanyContacts(db: Db, customerId: string) {
  return db
    .select({ id: employees.id, inn: employees.inn, phone: employees.phone })
    .from(customerEmployees)
    .innerJoin(employees, eq(employees.id, customerEmployees.employeeId))
    .where(and(eq(customerEmployees.customerId, customerId), eq(customerEmployees.status, 'ACTIVE')));
}

export type TaskImportRowRecord = typeof taskImportRows.$inferSelect;

/** A batch of checked rows, one statement (insertJsonRows: one JSON parameter, not rows × columns). */
export async function insertTaskImportRows(
  db: Db,
  importId: string,
  customerId: string,
  rows: StoredTaskImportRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await insertJsonRows(
    db,
    taskImportRows,
    rows.map((r) => ({
      importId,
      customerId,
      row: r.row,
      cells: r.cells,
      errors: r.errors,
      title: r.title,
      data: { input: r.input, employeeId: r.employeeId, phone: r.phone },
      valid: r.errors.length === 0,
    })),
  );
}

/** A retried check starts over: the rows a crashed run wrote go first. */
export async function deleteTaskImportRows(db: Db, importId: string): Promise<void> {
  await db.delete(taskImportRows).where(eq(taskImportRows.importId, importId));
}

/** The rows in file order after `afterRow`, a page at a time (the answer's first rows, the error file). */
export async function selectTaskImportRowsPage(db: Db, importId: string, afterRow: number, limit: number) {
  return db
    .select()
    .from(taskImportRows)
    .where(and(eq(taskImportRows.importId, importId), gt(taskImportRows.row, afterRow)))
    .orderBy(asc(taskImportRows.row))
    .limit(limit);
}

/** Valid rows create / invite has not reached yet, in file order. */
export async function selectPendingValidRows(db: Db, importId: string, limit: number) {
  return db
    .select()
    .from(taskImportRows)
    .where(and(eq(taskImportRows.importId, importId), eq(taskImportRows.valid, true), isNull(taskImportRows.appliedAt)))
    .orderBy(asc(taskImportRows.row))
    .limit(limit);
}

/** Every valid row (the contractors' invite: at most TASK_EMPLOYEE_IMPORT_MAX_ROWS). */
export async function selectValidRows(db: Db, importId: string) {
  return db
    .select()
    .from(taskImportRows)
    .where(and(eq(taskImportRows.importId, importId), eq(taskImportRows.valid, true)))
    .orderBy(asc(taskImportRows.row));
}

/** Create reached the row: the task made of it, or null when the tasks module refused it. */
export async function markRowApplied(db: Db, id: string, taskId: string | null, at: Date): Promise<void> {
  await db.update(taskImportRows).set({ appliedAt: at, taskId }).where(eq(taskImportRows.id, id));
}

/** Tasks made of the import so far (counted from the rows, so a resumed job's count is right). */
export async function countMadeTasks(db: Db, importId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(taskImportRows)
    .where(and(eq(taskImportRows.importId, importId), sql`${taskImportRows.taskId} is not null`));
  return row?.n ?? 0;
}
