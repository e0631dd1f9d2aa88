/**
 * `npm run bench`: figures for the session path on the embedded database, written to
 * docs/performance.md. Loopback only, bounded request counts. Never a gate in CI.
 */

import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths, type EmployeeImport, type EmployeeListResponse, type InviteListResponse } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.js';
import { type Database, openDatabase } from '../apps/api/src/db/client.js';
import { acceptCurrentOffer, createCustomer, DEMO_CUSTOMER, DEMO_PASSWORD } from '../apps/api/src/db/seed/demo.js';
import { hashPassword } from '../apps/api/src/lib/passwords.js';
import { createRuntime } from '../apps/api/src/runtime.js';
import { TestClient } from '../apps/api/src/test-support/http-client.js';
import { withDatabase } from '../apps/api/src/test-support/template-db.js';
import { type ListFigure, measureContractorsList, type Timing } from './contractors-list.js';
import { type LedgerFigure, ledgerSection, measureLedgerPosting, WEB_SECTION_TITLE } from './ledger-posting.js';
import { deepRatio, worstP95 } from './list-pages.js';
import { importWorkbook, seedContractors, seedInvites } from './onboarding-data.js';
import { ok, postForFile, uploadFile } from './raw-http.js';

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

const CONTRACTORS = 10_000;
const INVITES = 5_000;
/** Requests per figure of the contractors-list matrix (bench/contractors-list.ts). */
const LIST_N = 60;
/** A PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres) to measure on as well as PGlite. */
const POSTGRES_URL = process.env.BENCH_DATABASE_URL;

/** Rows a single file operation moves per second, at its median time. */
const rowsPerSecond = (rows: number, f: Figure) => Math.round(rows / (f.p50 / 1000)).toLocaleString('en-US');

/** Every figure on one database: the session path, the bell, onboarding at 10,000 contractors. */
async function benchOn(
  database: Database,
): Promise<{ figures: Figure[]; listFigures: ListFigure[]; ledgerFigures: LedgerFigure[] }> {
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
  // PGlite runs no autovacuum: statistics come only from an explicit ANALYZE after a bulk load.
  await runtime.ctx.db.execute(sql`analyze`);
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
  const IMPORT_ROWS = 5_000;
  const db = runtime.ctx.db;
  const bench = { email: 'bench@company.ru', inn: '7707083893', organisationName: 'ООО «Нагрузка»' };
  const { customer, account } = await createCustomer(db, { ...bench, password: DEMO_PASSWORD });
  await acceptCurrentOffer(db, account.id);
  await seedContractors(db, customer.id, CONTRACTORS);
  await seedInvites(db, customer.id, runtime.ctx.config.APP_SECRET!, INVITES);
  await db.execute(sql`analyze`);
  const company = new TestClient(baseUrl);
  await ok(company.post(apiPaths.auth.login, { login: bench.email, password: DEMO_PASSWORD }));
  const contractors = (body: object) => ok(company.post<EmployeeListResponse>(apiPaths.employees.list, body));
  const firstPage = await contractors({});
  if (firstPage.body.totalCount !== CONTRACTORS)
    throw new Error(`bench: ${firstPage.body.totalCount} contractors listed`);

  figures.push(
    await measure(`contractors (${CONTRACTORS}), first page of 20, newest first`, 100, () => contractors({})),
  );
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
  const listFigures = await measureContractorsList(contractors, LIST_N);
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

  const ledgerFigures = await measureLedgerPosting(runtime.ctx, 'run');

  await runtime.close();
  return { figures, listFigures, ledgerFigures };
}

