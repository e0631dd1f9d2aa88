/**
 * Reading tasks: the company's list and the contractor's (keyset pages, docs/decisions/lists.md), the
 * contractor's one task, and a task's history as each side may read it (the company all of it, the
 * contractor the events of their own part).
 */
import {
  type EmployeeTask,
  TASK_HISTORY_EVENT_LABELS,
  type TaskHistoryEvent,
  type TaskListResponse,
  type taskHistoryResponseSchema,
  type taskListRequestSchema,
} from '@vyplaty/contracts';
import type { z } from 'zod';
import type { ActorContext } from '../../context.js';
import { employeeIdOf } from '../../lib/actor-scope.js';
import { decodeCursor, encodeCursor, pageOf, pageWindow } from '../../lib/pagination.js';
import { selectHistory } from '../history/index.js';
import { selectAcceptanceDays } from './task-acceptance.repo.js';
import { acceptanceDaysOf } from './task-acceptance.service.js';
import { countTasks, orderOf, selectTaskPage, type TaskListOwner } from './task-list.repo.js';
import { pairMoneyOf } from './task-money.js';
import { selectOwnPair, selectOwnPairs, selectPairCounts, worksFor } from './task-pairs.repo.js';
import { companyTaskView, employeeTaskView } from './task-view.js';
import { selectTaskWithNames, selectTaskWithNamesById, type TaskWithNames } from './tasks.repo.js';
import { companyOf, taskNotFound } from './tasks.service.js';

type ListRequest = z.output<typeof taskListRequestSchema>;
export const CONTRACTOR_ONLY_MESSAGE = 'Раздел доступен только исполнителю';
export const contractorOf = (ctx: ActorContext) => employeeIdOf(ctx, CONTRACTOR_ONLY_MESSAGE);

async function page(ctx: ActorContext, owner: TaskListOwner, input: ListRequest) {
  const filters = input.filters ?? {};
  const sort = input.sort ?? { field: 'ADDED_AT' as const, direction: 'DESC' as const };
  const filter = {
    createdBy: 'customerId' in owner && filters.scope === 'MY' ? ctx.actor.accountId : undefined,
    statuses: filters.status,
    periodFrom: filters.period_from,
    periodTo: filters.period_to,
    search: filters.search || undefined,
  };
  const parts = orderOf(sort);
  // The cursor belongs to one caller's list with one order and filter.
  const scope = JSON.stringify(['tasks', owner, filter, sort]);
  const after = input.after ? decodeCursor(input.after, scope, parts.length) : undefined;
  const window = pageWindow(input);
  const [rows, totalCount] = await Promise.all([
    selectTaskPage(ctx.db, owner, filter, parts, { ...window, after }),
    countTasks(ctx.db, owner, filter),
  ]);
  const last = rows.at(-1);
  const hasMore = last !== undefined && rows.length === window.limit && window.offset + rows.length < totalCount;
  return { rows, totalCount, nextCursor: hasMore ? encodeCursor(scope, last.cursorKey) : null };
}

export async function listCompanyTasks(ctx: ActorContext, input: ListRequest): Promise<TaskListResponse> {
  const { rows, totalCount, nextCursor } = await page(ctx, { customerId: companyOf(ctx) }, input);
  const counts = await selectPairCounts(
    ctx.db,
    rows.map((r) => r.task.id),
  );
  const days = await acceptanceDaysOf(ctx.db, companyOf(ctx));
  return {
    ...pageOf(
      rows.map((r) => companyTaskView(r, counts.get(r.task.id), days)),
      totalCount,
    ),
    next_cursor: nextCursor,
  };
}

export async function listEmployeeTasks(ctx: ActorContext, input: ListRequest) {
  const employeeId = contractorOf(ctx);
  const { rows, totalCount, nextCursor } = await page(ctx, { employeeId }, input);
  const pairs = await selectOwnPairs(
    ctx.db,
    rows.map((r) => r.task.id),
    employeeId,
  );
  const pairOf = new Map(pairs.map((p) => [p.taskId, p]));
  const moneyOf = await pairMoneyOf(ctx, pairs);
  const days = await selectAcceptanceDays(
    ctx.db,
    rows.map((r) => r.task.customerId),
  );
  return {
    ...pageOf(
      rows.map((r) =>
        employeeTaskView(r, pairOf.get(r.task.id), moneyOf(pairOf.get(r.task.id)), days.get(r.task.customerId)!),
      ),
      totalCount,
    ),
    next_cursor: nextCursor,
  };
}

/**
 * A task the contractor may see: one they have a part in (not a draft), or one open to all of a company
 * they work for. Anything else answers like an unknown id.
 */
export async function visibleToContractor(
  ctx: Pick<ActorContext, 'db'>,
  employeeId: string,
  id: string,
): Promise<TaskWithNames> {
  const row = await selectTaskWithNamesById(ctx.db, id);
  if (!row || row.task.status === 'DRAFT') throw taskNotFound();
  if (await selectOwnPair(ctx.db, id, employeeId)) return row;
  const open = row.task.audience === 'ALL' && (row.task.status === 'PUBLISH' || row.task.status === 'IN_PROGRESS');
  if (open && (await worksFor(ctx.db, row.task.customerId, employeeId))) return row;
  throw taskNotFound();
}

export async function getEmployeeTask(ctx: ActorContext, id: string): Promise<EmployeeTask> {
  const employeeId = contractorOf(ctx);
  const row = await visibleToContractor(ctx, employeeId, id);
  const pair = await selectOwnPair(ctx.db, id, employeeId);
  const days = await acceptanceDaysOf(ctx.db, row.task.customerId);
  return employeeTaskView(row, pair, (await pairMoneyOf(ctx, [pair]))(pair), days);
}

const ACTOR_NAMES: Readonly<Record<string, string>> = {
  COMPANY: 'Компания',
  CONTRACTOR: 'Исполнитель',
  SYSTEM: 'Система',
};

type HistoryResponse = z.infer<typeof taskHistoryResponseSchema>;

/** The task's history: the company reads every event, the contractor those of their own part. */
export async function getTaskHistory(ctx: ActorContext, id: string): Promise<HistoryResponse> {
  let owner: { customerId: string } | { employeeId: string };
  if (ctx.actor.role === 'user') {
    owner = { customerId: ctx.actor.entityId };
    if (!(await selectTaskWithNames(ctx.db, owner.customerId, id))) throw taskNotFound();
  } else {
    owner = { employeeId: ctx.actor.entityId };
    await visibleToContractor(ctx, owner.employeeId, id);
  }
  const rows = await selectHistory(ctx.db, { entityKind: 'task', entityId: id, ...owner });
  return {
    items: rows.map((row) => {
      const details = row.details as Record<string, unknown>;
      const text = (key: string) => (typeof details[key] === 'string' ? (details[key] as string) : null);
      return {
        id: String(row.seq),
        event: row.event,
        text: TASK_HISTORY_EVENT_LABELS[row.event as TaskHistoryEvent] ?? 'Событие',
        actor: ACTOR_NAMES[text('by') ?? 'SYSTEM'] ?? null,
        employee: row.employeeId ? { id: row.employeeId, fio: text('employee_fio') ?? 'Исполнитель' } : null,
        comment: text('comment'),
        at: row.occurredAt.toISOString(),
      };
    }),
  };
}
