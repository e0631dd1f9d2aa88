/**
 * The lists of tasks over HTTP: the company's sorts (each way, page after page by the cursor), its filters
 * (scope, status, period overlap, search), and the contractor's list — their own parts and the tasks open to
 * all of their companies, never a draft, never another company's.
 */
import {
  apiPaths,
  type EmployeeTask,
  type TaskListRequest,
  type TaskListResponse,
  type TaskPairListResponse,
} from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema/index.js';
import type { TestClient } from '../../test-support/http-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { api, at, draftTask, type TaskCompany, taskCompany } from './tasks.test-helpers.js';

let server: TestServer;
let company: TaskCompany;
let other: TaskCompany;
const ids: Record<string, string> = {};

// name, period start, period end, start time (null: none)
const TASKS = [
  ['Вега', '2026-12-03', '2026-12-04', '2026-12-03T09:00:00+03:00'],
  ['Альфа', '2026-12-10', '2026-12-12', null],
  ['Дельта', '2026-12-01', '2026-12-31', '2026-12-01T08:00:00+03:00'],
  ['Бета', '2026-11-20', '2026-11-25', null],
  ['Гамма', '2026-12-05', '2026-12-05', '2026-12-05T10:30:00+03:00'],
] as const;

beforeAll(async () => {
  server = await startTestServer();
  company = await taskCompany(server, ['Лисин', 'Арбузов']);
  other = await taskCompany(server, ['Волков']);
  for (const [i, [name, start, end, time]] of TASKS.entries()) {
    const task = await draftTask(company, { name, period_start: start, period_end: end, start_time: time });
    ids[name] = task.id;
    // A minute apart: two tasks made within one millisecond would leave ADDED_AT to the id.
    const createdAt = new Date(Date.UTC(2026, 10, 1, 9, i));
    await server.runtime.ctx.db.update(tasks).set({ createdAt }).where(eq(tasks.id, task.id));
  }
  // Гамма was made by someone else of the company: not in the caller's MY scope.
  await server.runtime.ctx.db.update(tasks).set({ createdBy: null }).where(eq(tasks.id, ids.Гамма!));
  await api.publish(company.client, ids.Альфа!, 'ALL');
  await api.user(company.client, ids.Бета!, 'INVITE', [company.contractors[0]!.id]);
  await api.publish(company.client, ids.Бета!, 'CHOSEN');
  // The other company's task open to all: not Лисин's business.
  const theirs = await draftTask(other, { name: 'Чужая' });
  await api.publish(other.client, theirs.id, 'ALL');
}, 60_000);
afterAll(() => server.close());

/** Every page of the list by the cursor, as names. */
async function allPages(client: TestClient, path: string, request: TaskListRequest, pageSize = 2) {
  const names: string[] = [];
  let after: string | undefined;
  for (let page = 1; page <= 10; page += 1) {
    const res = await client.post<TaskListResponse>(path, { ...request, page, page_size: pageSize, after });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    names.push(...res.body.items.map((t) => t.name));
    if (!res.body.next_cursor) break;
    after = res.body.next_cursor;
  }
  return names;
}

const list = (request: TaskListRequest) => allPages(company.client, apiPaths.tasks.list, request, 100);

