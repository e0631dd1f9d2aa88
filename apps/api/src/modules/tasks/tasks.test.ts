/**
 * The task calls' refusals over HTTP: bad input with its Russian message, moves out of order or by the
 * wrong side (409, rows unchanged), another company's task and contractor, the wrong role; editing,
 * deleting and copying a draft.
 */
import { apiPaths, TASK_NOT_FOUND_MESSAGE } from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { api, at, draftTask, rowsOf, type TaskCompany, taskCompany, taskInput } from './tasks.test-helpers.js';

let server: TestServer;
let company: TaskCompany;
let other: TaskCompany;
beforeAll(async () => {
  server = await startTestServer();
  company = await taskCompany(server, ['Ильин', 'Жуков']);
  other = await taskCompany(server, ['Чужов']);
});
afterAll(() => server.close());

describe('creating and changing a draft', () => {
  it.each([
    ['no name', { name: '  ' }, 'name', 'Укажите название задания'],
    ['a period ending before it starts', { period_end: '2026-11-30' }, 'period_end', 'Период заканчивается раньше'],
    ['a zero price', { amount: '0' }, 'amount', 'Сумма должна быть больше нуля'],
    ['a negative price', { amount: '-10.00' }, 'amount', ''],
    ['a price per unit without a quantity', { pricing: 'PER_UNIT' as const }, 'quantity', 'Укажите количество'],
    ['a zero quantity', { pricing: 'PER_UNIT' as const, quantity: '0' }, 'quantity', 'больше нуля'],
    ['no service', { service_id: 'не-uuid' }, 'service_id', 'Выберите услугу'],
    [
      'a total under a kopeck',
      { pricing: 'PER_UNIT' as const, amount: '0.01', quantity: '0.001' },
      'quantity',
      'меньше копейки',
    ],
  ])('refuses %s (400, nothing made)', async (_what, more, field, message) => {
    const before = await company.client.post<{ totalCount: number }>(apiPaths.tasks.list, {});
    const res = await api.create(company.client, taskInput(company.serviceId, more));
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toContain(message);
    const after = await company.client.post<{ totalCount: number }>(apiPaths.tasks.list, {});
    expect(after.body.totalCount).toBe(before.body.totalCount);
  });

  it('refuses a service of another company’s catalogue', async () => {
    const res = await api.create(company.client, taskInput(other.serviceId));
    expect(res.status).toBe(400);
    expect(res.body.fields?.service_id).toBe('Выберите услугу из справочника компании');
  });

  it('edits and deletes a draft only; a published task is refused with 409, unchanged', async () => {
    const task = await draftTask(company);
    const edited = await company.client.request<{ name: string; status: string }>(
      'PUT',
      at(apiPaths.tasks.one, task.id),
      {
        body: { ...taskInput(company.serviceId), name: 'Мойка окон' },
      },
    );
    expect(edited.body).toMatchObject({ name: 'Мойка окон', status: 'DRAFT' });
    expect((await api.publish(company.client, task.id, 'ALL')).status).toBe(200);
    const before = await rowsOf(server, task.id);
    const put = await company.client.request<{ error_message: string }>('PUT', at(apiPaths.tasks.one, task.id), {
      body: taskInput(company.serviceId),
    });
    expect(put.status).toBe(409);
    expect(put.body.error_message).toBe('Нельзя изменить задание: задание в статусе «Опубликовано»');
    expect((await company.client.request('DELETE', at(apiPaths.tasks.one, task.id))).status).toBe(409);
    expect(await rowsOf(server, task.id)).toEqual(before);

    const gone = await draftTask(company);
    expect((await company.client.request('DELETE', at(apiPaths.tasks.one, gone.id))).status).toBe(204);
    expect((await api.one(company.client, gone.id)).status).toBe(404);
  });
});

