import { type ActiveSessionsResponse, apiPaths } from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptCurrentOffer, createCustomer, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let seq = 0;
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';

/** A fresh company logged in from two browsers. */
async function accountWithTwoSessions() {
  seq += 1;
  const email = `sessions-${seq}@company.ru`;
  const { account } = await createCustomer(server.runtime.ctx.db, {
    email,
    inn: '7707083893',
    organisationName: `ООО "Сеансы ${seq}"`,
    password: DEMO_PASSWORD,
  });
  await acceptCurrentOffer(server.runtime.ctx.db, account.id);
  const laptop = server.client();
  const phone = server.client();
  await laptop.post(
    apiPaths.auth.login,
    { login: email, password: DEMO_PASSWORD },
    { headers: { 'user-agent': CHROME_WINDOWS } },
  );
  await phone.post(apiPaths.auth.login, { login: email, password: DEMO_PASSWORD });
  return { laptop, phone };
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('active sessions (profile → security)', () => {
  it('lists the live sessions with the device and marks the current one', async () => {
    const { laptop } = await accountWithTwoSessions();
    const res = await laptop.get<ActiveSessionsResponse>(apiPaths.auth.sessions);
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(2);
    const current = res.body.items.find((s) => s.is_current);
    expect(current).toMatchObject({ device: 'Chrome, Windows', ip: '127.0.0.1' });
    expect(res.body.items.filter((s) => s.is_current)).toHaveLength(1);
  });

  it('ends another session: that browser is logged out at once, this one stays', async () => {
    const { laptop, phone } = await accountWithTwoSessions();
    const other = (await laptop.get<ActiveSessionsResponse>(apiPaths.auth.sessions)).body.items.find(
      (s) => !s.is_current,
    )!;
    const res = await laptop.post(apiPaths.auth.sessionEnd, { session_id: other.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 1 });
    expect((await phone.get(apiPaths.auth.me)).status).toBe(401);
    expect((await laptop.get(apiPaths.auth.me)).status).toBe(200);
    expect((await laptop.get<ActiveSessionsResponse>(apiPaths.auth.sessions)).body.items).toHaveLength(1);
  });

  it('does not end the current session that way, and ends all the others at once', async () => {
    const { laptop, phone } = await accountWithTwoSessions();
    const current = (await laptop.get<ActiveSessionsResponse>(apiPaths.auth.sessions)).body.items.find(
      (s) => s.is_current,
    )!;
    const self = await laptop.post<{ error_message: string }>(apiPaths.auth.sessionEnd, { session_id: current.id });
    expect(self.status).toBe(400);
    expect(self.body.error_message).toBe('Текущий сеанс завершается кнопкой «Выйти»');

    const res = await laptop.post(apiPaths.auth.sessionsEndOthers);
    expect(res.body).toEqual({ ended: 1 });
    expect((await phone.get(apiPaths.auth.me)).status).toBe(401);
    expect((await laptop.get(apiPaths.auth.me)).status).toBe(200);
  });

  it('never lists or ends another account’s sessions', async () => {
    const alice = await accountWithTwoSessions();
    const bob = await accountWithTwoSessions();
    const aliceSessions = (await alice.laptop.get<ActiveSessionsResponse>(apiPaths.auth.sessions)).body.items;
    const bobSessions = (await bob.laptop.get<ActiveSessionsResponse>(apiPaths.auth.sessions)).body.items;
    expect(bobSessions.map((s) => s.id)).not.toContain(aliceSessions[0]?.id);

    const attempt = await bob.laptop.post<{ error_message: string }>(apiPaths.auth.sessionEnd, {
      session_id: aliceSessions[0]?.id,
    });
    expect(attempt.status).toBe(404);
    expect(attempt.body.error_message).toBe('Сеанс не найден или уже завершён');
    expect((await alice.laptop.get(apiPaths.auth.me)).status).toBe(200);
    expect((await alice.phone.get(apiPaths.auth.me)).status).toBe(200);
  });

  it('rejects a malformed id in Russian, and needs a session and the CSRF header', async () => {
    const { laptop } = await accountWithTwoSessions();
    const bad = await laptop.post<{ error_message: string }>(apiPaths.auth.sessionEnd, { session_id: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.error_message).toBe('Некорректный идентификатор сеанса');
    expect((await laptop.post(apiPaths.auth.sessionsEndOthers, undefined, { csrf: false })).status).toBe(403);
    expect((await server.client().get(apiPaths.auth.sessions)).status).toBe(401);
  });
});
