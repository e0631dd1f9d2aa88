/**
 * A task's files (docs/decisions/tasks.md «Files of a task»): the company's brief and each contractor's result,
 * stored through modules/files (ADR 008; owner = the task's company, so one scope serves both sides' reads after
 * the task_files row has said who may read it), listed, downloaded and removed. Each change is a history event of
 * the task (FILE_ADDED / FILE_DELETED with the file's name); a contractor's result also tells the company.
 */
import { TASK_FILE_MAX_MB, TASK_FILES_MAX_COUNT, type TaskFile, type TaskFilesResponse } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import type { Upload } from '../../http/read-upload.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { readOwnedFile, storeFile } from '../files/index.js';
import { notify } from '../notifications/index.js';
import { recordTaskEvent } from './task-events.js';
import {
  checkUpload,
  deleteRefusal,
  type FileAccess,
  fileAccessOf,
  taskFileView,
  uploadRefusal,
} from './task-file-access.js';
import {
  countLiveTaskFiles,
  insertTaskFile,
  markTaskFileDeleted,
  selectTaskFile,
  selectTaskFiles,
} from './task-files.repo.js';
import { lockPairs, type PairPerson, selectPersons } from './task-pairs.repo.js';
import { fioOf } from './task-view.js';
import { lockTaskById, type TaskRow } from './tasks.repo.js';
import { invalidState, lockForCompany, taskNotFound } from './tasks.service.js';

export const TASK_FILE_MAX_BYTES = TASK_FILE_MAX_MB * 1024 * 1024;
export const TASK_FILE_NOT_FOUND = 'Файл не найден';

/** Every file the caller may read, and whether they may add one now. */
export async function listTaskFiles(ctx: ActorContext, id: string): Promise<TaskFilesResponse> {
  const access = await fileAccessOf(ctx, id);
  const rows = await selectTaskFiles(ctx.db, access.customerId, access.task.id, access.reader);
  return { items: rows.map((row) => taskFileView(access, row)), can_upload: uploadRefusal(access) === null };
}

/**
 * Where the caller's upload would go, refused (404 / 409) before the body is read: a stranger or a closed task
 * never gets to send 20 MB. Checked again under the locks when the file is written.
 */
export async function taskFileUploadTarget(ctx: ActorContext, id: string): Promise<FileAccess> {
  const access = await fileAccessOf(ctx, id);
  checkUpload(access);
  return access;
}

/** The task and the caller's pair locked (task first, as every move of a task), the access re-read from them. */
async function lockedAccess(txCtx: TxContext<ActorContext>, access: FileAccess): Promise<FileAccess> {
  if (access.side === 'COMPANY') {
    return { ...access, task: await lockForCompany(txCtx, access.customerId, access.task.id) };
  }
  const task = await lockTaskById(txCtx.db, access.task.id);
  if (!task) throw taskNotFound();
  const [pair] = await lockPairs(txCtx.db, task.id, [access.employeeId]);
  return { ...access, task, pair };
}

async function contractorPerson(txCtx: TxContext<ActorContext>, employeeId: string): Promise<PairPerson> {
  const person = (await selectPersons(txCtx.db, [employeeId])).get(employeeId);
  if (!person) throw new Error(`contractor ${employeeId} of a pair not found`);
  return person;
}

/** The company hears of a contractor's result file as of their other steps (bell and push). */
async function tellCompanyOfResult(txCtx: TxContext<ActorContext>, task: TaskRow, person: PairPerson, name: string) {
  await notify(
    txCtx,
    { customerId: task.customerId },
    {
      title: 'Исполнитель приложил файл результата',
      body: `${fioOf(person)}, задание № ${task.number} «${task.name}»: ${name}`,
      type: 'other',
      url: `/tasks/${task.id}`,
    },
  );
}

export async function addTaskFile(ctx: ActorContext, target: FileAccess, upload: Upload): Promise<TaskFile> {
  return inTransaction(ctx, async (txCtx) => {
    const access = await lockedAccess(txCtx, target);
    checkUpload(access);
    const taskEmployeeId = access.side === 'CONTRACTOR' ? access.pair!.id : null;
    if (
      (await countLiveTaskFiles(txCtx.db, access.customerId, access.task.id, taskEmployeeId)) >= TASK_FILES_MAX_COUNT
    ) {
      const message = `Можно приложить не больше ${TASK_FILES_MAX_COUNT} файлов — удалите ненужный`;
      throw new AppError('FILE_INVALID', { message, fields: { file: message } });
    }
    const stored = await storeFile(txCtx, {
      owner: { customerId: access.customerId },
      purpose: 'TASK_FILE',
      name: upload.name,
      mimeType: upload.mimeType,
      bytes: upload.bytes,
    });
    const fileRowId = await insertTaskFile(txCtx.db, {
      taskId: access.task.id,
      customerId: access.customerId,
      taskEmployeeId,
      fileId: stored.id,
      kind: taskEmployeeId ? 'RESULT' : 'BRIEF',
      createdAt: txCtx.now(),
    });
    if (access.side === 'CONTRACTOR') {
      const person = await contractorPerson(txCtx, access.employeeId);
      await recordTaskEvent(txCtx, access.task, 'FILE_ADDED', {
        by: 'CONTRACTOR',
        actorAccountId: txCtx.actor.accountId,
        employee: person,
        comment: upload.name,
      });
      await tellCompanyOfResult(txCtx, access.task, person, upload.name);
    } else {
      await recordTaskEvent(txCtx, access.task, 'FILE_ADDED', {
        by: 'COMPANY',
        actorAccountId: txCtx.actor.accountId,
        comment: upload.name,
      });
    }
    const row = await selectTaskFile(txCtx.db, access.customerId, access.task.id, fileRowId, access.reader);
    return taskFileView(access, row!);
  });
}

/** The file's bytes, if the caller may read it; anything else is 404 like an unknown id. */
export async function readTaskFile(ctx: ActorContext, id: string, fileId: string) {
  const access = await fileAccessOf(ctx, id);
  const row = isUuid(fileId)
    ? await selectTaskFile(ctx.db, access.customerId, access.task.id, fileId, access.reader)
    : undefined;
  if (!row) throw notFound(TASK_FILE_NOT_FOUND);
  return readOwnedFile(ctx, row.fileId, { customerId: access.customerId }, TASK_FILE_NOT_FOUND);
}

export async function deleteTaskFile(ctx: ActorContext, id: string, fileId: string): Promise<void> {
  const target = await fileAccessOf(ctx, id);
  if (!isUuid(fileId)) throw notFound(TASK_FILE_NOT_FOUND);
  await inTransaction(ctx, async (txCtx) => {
    const access = await lockedAccess(txCtx, target);
    const row = await selectTaskFile(txCtx.db, access.customerId, access.task.id, fileId, access.reader);
    if (!row) throw notFound(TASK_FILE_NOT_FOUND);
    const refusal = deleteRefusal(access, row);
    if (refusal) throw invalidState(refusal);
    if (!(await markTaskFileDeleted(txCtx.db, access.customerId, access.task.id, fileId, txCtx.now()))) {
      throw notFound(TASK_FILE_NOT_FOUND);
    }
    await recordTaskEvent(txCtx, access.task, 'FILE_DELETED', {
      by: access.side,
      actorAccountId: txCtx.actor.accountId,
      employee: access.side === 'CONTRACTOR' ? await contractorPerson(txCtx, access.employeeId) : undefined,
      comment: row.name,
    });
  });
}
