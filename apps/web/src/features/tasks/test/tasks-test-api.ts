/** A fake API for the tasks screens' tests: fixtures and the calls each test routes (documents' style). */
import {
  apiPaths,
  type EmployeeListItem,
  type EmployeeTask,
  IDEMPOTENCY_KEY_HEADER,
  type Service,
  type Task,
  type TaskPair,
} from '@vyplaty/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { balanceFixture } from '../../../test/fixtures/balance';
import { PETROV, SIDOROVA, uuidOf } from '../../../test/fixtures/contractors';
import { verifiedCustomerProfile } from '../../../test/fixtures/customer';
import { pathOf, type StubReply } from '../../../test/http-stub';

export const customerSession = { role: 'user', entity_id: 'c1', is_verified: true } as const;
export const employeeSession = { role: 'employee', entity_id: 'e1', is_verified: true } as const;

export { PETROV, SIDOROVA, uuidOf };

export const CLEANING: Service = {
  id: uuidOf('70000000', 1),
  name: 'Уборка помещений',
  unit: { id: uuidOf('71000000', 1), name: 'час', short_name: 'ч' },
  price: '500.00',
};

const NO_PAIRS = {
  INVITED: 0,
  REPLIED: 0,
  CONFIRMED: 0,
  IN_PROGRESS: 0,
  DONE: 0,
  WAIT_PAYOUT: 0,
  COMPLETED: 0,
  CANCELED: 0,
} as const;

export const task = (n: number, fields: Partial<Task> = {}): Task => ({
  id: uuidOf('20000000', n),
  number: n,
  name: 'Уборка склада',
  description: 'Убрать склад после инвентаризации',
  service: { id: CLEANING.id, name: CLEANING.name },
  pricing: 'FIXED',
  amount: '5000.00',
  quantity: null,
  unit: null,
  total: '5000.00',
  period_start: '2026-12-01',
  period_end: '2026-12-03',
  start_time: null,
  place: 'Москва, ул. Складская, 1',
  status: 'DRAFT',
  audience: null,
  company: { id: uuidOf('10000000', 1), name: 'ООО "Демо Компания"' },
  created_by: { id: uuidOf('11000000', 1), name: 'Иванов И. И.' },
  pairs: { ...NO_PAIRS },
  created_at: '2026-11-28T09:00:00.000Z',
  updated_at: '2026-11-28T09:00:00.000Z',
  published_at: null,
  acceptance_days: 15,
  can_edit: true,
  can_publish: true,
  can_cancel: true,
  can_complete: false,
  can_invite: true,
  can_delete: (fields.status ?? 'DRAFT') === 'DRAFT',
  can_copy: true,
  ...fields,
});

export const pair = (who: EmployeeListItem, fields: Partial<TaskPair> = {}): TaskPair => ({
  employee: {
    id: who.id,
    fio: `${who.last_name} ${who.first_name}${who.patronymic ? ` ${who.patronymic}` : ''}`,
    inn: who.inn,
  },
  status: 'INVITED',
  canceled_by: null,
  reason: null,
  result_comment: null,
  return_comment: null,
  handed_over_at: null,
  accept_by: null,
  updated_at: '2026-11-28T10:00:00.000Z',
  payout: null,
  act: null,
  registry: null,
  can_confirm: false,
  can_cancel: true,
  can_accept: false,
  can_return: false,
  can_repay: false,
  ...fields,
});

export const employeeTask = (n: number, fields: Partial<EmployeeTask> = {}): EmployeeTask => {
  const {
    pairs: _pairs,
    can_edit,
    can_publish,
    can_cancel,
    can_complete,
    can_invite,
    can_delete,
    can_copy,
    ...base
  } = task(n, {
    status: 'PUBLISH',
    audience: 'CHOSEN',
  });
  return {
    ...base,
    my: null,
    can_reply: false,
    can_confirm: false,
    can_refuse: false,
    can_start: false,
    can_hand_over: false,
    ...fields,
  };
};

/** A request the screen sent; `idempotencyKey`: its Idempotency-Key header, if any. */
export type Call = { method: string; path: string; body: unknown; idempotencyKey?: string };

/** A tasks path with the task's id filled in. */
export const pathFor = (template: string, id: string) => template.replace(':id', id);

/**
 * Routes a request: the test's `route` first, then the common calls (services, empty history and lists,
 * the layout's profile, bell, balance and the contractors' search); anything else is a 404.
 */
export function tasksTestApi(route: (call: Call) => StubReply | Promise<StubReply> | undefined) {
  const calls: Call[] = [];
  const handler = async (req: InternalAxiosRequestConfig): Promise<StubReply> => {
    const path = pathOf(req);
    const method = (req.method ?? 'get').toUpperCase();
    const body = typeof req.data === 'string' ? JSON.parse(req.data) : req.data;
    const key = req.headers?.get?.(IDEMPOTENCY_KEY_HEADER);
    const call: Call = { method, path, body, ...(typeof key === 'string' ? { idempotencyKey: key } : {}) };
    calls.push(call);
    // A held reply (a Promise) keeps the request in flight until the test releases it.
    return (
      (await route(call)) ?? common(path) ?? { status: 404, data: { code: 'NOT_FOUND', error_message: 'Не найдено' } }
    );
  };
  return {
    handler,
    calls,
    to: (path: string, method = 'POST') => calls.filter((c) => c.path === path && c.method === method),
  };
}

function common(path: string): StubReply | undefined {
  if (path === apiPaths.services.list) return { status: 200, data: { items: [CLEANING] } };
  if (/^\/v1\/task\/[^/]+\/history$/.test(path)) {
    return {
      status: 200,
      data: {
        items: [
          {
            id: 'h1',
            event: 'CREATED',
            text: 'Задание создано',
            actor: 'Иванов И. И.',
            employee: null,
            comment: null,
            at: '2026-11-28T09:00:00.000Z',
          },
        ],
      },
    };
  }
  // No files unless a test routes its own (the «Файлы» section of both task pages asks on every render).
  if (/^\/v1\/task\/[^/]+\/files$/.test(path)) return { status: 200, data: { items: [], can_upload: false } };
  if (/^\/v1\/task\/[^/]+\/employees$/.test(path)) return { status: 200, data: { items: [], totalCount: 0 } };
  // Nobody invited by phone and nobody left unless a test routes its own (the company's task page asks both).
  if (/^\/v1\/task\/[^/]+\/phone_invites$/.test(path)) return { status: 200, data: { items: [] } };
  if (/^\/v1\/task\/[^/]+\/disconnected_employees$/.test(path)) {
    return { status: 200, data: { items: [], totalCount: 0 } };
  }
  if (path === apiPaths.tasks.list || path === apiPaths.tasks.employeeList) {
    return { status: 200, data: { items: [], totalCount: 0, next_cursor: null } };
  }
  if (path === apiPaths.userProfile) return { status: 200, data: verifiedCustomerProfile };
  if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
  if (path === apiPaths.balance.balance) return { status: 200, data: balanceFixture() };
  if (path === apiPaths.employees.list) return { status: 200, data: { items: [PETROV, SIDOROVA], totalCount: 2 } };
  return undefined;
}
