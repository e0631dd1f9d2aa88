/**
 * A task's contractors from Excel, the invite step: the rows naming the company's contractors are invited
 * to the task through the tasks module's own INVITE move (actOnContractors, batches of
 * TASK_ACTION_MAX_EMPLOYEES, as it checks; a refused batch is retried one contractor at a time, so one
 * contractor already on the task does not stop the others), and phones not yet the company's through
 * the invite flow (task-phone-invites.service.ts `invitePhoneOntoTask`: a published invite with its SMS and
 * a PENDING task invite of the phone), so those people land on the task when they join the company
 * (docs/decisions/tasks.md «Inviting by phone»).
 */
import { TASK_ACTION_MAX_EMPLOYEES, type TaskImportInviteResponse } from '@vyplaty/contracts';
import type { ActorContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import { AppError } from '../../../lib/errors.js';
import { chunksOf } from '../../../lib/pipeline.js';
import { actOnContractors } from '../task-pairs.service.js';
import { invitePhoneOntoTask } from '../task-phone-invites.service.js';
import { companyOf } from '../tasks.service.js';
import { selectValidRows, updateTaskImport } from './task-import.repo.js';
import { claimImport } from './task-import.service.js';

/** Invites the batch, or — when the move refuses it — each contractor alone; answers how many were invited. */
async function inviteBatch(ctx: ActorContext, taskId: string, employeeIds: string[]): Promise<number> {
  try {
    await actOnContractors(ctx, taskId, { action: 'INVITE', employee_ids: employeeIds });
    return employeeIds.length;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'INVALID_STATE' || employeeIds.length === 1) {
      if (error instanceof AppError && error.code === 'INVALID_STATE') {
        // A contractor the move refuses alone (already on the task): skipped, and said in the log.
        ctx.log.warn({ taskId, code: error.code, reason: error.message }, 'tasks import: a contractor not invited');
        return 0;
      }
      throw error;
    }
  }
  let invited = 0;
  for (const id of employeeIds) invited += await inviteBatch(ctx, taskId, [id]);
  return invited;
}

export async function inviteFromImport(
  ctx: ActorContext,
  taskId: string,
  importId: string,
): Promise<TaskImportInviteResponse> {
  const customerId = companyOf(ctx);
  const record = await claimImport(ctx, importId, 'CONTRACTORS', taskId);
  // At most TASK_EMPLOYEE_IMPORT_MAX_ROWS: the invite still runs inside the request.
  const valid = (await selectValidRows(ctx.db, record.id)).map((row) => ({ ...row.data, cells: row.cells }));
  const employeeIds = valid.flatMap((row) => (row.employeeId ? [row.employeeId] : []));
  let invited = 0;
  for (const batch of chunksOf(employeeIds, TASK_ACTION_MAX_EMPLOYEES))
    invited += await inviteBatch(ctx, taskId, batch);
  let invitedByPhone = 0;
  for (const row of valid) {
    if (!row.phone) continue;
    const [lastName, firstName, patronymic] = (row.cells.ФИО ?? '').split(' ');
    try {
      const result = await inTransaction(ctx, (txCtx) =>
        invitePhoneOntoTask(
          txCtx,
          customerId,
          taskId,
          {
            phone: row.phone!,
            inn: row.cells.ИНН || null,
            lastName: lastName || null,
            firstName: firstName || null,
            patronymic: patronymic || null,
          },
          'NPD',
        ),
      );
      if (result === 'INVITE_SENT') invitedByPhone += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // The invite flow refused this phone (its own rules); the others go on, and the refusal is logged.
      ctx.log.warn({ taskId, code: error.code, reason: error.message }, 'tasks import: a phone not invited');
    }
  }
  await inTransaction(ctx, (txCtx) =>
    updateTaskImport(txCtx.db, record.id, { appliedCount: invited + invitedByPhone, appliedAt: txCtx.now() }),
  );
  return { invited, invited_by_phone: invitedByPhone };
}
