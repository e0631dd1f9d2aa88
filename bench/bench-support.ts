/**
 * What the payout benches share (bench/payouts-*.ts): a fresh database on each engine, an API runtime on a
 * loopback port, percentiles, and the marked section of docs/performance.md each bench replaces.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.js';
import { type Database, type Db, openDatabase } from '../apps/api/src/db/client.js';
import { createRuntime, type Runtime } from '../apps/api/src/runtime.js';
import { withDatabase } from '../apps/api/src/test-support/template-db.js';

export type Timing = { p50: number; p95: number };

/** The rows of a query on either engine (their drivers' result types differ; both carry `rows`). */
export const queryRows = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export function percentiles(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

export const ms = (v: number | undefined, digits = 1) => (v === undefined ? '—' : v.toFixed(digits));
export const timing = (t: Timing | undefined) => (t ? `${ms(t.p50)} / ${ms(t.p95)}` : '—');

/** A fresh database on the PostgreSQL server, dropped after the run. */
export async function openPostgres(serverUrl: string) {
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

export type Engine = 'PGlite' | 'PostgreSQL';

/**
 * Runs `measure` on PGlite (unless its figures are given, from an earlier run), then (with BENCH_DATABASE_URL)
 * on a fresh PostgreSQL database, each database closed (and the PostgreSQL one dropped) afterwards.
 */
export async function onBothEngines<T>(measure: (database: Database, engine: Engine) => Promise<T>, pgliteGiven?: T) {
  const pglite = pgliteGiven === undefined ? await openDatabase({}) : undefined;
  const onPglite = pglite ? await measure(pglite, 'PGlite').finally(() => pglite.close()) : pgliteGiven!;
  let onPostgres: T | undefined;
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const { database, drop } = await openPostgres(serverUrl);
    try {
      onPostgres = await measure(database, 'PostgreSQL');
    } finally {
      await database.close();
      await drop();
    }
  }
  return { onPglite, onPostgres };
}

/** The API on a loopback port over `database`, logging nothing; `env` adds or overrides config keys. */
export async function startApi(database: Database, env: Record<string, string> = {}) {
  const config = loadConfig({
    APP_ENV: 'test',
    PORT: '0',
    DATA_DIR: path.join(os.tmpdir(), 'vp-bench'),
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'silent',
    SMTP_SANDBOX_PORT: '0',
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  const runtime: Runtime = await createRuntime(config, { database });
  await runtime.app.listen({ port: 0, host: '127.0.0.1' });
  const address = runtime.app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { runtime, baseUrl };
}

/** "Load average 1.2 at the start, 3.4 at the end", and that the cores are shared. */
export function loadNote(loadAtStart: number) {
  return `load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end (${os.cpus().length} cores shared with other agents' work: absolute figures swing with it)`;
}

const docFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/performance.md');

/**
 * Replaces the section between `<!-- name:start -->` and `<!-- name:end -->` of docs/performance.md, or
 * appends it at the end (bench/run.ts keeps everything from the web section on, so it survives a full run).
 */
export function writeSection(name: string, body: string) {
  const section = `<!-- ${name}:start -->\n${body.trim()}\n<!-- ${name}:end -->`;
  const doc = existsSync(docFile) ? readFileSync(docFile, 'utf8') : '';
  const marked = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  writeFileSync(docFile, marked.test(doc) ? doc.replace(marked, () => section) : `${doc.trimEnd()}\n\n${section}\n`);
  console.log(section);
}
