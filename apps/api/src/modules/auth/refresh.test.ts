import { apiPaths } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { REFRESH_GRACE_MS } from './sessions.service.js';

let server: TestServer;
let clock = Date.now();
beforeAll(async () => {
  // A controllable clock: access tokens live 15 minutes, the reuse grace is 10 seconds.
  server = await startTestServer();
  server.runtime.ctx.now = () => new Date(clock);
});
afterAll(() => server.close());

async function loggedIn() {
  const client = server.client();
  const res = await client.post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return client;
}

const refreshTokensOf = async (sessionId: string) =>
  (
    await rowsOf<{ n: number }>(
      server.runtime.ctx.db,
      sql`select count(*)::int as n from refresh_tokens where session_id = ${sessionId}`,
    )
  )[0]!.n;

describe('POST /v1/auth/refresh/', () => {
  it('after the access token expires, 401 then one refresh restores the session with new tokens', async () => {
    const client = await loggedIn();
    const oldRefresh = client.cookie('vp_refresh');
    clock += 16 * 60_000;
    expect((await client.get(apiPaths.auth.me)).status).toBe(401);
    const res = await client.post(apiPaths.auth.refresh);
    expect(res.status).toBe(200);
    expect(client.cookie('vp_refresh')).not.toBe(oldRefresh);
    expect((await client.get(apiPaths.auth.me)).status).toBe(200);
  });

  it('20 parallel refreshes with one token rotate it once and keep the session alive', async () => {
    const client = await loggedIn();
    clock += 16 * 60_000;
    const cookie = `vp_refresh=${client.cookie('vp_refresh')}`;
    const csrf = client.cookie('vp_csrf')!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${server.baseUrl}${apiPaths.auth.refresh}`, {
          method: 'POST',
          headers: { cookie, 'x-csrf-token': csrf },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const rotated = answers.filter((a) => a.headers.getSetCookie().some((c) => c.startsWith('vp_refresh=')));
    expect(rotated).toHaveLength(1);
    const sessionId = (
      await rowsOf<{ id: string }>(
        server.runtime.ctx.db,
        sql`select session_id as id from refresh_tokens where used_at is null order by created_at desc limit 1`,
      )
    )[0]!.id;
    expect(await refreshTokensOf(sessionId)).toBe(2);
    // The browser keeps the one rotated set of cookies; with them the session works.
    const fresh = rotated[0]!.headers
      .getSetCookie()
      .find((c) => c.startsWith('vp_session='))!
      .split(';')[0]!;
    const me = await fetch(`${server.baseUrl}${apiPaths.auth.me}`, { headers: { cookie: fresh } });
    expect(me.status).toBe(200);
  });

  it('a refresh token used again after the grace period revokes its whole family', async () => {
    const client = await loggedIn();
    const stolen = client.cookie('vp_refresh')!;
    const csrf = client.cookie('vp_csrf')!;
    expect((await client.post(apiPaths.auth.refresh)).status).toBe(200);
    clock += REFRESH_GRACE_MS + 1000;
    const thief = server.client();
    const reuse = await thief.post(apiPaths.auth.refresh, undefined, {
      headers: { cookie: `vp_refresh=${stolen}`, 'x-csrf-token': csrf },
      csrf: false,
    });
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('INVALID_REFRESH_TOKEN');
    // The legitimate holder is logged out too: the family is revoked.
    expect((await client.get(apiPaths.auth.me)).status).toBe(401);
    expect((await client.post(apiPaths.auth.refresh)).status).toBe(401);
  });

  it('refuses a refresh without the CSRF header, without a cookie, or with garbage', async () => {
    const client = await loggedIn();
    expect((await client.post(apiPaths.auth.refresh, undefined, { csrf: false })).status).toBe(403);
    expect((await server.client().post(apiPaths.auth.refresh)).status).toBe(401);
    const garbage = await server
      .client()
      .post(apiPaths.auth.refresh, undefined, { headers: { cookie: 'vp_refresh=garbage' } });
    expect(garbage.status).toBe(401);
    expect(garbage.body.error_message).toBe('Сеанс истёк, войдите снова');
  });

  it('refuses a refresh after logout', async () => {
    const client = await loggedIn();
    const refresh = client.cookie('vp_refresh')!;
    const csrf = client.cookie('vp_csrf')!;
    await client.post(apiPaths.auth.logout);
    const res = await server.client().post(apiPaths.auth.refresh, undefined, {
      headers: { cookie: `vp_refresh=${refresh}`, 'x-csrf-token': csrf },
      csrf: false,
    });
    expect(res.status).toBe(401);
  });
});
