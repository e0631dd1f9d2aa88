import { apiPaths } from '@vyplaty/contracts';
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
});
