/**
 * 10,000 НПД payouts from the company's confirmation to DONE with their receipts registered (issue 14),
 * through both sandboxes over HTTP and the job queue: a confirmed form is one payouts.execute (the
 * checklist again with fresh FNS data, the bank's sendPayment) → payouts.poll (the bank's statuses;
 * the paid ones settled: DEBIT, DONE, the receipts, notifications) → fns.register-incomes (the receipts in
 * «Мой налог»); "before" runs the same with a job per payout (PAYOUT_BATCH_JOBS=false: each a batch of one). The drafts are made
 * first through POST /v1/payout (pay: false); the clock starts at the first POST /v1/payout/pay and stops
 * when the last receipt is REGISTERED. Runs from `npm run bench`, or alone (BENCH_DATABASE_URL adds PostgreSQL):
 *
 *   node --import tsx bench/payouts-settle.ts
 *
 * and replaces its marked section of docs/performance.md. BENCH_SETTLE_PAYOUTS changes the count. While
 * iterating: BENCH_SETTLE_PG_ONLY=1 (PostgreSQL alone, the doc untouched), BENCH_SETTLE_VARIANTS=1 (by index),
 * BENCH_SETTLE_COUNT_QUERIES=1 (statements by kind with their time), BENCH_SETTLE_CONFIRM_ONLY=1 (the
 * confirmations alone, workers stopped), BENCH_SETTLE_LOG_LEVEL=warn (the API's log).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiPaths, type CreatePayoutsResponse, MAX_PAYOUT_ROWS } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../apps/api/src/db/client.js';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo.js';
import { reconcileBalances } from '../apps/api/src/modules/ledger/index.js';
import {
  loginOn,
  type PortalProcess,
  startApiProcess,
  startWorkerProcess,
} from '../apps/api/src/test-support/portal-processes.js';
import { type Engine, loadNote, ms, onBothEngines, queryRows, startApi, writeSection } from './bench-support.js';
import { fundedCompany, npdContractors } from './payout-parties.js';
import { ok } from './raw-http.js';

const PAYOUTS = Number(process.env.BENCH_SETTLE_PAYOUTS ?? 10_000);
/** PGlite runs one statement at a time: 10,000 would take a quarter of an hour per variant there. */
const PGLITE_PAYOUTS = Number(process.env.BENCH_PGLITE_SETTLE_PAYOUTS ?? 2_000);
const CONTRACTORS = 50;
/** Confirmations sent at once (forms of 50 payouts each, as the web app sends them). */
const PAY_AT_ONCE = 4;
const GIVE_UP_MS = 30 * 60 * 1000;

/**
 * Every statement sent to PostgreSQL during the timed part is counted (the "statements/payout" column);
 * BENCH_SETTLE_COUNT_QUERIES=1 also prints them by their first words with the time each took from sending
 * to its answer (lock waits included): where the round trips go.
 */
const statementCounts = new Map<string, number>();
const statementMs = new Map<string, number>();
let countingStatements = false;
const detailed = process.env.BENCH_SETTLE_COUNT_QUERIES === '1';
const confirmOnly = process.env.BENCH_SETTLE_CONFIRM_ONLY === '1';
{
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (!countingStatements) return query.apply(this, args);
    const first = args[0] as string | { text?: string };
    const text = (typeof first === 'string' ? first : (first?.text ?? '')).replace(/\s+/g, ' ').slice(0, 90);
    statementCounts.set(text, (statementCounts.get(text) ?? 0) + 1);
    if (!detailed) return query.apply(this, args);
    const started = performance.now();
    const result = query.apply(this, args);
    if (result instanceof Promise) {
      void result
        .finally(() => statementMs.set(text, (statementMs.get(text) ?? 0) + performance.now() - started))
        .catch(() => {});
    }
    return result;
  } as typeof pg.Client.prototype.query;
}

