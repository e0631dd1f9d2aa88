/**
 * The contractor's own moves on their part of a task: reply to a task open to all, confirm an invitation,
 * refuse or leave (a normal outcome, recorded, never an error), start the work, hand the result over. Each
 * is checked against task-states.ts; the company hears of it (bell and push) and the history keeps it.
 */
import type { EmployeeTask, TaskEmployeeOwnAction, TaskHistoryEvent } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { acceptanceDaysOf, handOverWindow } from './task-acceptance.service.js';
import { recordTaskEvent, tellCompany } from './task-events.js';
import { startTaskIfPublished } from './task-lifecycle.service.js';
import { NO_MONEY } from './task-money.js';
import { insertPair, lockPairs, type NewPairRow, selectPersons, updatePair, worksFor } from './task-pairs.repo.js';
import { contractorOf, visibleToContractor } from './task-read.service.js';
import { decidePairInTask, type PairAction } from './task-states.js';
import { employeeTaskView } from './task-view.js';
import { lockTaskById, selectTaskWithNamesById } from './tasks.repo.js';
import { invalidState, taskNotFound } from './tasks.service.js';

const EVENT_OF: Readonly<Record<Exclude<PairAction, 'INVITE' | 'ACCEPT' | 'RETURN' | 'PAY'>, TaskHistoryEvent>> = {
  REPLY: 'REPLIED',
  CONFIRM: 'CONFIRMED',
  CANCEL: 'REFUSED',
  START: 'STARTED',
  HAND_OVER: 'HANDED_OVER',
};

type ContractorMove = keyof typeof EVENT_OF;

export const LEFT_COMPANY_MESSAGE = 'Компания отключила вас: действия по её заданиям больше недоступны';

function patchOf(action: ContractorMove, comment: string | null): Partial<NewPairRow> {
  if (action === 'CANCEL') return { canceledBy: 'CONTRACTOR', reason: comment };
  if (action === 'HAND_OVER') return { resultComment: comment };
  return {};
}

async function move(ctx: ActorContext, id: string, action: ContractorMove, rawComment?: string): Promise<EmployeeTask> {
  const employeeId = contractorOf(ctx);
  const comment = rawComment?.trim() || null;
  return inTransaction(ctx, async (txCtx) => {
    await visibleToContractor(txCtx, employeeId, id);
    let task = await lockTaskById(txCtx.db, id);
    if (!task) throw taskNotFound();
    // One the company disconnected still sees their part (their history) but may no longer move it.
    if (!(await worksFor(txCtx.db, task.customerId, employeeId))) throw invalidState(LEFT_COMPANY_MESSAGE);
    const [pair] = await lockPairs(txCtx.db, id, [employeeId]);
    const decision = decidePairInTask(task.status, pair?.status ?? 'NONE', action, 'CONTRACTOR');
    if (!decision.ok) throw invalidState(decision.message);
    const now = txCtx.now();
    // A hand-over starts (or, after a return, restarts) the acceptance window.
    const window = action === 'HAND_OVER' ? await handOverWindow(txCtx.db, task.customerId, now) : {};
    const patch = { ...patchOf(action, comment), ...window, status: decision.to, updatedAt: now };
    if (pair) await updatePair(txCtx.db, pair.id, patch);
    else await insertPair(txCtx.db, { ...patch, taskId: id, employeeId, customerId: task.customerId, createdAt: now });
    const person = (await selectPersons(txCtx.db, [employeeId])).get(employeeId)!;
    const event = EVENT_OF[action];
    await recordTaskEvent(txCtx, task, event, {
      by: 'CONTRACTOR',
      actorAccountId: txCtx.actor.accountId,
      employee: person,
      comment,
    });
    if (action === 'START') task = await startTaskIfPublished(txCtx, task);
    await tellCompany(txCtx, task, event, person, comment);
    const row = await selectTaskWithNamesById(txCtx.db, id);
    const [own] = await lockPairs(txCtx.db, id, [employeeId]);
    return employeeTaskView(row!, own, NO_MONEY, await acceptanceDaysOf(txCtx.db, task.customerId));
  });
}

const OWN_ACTION: Readonly<Record<TaskEmployeeOwnAction, ContractorMove>> = {
  REPLY: 'REPLY',
  CONFIRM: 'CONFIRM',
  CANCEL: 'CANCEL',
};

/** employee/action: reply, confirm an invitation, refuse or leave. */
export const answerTask = (ctx: ActorContext, id: string, action: TaskEmployeeOwnAction, comment?: string) =>
  move(ctx, id, OWN_ACTION[action], comment);

/** in_progress: the contractor starts the work (the task is IN_PROGRESS from the first one). */
export const startWork = (ctx: ActorContext, id: string) => move(ctx, id, 'START');

/** done: the contractor hands the result over, with a note. */
export const handOverWork = (ctx: ActorContext, id: string, comment?: string) => move(ctx, id, 'HAND_OVER', comment);
