import {
  apiPaths,
  type ErrorBody,
  type FnsAccountStatus,
  type FnsActivitiesResponse,
  type FnsMyActivitiesResponse,
} from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fnsBindings, fnsRequests } from '../../../db/schema/index.js';
import { watchFnsTraffic } from '../../../integrations/fns/fns.schema-check.js';
import { startTestServer, type TestServer, waitFor } from '../../../test-support/test-server.js';
import { fnsBindJob } from './fns-binding.jobs.js';
import {
  bind,
  bound,
  companyOf,
  connection,
  contractor,
  notificationsOf,
  sandbox,
  sentBindRequest,
  waitForStatus,
} from './fns-connection.test-helpers.js';

let server: TestServer;
let traffic: ReturnType<typeof watchFnsTraffic>;

beforeAll(async () => {
  server = await startTestServer({ FNS_SANDBOX_MESSAGE_DELAY_MS: '0' });
  traffic = watchFnsTraffic(server.baseUrl);
});
afterAll(() => server.close());
// Every FNS message and answer of each test follows the XSD 0.28.
afterEach(() => traffic.check());
beforeEach(async () => {
  await sandbox(server, '', { partner_deny: false, message_delay_ms: 0 });
});

const requestsOf = (employeeId: string) =>
  server.runtime.ctx.db.select().from(fnsRequests).where(eq(fnsRequests.employeeId, employeeId));

