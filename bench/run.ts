/**
 * `npm run bench`: figures for the session path on the embedded database, written to
 * docs/performance.md. Loopback only, bounded request counts. Never a gate in CI.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths, type EmployeeImport, type EmployeeListResponse, type InviteListResponse } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { acceptCurrentOffer, createCustomer, DEMO_CUSTOMER, DEMO_PASSWORD } from '../apps/api/src/db/seed/demo.js';
import { hashPassword } from '../apps/api/src/lib/passwords.js';
import { createRuntime } from '../apps/api/src/runtime.js';
import { TestClient } from '../apps/api/src/test-support/http-client.js';
import { importWorkbook, seedContractors, seedInvites } from './onboarding-data.js';
import { ok, postForFile, uploadFile } from './raw-http.js';

/** Where docs/performance.md's hand-measured web section starts; everything from it on survives a bench run. */
const WEB_SECTION_TITLE = '## The web app on a phone';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Other work on the machine skews every figure; the report states how busy it was. */
const loadAtStart = os.loadavg()[0]!;

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

/** Rows a single file operation moves per second, at its median time. */
const rowsPerSecond = (rows: number, f: Figure) => Math.round(rows / (f.p50 / 1000)).toLocaleString('en-US');

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

// Onboarding: a company with 10,000 contractors and 5,000 invites, seeded in bulk (bench/onboarding-data.ts).
const CONTRACTORS = 10_000;
const INVITES = 5_000;
const IMPORT_ROWS = 5_000;
const db = runtime.ctx.db;
const bench = { email: 'bench@company.ru', inn: '7707083893', organisationName: 'ООО «Нагрузка»' };
const { customer, account } = await createCustomer(db, { ...bench, password: DEMO_PASSWORD });
await acceptCurrentOffer(db, account.id);
await seedContractors(db, customer.id, CONTRACTORS);
await seedInvites(db, customer.id, runtime.ctx.config.APP_SECRET!, INVITES);
const company = new TestClient(baseUrl);
await ok(company.post(apiPaths.auth.login, { login: bench.email, password: DEMO_PASSWORD }));
const contractors = (body: object) => ok(company.post<EmployeeListResponse>(apiPaths.employees.list, body));
const firstPage = await contractors({});
if (firstPage.body.totalCount !== CONTRACTORS)
  throw new Error(`bench: ${firstPage.body.totalCount} contractors listed`);

figures.push(await measure(`contractors (${CONTRACTORS}), first page of 20, newest first`, 100, () => contractors({})));
figures.push(
  await measure('contractors, first page of 20 by ФИО', 100, () =>
    contractors({ sort: { field: 'FIO', direction: 'ASC' } }),
  ),
);
figures.push(
  await measure('contractors, first page of 20 by НПД status', 100, () =>
    contractors({ sort: { field: 'EMPLOYEE_NPD', direction: 'ASC' } }),
  ),
);
figures.push(
  await measure('contractors, filter НПД connected', 100, () =>
    contractors({ filters: { npd_status: 'REGISTERED', fns_binding: 'BIND' } }),
  ),
);
figures.push(await measure('contractors, search «кузн» (250 found)', 100, () => contractors({ search: 'кузн' })));
figures.push(
  await measure('contractors, search phone digits «910 000-12» (100 found)', 100, () =>
    contractors({ search: '910 000-12' }),
  ),
);
figures.push(
  await measure('contractors, page 400 of 20 (deep offset)', 50, () => contractors({ page: 400, page_size: 20 })),
);
figures.push(
  await measure('contractors by connection state (entities/count)', 100, () =>
    ok(company.get(apiPaths.employees.entitiesCount)),
  ),
);
const exported = await measure(`contractors export, all ${CONTRACTORS} rows to .xlsx`, 3, () =>
  postForFile(company, apiPaths.employees.export, {}),
);
figures.push({ ...exported, name: `${exported.name} (${rowsPerSecond(CONTRACTORS, exported)} rows/s)` });

const inviteList = (page: number) =>
  ok(company.get<InviteListResponse>(`${apiPaths.invites.list}?page=${page}&page_size=20`));
if ((await inviteList(1)).body.totalCount !== INVITES) throw new Error('bench: invites not listed');
figures.push(await measure(`invites (${INVITES}), first page of 20`, 100, () => inviteList(1)));
figures.push(await measure('invites, page 250 of 20 (deep offset)', 50, () => inviteList(250)));

