/**
 * `npm run bench`: figures for the session path on the embedded database, written to
 * docs/performance.md. Loopback only, bounded request counts. Never a gate in CI.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { DEMO_CUSTOMER, DEMO_PASSWORD } from '../apps/api/src/db/seed/demo.js';
import { hashPassword } from '../apps/api/src/lib/passwords.js';
import { createRuntime } from '../apps/api/src/runtime.js';
import { TestClient } from '../apps/api/src/test-support/http-client.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Figure = { name: string; n: number; p50: number; p95: number; perSecond: number };

async function measure(name: string, n: number, fn: () => Promise<unknown>): Promise<Figure> {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { name, n, p50: at(0.5), p95: at(0.95), perSecond: (n / total) * 1000 };
}

const database = await openDatabase({});
const config = loadConfig({
  APP_ENV: 'test',
  PORT: '0',
  DATA_DIR: path.join(os.tmpdir(), 'vp-bench'),
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'silent',
  SMTP_SANDBOX_PORT: '0',
  WEB_DIST_DIR: '/nonexistent',
});
const runtime = await createRuntime(config, { database });
await runtime.app.listen({ port: 0, host: '127.0.0.1' });
const address = runtime.app.server.address();
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const figures: Figure[] = [];
figures.push(await measure('argon2id hash (m=19 MiB, t=2)', 20, () => hashPassword('Bench-2026!')));
figures.push(await measure('health check', 200, () => fetch(`${baseUrl}${apiPaths.health}`)));
figures.push(
  await measure('login (argon2 verify + session)', 30, () =>
    new TestClient(baseUrl).post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: DEMO_PASSWORD }),
  ),
);
const client = new TestClient(baseUrl);
await client.post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: DEMO_PASSWORD });
figures.push(await measure('auth/me (session lookup)', 200, () => client.get(apiPaths.auth.me)));
figures.push(await measure('refresh (rotation in a transaction)', 100, () => client.post(apiPaths.auth.refresh)));

// The bell of a busy account: 10,000 notifications, half of them unread.
const NOTIFICATIONS = 10_000;
await runtime.ctx.db.execute(sql`
  insert into notifications (account_id, title, body, type, is_read, added_at)
  select a.id, 'Событие ' || g, 'Текст уведомления ' || g, case when g % 2 = 0 then 'system' else 'other' end,
         g % 2 = 0, now() - (g || ' minutes')::interval
  from accounts a, generate_series(1, ${NOTIFICATIONS}) g
  where a.email = ${DEMO_CUSTOMER.email}`);
figures.push(
  await measure(`notification count (${NOTIFICATIONS / 2} unread)`, 200, () =>
    client.get(apiPaths.notifications.notReadCount),
  ),
);
figures.push(
  await measure('notifications, first page of 10 unread', 200, () =>
    client.post(apiPaths.notifications.list, { is_read: false, page: 1, page_size: 10 }),
  ),
);
figures.push(
  await measure('notifications, page 500 of 10 (deep offset)', 100, () =>
    client.post(apiPaths.notifications.list, { page: 500, page_size: 10 }),
  ),
);
const unreadPage = await client.post<{ items: { id: string }[] }>(apiPaths.notifications.list, {
  is_read: false,
  page: 1,
  page_size: 100,
});
const unreadIds = unreadPage.body.items.map((n) => n.id);
figures.push(
  await measure('mark 1 notification read', 100, () =>
    client.post(apiPaths.notifications.read, { notification_ids: [unreadIds.pop()] }),
  ),
);
await runtime.close();
await database.close();

const rows = figures.map(
  (f) => `| ${f.name} | ${f.n} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.perSecond.toFixed(0)} |`,
);
const report = `# Performance

Measured by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores,
${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, embedded PGlite, one client, sequential requests over loopback.
Figures, not gates: CI never fails on them.

| operation | n | p50, ms | p95, ms | per second |
|---|---|---|---|---|
${rows.join('\n')}

Reading: login is dominated by argon2id on purpose (OWASP parameters); session checks are one
indexed lookup. The bell's count uses a partial index on unread rows; a list page is an indexed
range plus a count of the account's rows, so deep pages cost an offset scan of that account only. PGlite is single-connection, so these are also its upper bound for concurrent load;
PostgreSQL serves several API processes (see docs/adr/001-runtime-and-stack.md).
`;
writeFileSync(path.join(root, 'docs/performance.md'), report);
console.log(report);