describe('connecting the platform in «Мой налог» (fns/bind)', () => {
  it('binds by ИНН: AWAIT_BIND, the contractor approves, BIND with permissions, status read, notified', async () => {
    const c = await contractor(server);
    const before = await connection(c);
    expect(before).toMatchObject({
      status: null,
      inn: c.inn,
      phone: c.phone,
      permissions: [],
      missing_permissions: [],
      taxpayer: { npd_status: 'UNKNOWN', checked_at: null },
      income: { registered: '0.00', pending: '0.00', total: '0.00', limit: '2400000.00', remaining: '2400000.00' },
    });

    const res = await bind(c);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'AWAIT_BIND', by: 'INN', requested_at: expect.any(String) });
    // A second click while waiting: the same request, nothing new sent.
    const again = await bind(c);
    expect(again.status).toBe(200);
    expect(again.body.requested_at).toBe(res.body.requested_at);
    const request = await sentBindRequest(server, c.inn);
    expect((await requestsOf(c.employeeId)).filter((r) => r.method === 'PostBindPartnerWithInn')).toHaveLength(1);

    await sandbox(server, `/bind-requests/${request.id}/approve`);
    const done = await waitForStatus(c, 'BIND');
    expect(done).toMatchObject({
      permissions: ['INCOME_REGISTRATION', 'CANCEL_INCOME', 'INCOME_LIST', 'INCOME_SUMMARY', 'PAYMENT_INFORMATION'],
      missing_permissions: [],
      error_message: null,
      bound_at: expect.any(String),
    });
    const withStatus = await waitFor(async () => {
      const s = await connection(c);
      // The status is stored first, the year's income (a message per month) after it.
      return s.taxpayer.npd_status === 'REGISTERED' && s.income.checked_at ? s : undefined;
    }, 'taxpayer status and income');
    expect(withStatus.taxpayer).toMatchObject({ restricted: false, checked_at: expect.any(String) });
    expect(withStatus.income.checked_at).toEqual(expect.any(String));
    expect((await notificationsOf(server, c.accountId)).map((n) => n.title)).toContain(
      'Платформа подключена к «Мой налог»',
    );

    const twice = await bind(c);
    expect(twice.status).toBe(409);
    expect(twice.body.error_message).toBe('Платформа уже подключена к «Мой налог»');
  });

  it('ends in ERROR with the reason when the contractor refuses in «Мой налог»', async () => {
    const c = await contractor(server);
    await bind(c);
    const request = await sentBindRequest(server, c.inn);
    await sandbox(server, `/bind-requests/${request.id}/deny`);
    const failed = await waitForStatus(c, 'ERROR');
    expect(failed.error_message).toBe('Запрос отклонён в «Мой налог»');
    expect((await notificationsOf(server, c.accountId)).map((n) => n.body)).toContain('Запрос отклонён в «Мой налог»');
    // A new request may be sent after an error.
    expect((await bind(c)).body.status).toBe('AWAIT_BIND');
  });

  it('binds by phone (sent as 7XXXXXXXXXX) and learns the ИНН from FNS', async () => {
    const c = await contractor(server);
    expect((await bind(c, 'PHONE')).body).toMatchObject({ status: 'AWAIT_BIND', by: 'PHONE' });
    const request = await sentBindRequest(server, c.inn);
    const [sent] = (await requestsOf(c.employeeId)).filter((r) => r.method === 'PostBindPartnerWithPhone');
    expect(sent!.payload).toMatchObject({ phone: c.phone.slice(1) });
    await sandbox(server, `/bind-requests/${request.id}/approve`);
    await waitForStatus(c, 'BIND');
    const [row] = await server.runtime.ctx.db
      .select()
      .from(fnsBindings)
      .where(eq(fnsBindings.employeeId, c.employeeId));
    expect(row!.inn).toBe(c.inn);
  });

  it('shows the permissions not granted when the contractor approves fewer', async () => {
    const c = await contractor(server);
    const done = await bound(server, c, ['INCOME_REGISTRATION', 'INCOME_LIST']);
    expect(done.permissions).toEqual(['INCOME_REGISTRATION', 'INCOME_LIST']);
    expect(done.missing_permissions).toEqual(['CANCEL_INCOME', 'INCOME_SUMMARY']);
  });

  it('unbinds here at once and tells FNS; unbinding again is refused', async () => {
    const c = await contractor(server);
    await bound(server, c);
    const res = await c.client.post<{ status: string; unbound_at: string | null } & ErrorBody>(apiPaths.fns.unbind, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'UNBIND', unbound_at: expect.any(String) });
    await waitFor(async () => {
      const rows = await requestsOf(c.employeeId);
      return rows.find((r) => r.method === 'PostUnbindPartner' && r.state === 'COMPLETED');
    }, 'PostUnbindPartner');
    const twice = await c.client.post<ErrorBody>(apiPaths.fns.unbind, {});
    expect(twice.status).toBe(409);
    expect(twice.body.error_message).toMatch(/не подключена/);
  });

  it('refuses an unverified contractor or one without ИНН, and records nothing', async () => {
    const unverified = await contractor(server, { isVerified: false });
    const noInn = await contractor(server, { inn: null });
    const a = await bind(unverified);
    expect(a.status).toBe(409);
    expect(a.body.error_message).toMatch(/завершите регистрацию/);
    const b = await bind(noInn);
    expect(b.status).toBe(409);
    expect(b.body.error_message).toMatch(/Укажите ИНН/);
    expect(await requestsOf(unverified.employeeId)).toEqual([]);
    expect(await requestsOf(noInn.employeeId)).toEqual([]);
    expect((await connection(noInn)).status).toBeNull();
  });

  it('is the contractor’s: a company gets 403 (but may read the activities catalogue)', async () => {
    const c = await contractor(server);
    const company = await companyOf(server, c);
    const client = server.client();
    expect((await client.post(apiPaths.auth.login, { login: company.email, password: 'Demo-2026!' })).status).toBe(200);
    for (const [method, path] of [
      ['GET', apiPaths.fns.bind],
      ['POST', apiPaths.fns.bind],
      ['POST', apiPaths.fns.unbind],
      ['GET', apiPaths.fns.accountStatus],
      ['GET', apiPaths.fns.activity],
    ] as const) {
      const res = await client.request<ErrorBody>(
        method,
        path,
        method === 'POST' ? { body: path === apiPaths.fns.bind ? { by: 'INN' } : {} } : {},
      );
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await client.get(apiPaths.fns.activities)).status).toBe(200);
    expect(await requestsOf(c.employeeId)).toEqual([]);
  });

  it('takes «already bound» in FNS as success and reads the granted permissions', async () => {
    const c = await contractor(server);
    await bound(server, c, ['INCOME_REGISTRATION', 'CANCEL_INCOME', 'INCOME_SUMMARY']);
    // Our side forgot the connection while FNS still has it (e.g. unbound here while FNS was down).
    await server.runtime.ctx.db
      .update(fnsBindings)
      .set({ status: 'UNBIND' })
      .where(eq(fnsBindings.employeeId, c.employeeId));
    expect((await bind(c)).body.status).toBe('AWAIT_BIND');
    const done = await waitForStatus(c, 'BIND');
    expect(done.permissions).toEqual(['INCOME_REGISTRATION', 'CANCEL_INCOME', 'INCOME_SUMMARY']);
    expect(done.missing_permissions).toEqual(['INCOME_LIST']);
  });

  it('ends in ERROR when the queue gives up on FNS', async () => {
    const c = await contractor(server);
    await sandbox(server, '', { message_delay_ms: 600_000 });
    await bind(c);
    await fnsBindJob.onGiveUp!(server.runtime.ctx, { employeeId: c.employeeId, poll: 0 });
    const failed = await connection(c);
    expect(failed).toMatchObject({ status: 'ERROR', error_message: 'ФНС не отвечает. Попробуйте ещё раз позже' });
    // Forget the slow message, so the job still polling it stops now instead of holding the queue.
    await sandbox(server, '/reset');
  });

  it('ends in ERROR with the Russian text when FNS denies the platform (PARTNER_DENY)', async () => {
    const c = await contractor(server);
    await sandbox(server, '', { partner_deny: true });
    await bind(c);
    const failed = await waitForStatus(c, 'ERROR');
    expect(failed.error_message).toBe('Партнеру отказано в осуществлении операции(й)');
  });
});

