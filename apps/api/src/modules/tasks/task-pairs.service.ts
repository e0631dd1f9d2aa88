/**
 * The company's moves on a task's contractors (user/action: invite, confirm a reply, remove, accept, return
 * for rework) and its list of them. A batch is all or nothing: every contractor is checked against the
 * state machine first, and one refused contractor refuses the call by name with nothing changed.
 */
import type {
  Task,
  TaskHistoryEvent,
  TaskPaymentMode,
  TaskUserAction,
  taskPairListRequestSchema,
} from '@vyplaty/contracts';
import type { z } from 'zod';
import type { ActorContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { pageOf, pageWindow } from '../../lib/pagination.js';
import { recordTaskEvent, tellContractor } from './task-events.js';
import { pairMoneyOf } from './task-money.js';
import {
  countPairs,
  insertPair,
  lockPairs,
  type NewPairRow,
  type PairPerson,
  selectCompanyContractors,
  selectPairPage,
  selectPersons,
  updatePair,
} from './task-pairs.repo.js';
import { payAcceptedPairs } from './task-payout.service.js';
import { decidePairInTask, type PairAction } from './task-states.js';
import { companyPairView, fioOf } from './task-view.js';
import { lockTask, selectCompanyName, selectTaskWithNames } from './tasks.repo.js';
import { companyOf, companyTask, invalidState, taskNotFound } from './tasks.service.js';

const ACTION_OF: Readonly<Record<TaskUserAction, PairAction>> = {
  INVITE: 'INVITE',
  CONFIRM: 'CONFIRM',
  CANCEL: 'CANCEL',
  WAIT_PAYOUT: 'ACCEPT',
  IN_PROGRESS: 'RETURN',
};
const EVENT_OF: Readonly<Record<TaskUserAction, TaskHistoryEvent>> = {
  INVITE: 'INVITED',
  CONFIRM: 'CONFIRMED',
  CANCEL: 'REMOVED',
  WAIT_PAYOUT: 'ACCEPTED',
  IN_PROGRESS: 'RETURNED',
};
const NOT_OURS = 'Исполнитель не работает с компанией: пригласить можно только своих исполнителей';

type UserActionInput = {
  action: TaskUserAction;
  employee_ids: string[];
  comment?: string | undefined;
  /** WAIT_PAYOUT: pay each as soon as the act is signed, or later in a registry. */
  payment?: TaskPaymentMode | undefined;
};

/** The pair's columns after the company's move. */
function patchOf(action: TaskUserAction, comment: string | null): Partial<NewPairRow> {
  if (action === 'INVITE') return { canceledBy: null, reason: null, resultComment: null, returnComment: null };
  if (action === 'CANCEL') return { canceledBy: 'COMPANY', reason: comment };
  // Returned for rework: the window ends; the next hand-over starts a new one.
  if (action === 'IN_PROGRESS') return { returnComment: comment, handedOverAt: null, acceptBy: null };
  return {};
}

/** Every move but WAIT_PAYOUT, which pays (acceptAndPay, under an Idempotency-Key). */
export async function actOnContractors(ctx: ActorContext, id: string, input: UserActionInput): Promise<Task> {
  const customerId = companyOf(ctx);
  if (input.action === 'WAIT_PAYOUT') throw new Error('WAIT_PAYOUT moves money: acceptAndPay under a key');
  return inTransaction(ctx, (txCtx) => actInTransaction(txCtx, customerId, id, input));
}

/**
 * WAIT_PAYOUT: the work accepted and paid in the transaction of `withIdempotency` (tasks.routes.ts) — each
 * accepted pair its own payout and act (task-payout.service.ts); one refused contractor refuses the call.
 */
export async function acceptAndPay(txCtx: TxContext<ActorContext>, id: string, input: UserActionInput): Promise<Task> {
  return actInTransaction(txCtx, companyOf(txCtx), id, input);
}

async function actInTransaction(
  txCtx: TxContext<ActorContext>,
  customerId: string,
  id: string,
  input: UserActionInput,
): Promise<Task> {
  const { task, moves, pairs } = await movePairs(txCtx, customerId, id, input, txCtx.actor.accountId);
  if (input.action === 'WAIT_PAYOUT') {
    const accepted = moves.map((move) => ({ ...move, pairId: pairs.get(move.employeeId)!.id }));
    await payAcceptedPairs(txCtx, task, accepted, input.payment ?? 'NOW');
  }
  return companyTask(txCtx, customerId, id);
}

/**
 * The company's INVITE of its own contractors onto a task, in the caller's transaction — the same checks,
 * history and notifications as user/action INVITE. `actorAccountId` null: the portal acted on the company's
 * earlier word (a person invited by phone joined the company, task-phone-invites.service.ts).
 */
export async function inviteOntoTask(
  txCtx: TxContext,
  customerId: string,
  taskId: string,
  employeeIds: string[],
  actorAccountId: string | null,
): Promise<void> {
  if (employeeIds.length === 0) return;
  await movePairs(txCtx, customerId, taskId, { action: 'INVITE', employee_ids: employeeIds }, actorAccountId);
}

/** Checks every contractor's move first (one refused refuses all), then writes the moves, history and notices. */
async function movePairs(
  txCtx: TxContext,
  customerId: string,
  id: string,
  input: UserActionInput,
  actorAccountId: string | null,
) {
  const comment = input.comment?.trim() || null;
  if (input.action === 'IN_PROGRESS' && !comment) {
    const message = 'Напишите, что доработать';
    throw new AppError('VALIDATION_ERROR', { message, fields: { comment: message } });
  }
  const employeeIds = [...new Set(input.employee_ids)].sort();
  const task = await lockTask(txCtx.db, customerId, id);
  if (!task) throw taskNotFound();
  const pairs = new Map((await lockPairs(txCtx.db, id, employeeIds)).map((p) => [p.employeeId, p]));
  // Only the company's own contractors may be invited; the others are already on the task.
  const ours = new Map(
    (await selectCompanyContractors(txCtx.db, customerId, employeeIds)).map((p) => [p.id, p] as const),
  );
  const persons = new Map([...(await selectPersons(txCtx.db, [...pairs.keys()])), ...ours]);
  const action = ACTION_OF[input.action];
  const moves: { employeeId: string; person: PairPerson; to: NewPairRow['status'] }[] = [];
  for (const employeeId of employeeIds) {
    const pair = pairs.get(employeeId);
    const person = persons.get(employeeId);
    if (!person || (action === 'INVITE' && !ours.has(employeeId))) throw invalidState(NOT_OURS);
    const decision = decidePairInTask(task.status, pair?.status ?? 'NONE', action, 'COMPANY');
    if (!decision.ok) throw invalidState(`${fioOf(person)}: ${decision.message}`);
    moves.push({ employeeId, person, to: decision.to });
  }
  const now = txCtx.now();
  const companyName = await selectCompanyName(txCtx.db, customerId);
  const event = EVENT_OF[input.action];
  for (const move of moves) {
    const pair = pairs.get(move.employeeId);
    const patch = { ...patchOf(input.action, comment), status: move.to, updatedAt: now };
    if (pair) await updatePair(txCtx.db, pair.id, patch);
    else await insertPair(txCtx.db, { ...patch, taskId: id, employeeId: move.employeeId, customerId, createdAt: now });
    await recordTaskEvent(txCtx, task, event, { by: 'COMPANY', actorAccountId, employee: move.person, comment });
    // An invitation to a draft is sent when the task is published (the contractor cannot open a draft).
    if (!(event === 'INVITED' && task.status === 'DRAFT')) {
      await tellContractor(txCtx, task, companyName, event, move.employeeId, comment);
    }
  }
  return { task, moves, pairs };
}

type PairListInput = z.output<typeof taskPairListRequestSchema>;

export async function listTaskPairs(ctx: ActorContext, id: string, input: PairListInput) {
  const customerId = companyOf(ctx);
  const row = await selectTaskWithNames(ctx.db, customerId, id);
  if (!row) throw taskNotFound();
  const query = {
    statuses: input.filters?.status,
    sort: input.sort ?? { field: 'ADDED_AT' as const, direction: 'ASC' as const },
  };
  const [rows, totalCount] = await Promise.all([
    selectPairPage(ctx.db, id, query, pageWindow(input)),
    countPairs(ctx.db, id, query),
  ]);
  const moneyOf = await pairMoneyOf(
    ctx,
    rows.map((r) => r.pair),
  );
  return pageOf(
    rows.map((r) => companyPairView(row.task, r.pair, r.employee, moneyOf(r.pair))),
    totalCount,
  );
}
