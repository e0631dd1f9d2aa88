/**
 * 200 НПД payouts created at once through HTTP (issue 14): each POST /v1/payout with its own Idempotency-Key
 * and `pay: true`, so each runs the whole checklist, takes the company's number and locks, and commits a
 * ledger HOLD with its outbox job. The job queue is stopped first, so the figure is the creation alone
 * (the bank's part is bench/payouts-settle.ts). The same 200 sent one after another are the baseline. Runs
 * from `npm run bench`, or alone (BENCH_DATABASE_URL adds PostgreSQL):
 *
 *   node --import tsx bench/payouts-create.ts
 *
 * and replaces its marked section of docs/performance.md.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { apiPaths } from '@vyplaty/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.js';
import { ledgerOperations } from '../apps/api/src/db/schema/index.js';
import {
  loadNote,
  ms,
  onBothEngines,
  percentiles,
  startApi,
  type Timing,
  timing,
  writeSection,
} from './bench-support.js';
import { type BenchCompany, fundedCompany, npdContractors } from './payout-parties.js';

const PAYOUTS = 200;
const CONTRACTORS = 20;

type Figure = { name: string; wallMs: number; perSecond: number; request: Timing; refused: number };

async function createAll(company: BenchCompany, contractors: { employeeId: string }[], atOnce: boolean) {
  const times: number[] = [];
  let refused = 0;
  const one = async (i: number) => {
    const started = performance.now();
    const res = await company.client.post(
      apiPaths.payouts.create,
      {
        rows: [
          {
            employee_id: contractors[i % contractors.length]!.employeeId,
            amount: '100.00',
            service_name: 'Доставка документов',
          },
        ],
        pay: true,
      },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    times.push(performance.now() - started);
    if (res.status !== 201) refused++;
  };
  const started = performance.now();
  if (atOnce) await Promise.all(Array.from({ length: PAYOUTS }, (_, i) => one(i)));
  else for (let i = 0; i < PAYOUTS; i++) await one(i);
  const wallMs = performance.now() - started;
  return { wallMs, perSecond: (PAYOUTS / wallMs) * 1000, request: percentiles(times), refused };
}

async function measure(database: Database): Promise<Figure[]> {
  const { runtime, baseUrl } = await startApi(database, { BANK_SANDBOX_DELAY_MS: '0' });
  try {
    const company = await fundedCompany(runtime, baseUrl, 'create', 10_000_000_00n);
    const contractors = await npdContractors(runtime, baseUrl, company.customerId, CONTRACTORS);
    await runtime.ctx.jobs.stop();
    await runtime.ctx.db.execute(sql`analyze`);
    const figures: Figure[] = [];
    // A warm-up pass (plans, pools), not measured.
    await createAll(company, contractors, false);
    figures.push({ name: `${PAYOUTS} one after another`, ...(await createAll(company, contractors, false)) });
    figures.push({ name: `${PAYOUTS} at once`, ...(await createAll(company, contractors, true)) });
    const [{ holds }] = (await runtime.ctx.db
      .select({ holds: sql<number>`count(*)::int` })
      .from(ledgerOperations)
      .where(and(eq(ledgerOperations.customerId, company.customerId), eq(ledgerOperations.type, 'HOLD')))) as [
      { holds: number },
    ];
    const refused = figures.reduce((n, f) => n + f.refused, 0);
    if (holds !== 3 * PAYOUTS - refused) throw new Error(`bench: ${holds} HOLDs for ${3 * PAYOUTS - refused} payouts`);
    if (refused > 0) throw new Error(`bench: ${refused} payouts refused`);
    return figures;
  } finally {
    await runtime.close();
  }
}

async function main() {
  const loadAtStart = os.loadavg()[0]!;
  const { onPglite, onPostgres } = await onBothEngines(measure);
  const rows = onPglite.map((f) => {
    const pg = onPostgres?.find((o) => o.name === f.name);
    return `| ${f.name} | ${ms(f.wallMs, 0)} | ${ms(f.perSecond, 0)} | ${timing(f.request)} | ${ms(pg?.wallMs, 0)} | ${ms(pg?.perSecond, 0)} | ${timing(pg?.request)} |`;
  });
  writeSection(
    'payouts-create',
    `## Creating payouts at once (issue 14)

bench/payouts-create.ts, ${new Date().toISOString().slice(0, 10)}, ${loadNote(loadAtStart)}.
${PAYOUTS} НПД payouts of one company to ${CONTRACTORS} contractors, each POST /v1/payout with its own Idempotency-Key and
\`pay: true\`: the checklist of every rule, the company's number, a ledger HOLD and the bank job in one transaction,
answered 201 (every one is; the run checks that there is one HOLD per payout). The job queue is stopped, so the bank
does not compete (bench/payouts-settle.ts measures that part). "one after another" is the baseline of the same
requests; a warm-up pass of ${PAYOUTS} comes first. Request times are p50 / p95 in ms.

| case | PGlite wall, ms | PGlite payouts/s | PGlite request p50 / p95 | PostgreSQL wall, ms | PostgreSQL payouts/s | PostgreSQL request p50 / p95 |
|---|---|---|---|---|---|---|
${rows.join('\n')}

Reading: a creation is one transaction after the checklist — lock the company, then its contractors (ADR 009), take
the company's next number, run every rule again on what the transaction sees (binding, taxpayer, N5 statements, the
year's income and held sums, the limits of the day and month, the balance), the ledger HOLD (lock the accounts,
insert the operation and its legs), the payout row, its history and its outbox job, then commit; the idempotency
record is written with the answer. Payouts of one company therefore queue on its row, its number counter and its
ledger accounts, as they must (numbers are sequential, the balance is checked under the lock), so sending them at once
does not raise the rate on either engine (an earlier run at load 9–12 gave PostgreSQL 16 → 25 payouts/s at once, PGlite
11 → 9): the p95 of "at once" is the length of the queue, not one request's work. One company's payouts are one queue;
several companies' payouts do not wait for each other (bench/ledger-posting.ts shows the same for the ledger).
`,
  );
}

await main();
