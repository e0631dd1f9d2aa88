/**
 * Inviting onto a task by phone (docs/decisions/tasks.md «Inviting by phone»). Each phone of the call: the
 * company's own contractor goes onto the task through the pairs' INVITE (task-pairs.service.ts), anyone else
 * gets the company's invite through the invite flow (modules/invites `inviteForPayout`: one published invite
 * with its SMS) and a PENDING row in task_phone_invites. When that person joins the company, the invite
 * flow's confirm calls `ctx.handoffs.contractorJoinedCompany` = `joinPendingTaskInvites` in its transaction:
 * each PENDING invite of the company and phone puts them on a task still open to invites (JOINED), or ends
 * CANCELED when the task no longer is. Phones and names are never logged.
 */
import type {
  TaskPhoneInvite,
  TaskPhoneInviteCancelResponse,
  TaskPhoneInviteResponse,
  taskPhoneInviteRequestSchema,
} from '@vyplaty/contracts';
import type { z } from 'zod';
import type { ActorContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { type ContractorJoined, inviteForPayout, type PayoutInvitee } from '../invites/index.js';
import { lockPairs, selectPersons } from './task-pairs.repo.js';
import { inviteOntoTask } from './task-pairs.service.js';
import {
  lockPhoneInvite,
  type PhoneInviteRow,
  selectContractorsByPhones,
  selectPendingOfPhone,
  selectTaskPhoneInvites,
  updatePhoneInvite,
  upsertPendingPhoneInvite,
} from './task-phone-invites.repo.js';
import { decidePairInTask } from './task-states.js';
import { fioOf } from './task-view.js';
import { lockTask, selectTaskWithNames, type TaskRow } from './tasks.repo.js';
import { companyOf, invalidState, taskNotFound } from './tasks.service.js';

type Request = z.output<typeof taskPhoneInviteRequestSchema>;
type Kind = Request['kind'];

export const TASK_CLOSED_TO_INVITES = 'В это задание больше нельзя приглашать исполнителей';
const PHONE_INVITE_NOT_FOUND = 'Приглашение по телефону не найдено';
const MESSAGES = {
  INVITED_TO_TASK: 'Исполнитель компании приглашён в задание',
  INVITE_SENT: 'Отправили приглашение в компанию по СМС: в задании появится, когда примет его',
  INVITE_WAITING: 'Приглашение в компанию уже ждёт ответа: в задании появится, когда примет его',
  ALREADY_PENDING: 'Этот телефон уже ждёт приглашения в задание',
} as const;

const opensToInvites = (task: TaskRow) => decidePairInTask(task.status, 'NONE', 'INVITE', 'COMPANY').ok;

const view = (row: PhoneInviteRow): TaskPhoneInvite => ({
  id: row.id,
  phone: row.phone,
  status: row.status,
  employee_id: row.employeeId,
  created_at: row.createdAt.toISOString(),
  joined_at: row.joinedAt?.toISOString() ?? null,
});

/**
 * The invite flow's invite of a person not yet the company's, and the task's PENDING invite of their phone,
 * in the caller's transaction (the task locked first by the caller when it checks the task). Used by the
 * call below and by the contractors' Excel import. A person the invite flow refuses is its AppError.
 */
export async function invitePhoneOntoTask(
  txCtx: TxContext,
  customerId: string,
  taskId: string,
  person: PayoutInvitee,
  kind: Kind,
): Promise<'INVITE_SENT' | 'INVITE_WAITING' | 'ALREADY_PENDING'> {
  const existing = await lockPhoneInvite(txCtx.db, customerId, taskId, { phone: person.phone });
  if (existing?.status === 'PENDING') return 'ALREADY_PENDING';
  const sent = await inviteForPayout(txCtx, customerId, person, kind);
  await upsertPendingPhoneInvite(txCtx.db, { customerId, taskId, phone: person.phone, now: txCtx.now() });
  return sent === 'INVITED' ? 'INVITE_SENT' : 'INVITE_WAITING';
}

/** POST task/{id}/phone_invites: every row answered; a task closed to invites refuses the call (409). */
export async function invitePhonesToTask(
  ctx: ActorContext,
  taskId: string,
  input: Request,
): Promise<TaskPhoneInviteResponse> {
  const customerId = companyOf(ctx);
  return inTransaction(ctx, async (txCtx) => {
    const task = await lockTask(txCtx.db, customerId, taskId);
    if (!task) throw taskNotFound();
    if (!opensToInvites(task)) throw invalidState(TASK_CLOSED_TO_INVITES);
    const contractors = await selectContractorsByPhones(
      txCtx.db,
      customerId,
      input.people.map((p) => p.phone),
    );
    const pairs = new Map((await lockPairs(txCtx.db, taskId, [...contractors.values()])).map((p) => [p.employeeId, p]));
    const persons = await selectPersons(txCtx.db, [...contractors.values()]);
    const items: TaskPhoneInviteResponse['items'] = [];
    const toInvite: string[] = [];
    for (const [i, person] of input.people.entries()) {
      const row = i + 1;
      const employeeId = contractors.get(person.phone);
      if (employeeId) {
        const decision = decidePairInTask(task.status, pairs.get(employeeId)?.status ?? 'NONE', 'INVITE', 'COMPANY');
        const fio = fioOf(persons.get(employeeId)!);
        if (decision.ok) toInvite.push(employeeId);
        const message = decision.ok ? MESSAGES.INVITED_TO_TASK : `${fio}: ${decision.message}`;
        items.push({ row, phone: person.phone, result: decision.ok ? 'INVITED_TO_TASK' : 'REFUSED', message });
        continue;
      }
      const invitee = {
        phone: person.phone,
        inn: person.inn,
        lastName: person.last_name,
        firstName: person.first_name,
        patronymic: person.patronymic,
      };
      try {
        // A savepoint: a phone the invite flow refuses leaves nothing behind, the other rows go on.
        const result = await inTransaction(txCtx, (one) =>
          invitePhoneOntoTask(one, customerId, taskId, invitee, input.kind),
        );
        const shown = result === 'INVITE_WAITING' ? 'INVITE_SENT' : result;
        items.push({ row, phone: person.phone, result: shown, message: MESSAGES[result] });
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        items.push({ row, phone: person.phone, result: 'REFUSED', message: error.message });
      }
    }
    await inviteOntoTask(txCtx, customerId, taskId, toInvite, txCtx.actor.accountId);
    txCtx.log.info(
      {
        taskId,
        rows: items.length,
        toTask: toInvite.length,
        refused: items.filter((x) => x.result === 'REFUSED').length,
      },
      'tasks: invited by phone',
    );
    return { items };
  });
}

/** GET task/{id}/phone_invites. */
export async function listTaskPhoneInvites(ctx: ActorContext, taskId: string): Promise<{ items: TaskPhoneInvite[] }> {
  const customerId = companyOf(ctx);
  if (!(await selectTaskWithNames(ctx.db, customerId, taskId))) throw taskNotFound();
  return { items: (await selectTaskPhoneInvites(ctx.db, customerId, taskId)).map(view) };
}

/** DELETE task/{id}/phone_invites/{inviteId}: a PENDING one CANCELED; the company's invite by SMS stays. */
export async function cancelTaskPhoneInvite(
  ctx: ActorContext,
  taskId: string,
  inviteId: string,
): Promise<TaskPhoneInviteCancelResponse> {
  const customerId = companyOf(ctx);
  if (!isUuid(inviteId)) throw notFound(PHONE_INVITE_NOT_FOUND);
  return inTransaction(ctx, async (txCtx) => {
    if (!(await lockTask(txCtx.db, customerId, taskId))) throw taskNotFound();
    const row = await lockPhoneInvite(txCtx.db, customerId, taskId, { id: inviteId });
    if (!row) throw notFound(PHONE_INVITE_NOT_FOUND);
    if (row.status !== 'PENDING') {
      throw invalidState(
        row.status === 'JOINED' ? 'Исполнитель уже в задании' : 'Приглашение по телефону уже отменено',
      );
    }
    const canceled = await updatePhoneInvite(txCtx.db, customerId, row.id, { status: 'CANCELED' });
    return {
      invite: view(canceled),
      message:
        'Приглашение в задание отменено. Приглашение в компанию по СМС осталось: его можно отозвать в разделе «Приглашения»',
    };
  });
}

/**
 * `ctx.handoffs.contractorJoinedCompany` (runtime.ts): the person of `phone` joined the company as
 * `employeeId`, in the invite flow's confirm transaction. Each PENDING task invite of the company and phone:
 * onto the task through the pairs' INVITE (history, the contractor's notice) and JOINED, or CANCELED when
 * the task no longer takes invites. Tasks are locked in id order, each before its invite row.
 */
export const joinPendingTaskInvites: ContractorJoined = async (txCtx, joined) => {
  const { customerId, employeeId } = joined;
  const pending = await selectPendingOfPhone(txCtx.db, customerId, joined.phone);
  let onTask = 0;
  for (const { id, taskId } of pending) {
    const task = await lockTask(txCtx.db, customerId, taskId);
    const row = await lockPhoneInvite(txCtx.db, customerId, taskId, { id });
    if (row?.status !== 'PENDING') continue;
    if (!task || !opensToInvites(task)) {
      await updatePhoneInvite(txCtx.db, customerId, id, { status: 'CANCELED', employeeId });
      continue;
    }
    const [pair] = await lockPairs(txCtx.db, taskId, [employeeId]);
    // Already on the task (the company invited them there by hand meanwhile, or they replied): nothing to move.
    if (decidePairInTask(task.status, pair?.status ?? 'NONE', 'INVITE', 'COMPANY').ok) {
      await inviteOntoTask(txCtx, customerId, taskId, [employeeId], null);
      onTask += 1;
    }
    await updatePhoneInvite(txCtx.db, customerId, id, { status: 'JOINED', employeeId, joinedAt: txCtx.now() });
  }
  if (pending.length > 0)
    txCtx.log.info({ customerId, pending: pending.length, onTask }, 'tasks: phone invites joined');
};
