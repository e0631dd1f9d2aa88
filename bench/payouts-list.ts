/**
 * The company's payout list at 1,000,000 payouts (issue 14): every order SPEC gives payouts (number, date,
 * amount, ФИО, each both ways), plus the MY scope and the filters that walk an order's index, each as its
 * first page and a deep page (the last full page) read by the previous page's cursor, as the web app reads
 * "next page". Through HTTP (POST /v1/payout/list), so the figure is what a person waits for. Runs from
 * `npm run bench`, or alone:
 *
 *   node --import tsx bench/payouts-list.ts                 (PGlite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/payouts-list.ts
 *
 * and replaces its marked section of docs/performance.md.
 */
import os from 'node:os';
import { apiPaths, type PayoutListRequest, type PayoutListResponse } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.js';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo.js';
import { TestClient } from '../apps/api/src/test-support/http-client.js';
import {
  type Engine,
  loadNote,
  ms,
  onBothEngines,
  queryRows,
  startApi,
  timing,
  writeSection,
} from './bench-support.js';
import { deepRatio, measureFirstAndDeep, type PageFigure, worstP95, worstRatio } from './list-pages.js';
import { seedContractors } from './onboarding-data.js';
import { benchCompany, seedPayouts } from './payouts-data.js';
import { ok } from './raw-http.js';

/** Payouts of the measured company; four other companies hold 25,000 each. PGlite gets fewer (see the text). */
const MAIN_PAYOUTS = {
  PostgreSQL: Number(process.env.BENCH_PG_PAYOUTS ?? 900_000),
  PGlite: Number(process.env.BENCH_PGLITE_PAYOUTS ?? 100_000),
};
const OTHER_COMPANIES = 4;
const OTHER_PAYOUTS = 25_000;
const CONTRACTORS = 2_000;
const PAGE_SIZE = 20;
const N = 40;

type Case = { name: string; body: PayoutListRequest; individual?: boolean };
export type PayoutListFigure = PageFigure;
export type PayoutListRun = { rows: number; mainRows: number; fillSeconds: number; figures: PayoutListFigure[] };

const cases = (contractorId: string): Case[] => [
  { name: 'newest first (default)', body: {} },
  { name: 'oldest first', body: { sort: { field: 'ADDED_AT', direction: 'ASC' } } },
  { name: 'number ↑', body: { sort: { field: 'NUMBER', direction: 'ASC' } } },
  { name: 'number ↓', body: { sort: { field: 'NUMBER', direction: 'DESC' } } },
  { name: 'amount ↑', body: { sort: { field: 'AMOUNT', direction: 'ASC' } } },
  { name: 'amount ↓', body: { sort: { field: 'AMOUNT', direction: 'DESC' } } },
  { name: 'ФИО А→Я', body: { sort: { field: 'EMPLOYEE_FIO', direction: 'ASC' } } },
  { name: 'ФИО Я→А', body: { sort: { field: 'EMPLOYEE_FIO', direction: 'DESC' } } },
  { name: 'MY scope (a quarter), newest first', body: { filters: { scope: 'MY' } } },
  { name: 'status DECLINED (5 %), newest first', body: { filters: { status: ['DECLINED'] } } },
  { name: 'one contractor, newest first', body: { filters: { employee_id: contractorId } } },
  { name: 'individual (ГПХ) list, newest first', body: {}, individual: true },
];

async function measure(database: Database, engine: Engine): Promise<PayoutListRun> {
  const { runtime, baseUrl } = await startApi(database);
  try {
    const db = runtime.ctx.db;
    const fillStarted = performance.now();
    const main = await benchCompany(db, 'list', 0);
    await seedContractors(db, main.customerId, CONTRACTORS);
    const mainRows = MAIN_PAYOUTS[engine];
    await seedPayouts(db, main, mainRows);
    for (let i = 1; i <= OTHER_COMPANIES; i++) await seedPayouts(db, await benchCompany(db, 'list', i), OTHER_PAYOUTS);
    // What autovacuum does on a server after a bulk load (PGlite has none): statistics, and the visibility
    // map that lets a count read the index alone.
    await db.execute(sql`vacuum analyze`);
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    const [{ rows }] = (await queryRows<{ rows: number }>(db, sql`select count(*)::int as rows from payouts`)) as [
      { rows: number },
    ];
    console.log(`${engine}: ${rows} payouts in ${fillSeconds.toFixed(0)} s`);

    const client = new TestClient(baseUrl);
    await ok(client.post(apiPaths.auth.login, { login: main.email, password: DEMO_PASSWORD }));
    const [{ id: contractorId }] = (await queryRows<{ id: string }>(
      db,
      sql`select employee_id as id from payouts where customer_id = ${main.customerId} limit 1`,
    )) as [{ id: string }];
    const figures: PayoutListFigure[] = [];
    for (const c of cases(contractorId)) {
      const path = c.individual ? apiPaths.individualPayouts.list : apiPaths.payouts.list;
      const list = (body: PayoutListRequest) => ok(client.post<PayoutListResponse>(path, body));
      figures.push(await measureFirstAndDeep(c.name, list, c.body, { pageSize: PAGE_SIZE, n: N }));
      console.log(engine, JSON.stringify(figures.at(-1)));
    }
    return { rows, mainRows, fillSeconds, figures };
  } finally {
    await runtime.close();
  }
}

