import { apiPaths } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../db/seed/demo.js';
import { CURRENT_OFFER } from '../../db/seed/offers.js';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // A customer who has not accepted the current offer yet.
  await createCustomer(server.runtime.ctx.db, {
    email: 'late@offer.ru',
    inn: '7702070139',
    organisationName: 'ООО "Поздно"',
    password: 'Late-2026!',
  });
});
afterAll(() => server.close());

describe('platform offer', () => {
  it('gives the text of the current offer without a session', async () => {
    const res = await server.client().post(apiPaths.offer.fileContent, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: CURRENT_OFFER.title, version: CURRENT_OFFER.version });
    expect(res.body.text).toContain('Общие положения');
  });

  it('gives the offer as a PDF', async () => {
    const res = await server.client().post<Buffer>(apiPaths.offer.fileContent, { format: 'pdf' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.body.length).toBeGreaterThan(5000);
  });

  it('answers 404 in Russian for an unknown offer', async () => {
    const res = await server
      .client()
      .post(apiPaths.offer.fileContent, { offer_id: '00000000-0000-4000-8000-000000000000' });
    expect(res.status).toBe(404);
    expect(res.body.error_message).toBe('Оферта не найдена');
  });

  it('login carries user_offer until the offer is accepted, then not', async () => {
    const client = server.client();
    const first = await client.post<{ user_offer?: { id: string; title: string } }>(apiPaths.auth.login, {
      login: 'late@offer.ru',
      password: 'Late-2026!',
    });
    expect(first.body.user_offer?.title).toBe(CURRENT_OFFER.title);
    const accept = await client.post(apiPaths.offer.accept, { offer_id: first.body.user_offer!.id });
    expect(accept.status).toBe(200);
    const second = await server.client().post(apiPaths.auth.login, { login: 'late@offer.ru', password: 'Late-2026!' });
    expect(second.body.user_offer).toBeUndefined();
    const rows = await rowsOf<{ n: number }>(
      server.runtime.ctx.db,
      sql`select count(*)::int as n from offer_acceptances oa join accounts a on a.id = oa.account_id where a.email = 'late@offer.ru'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('accepting needs a session and the current offer', async () => {
    expect(
      (await server.client().post(apiPaths.offer.accept, { offer_id: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(401);
    const client = server.client();
    await client.post(apiPaths.auth.login, { login: 'late@offer.ru', password: 'Late-2026!' });
    const res = await client.post(apiPaths.offer.accept, { offer_id: '00000000-0000-4000-8000-000000000000' });
    expect(res.status).toBe(400);
  });
});
