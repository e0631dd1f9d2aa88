/**
 * Rows → the wire shapes of contracts/tasks.ts: the company's task with its counts and flags, the
 * contractor's task with their own part, a pair as the company sees it. Every `can_*` flag is read from the
 * state machines (task-states.ts), so a button shown is a move the server accepts.
 */
import type { EmployeeTask, Task, TaskPair, TaskPairStatus } from '@vyplaty/contracts';
import { kopecksToRubles, taskPairStatusSchema } from '@vyplaty/contracts';
import { NO_MONEY, type PairMoney } from './task-money.js';
import type { PairPerson, PairRow } from './task-pairs.repo.js';
import {
  decidePairInTask,
  decideTask,
  PAIRS_BLOCKING_CANCEL,
  PAIRS_BLOCKING_DONE,
  type PairAction,
  type PairState,
} from './task-states.js';
import type { TaskRow, TaskWithNames } from './tasks.repo.js';

const THOUSANDTHS = /^(\d+)(?:\.(\d{1,3}))?$/;

/** A quantity as text ("1,5", "1.500") in thousandths of a unit: exact, never a float. */
export function quantityThousandths(quantity: string): bigint {
  const match = THOUSANDTHS.exec(quantity.replace(',', '.'));
  if (!match) throw new Error(`Not a quantity: ${quantity}`);
  return BigInt(match[1]!) * 1000n + BigInt((match[2] ?? '').padEnd(3, '0'));
}

/** What one contractor is paid: the amount, or amount × quantity rounded half-up to the kopeck. */
export function taskTotalKopecks(amountKopecks: bigint, quantity: string | null): bigint {
  if (quantity === null) return amountKopecks;
  return (amountKopecks * quantityThousandths(quantity) + 500n) / 1000n;
}

/** "1.500" → "1.5", "2.000" → "2": the quantity as a person writes it. */
export const shownQuantity = (quantity: string | null) =>
  quantity === null ? null : quantity.includes('.') ? quantity.replace(/\.?0+$/, '') : quantity;

export const fioOf = (p: PairPerson) =>
  [p.lastName, p.firstName, p.patronymic].filter((part) => part?.trim()).join(' ') || 'Исполнитель';

export function countsOf(counts: Map<TaskPairStatus, number> | undefined): Record<TaskPairStatus, number> {
  return Object.fromEntries(taskPairStatusSchema.options.map((s) => [s, counts?.get(s) ?? 0])) as Record<
    TaskPairStatus,
    number
  >;
}

const hasAny = (counts: Record<TaskPairStatus, number>, statuses: readonly TaskPairStatus[]) =>
  statuses.some((s) => counts[s] > 0);

function taskFields(row: TaskWithNames, acceptanceDays: number) {
  const t = row.task;
  return {
    id: t.id,
    number: t.number,
    name: t.name,
    description: t.description,
    service: { id: t.serviceId, name: t.serviceName },
    pricing: t.pricing,
    amount: kopecksToRubles(t.amountKopecks),
    quantity: shownQuantity(t.quantity),
    unit: t.unit,
    total: kopecksToRubles(taskTotalKopecks(t.amountKopecks, t.quantity)),
    period_start: t.periodStart,
    period_end: t.periodEnd,
    start_time: t.startTime?.toISOString() ?? null,
    place: t.place,
    status: t.status,
    audience: t.audience,
    company: { id: t.customerId, name: row.companyName },
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
    published_at: t.publishedAt?.toISOString() ?? null,
    acceptance_days: acceptanceDays,
  };
}

/** The company's view of its task. */
export function companyTaskView(
  row: TaskWithNames,
  pairCounts: Map<TaskPairStatus, number> | undefined,
  acceptanceDays: number,
): Task {
  const t = row.task;
  const pairs = countsOf(pairCounts);
  const may = (action: Parameters<typeof decideTask>[1]) => decideTask(t.status, action, 'COMPANY').ok;
  return {
    ...taskFields(row, acceptanceDays),
    created_by: t.createdBy ? { id: t.createdBy, name: row.authorEmail ?? 'Сотрудник компании' } : null,
    pairs,
    can_edit: may('EDIT'),
    can_publish: may('PUBLISH'),
    can_cancel: may('CANCEL') && !hasAny(pairs, PAIRS_BLOCKING_CANCEL),
    can_complete: may('DONE') && !hasAny(pairs, PAIRS_BLOCKING_DONE),
    can_invite: decidePairInTask(t.status, 'NONE', 'INVITE', 'COMPANY').ok,
    can_delete: may('DELETE'),
    // A copy of any task is a new DRAFT (tasks.service copyTask): no state refuses it.
    can_copy: true,
  };
}

const pairFields = (pair: PairRow, money: PairMoney) => ({
  status: pair.status,
  canceled_by: pair.canceledBy,
  reason: pair.reason,
  result_comment: pair.resultComment,
  return_comment: pair.returnComment,
  updated_at: pair.updatedAt.toISOString(),
  // The window is shown while the work waits for the company's answer.
  handed_over_at: pair.status === 'DONE' ? (pair.handedOverAt?.toISOString() ?? null) : null,
  accept_by: pair.status === 'DONE' ? (pair.acceptBy?.toISOString() ?? null) : null,
  payout: money.payout,
  act: money.act,
  registry: money.registry,
});

/** One contractor's part as the company sees it, with the company's moves on it now. */
export function companyPairView(
  task: TaskRow,
  pair: PairRow,
  person: PairPerson & { inn: string | null },
  money: PairMoney = NO_MONEY,
): TaskPair {
  const may = (action: PairAction) => decidePairInTask(task.status, pair.status, action, 'COMPANY').ok;
  return {
    employee: { id: person.id, fio: fioOf(person), inn: person.inn },
    ...pairFields(pair, money),
    can_confirm: may('CONFIRM'),
    can_cancel: may('CANCEL'),
    can_accept: may('ACCEPT'),
    can_return: may('RETURN'),
    can_repay: money.repayRefusal === null,
  };
}

/** The contractor's view: the task, their own part (null: not answered yet) and their moves now. */
export function employeeTaskView(
  row: TaskWithNames,
  pair: PairRow | undefined,
  money: PairMoney,
  acceptanceDays: number,
): EmployeeTask {
  const t = row.task;
  const state: PairState = pair?.status ?? 'NONE';
  const may = (action: PairAction) => decidePairInTask(t.status, state, action, 'CONTRACTOR').ok;
  return {
    ...taskFields(row, acceptanceDays),
    // The company's staff e-mails are the company's business.
    created_by: null,
    my: pair ? pairFields(pair, money) : null,
    can_reply: t.audience === 'ALL' && may('REPLY'),
    can_confirm: may('CONFIRM'),
    can_refuse: may('CANCEL'),
    can_start: may('START'),
    can_hand_over: may('HAND_OVER'),
  };
}
