import { apiPaths } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_EMPLOYEE, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { codeFrom, linkFrom, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
const logLines: string[] = [];
beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: 'debug' },
    { logDestination: { write: (line: string) => void logLines.push(line) } },
  );
});
afterAll(() => server.close());

describe('logs', () => {
  it('hold no passwords, tokens, codes, cookies, e-mails or phones while every auth flow runs', async () => {
    const client = server.client();
    await client.post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: DEMO_PASSWORD });
    await client.post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: 'Wrong-Secret-77' });
    await client.post(apiPaths.auth.refresh);
    await client.post(apiPaths.auth.resetPassword, { email: DEMO_CUSTOMER.email });
    const link = linkFrom(await server.waitForMail(DEMO_CUSTOMER.email, (m) => m.subject === 'Восстановление пароля'));
    // Even a token sent in a URL query (as the e-mailed links carry them) must not be logged.
    await client.get(`/v1/health?action=UPDATE_PASSWORD&token=${link.token}`);
    await client.post(apiPaths.auth.setPassword, { token: link.token, password: 'Logged-Never-1' });
    const sentAt = Date.now();
    await client.post(apiPaths.employeeAuth.verifyPhoneSend, { phone: DEMO_EMPLOYEE.phone, purpose: 'RESET_PASSWORD' });
    const code = codeFrom(await server.waitForSms(DEMO_EMPLOYEE.phone, sentAt - 1000));

    const logs = logLines.join('\n');
    expect(logs).toContain('request completed');
    for (const secret of [
      DEMO_PASSWORD,
      'Wrong-Secret-77',
      'Logged-Never-1',
      link.token,
      client.cookie('vp_session')!,
      client.cookie('vp_csrf')!,
      DEMO_CUSTOMER.email,
      DEMO_EMPLOYEE.phone,
      DEMO_EMPLOYEE.phone.slice(1),
      code,
    ]) {
      expect(logs).not.toContain(secret);
    }
  });

  it('hold no input value of a failed request: a database error is logged by its code and SQL state only', async () => {
    const client = server.client();
    const info = await client.get<{ offer: { id: string } }>(apiPaths.auth.registrationInfo);
    const inputs = {
      inn: '7707083893',
      organisation_name: 'ООО "Секретная Ромашка"',
      email: 'leak-check@romashka-secret.ru',
      password: 'Never-Logged-2026',
      personal_data_consent: true,
      offer_id: info.body.offer.id,
    };
    const db = server.runtime.ctx.db;
    // The table is away for a moment: the next query fails inside the database with every parameter.
    await db.execute(sql`alter table accounts rename to accounts_away`);
    const failed = await client
      .post(apiPaths.auth.registration, inputs)
      .finally(() => db.execute(sql`alter table accounts_away rename to accounts`));
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ error_message: 'Внутренняя ошибка сервиса. Попробуйте позже', code: 'INTERNAL' });
    // Bad input on the way in: 400s whose values must not be logged either.
    const nul = await client.post(apiPaths.auth.login, {
      login: 'nul\u0000leak@romashka.ru',
      password: 'Nul-Secret-1',
    });
    expect(nul.status).toBe(400);

    const logs = logLines.join('\n');
    const failure = logLines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unexpected error');
    expect(failure).toMatchObject({ route: apiPaths.auth.registration, sqlState: '42P01', reqId: expect.anything() });
    for (const value of [
      inputs.inn,
      inputs.organisation_name,
      inputs.email,
      inputs.password,
      'Nul-Secret-1',
      'leak@',
    ]) {
      expect(logs).not.toContain(value);
    }
  });
});
