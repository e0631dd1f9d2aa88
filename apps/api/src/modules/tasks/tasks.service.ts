/**
 * The company's task itself: create a DRAFT, read, change and delete a DRAFT, copy any task into a new
 * DRAFT. The moves of a published task are in task-lifecycle.service.ts, the contractors' in
 * task-pairs.service.ts; every move is checked against task-states.ts.
 */
import { TASK_NOT_FOUND_MESSAGE, type Task, type taskInputSchema } from '@vyplaty/contracts';
import type { z } from 'zod';
import type { ActorContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { COMPANY_ONLY_MESSAGE, customerIdOf } from '../../lib/actor-scope.js';
import { AppError, notFound } from '../../lib/errors.js';
import { acceptanceDaysOf } from './task-acceptance.service.js';
import { recordTaskEvent } from './task-events.js';
import { deleteAllPairs, selectPairCounts } from './task-pairs.repo.js';
import { decideTask, type TaskAction } from './task-states.js';
import { companyTaskView, taskTotalKopecks } from './task-view.js';
import {
  deleteTaskRow,
  insertTask,
  lockTask,
  type NewTaskRow,
  nextTaskNumber,
  selectCompanyService,
  selectTaskWithNames,
  type TaskRow,
  updateTask,
} from './tasks.repo.js';

export type TaskInputParsed = z.output<typeof taskInputSchema>;

export const invalidState = (message: string) => new AppError('INVALID_STATE', { message });
export const taskNotFound = () => notFound(TASK_NOT_FOUND_MESSAGE);
/** The company's id for a company's call; a contractor is refused (403). */
export const companyOf = (ctx: ActorContext) => customerIdOf(ctx, COMPANY_ONLY_MESSAGE);

/** The company's task locked for `action` by the company, or 404 / 409 with nothing changed. */
export async function lockForCompany(
  txCtx: TxContext<ActorContext>,
  customerId: string,
  id: string,
  action?: TaskAction,
): Promise<TaskRow> {
  const task = await lockTask(txCtx.db, customerId, id);
  if (!task) throw taskNotFound();
  if (action) {
    const decision = decideTask(task.status, action, 'COMPANY');
    if (!decision.ok) throw invalidState(decision.message);
  }
  return task;
}

/** The company's view of one of its tasks (after a change: read in the same transaction). */
export async function companyTask(ctx: Pick<ActorContext, 'db'>, customerId: string, id: string): Promise<Task> {
  const row = await selectTaskWithNames(ctx.db, customerId, id);
  if (!row) throw taskNotFound();
  const counts = await selectPairCounts(ctx.db, [id]);
  return companyTaskView(row, counts.get(id), await acceptanceDaysOf(ctx.db, customerId));
}

/** The input's columns; the service must be one of the company's catalogue (its name is snapshotted). */
async function fieldsOf(ctx: ActorContext, customerId: string, input: TaskInputParsed) {
  const service = await selectCompanyService(ctx.db, customerId, input.service_id);
  if (!service) {
    const message = 'Выберите услугу из справочника компании';
    throw new AppError('VALIDATION_ERROR', { message, fields: { service_id: message } });
  }
  const perUnit = input.pricing === 'PER_UNIT';
  const quantity = perUnit && input.quantity ? input.quantity.replace(',', '.') : null;
  if (taskTotalKopecks(input.amount, quantity) <= 0n) {
    const message = 'Сумма к выплате меньше копейки: увеличьте цену или количество';
    throw new AppError('VALIDATION_ERROR', { message, fields: { quantity: message } });
  }
  return {
    name: input.name,
    description: input.description,
    serviceId: service.id,
    serviceName: service.name,
    pricing: input.pricing,
    amountKopecks: input.amount,
    quantity,
    unit: perUnit ? input.unit || service.unit : null,
    periodStart: input.period_start,
    periodEnd: input.period_end,
    startTime: input.start_time ? new Date(input.start_time) : null,
    place: input.place,
  } satisfies Partial<NewTaskRow>;
}

export async function createTask(ctx: ActorContext, input: TaskInputParsed): Promise<Task> {
  const customerId = companyOf(ctx);
  const fields = await fieldsOf(ctx, customerId, input);
  return inTransaction(ctx, async (txCtx) => {
    const now = txCtx.now();
    const task = await insertTask(txCtx.db, {
      ...fields,
      customerId,
      number: await nextTaskNumber(txCtx.db, customerId),
      createdBy: txCtx.actor.accountId,
      createdAt: now,
      updatedAt: now,
    });
    await recordTaskEvent(txCtx, task, 'CREATED', { by: 'COMPANY', actorAccountId: txCtx.actor.accountId });
    return companyTask(txCtx, customerId, task.id);
  });
}

export async function getTask(ctx: ActorContext, id: string): Promise<Task> {
  return companyTask(ctx, companyOf(ctx), id);
}

export async function updateDraftTask(ctx: ActorContext, id: string, input: TaskInputParsed): Promise<Task> {
  const customerId = companyOf(ctx);
  return inTransaction(ctx, async (txCtx) => {
    await lockForCompany(txCtx, customerId, id, 'EDIT');
    const fields = await fieldsOf(txCtx, customerId, input);
    const task = await updateTask(txCtx.db, id, { ...fields, updatedAt: txCtx.now() });
    await recordTaskEvent(txCtx, task, 'UPDATED', { by: 'COMPANY', actorAccountId: txCtx.actor.accountId });
    return companyTask(txCtx, customerId, id);
  });
}

/** A draft goes with its invitations (nobody has worked on it); its history stays for the journal. */
export async function deleteDraftTask(ctx: ActorContext, id: string): Promise<void> {
  const customerId = companyOf(ctx);
  await inTransaction(ctx, async (txCtx) => {
    const task = await lockForCompany(txCtx, customerId, id, 'DELETE');
    await recordTaskEvent(txCtx, task, 'DELETED', { by: 'COMPANY', actorAccountId: txCtx.actor.accountId });
    await deleteAllPairs(txCtx.db, id);
    await deleteTaskRow(txCtx.db, id);
  });
}

/** Any task of the company becomes the start of a new DRAFT: the same fields, a new number, no contractors. */
export async function copyTask(ctx: ActorContext, id: string): Promise<Task> {
  const customerId = companyOf(ctx);
  return inTransaction(ctx, async (txCtx) => {
    const source = await lockForCompany(txCtx, customerId, id);
    const now = txCtx.now();
    const copy = await insertTask(txCtx.db, {
      customerId,
      number: await nextTaskNumber(txCtx.db, customerId),
      name: source.name,
      description: source.description,
      serviceId: source.serviceId,
      serviceName: source.serviceName,
      pricing: source.pricing,
      amountKopecks: source.amountKopecks,
      quantity: source.quantity,
      unit: source.unit,
      periodStart: source.periodStart,
      periodEnd: source.periodEnd,
      startTime: source.startTime,
      place: source.place,
      createdBy: txCtx.actor.accountId,
      createdAt: now,
      updatedAt: now,
    });
    await recordTaskEvent(txCtx, copy, 'COPIED', {
      by: 'COMPANY',
      actorAccountId: txCtx.actor.accountId,
      comment: `копия задания № ${source.number}`,
    });
    return companyTask(txCtx, customerId, copy.id);
  });
}
