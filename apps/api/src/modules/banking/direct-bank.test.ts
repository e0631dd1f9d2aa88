/**
 * `one_c_direct_bank` login / login_otp / logout through HTTP against the DirectBank sandbox of the
 * running portal: the SMS code step, the session kept encrypted (never the password), the bank's
 * refusals on the right field in Russian with nothing stored, the wrong role, another company.
 */
import { apiPaths, type DirectBankSession, type ErrorBody } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { directBankSessions } from '../../db/schema/index.js';
import { DEMO_EMPLOYEE, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { DIRECT_BANK_SANDBOX_USERS } from '../../integrations/one-c-direct-bank/direct-bank.sandbox.js';
import { type LoggedInCompany, loggedInCompany } from '../../test-support/companies.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { activeDirectBankSession } from './index.js';

let server: TestServer;
const { withOtp, withoutOtp } = DIRECT_BANK_SANDBOX_USERS;
const paths = apiPaths.oneCDirectBank;

async function sandbox(path: string, body?: Record<string, unknown>) {
  const res = await fetch(`${server.baseUrl}/sandbox/one-c-direct-bank/control/${path}`, {
    method: body ? 'POST' : 'GET',
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  expect(res.status).toBe(200);
  return res.json() as Promise<{ items: { login: string; otp: string; status: string }[] }>;
}
const lastCode = async (login: string) => (await sandbox('codes')).items.find((c) => c.login === login)?.otp ?? '';

const rowOf = async (customerId: string) =>
  (
    await server.runtime.ctx.db.select().from(directBankSessions).where(eq(directBankSessions.customerId, customerId))
  )[0];

const state = async (c: LoggedInCompany) => (await c.client.get<DirectBankSession>(paths.session)).body;
const login = (c: LoggedInCompany, body: Record<string, unknown>) =>
  c.client.post<DirectBankSession & ErrorBody>(paths.login, body);
const confirm = (c: LoggedInCompany, otp: string) =>
  c.client.post<DirectBankSession & ErrorBody>(paths.loginOtp, { otp });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(() => sandbox('reset', {}));

describe('one_c_direct_bank', () => {
  it('login → the code from the SMS → an active session, stored encrypted; logout forgets it', async () => {
    const c = await loggedInCompany(server, { emailPrefix: 'direct-bank' });
    expect(await state(c)).toEqual({
      status: 'NONE',
      phone_mask: null,
      session_code: null,
      expires_at: null,
      updated_at: null,
    });

    const asked = await login(c, { login: withOtp.login, password: withOtp.password });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      status: 'OTP_REQUIRED',
      phone_mask: '7916***4567',
      expires_at: expect.any(String),
    });
    const pending = await rowOf(c.customerId);
    expect(pending?.pendingSidCipher).toMatch(/^v1\./);
    // Nothing of the credentials is kept, in any column.
    expect(JSON.stringify(pending)).not.toContain(withOtp.password);
    expect(JSON.stringify(pending)).not.toContain(withOtp.login);

    const done = await confirm(c, await lastCode(withOtp.login));
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'ACTIVE', phone_mask: null, expires_at: expect.any(String) });
    const ttl = Date.parse(done.body.expires_at ?? '') - Date.now();
    expect(ttl).toBeGreaterThan(250_000);
    expect(ttl).toBeLessThanOrEqual(300_000);
    const active = await rowOf(c.customerId);
    expect(active).toMatchObject({
      status: 'ACTIVE',
      pendingSidCipher: null,
      sessionCipher: expect.stringMatching(/^v1\./),
    });
    const session = await activeDirectBankSession(server.runtime.ctx, c.customerId);
    expect(session?.sid).toMatch(/^[0-9a-f]{32}$/);
    expect(active?.sessionCipher).not.toContain(session?.sid ?? 'x');

    const out = await c.client.post<DirectBankSession>(paths.logout, {});
    expect(out.status).toBe(200);
    expect(out.body.status).toBe('LOGGED_OUT');
    expect(await rowOf(c.customerId)).toMatchObject({ sessionCipher: null, pendingSidCipher: null });
    expect(await activeDirectBankSession(server.runtime.ctx, c.customerId)).toBeNull();
  });

  it('a bank user without the SMS step is logged in at once', async () => {
    const c = await loggedInCompany(server, { emailPrefix: 'direct-bank' });
    const res = await login(c, { login: withoutOtp.login, password: withoutOtp.password });
    expect(res.body).toMatchObject({ status: 'ACTIVE' });
    expect(await activeDirectBankSession(server.runtime.ctx, c.customerId)).not.toBeNull();
  });

  it('a wrong password, a wrong code and a missing login: Russian messages on the fields, nothing stored', async () => {
    const c = await loggedInCompany(server, { emailPrefix: 'direct-bank' });
    const wrong = await login(c, { login: withOtp.login, password: 'wrong' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      error_message: 'Неверный логин или пароль банка',
      fields: { password: 'Неверный логин или пароль банка' },
    });
    expect(await rowOf(c.customerId)).toBeUndefined();

    const empty = await login(c, { login: ' ', password: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toMatchObject({ login: 'Введите логин банка', password: 'Введите пароль банка' });

    const early = await confirm(c, '123456');
    expect(early.status).toBe(409);
    expect(early.body.error_message).toBe('Сначала войдите в банк по логину и паролю');

    await login(c, { login: withOtp.login, password: withOtp.password });
    const code = await lastCode(withOtp.login);
    const bad = await confirm(c, code === '000000' ? '000001' : '000000');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fields: { otp: 'Неверный код из СМС' } });
    expect(await rowOf(c.customerId)).toMatchObject({ status: 'OTP_REQUIRED', otpAttempts: 1 });
    const malformed = await confirm(c, '12ab');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toMatchObject({ otp: 'Код из СМС — 6 или 7 цифр' });
    // The right code still works after one mistake.
    expect((await confirm(c, code)).body.status).toBe('ACTIVE');
  });

  it('three wrong codes close the bank’s logon: the company must log in again', async () => {
    const c = await loggedInCompany(server, { emailPrefix: 'direct-bank' });
    await login(c, { login: withOtp.login, password: withOtp.password });
    const code = await lastCode(withOtp.login);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 3; i++) expect((await confirm(c, wrong)).status).toBe(400);
    const closed = await confirm(c, code);
    expect(closed.status).toBe(409);
    expect(closed.body.error_message).toBe('Код из СМС больше не действует. Войдите в банк снова');
    expect((await state(c)).status).toBe('LOGGED_OUT');
  });

  it('the bank down is 503 BANK_UNAVAILABLE and nothing changes', async () => {
    const c = await loggedInCompany(server, { emailPrefix: 'direct-bank' });
    await sandbox('faults', { unavailable_next: 1 });
    const res = await login(c, { login: withOtp.login, password: withOtp.password });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      code: 'BANK_UNAVAILABLE',
      error_message: 'Банк временно недоступен, попробуйте позже',
    });
    expect(await rowOf(c.customerId)).toBeUndefined();
  });

  it('a contractor is refused; one company’s session is not another’s', async () => {
    const a = await loggedInCompany(server, { emailPrefix: 'direct-bank' });
    const b = await loggedInCompany(server, { emailPrefix: 'direct-bank' });
    await login(a, { login: withoutOtp.login, password: withoutOtp.password });
    expect((await state(b)).status).toBe('NONE');
    await b.client.post(paths.logout, {});
    expect((await state(a)).status).toBe('ACTIVE');

    const contractor = server.client();
    await contractor.post(apiPaths.auth.login, { login: DEMO_EMPLOYEE.phone, password: DEMO_PASSWORD });
    for (const [method, path, body] of [
      ['GET', paths.session, undefined],
      ['POST', paths.login, { login: withOtp.login, password: withOtp.password }],
      ['POST', paths.loginOtp, { otp: '123456' }],
      ['POST', paths.logout, {}],
    ] as const) {
      const res = await contractor.request(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});