/** The statements counted since the last call, per payout (printed in detail with BENCH_SETTLE_COUNT_QUERIES=1). */
function takeStatements(payouts: number): number {
  const all = [...statementCounts].sort((a, b) => b[1] - a[1]);
  const total = all.reduce((sum, [, n]) => sum + n, 0);
  if (detailed) {
    console.log(`statements: ${total} (${(total / payouts).toFixed(1)} a payout)`);
    const totalMs = [...statementMs.values()].reduce((sum, v) => sum + v, 0);
    console.log(`statement time (sent → answered, summed): ${totalMs.toFixed(0)} ms`);
    for (const [text, n] of all.slice(0, 60)) {
      console.log(
        `${(n / payouts).toFixed(2).padStart(7)} ${(statementMs.get(text) ?? 0).toFixed(0).padStart(7)} ms  ${text}`,
      );
    }
  }
  statementCounts.clear();
  statementMs.clear();
  return total / payouts;
}

/**
 * `processes`: the scale-out shape of docs/scale-out.md — the API (JOB_WORKERS=false) and a job worker each in
 * its own process on the same database, both reaching the sandboxes in this process through SANDBOX_URL
 * (PostgreSQL only: PGlite belongs to one process).
 */
export type Variant = { name: string; payouts: number; env: Record<string, string>; processes?: boolean };
type Figure = {
  name: string;
  payouts: number;
  confirmMs: number;
  doneMs: number;
  receiptsMs: number;
  perSecond: number;
  jobs: Record<string, number>;
  transactionsPerPayout: number | undefined;
  /** Statements sent to PostgreSQL per payout during the timed part. */
  statementsPerPayout?: number | undefined;
};

const counts = async (db: Database['db'], customerId: string) =>
  (
    await queryRows<{ done: number; failed: number; receipts: number }>(
      db,
      sql`
      select (select count(*)::int from payouts where customer_id = ${customerId} and status = 'DONE') as done,
             (select count(*)::int from payouts where customer_id = ${customerId} and status in ('DECLINED', 'ERROR')) as failed,
             (select count(*)::int from fns_receipts where customer_id = ${customerId} and status = 'REGISTERED') as receipts`,
    )
  )[0]!;