describe('moves out of order or by the wrong side', () => {
  it('answers 409 in Russian and changes nothing', async () => {
    const [ilyin] = company.contractors;
    const task = await draftTask(company);
    // Nothing to finish on a draft; nobody to confirm.
    for (const res of [
      await api.completed(company.client, task.id),
      await api.user(company.client, task.id, 'CONFIRM', [ilyin!.id]),
      await api.user(company.client, task.id, 'WAIT_PAYOUT', [ilyin!.id]),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.error_message).toMatch(/[а-я]/);
    }
    await api.user(company.client, task.id, 'INVITE', [ilyin!.id]);
    await api.publish(company.client, task.id, 'CHOSEN');
    const before = await rowsOf(server, task.id);
    // Starting before confirming, handing over before starting, inviting twice.
    expect((await api.start(ilyin!.client, task.id)).status).toBe(409);
    expect((await api.done(ilyin!.client, task.id)).status).toBe(409);
    const twice = await api.user(company.client, task.id, 'INVITE', [ilyin!.id]);
    expect(twice.status).toBe(409);
    expect(twice.body.error_message).toContain('Ильин Иван');
    expect(await rowsOf(server, task.id)).toEqual(before);
  });

  it('refuses a whole batch when one contractor is refused, naming them', async () => {
    const [ilyin, zhukov] = company.contractors;
    const task = await draftTask(company);
    await api.user(company.client, task.id, 'INVITE', [zhukov!.id]);
    const before = await rowsOf(server, task.id);
    const res = await api.user(company.client, task.id, 'INVITE', [ilyin!.id, zhukov!.id]);
    expect(res.status).toBe(409);
    expect(res.body.error_message).toContain('Жуков Иван');
    expect(await rowsOf(server, task.id)).toEqual(before);
  });

  it('re-opens a canceled pair with a new invitation', async () => {
    const [ilyin] = company.contractors;
    const task = await draftTask(company);
    await api.user(company.client, task.id, 'INVITE', [ilyin!.id]);
    expect((await api.user(company.client, task.id, 'CANCEL', [ilyin!.id], 'Ошиблись')).body.pairs.CANCELED).toBe(1);
    const again = await api.user(company.client, task.id, 'INVITE', [ilyin!.id]);
    expect(again.body.pairs).toMatchObject({ INVITED: 1, CANCELED: 0 });
  });
});

describe('tenants and roles', () => {
  it('answers 404 for another company’s task, and 409 for another company’s contractor', async () => {
    const task = await draftTask(company);
    const theirs = await draftTask(other);
    for (const res of [
      await api.one(company.client, theirs.id),
      await api.publish(company.client, theirs.id, 'ALL'),
      await company.client.get(at(apiPaths.tasks.history, theirs.id)),
      await api.one(company.client, 'не-uuid'),
    ]) {
      expect(res.status).toBe(404);
      expect((res.body as { error_message: string }).error_message).toBe(TASK_NOT_FOUND_MESSAGE);
    }
    const foreign = await api.user(company.client, task.id, 'INVITE', [other.contractors[0]!.id]);
    expect(foreign.status).toBe(409);
    expect(foreign.body.error_message).toContain('не работает с компанией');
    expect((await rowsOf(server, task.id)).pairs).toEqual([]);
    // Another company's contractor sees neither a draft nor a task open to all of a company they do not work for.
    await api.publish(company.client, task.id, 'ALL');
    expect((await other.contractors[0]!.client.get(at(apiPaths.tasks.employeeOne, task.id))).status).toBe(404);
    expect((await api.own(other.contractors[0]!.client, task.id, 'REPLY')).status).toBe(404);
  });

  it('keeps company calls to the company and the contractor’s to the contractor (403)', async () => {
    const task = await draftTask(company);
    const [ilyin] = company.contractors;
    expect((await ilyin!.client.post(apiPaths.tasks.list, {})).status).toBe(403);
    expect((await api.create(ilyin!.client, taskInput(company.serviceId))).status).toBe(403);
    expect((await api.one(ilyin!.client, task.id)).status).toBe(403);
    expect((await company.client.post(apiPaths.tasks.employeeList, {})).status).toBe(403);
    expect((await api.own(company.client, task.id, 'REPLY')).status).toBe(403);
    expect((await api.start(company.client, task.id)).status).toBe(403);
  });
});
