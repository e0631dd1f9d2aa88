/**
 * Who may do what with a task's files (docs/decisions/tasks.md «Files of a task»), as data the calls and the
 * answer's `can_*` flags both read, and how a caller reaches a task's files at all: the company its own task,
 * a contractor a task they may see (the same rule as GET employee/task/{id}). Anything else answers like an
 * unknown id, so nobody learns that another's task exists.
 */
import type { TaskFile, TaskPairStatus, TaskStatus } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { isUuid } from '../../lib/ids.js';
import type { TaskFileReader, TaskFileView } from './task-files.repo.js';
import { type PairRow, selectOwnPair } from './task-pairs.repo.js';
import { contractorOf, visibleToContractor } from './task-read.service.js';
import { fioOf } from './task-view.js';
import type { TaskRow } from './tasks.repo.js';
import { selectTaskWithNames } from './tasks.repo.js';
import { companyOf, invalidState, taskNotFound } from './tasks.service.js';

/** The company adds to the brief until the task is over (DONE, COMPLETED) or canceled. */
const BRIEF_UPLOAD: readonly TaskStatus[] = ['DRAFT', 'PUBLISH', 'IN_PROGRESS'];
/** …and takes a brief file back only before anyone works on it (a contractor may have read it since). */
const BRIEF_DELETE: readonly TaskStatus[] = ['DRAFT', 'PUBLISH'];
/**
 * A contractor adds to and takes back from their result only while their part is in work: IN_PROGRESS, which is
 * also where a return for rework puts it. Once handed over (DONE), accepted (WAIT_PAYOUT) or paid (COMPLETED) the
 * result is what the company judged; a canceled part is over.
 */
const RESULT_WORK: readonly TaskPairStatus[] = ['IN_PROGRESS'];

export const BRIEF_UPLOAD_REFUSED = 'Файлы к заданию можно добавлять, пока оно не завершено и не отменено';
export const BRIEF_DELETE_REFUSED = 'Файл задания можно удалить только в черновике или до начала работ';
export const RESULT_UPLOAD_REFUSED = 'Файлы результата можно прикладывать, пока работа по заданию у вас в работе';
export const RESULT_DELETE_REFUSED = 'Файл результата можно удалить только до сдачи работы';
export const NOT_YOURS_REFUSED = 'Удалить можно только свои файлы';

export const canUploadBrief = (task: TaskRow) => BRIEF_UPLOAD.includes(task.status);
export const canDeleteBrief = (task: TaskRow) => BRIEF_DELETE.includes(task.status);
export const canWorkOnResult = (pair: PairRow | undefined): pair is PairRow =>
  pair !== undefined && RESULT_WORK.includes(pair.status);

/** The caller's way to a task's files. */
export type FileAccess =
  | { side: 'COMPANY'; task: TaskRow; customerId: string; reader: TaskFileReader }
  | {
      side: 'CONTRACTOR';
      task: TaskRow;
      customerId: string;
      employeeId: string;
      pair: PairRow | undefined;
      reader: TaskFileReader;
    };

export async function fileAccessOf(ctx: ActorContext, id: string): Promise<FileAccess> {
  if (!isUuid(id)) throw taskNotFound();
  if (ctx.actor.role === 'user') {
    const customerId = companyOf(ctx);
    const row = await selectTaskWithNames(ctx.db, customerId, id);
    if (!row) throw taskNotFound();
    return { side: 'COMPANY', task: row.task, customerId, reader: { company: true } };
  }
  const employeeId = contractorOf(ctx);
  const { task } = await visibleToContractor(ctx, employeeId, id);
  const pair = await selectOwnPair(ctx.db, id, employeeId);
  return { side: 'CONTRACTOR', task, customerId: task.customerId, employeeId, pair, reader: { employeeId } };
}

/** Why the caller may not add a file now, or null when they may. */
export function uploadRefusal(access: FileAccess): string | null {
  if (access.side === 'COMPANY') return canUploadBrief(access.task) ? null : BRIEF_UPLOAD_REFUSED;
  return canWorkOnResult(access.pair) ? null : RESULT_UPLOAD_REFUSED;
}

/** 409 with why the upload is refused (checked before a byte is read, again when written). */
export function checkUpload(access: FileAccess): void {
  const refusal = uploadRefusal(access);
  if (refusal) throw invalidState(refusal);
}

/** Why the caller may not delete `file` now, or null when they may. */
export function deleteRefusal(access: FileAccess, file: TaskFileView): string | null {
  if (access.side === 'COMPANY') {
    if (file.kind !== 'BRIEF') return NOT_YOURS_REFUSED;
    return canDeleteBrief(access.task) ? null : BRIEF_DELETE_REFUSED;
  }
  if (file.kind !== 'RESULT' || file.employeeId !== access.employeeId) return NOT_YOURS_REFUSED;
  return canWorkOnResult(access.pair) ? null : RESULT_DELETE_REFUSED;
}

export function taskFileView(access: FileAccess, row: TaskFileView): TaskFile {
  const contractor = row.kind === 'RESULT' && row.employeeId !== null;
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    mime: row.mimeType,
    kind: row.kind,
    uploaded_at: row.createdAt.toISOString(),
    whose: contractor
      ? {
          party: 'CONTRACTOR',
          employee_id: row.employeeId,
          name: fioOf({
            id: row.employeeId!,
            lastName: row.lastName,
            firstName: row.firstName,
            patronymic: row.patronymic,
          }),
        }
      : { party: 'COMPANY', employee_id: null, name: 'Компания' },
    can_delete: deleteRefusal(access, row) === null,
  };
}
