/**
 * SQL of a task's files (task_files over stored_files): every read and write takes the company's id of the
 * task and filters by it; a contractor's read also names the contractor, so they get the brief and only
 * their own result. A removed file keeps its row (deleted_at) and its bytes, as every stored file does.
 */
import type { TaskFileKind } from '@vyplaty/contracts';
import { and, asc, count, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees, storedFiles, taskEmployees, taskFiles } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export type TaskFileView = {
  id: string;
  fileId: string;
  kind: TaskFileKind;
  name: string;
  size: number;
  mimeType: string;
  createdAt: Date;
  /** The pair of a RESULT (null for the brief) and its contractor. */
  taskEmployeeId: string | null;
  employeeId: string | null;
  lastName: string | null;
  firstName: string | null;
  patronymic: string | null;
};

const columns = {
  id: taskFiles.id,
  fileId: taskFiles.fileId,
  kind: taskFiles.kind,
  name: storedFiles.name,
  size: storedFiles.sizeBytes,
  mimeType: storedFiles.mimeType,
  createdAt: taskFiles.createdAt,
  taskEmployeeId: taskFiles.taskEmployeeId,
  employeeId: taskEmployees.employeeId,
  lastName: employees.lastName,
  firstName: employees.firstName,
  patronymic: employees.patronymic,
};

/** Who reads: the company (every file) or one contractor (the brief and their own result). */
export type TaskFileReader = { company: true } | { employeeId: string };

function liveOf(customerId: string, taskId: string, reader: TaskFileReader): SQL {
  const scope = and(eq(taskFiles.customerId, customerId), eq(taskFiles.taskId, taskId), isNull(taskFiles.deletedAt))!;
  if ('company' in reader) return scope;
  return and(scope, or(eq(taskFiles.kind, 'BRIEF'), eq(taskEmployees.employeeId, reader.employeeId)))!;
}

const joined = (db: Db) =>
  db
    .select(columns)
    .from(taskFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, taskFiles.fileId))
    .leftJoin(taskEmployees, eq(taskEmployees.id, taskFiles.taskEmployeeId))
    .leftJoin(employees, eq(employees.id, taskEmployees.employeeId));

export async function selectTaskFiles(
  db: Db,
  customerId: string,
  taskId: string,
  reader: TaskFileReader,
): Promise<TaskFileView[]> {
  return joined(db)
    .where(liveOf(customerId, taskId, reader))
    .orderBy(asc(taskFiles.createdAt), asc(taskFiles.id));
}

export async function selectTaskFile(
  db: Db,
  customerId: string,
  taskId: string,
  id: string,
  reader: TaskFileReader,
): Promise<TaskFileView | undefined> {
  const [row] = await joined(db).where(and(liveOf(customerId, taskId, reader), eq(taskFiles.id, id)));
  return row;
}

/** Live files of the brief (`taskEmployeeId` null) or of one pair's result: the limit counts them. */
export async function countLiveTaskFiles(
  tx: Tx,
  customerId: string,
  taskId: string,
  taskEmployeeId: string | null,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(taskFiles)
    .where(
      and(
        eq(taskFiles.customerId, customerId),
        eq(taskFiles.taskId, taskId),
        isNull(taskFiles.deletedAt),
        taskEmployeeId === null ? isNull(taskFiles.taskEmployeeId) : eq(taskFiles.taskEmployeeId, taskEmployeeId),
      ),
    );
  return row?.n ?? 0;
}

export async function insertTaskFile(tx: Tx, row: typeof taskFiles.$inferInsert): Promise<string> {
  const [inserted] = await tx.insert(taskFiles).values(row).returning({ id: taskFiles.id });
  if (!inserted) throw new Error('task file row not inserted');
  return inserted.id;
}

/** The link goes (deleted_at); false when it was already gone. */
export async function markTaskFileDeleted(tx: Tx, customerId: string, taskId: string, id: string, now: Date) {
  const rows = await tx
    .update(taskFiles)
    .set({ deletedAt: now })
    .where(
      and(
        eq(taskFiles.customerId, customerId),
        eq(taskFiles.taskId, taskId),
        eq(taskFiles.id, id),
        isNull(taskFiles.deletedAt),
      ),
    )
    .returning({ id: taskFiles.id });
  return rows.length > 0;
}
