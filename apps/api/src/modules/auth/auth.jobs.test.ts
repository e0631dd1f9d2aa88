import { apiPaths } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { purgeExpiredAuthDataJob } from './auth.jobs.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const count = async (table: string) =>
  (await rowsOf<{ n: number }>(server.runtime.ctx.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

describe('auth.purge-expired', () => {
  it('removes ended sessions, spent codes and old counters after their keeping period, and keeps live ones', async () => {
    const live = server.client();
    await live.post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: DEMO_PASSWORD });
    const ended = server.client();
    await ended.post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: DEMO_PASSWORD });
    await ended.post(apiPaths.auth.logout);
    await server.client().post(apiPaths.employeeAuth.verifyPhoneSend, { phone: '+79125550000' });
    expect(await count('sessions')).toBe(2);
    expect(await count('phone_codes')).toBeGreaterThan(0);
    expect(await count('rate_limits')).toBeGreaterThan(0);

    const realNow = server.runtime.ctx.now;
    server.runtime.ctx.now = () => new Date(Date.now() + 91 * 86_400_000);
    try {
      await purgeExpiredAuthDataJob.handler(server.runtime.ctx, {});
    } finally {
      server.runtime.ctx.now = realNow;
    }
    expect(await count('phone_codes')).toBe(0);
    expect(await count('rate_limits')).toBe(0);
    // The logged-out session ended over 90 days before; the other ends at day 30, so it is kept until day 120.
    expect(await count('sessions')).toBe(1);
    expect(await count('refresh_tokens')).toBe(1);
  });

  it('keeps a session that is still live', async () => {
    const client = server.client();
    await client.post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: DEMO_PASSWORD });
    await purgeExpiredAuthDataJob.handler(server.runtime.ctx, {});
    expect((await client.get(apiPaths.auth.me)).status).toBe(200);
  });
});