async function commits(db: Database['db'], engine: Engine) {
  if (engine !== 'PostgreSQL') return undefined;
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select xact_commit::bigint as n from pg_stat_database where datname = current_database()`,
  );
  return Number(row!.n);
}

async function measureVariant(database: Database, engine: Engine, variant: Variant, tag: string): Promise<Figure> {
  const { runtime, baseUrl } = await startApi(database, {
    // The sandboxes answer at once: the figure is our own path, not the bank's or FNS's latency.
    BANK_SANDBOX_DELAY_MS: '0',
    FNS_SANDBOX_MESSAGE_DELAY_MS: '0',
    // BENCH_SETTLE_LOG_LEVEL=warn: the API's log on stdout (what a job handed on and why).
    ...(process.env.BENCH_SETTLE_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_SETTLE_LOG_LEVEL } : {}),
    ...variant.env,
  });
  const N = variant.payouts;
  try {
    const db = runtime.ctx.db;
    const company = await fundedCompany(runtime, baseUrl, `settle-${tag}`, BigInt(N) * 100_00n + 1_000_00n);
    const contractors = await npdContractors(runtime, baseUrl, company.customerId, CONTRACTORS, Number(tag));
    // The scale-out shape: from here on this process only hosts the sandboxes and asks; the API and the
    // worker are processes of their own (their statements counted by bench/count-statements.mjs), started
    // before the drafts so FNS's data of the contractors is as old at the clock's start as in one process.
    let client = company.client;
    if (variant.processes) {
      await runtime.ctx.jobs.stop();
      const env = {
        FILES_DIR: path.join(os.tmpdir(), 'vp-bench', 'files'),
        LOG_LEVEL: process.env.BENCH_SETTLE_LOG_LEVEL ?? 'warn',
        NODE_OPTIONS: `--import=${pathToFileURL(path.join(benchDir, 'count-statements.mjs')).href}`,
        BENCH_STATEMENTS_DIR: statementsDir,
        ...variant.env,
      };
      const host = { baseUrl, runtime };
      children.push(...(await Promise.all([startApiProcess(host, env), startWorkerProcess(host, env)])));
      client = await loginOn(children[0]!.url!, company.email, DEMO_PASSWORD);
    }
    const drafts: string[] = [];
    for (let from = 0; from < N; from += MAX_PAYOUT_ROWS) {
      const rows = Array.from({ length: Math.min(MAX_PAYOUT_ROWS, N - from) }, (_, i) => ({
        employee_id: contractors[(from + i) % CONTRACTORS]!.employeeId,
        amount: '100.00',
        service_name: 'Доставка документов',
      }));
      const created = await ok(
        client.post<CreatePayoutsResponse>(
          apiPaths.payouts.create,
          { rows, pay: false },
          { headers: { 'idempotency-key': randomUUID() } },
        ),
      );
      drafts.push(...created.body.items.map((p) => p.id));
    }
    // «Проверить» once for all contractors, as the web app checks a form before paying it: FNS's data of each
    // is fresh when the clock starts in every variant, and asked again only once PAYOUT_FNS_FRESH_SECONDS pass.
    await ok(
      client.post(apiPaths.payouts.check, {
        rows: contractors.map((c) => ({
          employee_id: c.employeeId,
          amount: '100.00',
          service_name: 'Доставка документов',
        })),
      }),
    );
    await db.execute(sql`analyze`);
    const jobsBefore = await jobCounts(db);
    const commitsBefore = await commits(db, engine);
    const childStatementsBefore = childStatements();

    // BENCH_SETTLE_CONFIRM_ONLY=1: the workers stop first, so the confirmations are measured alone.
    if (confirmOnly) await runtime.ctx.jobs.stop();
    countingStatements = true;
    const started = performance.now();
    const forms = Array.from({ length: Math.ceil(drafts.length / MAX_PAYOUT_ROWS) }, (_, i) =>
      drafts.slice(i * MAX_PAYOUT_ROWS, (i + 1) * MAX_PAYOUT_ROWS),
    );
    await Promise.all(
      Array.from({ length: PAY_AT_ONCE }, async (_, lane) => {
        for (let i = lane; i < forms.length; i += PAY_AT_ONCE) {
          await ok(
            client.post(
              apiPaths.payouts.pay,
              { payout_ids: forms[i] },
              { headers: { 'idempotency-key': randomUUID() } },
            ),
          );
        }
      }),
    );
    const confirmMs = performance.now() - started;
    if (confirmOnly) {
      // The confirmations alone (no workers): what paying the forms costs by itself.
      countingStatements = false;
      const statementsPerPayout = engine === 'PostgreSQL' ? takeStatements(N) : undefined;
      console.log(engine, JSON.stringify({ name: variant.name, payouts: N, confirmMs, statementsPerPayout }));
      return {
        statementsPerPayout,
        name: variant.name,
        payouts: N,
        confirmMs,
        doneMs: 0,
        receiptsMs: 0,
        perSecond: 0,
        jobs: {},
        transactionsPerPayout: undefined,
      };
    }
    let doneMs = 0;
    for (;;) {
      const c = await counts(db, company.customerId);
      if (c.failed > 0) {
        const reasons = await queryRows(
          db,
          sql`select status, reason, count(*)::int as n from payouts where customer_id = ${company.customerId} and status in ('DECLINED', 'ERROR') group by 1, 2`,
        );
        throw new Error(`bench: payouts declined or failed: ${JSON.stringify(reasons)}`);
      }
      if (!doneMs && c.done === N) doneMs = performance.now() - started;
      if (c.receipts === N) break;
      if (performance.now() - started > GIVE_UP_MS) throw new Error(`bench: stuck at ${JSON.stringify(c)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const receiptsMs = performance.now() - started;
    countingStatements = false;
    // The processes' counters are written five times a second: one more reading after they settled.
    await new Promise((r) => setTimeout(r, 500));
    const fromChildren = (childStatements() - childStatementsBefore) / N;
    const statementsPerPayout = engine === 'PostgreSQL' ? takeStatements(N) + fromChildren : undefined;
    const commitsAfter = await commits(db, engine);
    const jobsAfter = await jobCounts(db);
    const jobs = Object.fromEntries(
      Object.entries(jobsAfter)
        .map(([name, n]) => [name, n - (jobsBefore[name] ?? 0)] as const)
        .filter(([, n]) => n > 0),
    );
    const mismatches = await reconcileBalances(runtime.ctx);
    if (mismatches.length > 0) throw new Error(`bench: ${mismatches.length} ledger mismatches`);
    const figure: Figure = {
      name: variant.name,
      payouts: N,
      confirmMs,
      doneMs,
      receiptsMs,
      perSecond: (N / receiptsMs) * 1000,
      jobs,
      transactionsPerPayout:
        commitsBefore !== undefined && commitsAfter !== undefined ? (commitsAfter - commitsBefore) / N : undefined,
      statementsPerPayout,
    };
    console.log(engine, JSON.stringify(figure));
    return figure;
  } finally {
    await Promise.all(children.splice(0).map((child) => child.stop()));
    await runtime.close();
  }
}

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const statementsDir = mkdtempSync(path.join(os.tmpdir(), 'vp-bench-statements-'));
/** The API and worker processes of the current variant (the scale-out shape). */
const children: PortalProcess[] = [];

