import { request } from 'node:http';
import { apiPaths } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_EMPLOYEE, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { loginDelayMs } from './auth.rate-limits.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /v1/auth/login', () => {
  it('logs the demo customer in by e-mail and sets httpOnly Secure SameSite cookies', async () => {
    const client = server.client();
    const res = await client.post(apiPaths.auth.login, { login: 'Demo@Company.RU ', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ role: 'user' });
    const session = res.setCookies.find((c) => c.startsWith('vp_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/Secure/);
    expect(session).toMatch(/SameSite=Strict/);
    expect(res.setCookies.find((c) => c.startsWith('vp_refresh='))).toMatch(/Path=\/v1\/auth\/refresh\//);
    expect(res.setCookies.find((c) => c.startsWith('vp_csrf='))).not.toMatch(/HttpOnly/);

    const me = await client.get(apiPaths.auth.me);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ role: 'user', is_verified: true });
    expect(typeof me.body.entity_id).toBe('string');
  });

  it.each(['+79990000001', '89990000001', '+7 (999) 000-00-01', '8 999 000 00 01', '79990000001', '9990000001'])(
    'logs the demo employee in with the phone written as %s',
    async (login) => {
      const res = await server.client().post(apiPaths.auth.login, { login, password: DEMO_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ role: 'employee' });
    },
  );

  it('answers a wrong password and an unknown login alike, without a session', async () => {
    const wrong = await server
      .client()
      .post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: 'nope-12345' });
    const unknown = await server
      .client()
      .post(apiPaths.auth.login, { login: 'nobody@example.ru', password: 'nope-12345' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error_message: 'Неверный логин или пароль', code: 'INVALID_CREDENTIALS' });
      expect(res.setCookies).toEqual([]);
    }
  });

  it('rejects malformed bodies with 400 and a Russian error_message, never 500', async () => {
    const client = server.client();
    const cases: { body?: unknown; raw?: string; type?: string }[] = [
      { body: {} },
      { body: { login: 'demo@company.ru' } },
      { body: { login: 123, password: true } },
      { body: [] },
      { raw: '{"login":', type: 'application/json' },
      { raw: 'login=demo', type: 'text/plain' },
      { body: { login: 'x'.repeat(10_000), password: 'y' } },
      { body: { login: 'demo@company.ru', password: 'x', subscription: { endpoint: 'not a url', keys: {} } } },
    ];
    for (const c of cases) {
      const res = await client.request('POST', apiPaths.auth.login, {
        ...(c.raw !== undefined ? { rawBody: c.raw, headers: { 'content-type': c.type! } } : { body: c.body }),
      });
      expect(res.status, JSON.stringify(c)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(c)).toBeLessThan(500);
      expect(res.body.error_message, JSON.stringify(c)).toMatch(/[а-яА-ЯёЁ]/);
    }
  });

  it('stores the push token sent with login: a browser subscription or a native token', async () => {
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/login-test-1',
      keys: { auth: 'a'.repeat(22), p256dh: 'b'.repeat(87) },
    };
    const web = await server
      .client()
      .post(apiPaths.auth.login, { login: DEMO_EMPLOYEE.phone, password: DEMO_PASSWORD, subscription });
    expect(web.status).toBe(200);
    const native = await server.client().post(apiPaths.auth.login, {
      login: DEMO_EMPLOYEE.phone,
      password: DEMO_PASSWORD,
      subscription: { token: 'fcm-login-token-1' },
    });
    expect(native.status).toBe(200);
    const endpoints = await rowsOf<{ endpoint: string }>(
      server.runtime.ctx.db,
      sql`select endpoint from push_subscriptions`,
    );
    expect(endpoints.map((r) => r.endpoint)).toContain(subscription.endpoint);
    const tokens = await rowsOf<{ token: string }>(server.runtime.ctx.db, sql`select token from native_push_tokens`);
    expect(tokens.map((r) => r.token)).toContain('fcm-login-token-1');
  });

  it('logs in but does not store a subscription pointing outside the known push services', async () => {
    const subscription = {
      endpoint: 'https://10.0.0.5/internal',
      keys: { auth: 'a'.repeat(22), p256dh: 'b'.repeat(87) },
    };
    const res = await server
      .client()
      .post(apiPaths.auth.login, { login: DEMO_EMPLOYEE.phone, password: DEMO_PASSWORD, subscription });
    expect(res.status).toBe(200);
    const rows = await rowsOf<{ endpoint: string }>(
      server.runtime.ctx.db,
      sql`select endpoint from push_subscriptions`,
    );
    expect(rows.map((r) => r.endpoint)).not.toContain(subscription.endpoint);
  });

  it('limits repeated failed logins for one account and says so in Russian', async () => {
    const client = server.client();
    let last = await client.post(apiPaths.auth.login, { login: 'limit@example.ru', password: 'wrong-1' });
    for (let i = 0; i < 10; i++)
      last = await client.post(apiPaths.auth.login, { login: 'limit@example.ru', password: 'wrong-1' });
    expect(last.status).toBe(429);
    expect(last.body.error_message).toBe('Слишком много попыток входа. Попробуйте через 15 минут');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a wrong-password storm from one address does not keep the owner out from another', async () => {
    const body = { login: DEMO_CUSTOMER.email, password: 'Storm-Wrong-1' };
    let storm = await loginFrom('127.0.0.2', body);
    for (let i = 0; i < 12; i++) storm = await loginFrom('127.0.0.2', body);
    expect(storm.status).toBe(429);
    // Even the right password is refused at the storming address for now…
    expect((await loginFrom('127.0.0.2', { ...body, password: DEMO_PASSWORD })).status).toBe(429);
    // …but the owner, elsewhere, logs in.
    expect((await loginFrom('127.0.0.3', { ...body, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('slows an account with many failures progressively instead of locking it', () => {
    expect([0, 4, 5, 6, 7, 8, 50].map((n) => loginDelayMs(n, 250))).toEqual([0, 0, 250, 500, 1000, 2000, 2000]);
  });
});

/** A login sent from another loopback address: the server sees it as another client. */
function loginFrom(localAddress: string, body: object): Promise<{ status: number }> {
  const url = new URL(apiPaths.auth.login, server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('GET /v1/auth/me, user/profile and employee', () => {
  it('needs a session', async () => {
    const res = await server.client().get(apiPaths.auth.me);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('gives the customer profile to role user only', async () => {
    const customer = server.client();
    await customer.post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: DEMO_PASSWORD });
    const profile = await customer.get(apiPaths.userProfile);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      inn: DEMO_CUSTOMER.inn,
      organisation_name: DEMO_CUSTOMER.organisationName,
      is_verified: true,
      email_verified: true,
    });
    const asEmployee = await customer.get(apiPaths.employee);
    expect(asEmployee.status).toBe(403);
    expect(asEmployee.body.error_message).toBe('user not authenticated');
  });

  it('gives the employee record to role employee only', async () => {
    const employee = server.client();
    await employee.post(apiPaths.auth.login, { login: DEMO_EMPLOYEE.phone, password: DEMO_PASSWORD });
    const record = await employee.get(apiPaths.employee);
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({
      phone_number: DEMO_EMPLOYEE.phone,
      inn: DEMO_EMPLOYEE.inn,
      last_name: 'Петров',
      is_verified: true,
    });
    const asCustomer = await employee.get(apiPaths.userProfile);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.error_message).toBe('user not authenticated');
  });
});

describe('POST /v1/auth/logout', () => {
  it('ends the session on the server and clears the cookies', async () => {
    const client = server.client();
    await client.post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: DEMO_PASSWORD });
    const stolenSession = client.cookie('vp_session')!;
    const res = await client.post(apiPaths.auth.logout);
    expect(res.status).toBe(200);
    expect(client.cookie('vp_session')).toBeUndefined();
    const replay = await server.client().get(apiPaths.auth.me, { headers: { cookie: `vp_session=${stolenSession}` } });
    expect(replay.status).toBe(401);
  });

  it('answers 200 even without a session', async () => {
    expect((await server.client().post(apiPaths.auth.logout)).status).toBe(200);
  });
});

describe('CSRF', () => {
  it('refuses a cookie-authenticated write without the CSRF header and changes nothing', async () => {
    const client = server.client();
    await client.post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: DEMO_PASSWORD });
    const res = await client.post(
      apiPaths.auth.changePassword,
      { old_password: DEMO_PASSWORD, new_password: 'Other-2026!' },
      { csrf: false },
    );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CSRF_INVALID');
    const forged = await client.post(
      apiPaths.auth.changePassword,
      { old_password: DEMO_PASSWORD, new_password: 'Other-2026!' },
      { csrf: false, headers: { 'x-csrf-token': 'f'.repeat(64) } },
    );
    expect(forged.status).toBe(403);
    const stillWorks = await server
      .client()
      .post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: DEMO_PASSWORD });
    expect(stillWorks.status).toBe(200);
  });
});
