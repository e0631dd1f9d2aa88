/**
 * What every move of a task leaves behind, inside its transaction: a history event (modules/history; a
 * pair's event also names the contractor, so they read it in their own history) and, for a pair's move,
 * the other side's notification (bell and push, modules/notifications) with a link to the task.
 */
import type { TaskHistoryEvent, TaskParty } from '@vyplaty/contracts';
import type { TxContext } from '../../db/transaction.js';
import { recordHistoryEvent } from '../history/index.js';
import { notify } from '../notifications/index.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import type { PairPerson } from './task-pairs.repo.js';
import { fioOf } from './task-view.js';
import type { TaskRow } from './tasks.repo.js';

export type EventFacts = {
  /** Who moved: the company, the contractor, or the portal itself. */
  by: TaskParty;
  /** The person who acted; null when the portal did (a task's close). */
  actorAccountId: string | null;
  /** The contractor a pair's event is about. */
  employee?: PairPerson | undefined;
  comment?: string | null | undefined;
};

/** The task's own moves (not a pair's): each one is `task.status_changed` to the company's webhooks (issue 30). */
const TASK_STATUS_EVENTS: readonly TaskHistoryEvent[] = ['PUBLISHED', 'CANCELED', 'DONE', 'STARTED_WORK', 'COMPLETED'];

export async function recordTaskEvent(txCtx: TxContext, task: TaskRow, event: TaskHistoryEvent, facts: EventFacts) {
  if (TASK_STATUS_EVENTS.includes(event) && !facts.employee) {
    await emitWebhookEvent(txCtx, {
      customerId: task.customerId,
      type: 'task.status_changed',
      data: { task_id: task.id, status: task.status },
    });
  }
  await recordHistoryEvent(txCtx, {
    entityKind: 'task',
    entityId: task.id,
    event,
    customerId: task.customerId,
    employeeId: facts.employee?.id ?? null,
    actorAccountId: facts.actorAccountId,
    details: {
      by: facts.by,
      task_number: task.number,
      task_name: task.name,
      ...(facts.employee ? { employee_fio: fioOf(facts.employee) } : {}),
      ...(facts.comment ? { comment: facts.comment } : {}),
    },
  });
}

const withComment = (text: string, comment: string | null | undefined) => (comment ? `${text}: ${comment}` : text);

/** Titles of what the contractor is told, by the event of their part. */
const TO_CONTRACTOR: Partial<Record<TaskHistoryEvent, string>> = {
  INVITED: 'Приглашение в задание',
  CONFIRMED: 'Вас выбрали для задания',
  ACCEPTED: 'Работа принята',
  RETURNED: 'Работа возвращена на доработку',
  REMOVED: 'Компания отменила ваше участие в задании',
  PAIR_CANCELED: 'Задание отменено',
  PAID: 'Работа по заданию оплачена',
  AUTO_ACCEPTED: 'Работа принята автоматически',
};

/** Titles of what the company is told, by the event of a contractor's part. */
const TO_COMPANY: Partial<Record<TaskHistoryEvent, string>> = {
  REPLIED: 'Отклик на задание',
  CONFIRMED: 'Исполнитель принял приглашение',
  STARTED: 'Исполнитель приступил к работе',
  HANDED_OVER: 'Исполнитель сдал работу',
  REFUSED: 'Исполнитель отказался от задания',
  PAID: 'Работа исполнителя оплачена',
  AUTO_ACCEPTED: 'Работа принята автоматически',
};

/** The contractor hears of the company's move on their part (and of the task closing on them). */
export async function tellContractor(
  txCtx: TxContext,
  task: TaskRow,
  companyName: string,
  event: TaskHistoryEvent,
  employeeId: string,
  comment?: string | null,
) {
  const title = TO_CONTRACTOR[event];
  if (!title) return;
  await notify(
    txCtx,
    { employeeId },
    {
      title,
      body: withComment(`${companyName}: «${task.name}»`, comment),
      type: 'other',
      url: `/employee/tasks/${task.id}`,
    },
  );
}

/** The company hears of the contractor's move on their part. */
export async function tellCompany(
  txCtx: TxContext,
  task: TaskRow,
  event: TaskHistoryEvent,
  employee: PairPerson,
  comment?: string | null,
) {
  const title = TO_COMPANY[event];
  if (!title) return;
  await notify(
    txCtx,
    { customerId: task.customerId },
    {
      title,
      body: withComment(`${fioOf(employee)}, задание № ${task.number} «${task.name}»`, comment),
      type: 'other',
      url: `/tasks/${task.id}`,
    },
  );
}
