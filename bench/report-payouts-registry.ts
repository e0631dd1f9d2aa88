/**
 * «Реестр выплат за период» at 100,000 payouts (issue 28, docs/decisions/reports.md): the company orders the report
 * through HTTP (POST /v1/report) and the job builds it — payouts read from the database 1,000 at a time by keyset,
 * each row written by exceljs's streaming writer straight into the storage. Measured: the seconds from the order to
 * SUCCESS, and the process's peak RSS while it builds (sampled every 20 ms) against the RSS before the order.
 * Runs alone (not part of `npm run bench`: the seeding takes minutes):
 *
 *   node --expose-gc --import tsx bench/report-payouts-registry.ts                 (PGlite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --expose-gc --import tsx bench/report-payouts-registry.ts
 *
 * and replaces its marked section of docs/performance.md.
 */
import os from 'node:os';
import { apiPaths, pathWithId, type Report } from '@vyplaty/contracts';
import type { Database } from '../apps/api/src/db/client.js';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo.js';
import { TestClient } from '../apps/api/src/test-support/http-client.js';
import { type Engine, loadNote, onBothEngines, startApi, writeSection } from './bench-support.js';
import { seedContractors } from './onboarding-data.js';
import { benchCompany, seedPayouts } from './payouts-data.js';
import { ok } from './raw-http.js';

const PAYOUTS = Number(process.env.BENCH_REPORT_PAYOUTS ?? 100_000);
const CONTRACTORS = 2_000;
const MB = 1024 * 1024;

type Run = { payouts: number; seconds: number; rssBeforeMb: number; rssPeakMb: number; fileMb: number };

const moscowDay = (at: Date) => new Date(at.getTime() + 3 * 3600_000).toISOString().slice(0, 10);

async function measure(database: Database, engine: Engine): Promise<Run> {
  const { runtime, baseUrl } = await startApi(database, { JOB_POLL_SECONDS: '0.2' });
  try {
    const db = runtime.ctx.db;
    const company = await benchCompany(db, 'report', 0);
    await seedContractors(db, company.customerId, CONTRACTORS);
    await seedPayouts(db, company, PAYOUTS);
    console.log(`${engine}: ${PAYOUTS} payouts seeded`);
    const client = new TestClient(baseUrl);
    await ok(client.post(apiPaths.auth.login, { login: company.email, password: DEMO_PASSWORD }));
    // One payout every 30 s up to now: the whole history fits the year before today.
    const now = new Date();
    const body = {
      kind: 'PAYOUTS_REGISTRY',
      period_from: moscowDay(new Date(now.getTime() - 360 * 86_400_000)),
      period_to: moscowDay(now),
    };
    (globalThis as { gc?: () => void }).gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const ordered = await ok(client.post<Report>(apiPaths.reports.order, body));
    let report: Report;
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      // A kept-alive socket the server has just closed resets: ask again on a new one.
      const read = await client
        .get<Report>(pathWithId(apiPaths.reports.one, ordered.body.id))
        .catch((error: unknown) => {
          console.warn('poll failed, asking again', error);
          return undefined;
        });
      if (!read) continue;
      report = read.body;
      if (report.status === 'SUCCESS' || report.status === 'ERROR') break;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (report.status !== 'SUCCESS') throw new Error(`the report failed: ${report.error_text}`);
    const file = await fetch(`${baseUrl}${apiPaths.reports.download}?report_id=${report.id}`, {
      headers: { cookie: client.allCookies() },
    });
    const fileMb = (await file.arrayBuffer()).byteLength / MB;
    const run = {
      payouts: report.total,
      seconds,
      rssBeforeMb: rssBefore / MB,
      rssPeakMb: rssPeak / MB,
      fileMb,
    };
    console.log(engine, JSON.stringify(run));
    return run;
  } finally {
    await runtime.close();
  }
}

const row = (engine: Engine, r: Run | undefined) =>
  r
    ? `| ${engine} | ${r.payouts.toLocaleString('en-US')} | ${r.seconds.toFixed(1)} | ${r.rssBeforeMb.toFixed(0)} | ${r.rssPeakMb.toFixed(0)} | ${(r.rssPeakMb - r.rssBeforeMb).toFixed(0)} | ${r.fileMb.toFixed(1)} |`
    : `| ${engine} | — | — | — | — | — | — |`;

async function main() {
  const loadAtStart = os.loadavg()[0]!;
  const { onPglite, onPostgres } = await onBothEngines(measure);
  writeSection(
    'report-payouts-registry',
    `## «Реестр выплат за период» at 100,000 payouts (issue 28)

bench/report-payouts-registry.ts, ${new Date().toISOString().slice(0, 10)}, ${loadNote(loadAtStart)}.
The company orders the registry for the last 360 days through POST /v1/report and polls GET /v1/report/:id (every 250 ms) until
SUCCESS; the job reads the payouts by keyset, 1,000 a page (each joined to its contractor, receipt, act and task),
and streams every row through exceljs's WorkbookWriter into the storage (modules/reports/builders/payouts-registry.ts).
Data as the payout list's bench (bench/payouts-data.ts): ${CONTRACTORS.toLocaleString('en-US')} contractors, one payout every
30 s, 1 in 10 ГПХ, 85 % DONE with registered receipts. RSS is the whole process's (the API, its job worker and, on
PGlite, the embedded database itself) before the order and at its peak while building. Target: peak growth well under
300 MB — the file is never held whole.

| engine | payouts | seconds | RSS before, MB | RSS peak, MB | growth, MB | file, MB |
|---|---|---|---|---|---|---|
${row('PGlite', onPglite)}
${row('PostgreSQL', onPostgres)}
`,
  );
}

await main();
