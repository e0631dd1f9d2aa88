/**
 * The task's own moves after the draft: publish (to the chosen contractors or to all), cancel (open pairs
 * closed by the system with the reason), completed (the company ends the work; pairs nobody started are
 * closed), and the system's moves — the task starts with its first pair, and completes once nothing is left
 * to pay. Each is checked against task-states.ts first: a refused move is a 409 and changes nothing.
 */
import type { Task, TaskAudience, TaskPairStatus } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { recordTaskEvent, tellCompany, tellContractor } from './task-events.js';
import { lockAllPairs, lockPairs, type PairRow, selectPersons, updatePair } from './task-pairs.repo.js';
import {
  decidePair,
  decidePairInTask,
  decideTask,
  PAIRS_BLOCKING_CANCEL,
  PAIRS_BLOCKING_DONE,
  PAIRS_CLOSED_BY_CANCEL,
  PAIRS_CLOSED_BY_DONE,
} from './task-states.js';
import { lockTaskById, selectCompanyName, type TaskRow, updateTask } from './tasks.repo.js';
import { companyOf, companyTask, invalidState, lockForCompany } from './tasks.service.js';

const system = { by: 'SYSTEM' as const, actorAccountId: null };

/** The pairs of `statuses` canceled by the portal (the task closed on them), each recorded and told. */
async function closePairs(
  txCtx: TxContext,
  task: TaskRow,
  pairs: PairRow[],
  statuses: readonly TaskPairStatus[],
  reason: string | null,
) {
  const closing = pairs.filter((p) => statuses.includes(p.status));
  if (closing.length === 0) return;
  const persons = await selectPersons(
    txCtx.db,
    closing.map((p) => p.employeeId),
  );
  const companyName = await selectCompanyName(txCtx.db, task.customerId);
  for (const pair of closing) {
    const decision = decidePair(pair.status, 'CANCEL', 'SYSTEM');
    if (!decision.ok) throw new Error(`Pair ${pair.id} cannot be closed: ${decision.message}`);
    await updatePair(txCtx.db, pair.id, {
      status: decision.to,
      canceledBy: 'SYSTEM',
      reason,
      updatedAt: txCtx.now(),
    });
    await recordTaskEvent(txCtx, task, 'PAIR_CANCELED', {
      ...system,
      employee: persons.get(pair.employeeId),
      comment: reason,
    });
    await tellContractor(txCtx, task, companyName, 'PAIR_CANCELED', pair.employeeId, reason);
  }
}

export async function publishTask(ctx: ActorContext, id: string, audience: TaskAudience): Promise<Task> {
  const customerId = companyOf(ctx);
  return inTransaction(ctx, async (txCtx) => {
    await lockForCompany(txCtx, customerId, id, 'PUBLISH');
    const pairs = await lockAllPairs(txCtx.db, id);
    const invited = pairs.filter((p) => p.status === 'INVITED');
    if (audience === 'CHOSEN' && invited.length === 0) {
      throw invalidState('Пригласите хотя бы одного исполнителя или опубликуйте задание для всех исполнителей');
    }
    const now = txCtx.now();
    const published = await updateTask(txCtx.db, id, { status: 'PUBLISH', audience, publishedAt: now, updatedAt: now });
    await recordTaskEvent(txCtx, published, 'PUBLISHED', {
      by: 'COMPANY',
      actorAccountId: txCtx.actor.accountId,
      comment: audience === 'ALL' ? 'всем исполнителям компании' : 'выбранным исполнителям',
    });
    // Invitations to a draft were not sent yet (the contractor cannot open a draft): they go now.
    const companyName = await selectCompanyName(txCtx.db, customerId);
    for (const pair of invited) await tellContractor(txCtx, published, companyName, 'INVITED', pair.employeeId);
    return companyTask(txCtx, customerId, id);
  });
}