/** A fresh database on the PostgreSQL server, dropped after the run. */
async function openPostgres(serverUrl: string) {
  const name = `vp_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, name) });
  return { database, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

const pglite = await openDatabase({});
const onPglite = await benchOn(pglite);
await pglite.close();
let onPostgres: Awaited<ReturnType<typeof benchOn>> | undefined;
if (POSTGRES_URL) {
  const { database, drop } = await openPostgres(POSTGRES_URL);
  onPostgres = await benchOn(database);
  await database.close();
  await drop();
}

const ms = (v: number | undefined) => (v === undefined ? '—' : v.toFixed(1));
const rows = onPglite.figures.map((f) => {
  const other = onPostgres?.figures.find((o) => o.name === f.name);
  return `| ${f.name} | ${f.n} | ${ms(f.p50)} | ${ms(f.p95)} | ${f.perSecond.toFixed(0)} | ${ms(other?.p50)} | ${ms(other?.p95)} |`;
});
const timing = (t: Timing | undefined) => (t ? `${ms(t.p50)} / ${ms(t.p95)}` : '—');
const listRows = onPglite.listFigures.map((f) => {
  const other = onPostgres?.listFigures.find((o) => o.name === f.name);
  return `| ${f.name} | ${f.found} | ${f.deepPage >= 2 ? f.deepPage : '—'} | ${timing(f.first)} | ${timing(f.deep)} | ${deepRatio(f)} | ${timing(other?.first)} | ${timing(other?.deep)} | ${deepRatio(other)} |`;
});

const report = `# Performance

Measured by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores,
${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, one client, sequential requests over loopback; embedded PGlite,
${onPostgres ? 'and again on a PostgreSQL server on the same machine (BENCH_DATABASE_URL)' : 'PostgreSQL not measured (set BENCH_DATABASE_URL)'}.
Load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end. Figures, not gates: CI never fails on them.
Every bulk load is followed by ANALYZE (PGlite has no autovacuum).

Re-run: \`npm run bench\` (PGlite only), or
\`BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench\` for both engines (it creates and drops
its own database on that server). It takes a few minutes; the load average above says how busy the machine was.

| operation | n | p50, ms | p95, ms | per second | PostgreSQL p50, ms | PostgreSQL p95, ms |
|---|---|---|---|---|---|---|
${rows.join('\n')}

## The company's contractors list at ${CONTRACTORS.toLocaleString('en-US')} contractors (issue 11)

Every order, filter and search of POST /v1/employees, ${LIST_N} requests each: the first page of 20, and the last full page
("deep") read with the cursor of the page before it, as the web app asks for the next page (docs/decisions/lists.md);
first and deep requests alternate, so both see the same load.
Times are p50 / p95 in ms; "deep/first" is the ratio of the medians. Target: p95 ≤ 60 ms on PGlite and ≤ 30 ms on
PostgreSQL, a deep page within 1.3× of the first. Worst p95 here: PGlite ${worstP95(onPglite.listFigures)} ms,
PostgreSQL ${worstP95(onPostgres?.listFigures)} ms.

| case | found | deep page | PGlite first | PGlite deep | deep/first | PostgreSQL first | PostgreSQL deep | deep/first |
|---|---|---|---|---|---|---|---|---|
${listRows.join('\n')}

Reading: login is dominated by argon2id on purpose (OWASP parameters); session checks are one
indexed lookup. The bell's count uses a partial index on unread rows; a list page is an indexed
range plus a count of the account's rows, so deep pages cost an offset scan of that account only. PGlite is single-connection, so these are also its upper bound for concurrent load;
PostgreSQL serves several API processes (see docs/adr/001-runtime-and-stack.md).

Reading, onboarding (bench/onboarding-data.ts seeds one company in bulk: ${CONTRACTORS} contractors, 80% verified, 40% with
an СБП requisite; ${INVITES} invites of one person each). A contractors page is two queries, the page and its count,
one after the other on PGlite's single connection (docs/decisions/lists.md has the design). Each order of the list has
its own partial index of the company's ACTIVE links (customer_employees_list_added, _fio_asc, _fio_desc, _npd_asc,
_npd_desc), so the page walks 20 index entries and joins only those 20 contractors to their FNS rows; the ФИО key is
the stored folded employees.fio_key (lower + ё→е, collation "C") and the НПД rank a copy of fns_taxpayers.npd_status,
both kept on the link by triggers. Before this (2026-11-23, same machine, no ANALYZE) the newest-first page took
72.9 ms, by ФИО 159.8 ms, by НПД status 159.0 ms, the word search «кузн» 221.0 ms and page 400 by offset 107.0 ms on
PGlite. The count joins only what the filters read, so the plain list counts the company's links alone. A deep page
read by the previous page's cursor is an index seek (row comparison, or the spelled-out comparison bounded by the
first key for the НПД order), so it costs what the first page costs; page 400 by its number (OFFSET) still reads the
7,980 rows before it and is kept in the table above to show the difference. Filters walk the order's index and test
each link until 20 match, so a rare filter (ИП, УСН) reads more of the index than a common one; the connection filter
needs the contractor's verification and requisites, and its count joins them for all matching links. Word search
uses the pg_trgm index on employees.search_key (folded ФИО, phone and ИНН) and then the company's links of the
contractors found; a word of one or two letters has no trigram and falls back to reading the company's contractors.
Phone and ИНН digits use the same index and then the exact test. entities/count is one grouped pass with the
requisites check hashed once. The export is mostly exceljs writing the rows; its dates go through one shared
Intl formatter (a formatter per row, as toLocaleDateString with a time zone builds, cost about 0.2 s more).
Invites are cheap: invites_customer_id_index finds the company's rows for a sort and a count, then come the people
of the page's 20 invites and the AES-GCM unsealing of their link tokens. Import validation is mostly exceljs: parsing
the upload takes about a third, the row checks a tenth, and the report of the 50 rejected rows about half, because the
whole upload is parsed again and rewritten with the «Ошибка» column; the lookup of contractors already in the company
is one query.

Reading, tax service and N5 (the bench marks two in three of the verified НПД contractors as checked by FNS, a
third of those deregistered, the registered ones connected with an income of the year): the contractor pages also
left-join fns_taxpayers and fns_bindings by primary/unique key, compute the year's income with a receipts subquery
(index fns_receipts (employee_id, operation_time)), and read both sides' former-employment statements of the page's
20 links in one more query (DISTINCT ON over the (link, party, stated_at) index). The income subquery is not what
the page costs: it is evaluated after the sort and limit, for the 20 rows only. Moving it into a separate query for
the page's ids was measured on this machine (newest-first page 72.9 → 76.1 ms, one more round trip on the single
connection) and dropped.

${ledgerSection(onPglite.ledgerFigures, onPostgres?.ledgerFigures)}`;
// The web app's section below the API figures is measured by hand (scripts/perf/): kept as it is.
const reportFile = path.join(root, 'docs/performance.md');
const previous = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
const webSectionAt = previous.indexOf(WEB_SECTION_TITLE);
writeFileSync(reportFile, webSectionAt >= 0 ? `${report}\n${previous.slice(webSectionAt)}` : report);
console.log(report);