describe('account status (fns/account_status)', () => {
  it('asks to connect first, then refreshes from FNS and shows the figures', async () => {
    const c = await contractor(server, {
      taxpayer: { account: { bonus_kopecks: 1000_00, unpaid_kopecks: 250_50, debt_kopecks: 0 } },
    });
    const first = await c.client.get<ErrorBody>(apiPaths.fns.accountStatus);
    expect(first.status).toBe(409);
    expect(first.body.error_message).toBe('Сначала подключите платформу в «Мой налог»');
    await bound(server, c);
    const started = await c.client.get<FnsAccountStatus>(apiPaths.fns.accountStatus);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ refreshing: true, bonus_amount: null });
    const done = await waitFor(async () => {
      const s = (await c.client.get<FnsAccountStatus>(apiPaths.fns.accountStatus)).body;
      return s.refreshing ? undefined : s;
    }, 'account figures');
    expect(done).toMatchObject({
      bonus_amount: '1000.00',
      unpaid_amount: '250.50',
      debt_amount: '0.00',
      checked_at: expect.any(String),
      error_message: null,
    });
    // Fresh figures are not asked again.
    expect((await c.client.get<FnsAccountStatus>(apiPaths.fns.accountStatus)).body.refreshing).toBe(false);
  });
});

describe('activity kinds (fns/activities, fns/activity)', () => {
  it('reads the FNS catalogue, refuses unknown kinds unchanged, sends the chosen ones to FNS', async () => {
    const c = await contractor(server);
    const catalogue = await waitFor(async () => {
      const res = await c.client.get<FnsActivitiesResponse>(apiPaths.fns.activities);
      expect(res.status).toBe(200);
      return res.body.items.length > 0 ? res.body.items : undefined;
    }, 'the activities catalogue');
    expect(catalogue).toContainEqual({ id: '2', parent_id: '1', name: 'Разработка сайтов' });
    expect(catalogue.map((a) => a.id)).not.toContain('6');

    expect((await c.client.post<ErrorBody>(apiPaths.fns.activity, { activity_ids: ['1'] })).status).toBe(409);
    await bound(server, c);
    const before = (await c.client.get<FnsMyActivitiesResponse>(apiPaths.fns.activity)).body;
    const unknown = await c.client.post<ErrorBody>(apiPaths.fns.activity, { activity_ids: ['1', '999'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error_message).toBe('Такого вида деятельности нет в справочнике ФНС: 999');
    expect((await c.client.get<FnsMyActivitiesResponse>(apiPaths.fns.activity)).body).toEqual(before);

    const sent = await c.client.post<FnsMyActivitiesResponse>(apiPaths.fns.activity, { activity_ids: ['2', '4'] });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ activity_ids: ['2', '4'], pending: true, error_message: null });
    const done = await waitFor(async () => {
      const s = (await c.client.get<FnsMyActivitiesResponse>(apiPaths.fns.activity)).body;
      return s.pending ? undefined : s;
    }, 'activities sent');
    expect(done).toEqual({ activity_ids: ['2', '4'], pending: false, error_message: null });
  });
});
