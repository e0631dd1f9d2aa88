/**
 * The whole story of tasks over HTTP on a real database: invited and confirmed, started, handed over,
 * returned, handed over again, accepted; a public task replied to and confirmed; a refusal recorded; the
 * task finished and completed; the history and the notifications of both sides.
 */
import { apiPaths, type TaskPairListResponse } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { completePaidPair } from './index.js';
import { api, at, draftTask, readyToPay, rowsOf, taskCompany } from './tasks.test-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const titlesOf = async (accountId: string) =>
  (
    await server.runtime.ctx.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.accountId, accountId))
  ).map((r) => r.title);

describe('a chosen contractor, from the invitation to the accepted work', () => {
  it('walks invite → confirm → start → done → return → done → accept, then the task is done and completed once paid', async () => {
    const company = await taskCompany(server, ['Петров', 'Сидоров']);
    const [petrov, sidorov] = company.contractors as [(typeof company.contractors)[0], (typeof company.contractors)[0]];
    const task = await draftTask(company, { pricing: 'PER_UNIT', amount: '333.33', quantity: '1,5' });
    expect(task).toMatchObject({ status: 'DRAFT', number: 1, total: '500.00', quantity: '1.5', unit: 'услуга' });

    const invited = await api.user(company.client, task.id, 'INVITE', [petrov.id, sidorov.id]);
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    expect(invited.body.pairs.INVITED).toBe(2);
    // A draft is not the contractor's yet: nothing to open, nothing told.
    expect((await petrov.client.get(at(apiPaths.tasks.employeeOne, task.id))).status).toBe(404);

    const published = await api.publish(company.client, task.id, 'CHOSEN');
    expect(published.body).toMatchObject({ status: 'PUBLISH', audience: 'CHOSEN', can_publish: false });

    const confirmed = await api.own(petrov.client, task.id, 'CONFIRM');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ my: { status: 'CONFIRMED' }, can_start: true, can_confirm: false });

    // Сидоров refuses: a normal outcome, recorded with his reason.
    const refused = await api.own(sidorov.client, task.id, 'CANCEL', 'Занят в эти дни');
    expect(refused.status).toBe(200);
    expect(refused.body.my).toMatchObject({ status: 'CANCELED', canceled_by: 'CONTRACTOR', reason: 'Занят в эти дни' });

    const started = await api.start(petrov.client, task.id);
    expect(started.body).toMatchObject({ status: 'IN_PROGRESS', my: { status: 'IN_PROGRESS' }, can_hand_over: true });

    // The company cannot finish the task while Петров works.
    const early = await api.completed(company.client, task.id);
    expect(early.status).toBe(409);
    expect(early.body.error_message).toMatch(/работает/);

    expect((await api.done(petrov.client, task.id, 'Убрано')).body.my).toMatchObject({
      status: 'DONE',
      result_comment: 'Убрано',
    });
    const noComment = await api.user(company.client, task.id, 'IN_PROGRESS', [petrov.id]);
    expect(noComment.status).toBe(400);
    const returned = await api.user(company.client, task.id, 'IN_PROGRESS', [petrov.id], 'Окна не вымыты');
    expect(returned.status).toBe(200);
    expect((await petrov.client.get(at(apiPaths.tasks.employeeOne, task.id))).body).toMatchObject({
      my: { status: 'IN_PROGRESS', return_comment: 'Окна не вымыты' },
    });
    expect((await api.done(petrov.client, task.id, 'Окна вымыты')).status).toBe(200);
    await readyToPay(server, company.customerId, [petrov.id]);
    const accepted = await api.user(company.client, task.id, 'WAIT_PAYOUT', [petrov.id]);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.pairs).toMatchObject({ WAIT_PAYOUT: 1, CANCELED: 1 });
    // Money on its way: the task cannot be canceled.
    expect((await api.cancel(company.client, task.id, 'Передумали')).status).toBe(409);

    const done = await api.completed(company.client, task.id);
    expect(done.body).toMatchObject({ status: 'DONE', can_complete: false, can_cancel: false });
    await inTransaction(server.runtime.ctx, (txCtx) => completePaidPair(txCtx, task.id, petrov.id));
    expect((await api.one(company.client, task.id)).body).toMatchObject({
      status: 'COMPLETED',
      pairs: { COMPLETED: 1 },
    });

    const pairs = await company.client.post<TaskPairListResponse>(at(apiPaths.tasks.employees, task.id), {
      sort: { field: 'FIO', direction: 'ASC' },
    });
    expect(pairs.body.items.map((p) => [p.employee.fio, p.status])).toEqual([
      ['Петров Иван', 'COMPLETED'],
      ['Сидоров Иван', 'CANCELED'],
    ]);

    const history = await company.client.get<{ items: { event: string; text: string }[] }>(
      at(apiPaths.tasks.history, task.id),
    );
    expect(history.body.items.map((i) => i.event)).toEqual([
      'CREATED',
      'INVITED',
      'INVITED',
      'PUBLISHED',
      'CONFIRMED',
      'REFUSED',
      'STARTED',
      'STARTED_WORK',
      'HANDED_OVER',
      'RETURNED',
      'HANDED_OVER',
      'ACCEPTED',
      'DONE',
      'PAID',
      'COMPLETED',
    ]);
    expect(history.body.items[5]!.text).toBe('Исполнитель отказался');
    // The contractor reads the events of their own part only.
    const own = await sidorov.client.get<{ items: { event: string }[] }>(at(apiPaths.tasks.history, task.id));
    expect(own.body.items.map((i) => i.event)).toEqual(['INVITED', 'REFUSED']);

    expect(await titlesOf(company.accountId)).toEqual(
      expect.arrayContaining([
        'Исполнитель принял приглашение',
        'Исполнитель отказался от задания',
        'Исполнитель приступил к работе',
        'Исполнитель сдал работу',
        'Работа исполнителя оплачена',
      ]),
    );
    // The invitation to the draft reached Петров once, when the task was published.
    expect((await titlesOf(petrov.accountId)).sort()).toEqual(
      [
        'Приглашение в задание',
        'Работа возвращена на доработку',
        'Работа принята',
        'Работа по заданию оплачена',
      ].sort(),
    );
    const url = await server.runtime.ctx.db
      .select({ url: notifications.url })
      .from(notifications)
      .where(eq(notifications.accountId, petrov.accountId));
    expect(new Set(url.map((u) => u.url))).toEqual(new Set([`/employee/tasks/${task.id}`]));

    // The company's journal shows the task's events under its number and name.
    const journal = await company.client.get<{ items: { entity_label: string; text: string }[] }>(
      `${apiPaths.userJournal}?entity_kind=task&page_size=100`,
    );
    expect(journal.status).toBe(200);
    expect(journal.body.items[0]).toMatchObject({
      entity_label: 'Задание № 1 «Уборка офиса»',
      text: 'Задание выполнено',
    });
  });
});