export function payoutListSection(onPglite: PayoutListRun, onPostgres: PayoutListRun | undefined, load: string) {
  const rows = onPglite.figures.map((f) => {
    const other = onPostgres?.figures.find((o) => o.name === f.name);
    return `| ${f.name} | ${f.found} / ${other?.found ?? '—'} | ${timing(f.first)} | ${timing(f.deep)} | ${deepRatio(f)} | ${timing(other?.first)} | ${timing(other?.deep)} | ${deepRatio(other)} |`;
  });
  return `## The payout list at 1,000,000 payouts (issue 14)

bench/payouts-list.ts, ${new Date().toISOString().slice(0, 10)}, ${load}.
POST /v1/payout/list (the НПД list; the last row: /v1/individual/payout/list) as the company, ${N} requests per
figure: the first page of ${PAGE_SIZE}, and the last full page ("deep") read with the cursor of the page before it, as
the web app asks for the next page; first and deep requests alternate. Times are p50 / p95 in ms; "deep/first" is the
ratio of the medians; "found" is totalCount on PGlite / PostgreSQL. Target: p95 ≤ 30 ms on PostgreSQL, deep/first ≤ 1.3.
Worst p95: PGlite ${worstP95(onPglite.figures)} ms, PostgreSQL ${worstP95(onPostgres?.figures)} ms; worst deep/first PGlite
${worstRatio(onPglite.figures)}, PostgreSQL ${worstRatio(onPostgres?.figures)}.

Data (bench/payouts-data.ts, INSERT … SELECT generate_series): on PostgreSQL ${onPostgres?.rows.toLocaleString('en-US') ?? '—'}
payouts, ${onPostgres?.mainRows.toLocaleString('en-US') ?? '—'} of them of the measured company and ${OTHER_PAYOUTS.toLocaleString('en-US')} of
each of ${OTHER_COMPANIES} others, filled in ${ms(onPostgres?.fillSeconds, 0)} s; on PGlite ${onPglite.rows.toLocaleString('en-US')}
(${onPglite.mainRows.toLocaleString('en-US')} of the measured company; filled in ${ms(onPglite.fillSeconds, 0)} s — a million rows in the
embedded engine's memory take minutes to load and prove nothing more about the plans, so PGlite measures fewer).
${CONTRACTORS.toLocaleString('en-US')} contractors; one payout every 30 s; 1 in 10 individual; 85 % DONE (each НПД one with
its registered receipt), 5 % DECLINED, 5 % PENDING, 2 % ERROR, 3 % drafts; a quarter created by the measured login.
The load ends with VACUUM ANALYZE (what autovacuum does on a server; PGlite has none).

| case | found | PGlite first | PGlite deep | deep/first | PostgreSQL first | PostgreSQL deep | deep/first |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Reading: a page is two queries run side by side, the page and its count (apps/api/src/modules/payouts/read/payouts-read.repo.ts).
The page walks 20 entries of its order's index (payouts_list_added, _number, _amount, _fio, _mine; a deep page seeks
there by the cursor's row comparison, so it costs what the first page costs) and joins each row by primary key to its
contractor and company, and to its receipt by fns_receipts_payout. Three things were missing, all in migration 0021,
measured with EXPLAIN ANALYZE on this machine on the same data before the run above: (1) no index led from a payout to
its receipt, so every page hashed all the receipts — 4.1 s a page on PostgreSQL, 14 ms with fns_receipts_payout;
(2) totalCount counted the company's live payouts of the kind on every request, an index-only scan of 809,100 entries,
90–190 ms on PostgreSQL under this load and most of every page (the first run of this bench: 90–180 ms p50 on every
order, deep/first ≈ 1) — payout_counts now keeps the live payouts per (company, kind, status, creator) by statement
triggers on payouts (one net upsert per statement; an update that changes none of these, a poll or a bank state,
writes nothing), so the plain list, a status filter and MY scope add up a few rows; a search, a contractor or a
period still counts the matching payouts; (3) a status filter had no index: its page walked the newest-first index
testing each row and its count read every live payout (170–280 ms); payouts_list_status (company, kind, status,
created_at, id) serves both (page 1.5 ms, count 3–16 ms). The counter rows are written in the settling transaction,
which already waits for the company's ledger accounts, so they add no new wait between payouts of one company.
`;
}

async function main() {
  const loadAtStart = os.loadavg()[0]!;
  const { onPglite, onPostgres } = await onBothEngines(measure);
  writeSection('payouts-list', payoutListSection(onPglite, onPostgres, loadNote(loadAtStart)));
}

await main();