/** Σ of the statements every process started by the bench has sent so far (bench/count-statements.mjs). */
function childStatements(): number {
  return readdirSync(statementsDir).reduce(
    (sum, file) => sum + Number(readFileSync(path.join(statementsDir, file), 'utf8') || 0),
    0,
  );
}

async function jobCounts(db: Database['db']) {
  const rows = await queryRows<{ name: string; n: number }>(
    db,
    sql`select name, count(*)::int as n from jobs group by name`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}

/**
 * Before: a job per payout at every step (PAYOUT_BATCH_JOBS=false; measured on fewer payouts, it would take
 * seven minutes at 10,000). After: the defaults — a confirmed form is one batch through the bank, the
 * statuses, the settling and the receipts.
 */
export const VARIANTS: Variant[] = [
  {
    name: 'before: a job per payout at every step (PAYOUT_BATCH_JOBS=false)',
    payouts: Math.min(PAYOUTS, 2_000),
    env: { PAYOUT_BATCH_JOBS: 'false' },
  },
  { name: 'after: a form is a batch (defaults, JOB_CONCURRENCY=3)', payouts: PAYOUTS, env: {} },
  {
    name: 'after, scale-out shape: API (JOB_WORKERS=false) and a job worker in processes of their own, sandboxes via SANDBOX_URL',
    payouts: PAYOUTS,
    env: {},
    processes: true,
  },
];

/** BENCH_SETTLE_VARIANTS=1,2 measures only those variants (by index), e.g. while iterating. */
const chosen = process.env.BENCH_SETTLE_VARIANTS?.split(',').map(Number);

async function measure(database: Database, engine: Engine): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const [i, variant] of VARIANTS.entries()) {
    if (chosen && !chosen.includes(i)) continue;
    if (variant.processes && engine === 'PGlite') continue;
    const payouts = engine === 'PGlite' ? Math.min(variant.payouts, i === 0 ? 300 : PGLITE_PAYOUTS) : variant.payouts;
    figures.push(await measureVariant(database, engine, { ...variant, payouts }, String(i)));
  }
  return figures;
}

const seconds = (v: number | undefined) => (v === undefined ? '—' : (v / 1000).toFixed(1));