describe('a task open to all', () => {
  it('takes a reply, the company confirms it; cancel closes the open pairs with the reason', async () => {
    const company = await taskCompany(server, ['Кузнецов', 'Орлов']);
    const [kuznetsov, orlov] = company.contractors as [
      (typeof company.contractors)[0],
      (typeof company.contractors)[0],
    ];
    const task = await draftTask(company);
    expect((await api.publish(company.client, task.id, 'CHOSEN')).status).toBe(409);
    expect((await api.publish(company.client, task.id, 'ALL')).status).toBe(200);

    const seen = await kuznetsov.client.get(at(apiPaths.tasks.employeeOne, task.id));
    expect(seen.body).toMatchObject({ my: null, can_reply: true, created_by: null });
    const replied = await api.own(kuznetsov.client, task.id, 'REPLY');
    expect(replied.body).toMatchObject({ my: { status: 'REPLIED' }, can_reply: false });
    // Replying twice, or confirming one's own reply, is out of order.
    expect((await api.own(kuznetsov.client, task.id, 'REPLY')).status).toBe(409);
    expect((await api.own(kuznetsov.client, task.id, 'CONFIRM')).status).toBe(409);

    const chosen = await api.user(company.client, task.id, 'CONFIRM', [kuznetsov.id]);
    expect(chosen.body.pairs.CONFIRMED).toBe(1);
    expect((await api.own(orlov.client, task.id, 'REPLY')).status).toBe(200);

    const canceled = await api.cancel(company.client, task.id, 'Офис закрыт');
    expect(canceled.body).toMatchObject({ status: 'CANCELED', pairs: { CANCELED: 2 } });
    const { task: row, pairs } = await rowsOf(server, task.id);
    expect(row!.cancelReason).toBe('Офис закрыт');
    expect(pairs.map((p) => [p.canceledBy, p.reason])).toEqual([
      ['SYSTEM', 'Офис закрыт'],
      ['SYSTEM', 'Офис закрыт'],
    ]);
    // A canceled task is no longer open to all: Орлов keeps his part to read.
    expect((await orlov.client.get(at(apiPaths.tasks.employeeOne, task.id))).body).toMatchObject({
      status: 'CANCELED',
      my: { status: 'CANCELED', canceled_by: 'SYSTEM' },
    });
  });

  it('completes at once when the company finishes a task nobody worked on', async () => {
    const company = await taskCompany(server, ['Белов']);
    const task = await draftTask(company);
    await api.user(company.client, task.id, 'INVITE', [company.contractors[0]!.id]);
    await api.publish(company.client, task.id, 'CHOSEN');
    const done = await api.completed(company.client, task.id);
    expect(done.body).toMatchObject({ status: 'COMPLETED', pairs: { CANCELED: 1 } });
    const copy = await company.client.post<{ id: string; status: string; number: number }>(
      at(apiPaths.tasks.copy, task.id),
      {},
    );
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ status: 'DRAFT', number: 2, pairs: { INVITED: 0 } });
  });
});