const importFile = await importWorkbook(IMPORT_ROWS);
const validated = await measure(
  `import validation, ${IMPORT_ROWS}-row .xlsx of ${importFile.length >> 10} KiB`,
  3,
  async () => {
    const checked = await uploadFile<EmployeeImport>(
      company,
      apiPaths.employeeImport.validate,
      'bench.xlsx',
      importFile,
    );
    if (checked.total_rows !== IMPORT_ROWS || checked.rejected_rows !== IMPORT_ROWS / 100) {
      throw new Error(`bench: import answered ${JSON.stringify({ ...checked, errors: checked.errors.length })}`);
    }
  },
);
figures.push({ ...validated, name: `${validated.name} (${rowsPerSecond(IMPORT_ROWS, validated)} rows/s)` });

// PGlite runs no autovacuum, so every figure above was planned without statistics on the bulk-grown
// tables (as in an embedded deployment); this is the plan PostgreSQL's autovacuum would lead to.
await db.execute(sql`analyze`);
figures.push(await measure('contractors, first page of 20, after ANALYZE', 100, () => contractors({})));

await runtime.close();
await database.close();

const rows = figures.map(
  (f) => `| ${f.name} | ${f.n} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.perSecond.toFixed(0)} |`,
);
const report = `# Performance

Measured by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores,
${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, embedded PGlite, one client, sequential requests over loopback.
Load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end. Figures, not gates: CI never fails on them.

| operation | n | p50, ms | p95, ms | per second |
|---|---|---|---|---|
${rows.join('\n')}

Reading: login is dominated by argon2id on purpose (OWASP parameters); session checks are one
indexed lookup. The bell's count uses a partial index on unread rows; a list page is an indexed
range plus a count of the account's rows, so deep pages cost an offset scan of that account only. PGlite is single-connection, so these are also its upper bound for concurrent load;
PostgreSQL serves several API processes (see docs/adr/001-runtime-and-stack.md).

Reading, onboarding (bench/onboarding-data.ts seeds one company in bulk: ${CONTRACTORS} contractors, 80% verified, 40% with
an СБП requisite; ${INVITES} invites of one person each): a contractors page is two queries, the page and its count, run
one after the other on PGlite's single connection, and both read all of the company's links. The unique index
customer_employees_pair (customer_id, employee_id) finds them, but nothing serves the order, so even the default
newest-first page joins every contractor and keeps the top 20 in a heap sort: the cost grows with the company, and a
deep page adds only its offset. Without statistics (PGlite has no autovacuum, and nothing runs ANALYZE) the planner
joins by 10,000 primary-key probes; the "after ANALYZE" row is the hash join PostgreSQL's autovacuum leads to.
Sorting by ФИО and searching by words are the slow rows: both fold case and ё with translate(lower(…)) on every row
(PGlite has no ICU collation), three calls per contractor for the sort, and the word search scans the contractors of
all companies (the company filter sits on the link table), once for the page and once for the count. A stored folded
ФИО (a generated column, with a pg_trgm index for the search) would make both index work. Phone and ИНН digits are a
plain LIKE on stored columns and cost about as much as the default page; entities/count is one grouped pass with the
requisites check hashed once. The export is mostly exceljs writing the rows; its dates go through one shared
Intl formatter (a formatter per row, as toLocaleDateString with a time zone builds, cost about 0.2 s more).
Invites are cheap: invites_customer_id_index finds the company's rows for a sort and a count, then come the people
of the page's 20 invites and the AES-GCM unsealing of their link tokens. Import validation is mostly exceljs: parsing
the upload takes about a third, the row checks a tenth, and the report of the 50 rejected rows about half, because the
whole upload is parsed again and rewritten with the «Ошибка» column; the lookup of contractors already in the company
is one query.
`;
// The web app's section below the API figures is measured by hand (scripts/perf/): kept as it is.
const reportFile = path.join(root, 'docs/performance.md');
const previous = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
const webSectionAt = previous.indexOf(WEB_SECTION_TITLE);
writeFileSync(reportFile, webSectionAt >= 0 ? `${report}\n${previous.slice(webSectionAt)}` : report);
console.log(report);
