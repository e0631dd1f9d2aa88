/** Imports of tasks from Excel (task_imports), scoped by the company; the job reads its own row by id. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { customerEmployees, employees, services, taskImports } from '../../../db/schema/index.js';
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
    | 'rows'
    | 'errorMessage'
    | 'appliedCount'
    | 'finishedAt'
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
