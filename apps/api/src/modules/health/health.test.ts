import { apiPaths } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { refreshStatisticsJob } from './health.jobs.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /v1/health', () => {
  it('answers 200 with the database state', async () => {
    const res = await server.client().get(apiPaths.health);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      database: { status: 'up', kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
    });
  });

  it('serves the OpenAPI document of every call', async () => {
    const res = await server.client().get<{ paths: Record<string, unknown> }>('/api/docs/json');
    expect(res.status).toBe(200);
    for (const path of [
      apiPaths.auth.login,
      apiPaths.auth.me,
      apiPaths.auth.refresh,
      apiPaths.auth.registration,
      apiPaths.employeeAuth.registration,
      apiPaths.offer.fileContent,
      apiPaths.userProfile,
      apiPaths.employee,
    ]) {
      expect(Object.keys(res.body.paths)).toContain(path);
    }
  });

  it('answers unknown API paths with a Russian 404', async () => {
    const res = await server.client().get('/v1/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error_message: 'Не найдено', code: 'NOT_FOUND' });
  });
});

describe('health.refresh-statistics', () => {
  it('gives the planner the size of a table that grew in bulk (PGlite has no autovacuum)', async () => {
    const db = server.runtime.ctx.db;
    await db.execute(sql`create table bulk_probe as select g from generate_series(1, 5000) g`);
    const estimate = async () => {
      const result = await db.execute(sql`select reltuples::int as n from pg_class where relname = 'bulk_probe'`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    await refreshStatisticsJob.handler(server.runtime.ctx, {});
    // PostgreSQL leaves it to autovacuum; on PGlite the job itself counts the rows.
    if (server.runtime.ctx.database.kind === 'pglite') expect(await estimate()).toBe(5000);
    await db.execute(sql`drop table bulk_probe`);
  });
});
