/**
 * The ledger's posting rate alone (issue 14): operations per second through modules/ledger on a real
 * database, one operation per transaction as the payout path commits them, with every trigger and CHECK
 * of the ledger working (docs/decisions/ledger.md). Used by bench/run.ts; also runs on its own:
 *
 *   node --import tsx bench/ledger-posting.ts                 (PGlite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/ledger-posting.ts
 *
 * and then replaces its section of docs/performance.md with the figures it measured.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/api/src/db/client.js';
import { runMigrations } from '../apps/api/src/db/migrate.js';
import { createCustomer, DEMO_PASSWORD } from '../apps/api/src/db/seed/demo.js';
import { inTransaction } from '../apps/api/src/db/transaction.js';
import { credit, hold, postHold, reconcileBalances, voidHold } from '../apps/api/src/modules/ledger/index.js';
import { withDatabase } from '../apps/api/src/test-support/template-db.js';

export const LEDGER_SECTION_TITLE = "## The ledger's posting rate (issue 14)";
/** Where docs/performance.md's hand-measured web section starts (bench/run.ts keeps it). */
export const WEB_SECTION_TITLE = '## The web app on a phone';

export type LedgerFigure = {
  name: string;
  /** Operations committed (each in its own transaction). */
  operations: number;
  workers: number;
  perSecond: number;
  /** One operation's transaction, ms. */
  p50: number;
  p95: number;
};

/** Sequential payout-like cycles per worker; PGlite runs them one at a time whatever the worker count. */
const CYCLES = 600;
const WORKERS = 8;
const INNS = [
  '7707083893',
  '7719617469',
  '7728168971',
  '7736050003',
  '7702070139',
  '7710140679',
  '7740000076',
  '7704217370',
];

type Ctx = { db: Database['db']; now: () => Date };
type Op = (ctx: Ctx) => Promise<unknown>;

async function companies(ctx: Ctx, n: number, tag: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { customer } = await createCustomer(ctx.db, {
      email: `ledger-bench-${tag}-${i}@company.ru`,
      inn: INNS[i % INNS.length]!,
      organisationName: `ООО «Проводки ${i}»`,
      password: DEMO_PASSWORD,
    });
    ids.push(customer.id);
  }
  return ids;
}

const topUp =
  (customerId: string, amountKopecks: bigint): Op =>
  (ctx) =>
    inTransaction(ctx, (txCtx) =>
      credit(txCtx, { customerId, amountKopecks, externalReference: randomUUID(), description: 'Пополнение' }),
    );
const holdOp = (customerId: string, amountKopecks: bigint) => (ctx: Ctx) =>
  inTransaction(ctx, (txCtx) =>
    hold(txCtx, {
      customerId,
      amountKopecks,
      referenceKind: 'PAYOUT',
      referenceId: randomUUID(),
      description: 'Выплата',
    }),
  );

/**
 * `workers` loops at once, each running its own list of operations one after another; every operation's
 * own time and the wall time of the whole.
 */
async function run(ctx: Ctx, name: string, perWorker: Op[][]): Promise<LedgerFigure> {
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    perWorker.map(async (ops) => {
      for (const op of ops) {
        const t = performance.now();
        await op(ctx);
        times.push(performance.now() - t);
      }
    }),
  );
  const wall = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return {
    name,
    operations: times.length,
    workers: perWorker.length,
    perSecond: (times.length / wall) * 1000,
    p50: at(0.5),
    p95: at(0.95),
  };
}

/** HOLD then DEBIT (every third partially, every fifth voided instead), `CYCLES` times per worker. */
function payoutCycles(customerId: string): Op[] {
  const ops: Op[] = [];
  for (let i = 0; i < CYCLES; i++) {
    let holdId = '';
    ops.push(async (ctx) => {
      holdId = (await holdOp(customerId, 10_000n)(ctx)).holdId;
    });
    ops.push((ctx) =>
      inTransaction(ctx, (txCtx) =>
        i % 5 === 4
          ? voidHold(txCtx, { holdId, description: 'Отмена' })
          : postHold(txCtx, { holdId, ...(i % 3 === 2 ? { amountKopecks: 7_000n } : {}) }),
      ),
    );
  }
  return ops;
}

