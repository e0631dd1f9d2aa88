import { apiPaths, SESSION_COOKIE } from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Status, headers (but the date) and body of a private route's answer. */
async function answerOf(headers: Record<string, string>) {
  const response = await fetch(server.baseUrl + apiPaths.auth.me, { headers });
  const seen = [...response.headers.entries()].filter(([name]) => name !== 'date');
  return { status: response.status, headers: seen, body: await response.text() };
}

describe('the session scope', () => {
  it('answers a request without a session cookie as it answers a session that is not there', async () => {
    // The first is answered by the hook itself, the second by authenticate's error through the error handler.
    const noCookie = await answerOf({});
    const unknownSession = await answerOf({ cookie: `${SESSION_COOKIE}=no-such-session` });
    expect(noCookie.status).toBe(401);
    expect(JSON.parse(noCookie.body)).toEqual({ error_message: 'Войдите в систему', code: 'UNAUTHENTICATED' });
    expect(noCookie).toEqual(unknownSession);
    expect(await answerOf({ cookie: `${SESSION_COOKIE}=` })).toEqual(noCookie);
  });
});
