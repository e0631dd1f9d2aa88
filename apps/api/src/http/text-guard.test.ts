/**
 * The text guard's walk (issue 23): a body nested thousands deep is a 400 in Russian on a public route
 * and on a session one, stored nowhere, and the walk itself never overflows the stack.
 */
import { randomUUID } from 'node:crypto';
import { apiPaths, IDEMPOTENCY_KEY_HEADER } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo.js';
import { type LoggedInCompany, loggedInCompany } from '../test-support/companies.js';
import { rowsOf } from '../test-support/sql.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { findBadText, findInputProblem, MAX_INPUT_DEPTH, TOO_DEEP_MESSAGE } from './text-guard.js';

/** `{"a":{"a":…"leaf"…}}` with `depth` objects, as text (JSON.stringify would recurse). */
const deepObject = (depth: number, leaf = '"x"') => `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('findInputProblem', () => {
  it('lets MAX_INPUT_DEPTH levels through and refuses one more', () => {
    expect(findInputProblem(JSON.parse(deepObject(MAX_INPUT_DEPTH)))).toBeUndefined();
    expect(findInputProblem(JSON.parse(deepObject(MAX_INPUT_DEPTH + 1)))).toEqual({ kind: 'too-deep', field: '_' });
    expect(findInputProblem(JSON.parse(deepArray(MAX_INPUT_DEPTH + 1)))).toEqual({ kind: 'too-deep', field: '_' });
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    expect(findInputProblem(JSON.parse(deepObject(100_000)))).toEqual({ kind: 'too-deep', field: '_' });
    expect(findInputProblem(JSON.parse(deepArray(100_000)))).toEqual({ kind: 'too-deep', field: '_' });
  });

  it('still names the first bad string or key in document order', () => {
    const body = { a: 'ok', rows: [{ name: 'ok' }, { name: 'a\u0000b' }], z: 'a\ud800' };
    expect(findBadText(body)).toBe('rows.1.name');
    expect(findBadText({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
    expect(findBadText(JSON.parse(deepObject(3, '"a\\u0000"')))).toBe('a.a.a');
    expect(findBadText({ a: ['x', { b: 'y' }] })).toBeUndefined();
  });
});

describe('a body nested too deep', () => {
  let server: TestServer;
  let company: LoggedInCompany;
  beforeAll(async () => {
    server = await startTestServer();
    company = await loggedInCompany(server, { emailPrefix: 'deep' });
  });
  afterAll(async () => server?.close());

  const count = async (table: 'idempotency_keys' | 'payouts') =>
    Number(
      (await rowsOf<{ n: string }>(server.runtime.ctx.db, sql`select count(*) as n from ${sql.identifier(table)}`))[0]!
        .n,
    );

  it('is a 400 in Russian on the public login, 4,000 and 100,000 levels deep', async () => {
    for (const depth of [4_000, 100_000]) {
      for (const body of [deepObject(depth), deepArray(depth), `{"login":${deepObject(depth)},"password":"x"}`]) {
        const res = await server
          .client()
          .request('POST', apiPaths.auth.login, { rawBody: body, headers: { 'content-type': 'application/json' } });
        expect(res.status, `${depth} levels`).toBe(400);
        expect(res.body).toEqual({
          error_message: TOO_DEEP_MESSAGE,
          code: 'VALIDATION_ERROR',
          fields: { _: TOO_DEEP_MESSAGE },
        });
      }
    }
    // The guard refused the body; the route still answers a sound one.
    const ok = await server.client().post(apiPaths.auth.login, { login: company.email, password: DEMO_PASSWORD });
    expect(ok.status).toBe(200);
  });

  it('is a 400 on a session route that moves money, before its Idempotency-Key is taken, and nothing is stored', async () => {
    const [keysBefore, payoutsBefore] = [await count('idempotency_keys'), await count('payouts')];
    for (const depth of [4_000, 100_000]) {
      const res = await company.client.request('POST', apiPaths.payouts.create, {
        rawBody: `{"pay":false,"rows":[${deepObject(depth)}]}`,
        headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      });
      expect(res.status, `${depth} levels`).toBe(400);
      expect(res.body).toMatchObject({ error_message: TOO_DEEP_MESSAGE, code: 'VALIDATION_ERROR' });
    }
    expect([await count('idempotency_keys'), await count('payouts')]).toEqual([keysBefore, payoutsBefore]);
  });
});