/** Every figure on one migrated database. */
export async function measureLedgerPosting(ctx: Ctx, tag: string): Promise<LedgerFigure[]> {
  const ids = await companies(ctx, WORKERS, tag);
  const figures: LedgerFigure[] = [];
  figures.push(
    await run(ctx, 'CREDIT, one company', [Array.from({ length: CYCLES }, () => topUp(ids[0]!, 10_000_000n))]),
  );
  for (const id of ids.slice(1)) await topUp(id, 10_000_000n)(ctx);
  figures.push(await run(ctx, 'HOLD → DEBIT / UNHOLD, one company', [payoutCycles(ids[0]!)]));
  figures.push(
    await run(
      ctx,
      `HOLD → DEBIT / UNHOLD, ${WORKERS} companies at once`,
      ids.map((id) => payoutCycles(id)),
    ),
  );
  figures.push(
    await run(
      ctx,
      `HOLD → DEBIT / UNHOLD, one company, ${WORKERS} at once`,
      Array.from({ length: WORKERS }, () => payoutCycles(ids[0]!).slice(0, (2 * CYCLES) / 4)),
    ),
  );
  const mismatches = await reconcileBalances(ctx);
  if (mismatches.length > 0) throw new Error(`bench: ledger mismatches ${mismatches.length}`);
  return figures;
}

const num = (v: number | undefined, digits = 1) => (v === undefined ? '—' : v.toFixed(digits));

/** The markdown section of docs/performance.md. */
export function ledgerSection(onPglite: LedgerFigure[], onPostgres: LedgerFigure[] | undefined): string {
  const rows = onPglite.map((f) => {
    const other = onPostgres?.find((o) => o.name === f.name);
    return `| ${f.name} | ${f.operations} | ${num(f.perSecond, 0)} | ${num(f.p50)} / ${num(f.p95)} | ${num(other?.perSecond, 0)} | ${other ? `${num(other.p50)} / ${num(other.p95)}` : '—'} |`;
  });
  return `${LEDGER_SECTION_TITLE}

bench/ledger-posting.ts: operations committed per second through modules/ledger, each operation in its own
transaction (lock the company's accounts, insert the operation and its legs; the database's triggers move the
accounts' cache, check every leg and every CHECK). A payout cycle is HOLD, then DEBIT (every third partial) or, one in
five, UNHOLD; "at once" runs ${WORKERS} loops concurrently (PostgreSQL: pool of 10 connections; PGlite has one connection,
so its loops queue). ${CYCLES} cycles per loop. The run ends with a full reconciliation (no mismatch allowed).
Per-operation times are p50 / p95 in ms.

| case | operations | PGlite ops/s | PGlite p50 / p95 | PostgreSQL ops/s | PostgreSQL p50 / p95 |
|---|---|---|---|---|---|
${rows.join('\n')}

Reading: one operation is one transaction of four statements — lock the company's accounts (\`SELECT … ORDER BY id FOR
UPDATE\`), insert the operation, insert its legs (the row trigger moves each account's cache under the CHECKs, the
statement trigger checks the whole operation), commit (the deferred check that it has legs) — so the rate is bounded by
round trips and the commit, not by the amount of data. Companies never wait for each other (the system accounts are per
company, docs/decisions/ledger.md): on PostgreSQL the loops of 8 companies run side by side, while 8 loops of one company
queue on its AVAILABLE row, as they must (a HOLD reads the balance it reserves from). PGlite runs one transaction at a time
on its one connection, so its loops only add waiting. The triggers' queries are planned on every call (EXECUTE): a
PL/pgSQL plan kept from the session's first call, made on empty tables, read every entry on each posting until the next
ANALYZE (357 → 55 operations/s over 6,000 operations before the change).
`;
}

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

async function measureOn(database: Database, tag: string) {
  await runMigrations(database);
  return measureLedgerPosting({ db: database.db, now: () => new Date() }, tag);
}

/** Run on its own: measure, print, and replace the section in docs/performance.md. */
async function main() {
  const loadAtStart = os.loadavg()[0]!;
  const pglite = await openDatabase({});
  const onPglite = await measureOn(pglite, 'pglite');
  await pglite.close();
  let onPostgres: LedgerFigure[] | undefined;
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const { database, drop } = await openPostgres(serverUrl);
    onPostgres = await measureOn(database, 'pg');
    await database.close();
    await drop();
  }
  const section = `${ledgerSection(onPglite, onPostgres)}
Measured on its own (\`node --import tsx bench/ledger-posting.ts\`) on ${new Date().toISOString().slice(0, 10)}, load average
${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end.
`;
  console.log(section);
  const reportFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/performance.md');
  const report = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
  const at = report.indexOf(LEDGER_SECTION_TITLE);
  const end = at >= 0 ? report.indexOf('\n## ', at + LEDGER_SECTION_TITLE.length) : -1;
  // A first run puts the section before the hand-measured web section, which bench/run.ts keeps as it is.
  const web = report.indexOf(WEB_SECTION_TITLE);
  const next =
    at >= 0
      ? `${report.slice(0, at)}${section}${end >= 0 ? report.slice(end) : ''}`
      : web >= 0
        ? `${report.slice(0, web)}${section}\n${report.slice(web)}`
        : `${report.trimEnd()}\n\n${section}`;
  writeFileSync(reportFile, next);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
