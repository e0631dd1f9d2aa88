/**
 * Inviting onto a task by phone over HTTP (docs/decisions/tasks.md «Inviting by phone»): the company's own
 * contractor goes straight onto the task; a new phone gets the company's invite by SMS and lands on the task
 * when the person registers through it; a task closed before that cancels the task invite; the company
 * cancels a pending one; bad phones, closed tasks and another company's task are refused with nothing changed.
 */
import {
  apiPaths,
  type ErrorBody,
  type TaskPhoneInviteCancelResponse,
  type TaskPhoneInviteListResponse,
  type TaskPhoneInviteResponse,
} from '@vyplaty/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  employees,
  historyEvents,
  inviteEmployees,
  notifications,
  taskPhoneInvites,
} from '../../db/schema/index.js';
import type { SandboxSms } from '../../integrations/sms/sms.sandbox.js';
import type { TestClient } from '../../test-support/http-client.js';
import { codeFrom, startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { uniquePhone } from '../employee-onboarding/onboarding.test-helpers.js';
import { api, at, draftTask, rowsOf, type TaskCompany, taskCompany } from './tasks.test-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const p = apiPaths.taskPhoneInvites;
const db = () => server.runtime.ctx.db;
const invite = (c: TestClient, taskId: string, people: unknown[], kind = 'NPD') =>
  c.post<TaskPhoneInviteResponse & ErrorBody>(at(p.create, taskId), { kind, people });
const listOf = async (c: TestClient, taskId: string) =>
  (await c.get<TaskPhoneInviteListResponse>(at(p.list, taskId))).body.items;
const stored = (taskId: string) =>
  db()
    .select({ phone: taskPhoneInvites.phone, status: taskPhoneInvites.status, employeeId: taskPhoneInvites.employeeId })
    .from(taskPhoneInvites)
    .where(eq(taskPhoneInvites.taskId, taskId));

/** The person registers through the invite link their SMS carries; answers their employee id. */
async function joinBySms(phone: string): Promise<string> {
  const sms = await server.waitForSms(phone);
  const token = /\/invite\/([A-Za-z0-9_-]{43})/.exec(sms.text)?.[1];
  expect(token, sms.text).toBeTruthy();
  const client = server.client();
  const info = await client.get<{ offer: { id: string } }>(apiPaths.auth.registrationInfo);
  expect((await client.post(apiPaths.employeeAuth.verifyPhoneSend, { phone })).status).toBe(200);
  // The invite's own SMS came first: the code is in the next one.
  const code = await waitFor(async () => {
    const seen = (await (await fetch(`${server.baseUrl}/sandbox/sms/messages`)).json()) as { items: SandboxSms[] };
    const sms = seen.items.find((m) => m.to === phone && !m.text.includes('/invite/') && /\b\d{6}\b/.test(m.text));
    return sms ? codeFrom(sms) : undefined;
  }, 'the registration code');
  const res = await client.post(apiPaths.employeeAuth.registration, {
    phone,
    code,
    password: 'Worker-2026',
    personal_data_consent: true,
    offer_id: info.body.offer.id,
    invite_token: token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [row] = await db().select({ id: employees.id }).from(employees).where(eq(employees.phone, phone));
  return row!.id;
}

/** A task published to the company's first contractor, open to more invites. */
async function publishedTask(company: TaskCompany) {
  const task = await draftTask(company);
  expect((await api.user(company.client, task.id, 'INVITE', [company.contractors[0]!.id])).status).toBe(200);
  expect((await api.publish(company.client, task.id, 'CHOSEN')).status).toBe(200);
  return task;
}

describe('inviting onto a task by phone', () => {
  it('puts a contractor of the company on the task at once, and a new person once they join', async () => {
    const company = await taskCompany(server, ['Петров', 'Сидоров']);
    const task = await publishedTask(company);
    const sidorov = company.contractors[1]!;
    const [sidorovRow] = await db().select().from(employees).where(eq(employees.id, sidorov.id));
    const phone = uniquePhone();
    const res = await invite(company.client, task.id, [
      { phone: sidorovRow!.phone.replace('+7', '8 ') },
      { phone, last_name: 'Новикова', first_name: 'Анна' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items.map((i) => [i.row, i.result])).toEqual([
      [1, 'INVITED_TO_TASK'],
      [2, 'INVITE_SENT'],
    ]);
    expect(res.body.items[1]!.phone).toBe(phone);
    expect(await stored(task.id)).toEqual([{ phone, status: 'PENDING', employeeId: null }]);
    const again = await invite(company.client, task.id, [{ phone }]);
    expect(again.body.items).toMatchObject([{ result: 'ALREADY_PENDING' }]);
    // Sidorov already invited: refused for that row, by name.
    const twice = await invite(company.client, task.id, [{ phone: sidorovRow!.phone }]);
    expect(twice.body.items[0]).toMatchObject({ result: 'REFUSED' });
    expect(twice.body.items[0]!.message).toMatch(/^Сидоров Иван: /);
    const { pairs } = await rowsOf(server, task.id);
    expect(pairs.map((pair) => pair.status)).toEqual(['INVITED', 'INVITED']);

    const employeeId = await joinBySms(phone);
    const after = await rowsOf(server, task.id);
    expect(after.pairs.find((pair) => pair.employeeId === employeeId)?.status).toBe('INVITED');
    expect(await stored(task.id)).toEqual([{ phone, status: 'JOINED', employeeId }]);
    const items = await listOf(company.client, task.id);
    expect(items).toMatchObject([{ phone, status: 'JOINED', employee_id: employeeId }]);
    expect(items[0]!.joined_at).not.toBeNull();
    const told = await db()
      .select({ title: notifications.title })
      .from(notifications)
      .innerJoin(accounts, eq(accounts.id, notifications.accountId))
      .where(eq(accounts.employeeId, employeeId));
    expect(told.map((n) => n.title)).toContain('Приглашение в задание');
    const history = await db()
      .select({ event: historyEvents.event })
      .from(historyEvents)
      .where(and(eq(historyEvents.entityId, task.id), eq(historyEvents.employeeId, employeeId)));
    expect(history.map((h) => h.event)).toEqual(['INVITED']);
  });

  it('a task closed before the person joins: the task invite ends CANCELED and they are not on it', async () => {
    const company = await taskCompany(server, []);
    const task = await draftTask(company);
    const phone = uniquePhone();
    expect((await invite(company.client, task.id, [{ phone }], 'INDIVIDUAL')).body.items).toMatchObject([
      { result: 'INVITE_SENT' },
    ]);
    expect((await api.cancel(company.client, task.id, 'Не нужно')).status).toBe(200);
    const employeeId = await joinBySms(phone);
    expect(await stored(task.id)).toEqual([{ phone, status: 'CANCELED', employeeId }]);
    expect((await rowsOf(server, task.id)).pairs).toEqual([]);
    // The task no longer takes invites: 409, nothing stored.
    const closed = await invite(company.client, task.id, [{ phone: uniquePhone() }]);
    expect(closed.status).toBe(409);
    expect(closed.body.error_message).toBe('В это задание больше нельзя приглашать исполнителей');
    expect(await stored(task.id)).toHaveLength(1);
  });

  it('the company cancels a pending task invite; the company invite stays and joining puts nobody on the task', async () => {
    const company = await taskCompany(server, []);
    const task = await draftTask(company);
    const phone = uniquePhone();
    await invite(company.client, task.id, [{ phone }]);
    const [pending] = await listOf(company.client, task.id);
    const canceled = await company.client.request<TaskPhoneInviteCancelResponse & ErrorBody>(
      'DELETE',
      at(p.cancel, task.id).replace(':inviteId', pending!.id),
    );
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.invite.status).toBe('CANCELED');
    expect(canceled.body.message).toContain('Приглашение в компанию по СМС осталось');
    const twice = await company.client.request<ErrorBody>(
      'DELETE',
      at(p.cancel, task.id).replace(':inviteId', pending!.id),
    );
    expect(twice.status).toBe(409);
    const people = await db().select().from(inviteEmployees).where(eq(inviteEmployees.phone, phone));
    expect(people).toHaveLength(1);
    await joinBySms(phone);
    expect(await stored(task.id)).toMatchObject([{ phone, status: 'CANCELED', employeeId: null }]);
    expect((await rowsOf(server, task.id)).pairs).toEqual([]);
  });

  it('refuses a bad phone naming its row, a repeated one, and another company’s task', async () => {
    const company = await taskCompany(server, []);
    const other = await taskCompany(server, []);
    const task = await draftTask(company);
    const bad = await invite(company.client, task.id, [{ phone: uniquePhone() }, { phone: '12345' }]);
    expect(bad.status).toBe(400);
    expect(bad.body.error_message).toBe('Строка 2: Введите российский мобильный номер, например +7 999 000-00-01');
    const phone = uniquePhone();
    const repeated = await invite(company.client, task.id, [{ phone }, { phone: phone.replace('+7', '8') }]);
    expect(repeated.status).toBe(400);
    expect(repeated.body.error_message).toBe('Строка 2: этот телефон уже есть в строке 1');
    const foreign = await invite(other.client, task.id, [{ phone: uniquePhone() }]);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_message).toBe('Задание не найдено');
    expect((await other.client.get(at(p.list, task.id))).status).toBe(404);
    expect(await stored(task.id)).toEqual([]);
    const badInn = await invite(company.client, task.id, [{ phone: uniquePhone(), inn: '123' }]);
    expect(badInn.status).toBe(200);
    expect(badInn.body.items[0]).toMatchObject({ result: 'REFUSED' });
    expect(badInn.body.items[0]!.message).toMatch(/[А-Яа-я]/);
    expect(await stored(task.id)).toEqual([]);
  });
});