export async function cancelTask(ctx: ActorContext, id: string, reason: string): Promise<Task> {
  const customerId = companyOf(ctx);
  return inTransaction(ctx, async (txCtx) => {
    await lockForCompany(txCtx, customerId, id, 'CANCEL');
    const pairs = await lockAllPairs(txCtx.db, id);
    if (pairs.some((p) => PAIRS_BLOCKING_CANCEL.includes(p.status))) {
      throw invalidState('Нельзя отменить задание: принятая работа ожидает выплаты');
    }
    const canceled = await updateTask(txCtx.db, id, {
      status: 'CANCELED',
      cancelReason: reason,
      updatedAt: txCtx.now(),
    });
    await recordTaskEvent(txCtx, canceled, 'CANCELED', {
      by: 'COMPANY',
      actorAccountId: txCtx.actor.accountId,
      comment: reason,
    });
    await closePairs(txCtx, canceled, pairs, PAIRS_CLOSED_BY_CANCEL, reason);
    return companyTask(txCtx, customerId, id);
  });
}

/** The company ends the work on the task: refused while someone works or awaits acceptance. */
export async function completeTask(ctx: ActorContext, id: string): Promise<Task> {
  const customerId = companyOf(ctx);
  return inTransaction(ctx, async (txCtx) => {
    await lockForCompany(txCtx, customerId, id, 'DONE');
    const pairs = await lockAllPairs(txCtx.db, id);
    if (pairs.some((p) => PAIRS_BLOCKING_DONE.includes(p.status))) {
      throw invalidState('Нельзя завершить приём работ: исполнитель ещё работает или его работа не принята');
    }
    const done = await updateTask(txCtx.db, id, { status: 'DONE', updatedAt: txCtx.now() });
    await recordTaskEvent(txCtx, done, 'DONE', { by: 'COMPANY', actorAccountId: txCtx.actor.accountId });
    await closePairs(txCtx, done, pairs, PAIRS_CLOSED_BY_DONE, 'Приём работ по заданию завершён');
    await completeIfSettled(txCtx, done, pairs);
    return companyTask(txCtx, customerId, id);
  });
}

/** The first contractor at work moves a published task to IN_PROGRESS (the system's move). */
export async function startTaskIfPublished(txCtx: TxContext, task: TaskRow): Promise<TaskRow> {
  const decision = decideTask(task.status, 'START', 'SYSTEM');
  if (!decision.ok) return task;
  const started = await updateTask(txCtx.db, task.id, { status: decision.to, updatedAt: txCtx.now() });
  await recordTaskEvent(txCtx, started, 'STARTED_WORK', system);
  return started;
}

/** A DONE task completes once no pair waits for its payout (at once when none does). */
async function completeIfSettled(txCtx: TxContext, task: TaskRow, pairs: Pick<PairRow, 'status'>[]) {
  const decision = decideTask(task.status, 'COMPLETE', 'SYSTEM');
  if (!decision.ok || pairs.some((p) => p.status === 'WAIT_PAYOUT')) return;
  const completed = await updateTask(txCtx.db, task.id, { status: decision.to, updatedAt: txCtx.now() });
  await recordTaskEvent(txCtx, completed, 'COMPLETED', system);
}

/**
 * The pair's payout is paid: WAIT_PAYOUT → COMPLETED, and the task completes when it was the last one
 * awaited; both sides told. Called by payouts' settlement through `settleTaskPayouts` (task-payout.service.ts),
 * inside its transaction.
 */
export async function completePaidPair(txCtx: TxContext, taskId: string, employeeId: string): Promise<void> {
  const task = await lockTaskById(txCtx.db, taskId);
  if (!task) throw new Error(`Task ${taskId} not found`);
  const [pair] = await lockPairs(txCtx.db, taskId, [employeeId]);
  if (!pair) throw new Error(`Task ${taskId} has no contractor ${employeeId}`);
  const decision = decidePairInTask(task.status, pair.status, 'PAY', 'SYSTEM');
  if (!decision.ok) throw new Error(`Pair ${pair.id} cannot be paid: ${decision.message}`);
  await updatePair(txCtx.db, pair.id, { status: decision.to, updatedAt: txCtx.now() });
  const person = (await selectPersons(txCtx.db, [employeeId])).get(employeeId);
  await recordTaskEvent(txCtx, task, 'PAID', { ...system, employee: person });
  await tellContractor(txCtx, task, await selectCompanyName(txCtx.db, task.customerId), 'PAID', employeeId);
  if (person) await tellCompany(txCtx, task, 'PAID', person);
  await completeIfSettled(txCtx, task, await lockAllPairs(txCtx.db, taskId));
}