describe('the company’s list', () => {
  it.each([
    ['NAME', 'ASC', ['Альфа', 'Бета', 'Вега', 'Гамма', 'Дельта']],
    ['NAME', 'DESC', ['Дельта', 'Гамма', 'Вега', 'Бета', 'Альфа']],
    ['PERIOD', 'ASC', ['Бета', 'Дельта', 'Вега', 'Гамма', 'Альфа']],
    ['PERIOD', 'DESC', ['Альфа', 'Гамма', 'Вега', 'Дельта', 'Бета']],
    ['START_TIME', 'ASC', ['Дельта', 'Вега', 'Гамма', 'Бета|Альфа', 'Бета|Альфа']],
    ['START_TIME', 'DESC', ['Гамма', 'Вега', 'Дельта', 'Бета|Альфа', 'Бета|Альфа']],
    ['ADDED_AT', 'ASC', ['Вега', 'Альфа', 'Дельта', 'Бета', 'Гамма']],
    ['ADDED_AT', 'DESC', ['Гамма', 'Бета', 'Дельта', 'Альфа', 'Вега']],
  ] as const)('sorts by %s %s, page after page by the cursor', async (field, direction, expected) => {
    const names = await allPages(company.client, apiPaths.tasks.list, { sort: { field, direction } });
    expect(names).toHaveLength(5);
    names.forEach((name, i) => {
      expect(expected[i]!.split('|'), `${field} ${direction} #${i}`).toContain(name);
    });
    // The same order read by page numbers alone.
    expect(await list({ sort: { field, direction } })).toEqual(names);
  });

  it('filters by scope, status, period overlap and name', async () => {
    const sort = { field: 'NAME', direction: 'ASC' } as const;
    expect(await list({ sort, filters: { scope: 'MY' } })).toEqual(['Альфа', 'Бета', 'Вега', 'Дельта']);
    expect(await list({ sort, filters: { status: ['PUBLISH'] } })).toEqual(['Альфа', 'Бета']);
    expect(await list({ sort, filters: { period_from: '2026-12-05', period_to: '2026-12-10' } })).toEqual([
      'Альфа',
      'Гамма',
      'Дельта',
    ]);
    expect(await list({ sort, filters: { search: 'ЛЬ' } })).toEqual(['Альфа', 'Дельта']);
    expect(await list({ sort, filters: { search: '%' } })).toEqual([]);
  });

  it('refuses a cursor that is not one of ours', async () => {
    const res = await company.client.post<{ fields: Record<string, string> }>(apiPaths.tasks.list, {
      after: 'garbage',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.after).toMatch(/устарела/);
  });
});

describe('the contractor’s list', () => {
  it('holds their own parts and the tasks open to all of their companies, never a draft', async () => {
    const contractor = company.contractors[0]!;
    const res = await contractor.client.post<{ items: EmployeeTask[]; totalCount: number }>(
      apiPaths.tasks.employeeList,
      { sort: { field: 'NAME', direction: 'ASC' } },
    );
    expect(res.body.items.map((t) => [t.name, t.my?.status ?? null, t.can_reply, t.can_confirm])).toEqual([
      ['Альфа', null, true, false],
      ['Бета', 'INVITED', false, true],
    ]);
    expect(res.body.totalCount).toBe(2);
    const paged = await allPages(contractor.client, apiPaths.tasks.employeeList, {}, 1);
    expect(paged).toEqual(['Бета', 'Альфа']);
  });
});

describe('the task’s contractors', () => {
  it('sorts by ФИО and date, filters by status, and says the company’s moves on each', async () => {
    const [lisin, arbuzov] = company.contractors;
    const id = ids.Дельта!;
    await api.user(company.client, id, 'INVITE', [lisin!.id, arbuzov!.id]);
    await api.user(company.client, id, 'CANCEL', [arbuzov!.id], 'Заболел');
    const pairs = (body: object) =>
      company.client.post<TaskPairListResponse>(at(apiPaths.tasks.employees, id), body).then((r) => r.body);
    const byFio = await pairs({ sort: { field: 'FIO', direction: 'ASC' } });
    expect(byFio.items.map((p) => [p.employee.fio, p.status, p.reason, p.canceled_by])).toEqual([
      ['Арбузов Иван', 'CANCELED', 'Заболел', 'COMPANY'],
      ['Лисин Иван', 'INVITED', null, null],
    ]);
    expect(byFio.items[1]).toMatchObject({
      can_cancel: true,
      can_confirm: false,
      can_accept: false,
      can_return: false,
    });
    expect((await pairs({ sort: { field: 'FIO', direction: 'DESC' } })).items.map((p) => p.employee.fio)).toEqual([
      'Лисин Иван',
      'Арбузов Иван',
    ]);
    const invited = await pairs({ filters: { status: ['INVITED'] } });
    expect([invited.totalCount, invited.items[0]?.employee.id]).toEqual([1, lisin!.id]);
    expect((await pairs({ page: 2, page_size: 1, sort: { field: 'ADDED_AT', direction: 'ASC' } })).items).toHaveLength(
      1,
    );
  });
});
