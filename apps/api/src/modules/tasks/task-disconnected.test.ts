/**
 * A task's contractors who left (SPEC §7 Tasks `disconnected_employees`, docs/decisions/tasks.md «Contractors
 * who left») over HTTP: one who refused the task and one the company disconnected are listed apart with when
 * and why; the one who left the company is not among the task's contractors, can no longer act on the task
 * and cannot be invited again; another company sees none of it.
 */
import {
  apiPaths,
  type ErrorBody,
  type TaskDisconnectedListResponse,
  type TaskPairListResponse,
} from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { LEFT_COMPANY_MESSAGE } from './task-work.service.js';
import { api, at, draftTask, taskCompany } from './tasks.test-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const p = apiPaths.tasks;

describe('contractors who left a task', () => {
  it('lists who refused and who left the company apart, and the one who left can no longer act', async () => {
    const company = await taskCompany(server, ['Петров', 'Сидоров', 'Орлов']);
    const [petrov, sidorov, orlov] = company.contractors as [
      (typeof company.contractors)[0],
      (typeof company.contractors)[0],
      (typeof company.contractors)[0],
    ];
    const task = await draftTask(company);
    const ids = [petrov.id, sidorov.id, orlov.id];
    expect((await api.user(company.client, task.id, 'INVITE', ids)).status).toBe(200);
    expect((await api.publish(company.client, task.id, 'CHOSEN')).status).toBe(200);
    const empty = await company.client.post<TaskDisconnectedListResponse>(at(p.disconnectedEmployees, task.id), {});
    expect(empty.body).toEqual({ items: [], totalCount: 0 });

    expect((await api.own(sidorov.client, task.id, 'CANCEL', 'Заболел')).status).toBe(200);
    const removed = await company.client.request('DELETE', apiPaths.employees.list, { body: { ids: [orlov.id] } });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);

    const left = await company.client.post<TaskDisconnectedListResponse>(at(p.disconnectedEmployees, task.id), {
      sort: { field: 'FIO', direction: 'ASC' },
    });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect(left.body.totalCount).toBe(2);
    expect(left.body.items.map((i) => [i.employee.fio, i.reason, i.comment, i.pair_status])).toEqual([
      ['Орлов Иван', 'LEFT_COMPANY', null, 'INVITED'],
      ['Сидоров Иван', 'LEFT_TASK', 'Заболел', 'CANCELED'],
    ]);
    expect(left.body.items.every((i) => !Number.isNaN(Date.parse(i.left_at)))).toBe(true);
    const paged = await company.client.post<TaskDisconnectedListResponse>(at(p.disconnectedEmployees, task.id), {
      page: 2,
      page_size: 1,
    });
    // Newest leaving first by default: the refusal came first, so it is on the second page.
    expect(paged.body).toMatchObject({ totalCount: 2, items: [{ reason: 'LEFT_TASK' }] });

    const pairs = await company.client.post<TaskPairListResponse>(at(p.employees, task.id), {
      sort: { field: 'FIO', direction: 'ASC' },
    });
    expect(pairs.body.items.map((i) => [i.employee.fio, i.status])).toEqual([
      ['Петров Иван', 'INVITED'],
      ['Сидоров Иван', 'CANCELED'],
    ]);
    expect(pairs.body.totalCount).toBe(2);

    // Orlov still sees his part (his history), but may not move it.
    expect((await orlov.client.get(at(p.employeeOne, task.id))).status).toBe(200);
    const confirm = await api.own(orlov.client, task.id, 'CONFIRM');
    expect(confirm.status).toBe(409);
    expect(confirm.body.error_message).toBe(LEFT_COMPANY_MESSAGE);
    expect((await api.own(orlov.client, task.id, 'CANCEL')).status).toBe(409);
    // Nor can the company invite him again (he is not its contractor any more).
    const again = await api.user(company.client, task.id, 'INVITE', [orlov.id]);
    expect(again.status).toBe(409);
    expect(again.body.error_message).toBe(
      'Исполнитель не работает с компанией: пригласить можно только своих исполнителей',
    );
    const still = await company.client.post<TaskDisconnectedListResponse>(at(p.disconnectedEmployees, task.id), {});
    expect(still.body.items.find((i) => i.employee.id === orlov.id)?.pair_status).toBe('INVITED');
  });

  it('another company’s task is 404; a contractor’s role is 403', async () => {
    const company = await taskCompany(server, ['Жуков']);
    const other = await taskCompany(server, []);
    const task = await draftTask(company);
    const foreign = await other.client.post<ErrorBody>(at(p.disconnectedEmployees, task.id), {});
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_message).toBe('Задание не найдено');
    const asContractor = await company.contractors[0]!.client.post(at(p.disconnectedEmployees, task.id), {});
    expect(asContractor.status).toBe(403);
  });
});