async function main() {
  const loadAtStart = os.loadavg()[0]!;
  // BENCH_PGLITE_FIGURES: a JSON file of PGlite figures printed by an earlier run, to re-measure PostgreSQL alone.
  const given = process.env.BENCH_PGLITE_FIGURES;
  // BENCH_SETTLE_PG_ONLY=1: PostgreSQL alone, printed, docs/performance.md left as it is (while iterating).
  const pgOnly = process.env.BENCH_SETTLE_PG_ONLY === '1';
  const { onPglite, onPostgres } = await onBothEngines(
    measure,
    pgOnly ? [] : given ? (JSON.parse(readFileSync(given, 'utf8')) as Figure[]) : undefined,
  );
  if (pgOnly) {
    console.log(`load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end`);
    return;
  }
  const rows = onPglite.map((f) => {
    const pg = onPostgres?.find((o) => o.name === f.name);
    return `| ${f.name} | ${f.payouts} / ${pg?.payouts ?? '—'} | ${seconds(f.confirmMs)} / ${seconds(f.doneMs)} / ${seconds(f.receiptsMs)} | ${ms(f.perSecond, 0)} | ${pg ? `${seconds(pg.confirmMs)} / ${seconds(pg.doneMs)} / ${seconds(pg.receiptsMs)}` : '—'} | ${ms(pg?.perSecond, 0)} | ${ms(pg?.statementsPerPayout)} | ${ms(pg?.transactionsPerPayout)} |`;
  });
  const last = (onPostgres ?? onPglite).at(-1)!;
  writeSection(
    'payouts-settle',
    `## Payouts from confirmation to DONE with receipts (issue 14)

bench/payouts-settle.ts, ${new Date().toISOString().slice(0, 10)}, ${loadNote(loadAtStart)}.${given ? ' The PGlite figures are from an earlier run of the same code that day (BENCH_PGLITE_FIGURES), PostgreSQL re-measured alone.' : ''}
${PAYOUTS.toLocaleString('en-US')} НПД payouts on PostgreSQL (its "before" ${Math.min(PAYOUTS, 2_000).toLocaleString('en-US')}; PGlite: ${PGLITE_PAYOUTS.toLocaleString('en-US')}, its "before" 300; the "payouts" column
says how many each run had) of 100 ₽ by one company to ${CONTRACTORS} contractors, made as drafts first (POST /v1/payout,
${MAX_PAYOUT_ROWS} rows a form, pay: false); then the clock starts and the company confirms them (POST /v1/payout/pay, ${MAX_PAYOUT_ROWS} a request,
${PAY_AT_ONCE} requests at once; «Проверить» once for all contractors before the clock, as the web app checks a form); it stops when the
last receipt is REGISTERED in the FNS sandbox. API and job workers in one process (but in the scale-out row), both sandboxes on its port,
answering without their default delays (BANK_SANDBOX_DELAY_MS=0,
FNS_SANDBOX_MESSAGE_DELAY_MS=0), so the figure is our own path. The run checks that none failed and that the ledger
reconciles. Times in seconds: confirmed / all DONE / all receipts; rate = payouts per second to the last receipt;
"statements/payout" = statements sent to PostgreSQL per payout in the timed part (counted at the driver); "tx/payout" =
PostgreSQL commits per payout (pg_stat_database; a statement outside a transaction counts as one). Target: ≤ 15 s on PostgreSQL.

| variant | payouts (PGlite / PostgreSQL) | PGlite s | PGlite payouts/s | PostgreSQL s | PostgreSQL payouts/s | statements/payout | tx/payout |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Jobs run for the ${last.payouts.toLocaleString('en-US')} payouts of the last variant (${onPostgres ? 'PostgreSQL' : 'PGlite'}): ${Object.entries(
      last.jobs,
    )
      .map(([name, n]) => `${name} ${n}`)
      .join(', ')}.

Reading: "before" is a job per payout (PAYOUT_BATCH_JOBS=false: since issue 23 each payout is a batch of one through the
same pipeline) — after its confirmation each payout is three jobs (payouts.execute: the НПД rules again and sendPayment;
payouts.poll: the status, then settlePaid — DEBIT, DONE, history, the receipt and its job, two notifications;
fns.register-incomes), each a claim, its statements and a
completion — with this code's confirmation and rules' reads, so it is already lighter than the code before this
change (95 statements and 32 commits a payout, 23 payouts/s on 3,000 at load 6–9: the previous version of this section).
The time went into round trips, each dearer here than the work it carries (a statement's write is a
syscall on this VM; profiled with \`node --cpu-prof\`, writev alone was 16 % of the process), so the lifecycle now takes
fewer, larger steps (docs/decisions/payouts.md «Batches»): a confirmed form is one payouts.execute (the rules once
per contractor, SENT for all in one transaction, the bank's payments eight at a time), one payouts.poll (the
statuses eight at a time; the DONE ones settled in one transaction: one ledger postHolds, DONE, history, receipts and
notifications one statement each) and one fns.register-incomes (the FNS messages eight at a time, the receipts marked
in one transaction); the form itself is held with one ledger holdMany and one update, and the НПД rules read their facts in three
statements instead of seven (fns-eligibility.repo.ts). Every guarantee of the single jobs stands, and a payout whose
step fails in a batch goes on as a batch of its own (payouts-batch.test.ts). Measured on the way (PostgreSQL, 1,000
payouts, \`BENCH_SETTLE_COUNT_QUERIES=1\`): 95 statements a payout → 51 (batch jobs) → 38 (a form held at once) → 26
(receipts in batches) → 18 (the rules' reads merged); 18 → 54 payouts/s between the first and the third, at load
averages of 0.5–3 and 9 (the machine's load, other agents' work, moved every figure by ±50 % from run to run).

In the same run, batches against a job per payout: 76 → 18 statements and 27 → 10.5 commits a payout, 11 → 39 payouts/s
on PostgreSQL, 13 → 38 on PGlite (4 of its 2,000 payouts had a step fail in their batch — most likely a call timed out
while PGlite served one statement at a time — and were finished by their own single jobs, as designed).

What bounded it on 2026-11-25 was the confirmation (the last form confirmed at 253 s of 256): a company's forms are
one queue on its row and ledger accounts (as they must be: numbers, limits and the balance are checked under those
locks), and each form ran the НПД rules' reads per row inside its transaction — the contractor with connection,
snapshot and link; the year's receipt sums; the N5 statements; the held sum twice: 5 statements a row — and the execute
batch ran them again per contractor. Now the rules read their facts once for all of a form's contractors (fns
\`payoutEligibilityJudge\`, one statement per fact; the checklist and the execute batch both use it) and judge each row
in memory. Measured in one run on PostgreSQL alone on the machine (2,000 payouts, load 2.0–3.4,
\`BENCH_SETTLE_COUNT_QUERIES=1\`; the code before checked out for the first): 15.6 → 4.9 statements and 9.4 → 3.5
commits a payout, the confirmations 30.3 → 9.3 s, 61 → 110 payouts/s to the last receipt. Of the 4.9 statements, 3.0
are the FNS request runner's message log per receipt (read, SENT, COMPLETED); the next step is those writes once per
batch (the request runner, owned by the FNS module).

The scale-out shape (the last row: the API with JOB_WORKERS=false and a job worker in processes of their own, both
reaching the sandboxes in the bench's process through SANDBOX_URL; their statements counted by
bench/count-statements.mjs) gives the confirmations a core of their own (6.7 s for 2,000 against 9.3 s in one
process), but the jobs then have the other core alone with PostgreSQL and the sandboxes; in its first run (2,000,
before the bench pressed «Проверить» ahead of the clock) it settled at 65 payouts/s with 8.6 statements a payout,
most of the difference FNS refreshes: its batches started after the contractors' data had aged past
PAYOUT_FNS_FRESH_SECONDS, and three batches at once refreshed the same 50 contractors (13 messages each). At 10,000
(another run, load 5.3 → 3.9, «Проверить» ahead of the clock in both): one process 161 s (62 payouts/s), the scale-out
shape 133 s (75/s), 7.4 and 7.1 statements a payout — against 256 s, 39/s and 17.7 on 2026-11-25. The confirmations
are no longer what bounds it (70 s in one process, 32.5 s with a core of their own, ~3 ms a payout): the jobs are —
the last receipt came 91 s after the last confirmation in one process, 101 s in the scale-out shape. In a run longer
than PAYOUT_FNS_FRESH_SECONDS the execute batches refresh every contractor again each 30 s, each batch on its own and
one contractor after another (13 messages, each a send, a poll and three writes of the message log): most likely
most of the 2.5 statements a payout more than at 2,000 and much of the jobs' time; sharing one refresh between the batches, and the message log's
writes once per batch, are the next steps on our side.

The floor (bench/payouts-floor.ts, its own section below): the external calls alone — the bank's payment and status and
FNS's message and poll per payout, through the project's clients and sandboxes, no database — take 23–29 s for 10,000
payouts on this machine (1,450–1,800 calls/s); with node:http instead of \`fetch\` 11.5 s. 10,000 in 15 s is 670 payouts
a second; on these 2 cores the HTTP exchanges alone do not fit in it, so the aim needs fewer exchanges per payout (the
bank's batch calls, if it has them), a leaner HTTP client and more cores, beside the remaining statements in batches.
`,
  );
}

await main();
