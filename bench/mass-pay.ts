/**
 * `npm run bench`, paying a mass payout registry (issue 25): a registry of 10,000 НПД rows (PGlite: 2,000,
 * BENCH_PGLITE_MASS_PAY_ROWS) imported first (timed on its own), then the clock starts at POST
 * /v1/mass_payout/:id/pay (Idempotency-Key) and stops when every payout is DONE and every receipt REGISTERED
 * in the FNS sandbox; on the way the registry's phases (CHECKING → CREATING → FOLLOWING), the bank registry's
 * states (payouts.bank-registry: NEW → CREATING → SUBMITTING → PAYING → READING → DONE) and the counts are
 * read every 100 ms, and every exchange with the bank and FNS sandboxes is counted at the server (their
 * path, method, SOAPAction; 429s apart). The sandboxes answer without their delays (BANK_SANDBOX_DELAY_MS=0,
 * the registry operations' operationDelayMs=0, FNS_SANDBOX_MESSAGE_DELAY_MS=0, BANK_REGISTRY_FIRST_READ_SECONDS=0)
 * but the bank's one request a second per registry method is kept (methodIntervalMs=1000, the bank's limit).
 *
 * Variants in the same run: the API and its job workers in one process; the scale-out shape of
 * docs/scale-out.md (an API process with JOB_WORKERS=false and a job worker process on the same PostgreSQL,
 * both reaching the sandboxes of this process through SANDBOX_URL; PostgreSQL only). And the floor, as
 * bench/payouts-floor.ts measures it for single payouts: the external exchanges of the same registry alone
 * through the project's clients, no database — the bank registry's create → result → submit → result → pay →
 * result → read (its 1 request/s limit kept), then a PostIncomeRequestV2 per payout (jobs of 500, three at
 * once, eight messages in flight each, as fns.register-incomes) and GetMessages per 100.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/mass-pay.ts
 *
 * BENCH_MASS_PAY_ROWS (10,000), BENCH_PGLITE_MASS_PAY_ROWS (2,000), BENCH_MASS_PAY_CONTRACTORS (50),
 * BENCH_MASS_PAY_VARIANTS=0,1 (by index), BENCH_MASS_PAY_PG_ONLY=1 (PostgreSQL alone, the doc untouched),
 * BENCH_MASS_PAY_FLOOR=0 (no floor).
 *
 * BENCH_MASS_PAY_CREATING=1: only the CREATING step, on PostgreSQL (BENCH_DATABASE_URL), the doc untouched —
 * payRegistryRows (what a CREATING chunk of the pay job runs, in its own transaction) for chunks of
 * BENCH_MASS_PAY_CREATING_ROWS (500, PAY_CHUNK) НПД rows, BENCH_MASS_PAY_CREATING_REPS (5) times after a
 * warm-up; ms and statements per chunk (no job workers, so every statement counted is the chunk's).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  apiPaths,
  CSRF_COOKIE,
  CSRF_HEADER,
  inn12WithCheckDigits,
  type MassPayout,
  pathWithId,
} from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.js';
import type { ActorContext } from '../apps/api/src/context.js';
import { type Database, openDatabase } from '../apps/api/src/db/client.js';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo.js';
import { inTransaction, type TxContext } from '../apps/api/src/db/transaction.js';
import { createBankRegistryClient } from '../apps/api/src/integrations/bank/bank.registry-client.js';
import type { BankRegistryClient, BankRegistryResult } from '../apps/api/src/integrations/bank/bank.registry-types.js';
import { BANK_SANDBOX_CLIENT_ID, BANK_SANDBOX_CLIENT_SECRET } from '../apps/api/src/integrations/bank/bank.sandbox.js';
import { createFnsClient } from '../apps/api/src/integrations/fns/fns.client.js';
import { FNS_SANDBOX_MASTER_TOKEN, FNS_SANDBOX_USER_TOKEN } from '../apps/api/src/integrations/fns/fns.sandbox.js';
import { FNS_PERMISSIONS, type FnsClient } from '../apps/api/src/integrations/fns/fns.types.js';
import { eachAtMost } from '../apps/api/src/lib/pipeline.js';
import { reconcileBalances } from '../apps/api/src/modules/ledger/index.js';
import { payRegistryRows, type RegistryPayRow } from '../apps/api/src/modules/payouts/index.js';
import type { TestClient } from '../apps/api/src/test-support/http-client.js';
import {
  loginOn,
  type PortalProcess,
  startApiProcess,
  startWorkerProcess,
} from '../apps/api/src/test-support/portal-processes.js';
import {
  type Engine,
  loadNote,
  onBothEngines,
  openPostgres,
  queryRows,
  startApi,
  writeSection,
} from './bench-support.js';
import { accountFor, BIK, fundedCompany, npdContractors } from './payout-parties.js';

const ROWS = Number(process.env.BENCH_MASS_PAY_ROWS ?? 10_000);
/** PGlite serves one statement at a time (see payouts-settle.ts): a fifth of the rows there. */
const PGLITE_ROWS = Number(process.env.BENCH_PGLITE_MASS_PAY_ROWS ?? 2_000);
const CONTRACTORS = Number(process.env.BENCH_MASS_PAY_CONTRACTORS ?? 50);
const AIM_SECONDS = 20;
const GIVE_UP_MS = 20 * 60 * 1000;
const paths = apiPaths.massPayouts;
const benchDir = path.dirname(fileURLToPath(import.meta.url));

/** The sandboxes without their delays; the bank's 1 request/s per registry method stays (its default). */
const SANDBOX_ENV = {
  BANK_SANDBOX_DELAY_MS: '0',
  FNS_SANDBOX_MESSAGE_DELAY_MS: '0',
  BANK_REGISTRY_FIRST_READ_SECONDS: '0',
};

// ---------------------------------------------------------------------------------------------------------
// Counting: the statements sent to PostgreSQL (this process at the driver, the child processes through
// bench/count-statements.mjs) and the exchanges the sandboxes of this process answer.

let statements = 0;
let countingStatements = false;
/** BENCH_MASS_PAY_CREATING: each connection's statements, to tell the chunk's transaction from the job workers'. */
let statementsByClient: Map<pg.Client, string[]> | null = null;
{
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (countingStatements) statements += 1;
    if (statementsByClient) {
      const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | undefined)?.text ?? '');
      const texts = statementsByClient.get(this) ?? [];
      texts.push(text);
      statementsByClient.set(this, texts);
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}
const statementsDir = mkdtempSync(path.join(os.tmpdir(), 'vp-bench-statements-'));
const childStatements = () =>
  readdirSync(statementsDir).reduce(
    (sum, file) => sum + Number(readFileSync(path.join(statementsDir, file), 'utf8') || 0),
    0,
  );

/** Every bank and FNS exchange the sandboxes answer while `on`, by kind; a 429 counted apart. */
function exchangeCounter(server: http.Server) {
  const counts = new Map<string, number>();
  let on = false;
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!on) return;
    const url = (req.url ?? '').split('?')[0]!;
    let kind: string | undefined;
    if (url.startsWith('/sandbox/bank/') && !url.startsWith('/sandbox/bank/control')) {
      // Ids (uuids, correlation ids) folded into :id so the kinds add up.
      const route = url
        .slice('/sandbox/bank'.length)
        .split('/')
        .map((part) => (/\d/.test(part) && part.length >= 8 ? ':id' : part))
        .join('/');
      kind = `bank ${req.method} ${route}`;
    } else if (url.startsWith('/sandbox/fns/ais3')) {
      kind = `FNS ${String(req.headers.soapaction ?? '?').replace(/"|urn:/g, '')}`;
    } else if (url.startsWith('/sandbox/fns/open-api')) {
      kind = 'FNS auth';
    }
    if (!kind) return;
    res.once('finish', () => {
      const key = res.statusCode === 429 ? `${kind} → 429` : kind;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    });
  });
  return {
    start() {
      counts.clear();
      on = true;
    },
    stop() {
      on = false;
      return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]));
    },
  };
}

const sum = (counts: Record<string, number>, pick: (kind: string) => boolean) =>
  Object.entries(counts).reduce((total, [kind, n]) => total + (pick(kind) ? n : 0), 0);

// ---------------------------------------------------------------------------------------------------------
// The registry file: the portal's template, each contractor in turn, every row its own amount (100 ₽ + i
// kopecks: no row repeats another within 30 days; at most ~34 rows of ≤ 200 ₽ a contractor, far from the
// 2.4 M ₽ НПД cap), paid to the contractor's account.

async function excelFile(
  client: TestClient,
  file: string,
  n: number,
  contractors: { inn: string }[],
  baseKopecks: number,
) {
  const res = await fetch(client.baseUrl + paths.template, { headers: { cookie: client.allCookies() } });
  const template = new ExcelJS.Workbook();
  await template.xlsx.load(await res.arrayBuffer());
  const header = (template.getWorksheet('Выплаты')!.getRow(1).values as unknown[]).slice(1).map(String);
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(file), useSharedStrings: false });
  const sheet = book.addWorksheet('Выплаты');
  sheet.addRow(header).commit();
  for (let i = 0; i < n; i++) {
    const kopecks = baseKopecks + i;
    const c = i % contractors.length;
    const cells: Record<string, string> = {
      '№': String(i + 1),
      Фамилия: 'Нагрузкин',
      Имя: 'Семён',
      ИНН: contractors[c]!.inn,
      'Тип исполнителя': 'НПД',
      'Сумма, руб.': `${Math.floor(kopecks / 100)},${String(kopecks % 100).padStart(2, '0')}`,
      'Наименование услуги (текст чека)': 'Доставка документов',
      'Способ выплаты': 'Счёт',
      'Номер счёта': accountFor(c),
      БИК: BIK,
    };
    sheet.addRow(header.map((title) => cells[title] ?? null)).commit();
  }
  sheet.commit();
  await book.commit();
}

async function importRegistry(client: TestClient, file: string, rows: number): Promise<MassPayout> {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(file)]), 'Реестр к оплате.xlsx');
  const headers = { cookie: client.allCookies(), [CSRF_HEADER]: client.cookie(CSRF_COOKIE) ?? '' };
  const res = await fetch(client.baseUrl + paths.importFile, { method: 'POST', headers, body: form });
  const uploaded = (await res.json()) as MassPayout;
  if (res.status !== 201) throw new Error(`bench: upload answered ${res.status}: ${JSON.stringify(uploaded)}`);
  for (;;) {
    const registry = (await client.get<MassPayout>(pathWithId(paths.one, uploaded.id))).body;
    if (registry.import.status === 'ERROR') throw new Error(`bench: import failed: ${registry.import.error}`);
    if (registry.import.status === 'ACTIVATED') {
      if (registry.rows.valid !== rows) {
        const bad = await client.get<{ items: { row_number: number; errors: string[] }[] }>(
          `${pathWithId(paths.rows, registry.id)}?state=INVALID&page_size=3`,
        );
        for (const r of bad.body.items) console.log(`  row ${r.row_number}: ${r.errors.join('; ')}`);
        throw new Error(`bench: ${registry.rows.valid} valid rows of ${rows}: ${JSON.stringify(registry.rows)}`);
      }
      return registry;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// ---------------------------------------------------------------------------------------------------------
// The variants, in one runtime per engine (the FNS sandbox's bindings live in it): one company, its
// contractors seeded once; each variant its own registries with amounts of their own (no 30-day repeats
// between variants). The scale-out shape runs last (this process's job workers stop for it).

type Variant = {
  name: string;
  /** Registries paid at once, and rows in each, per engine (0: not run there). */
  registries: number;
  rows: Record<Engine, number>;
  processes?: boolean;
  /** Run only when chosen with BENCH_MASS_PAY_VARIANTS (not in the doc's table). */
  optIn?: boolean;
};
const VARIANTS: Variant[] = [
  {
    name: `one process, one registry of ${ROWS.toLocaleString('en-US')} rows (PGlite ${PGLITE_ROWS.toLocaleString('en-US')})`,
    registries: 1,
    rows: { PostgreSQL: ROWS, PGlite: PGLITE_ROWS },
  },
  {
    name: `scale-out (API process with JOB_WORKERS=false + a worker process), one registry of ${ROWS.toLocaleString('en-US')} rows`,
    registries: 1,
    rows: { PostgreSQL: ROWS, PGlite: 0 },
    processes: true,
  },
  {
    name: `one process, ${ROWS.toLocaleString('en-US')} rows as two registries paid at once`,
    registries: 2,
    rows: { PostgreSQL: ROWS / 2, PGlite: 0 },
    optIn: true,
  },
];

type Figure = {
  name: string;
  engine: Engine;
  rows: number;
  registries: number;
  importMs: number;
  payAnswerMs: number;
  /** Seconds from the first POST …/pay to when the LAST registry reached each mark (phase, bank state, event …). */
  marks: Record<string, number>;
  totalMs: number;
  exchanges: Record<string, number>;
  statementsPerPayout: number | undefined;
  jobs: Record<string, number>;
  /** Why the variant did not finish, if it did not. */
  failure?: string;
};

const children: PortalProcess[] = [];

async function jobCounts(db: Database['db']) {
  const rows = await queryRows<{ name: string; n: number }>(
    db,
    sql`select name, count(*)::int as n from jobs group by name`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}

type Stage = {
  runtime: Awaited<ReturnType<typeof startApi>>['runtime'];
  baseUrl: string;
  engine: Engine;
  company: Awaited<ReturnType<typeof fundedCompany>>;
  contractors: { inn: string }[];
  exchanges: ReturnType<typeof exchangeCounter>;
  scratch: string;
};

async function measureVariant(stage: Stage, variant: Variant, index: number): Promise<Figure> {
  const { runtime, baseUrl, engine, company, contractors, exchanges, scratch } = stage;
  const db = runtime.ctx.db;
  const perRegistry = variant.rows[engine];
  const rows = perRegistry * variant.registries;
  const registries: MassPayout[] = [];
  const importStarted = performance.now();
  for (let r = 0; r < variant.registries; r++) {
    const file = path.join(scratch, `registry-${index}-${r}.xlsx`);
    await excelFile(company.client, file, perRegistry, contractors, 10_000 + index * 20_000 + r * perRegistry);
    registries.push(await importRegistry(company.client, file, perRegistry));
  }
  const importMs = performance.now() - importStarted;
  console.log(`${engine} ${variant.name}: import ${(importMs / 1000).toFixed(1)} s`);
  const ids = registries.map((r) => r.id);
  const references = ids.map((id) => `mass_payout:${id}`);

  let client = company.client;
  if (variant.processes) {
    await runtime.ctx.jobs.stop();
    const env = {
      ...SANDBOX_ENV,
      FILES_DIR: runtime.ctx.config.FILES_DIR!,
      LOG_LEVEL: process.env.BENCH_MASS_PAY_LOG_LEVEL ?? 'warn',
      NODE_OPTIONS: `--import=${pathToFileURL(path.join(benchDir, 'count-statements.mjs')).href}`,
      BENCH_STATEMENTS_DIR: statementsDir,
    };
    const host = { baseUrl, runtime };
    children.push(...(await Promise.all([startApiProcess(host, env), startWorkerProcess(host, env)])));
    client = await loginOn(children[0]!.url!, company.email, DEMO_PASSWORD);
  }
  // As in production, where contractors were bound long before a registry: their FNS facts older than
  // PAYOUT_FNS_FRESH_SECONDS, so the admission right before the bank refreshes each (DOMAIN §2.1).
  await db.execute(
    sql`update fns_taxpayers set status_checked_at = now() - interval '1 hour', income_checked_at = now() - interval '1 hour'`,
  );
  await db.execute(sql`analyze`);
  const jobsBefore = await jobCounts(db);
  const childBefore = childStatements();
  const counts = async () =>
    (
      await queryRows<{ done: number; failed: number; receipts: number }>(
        db,
        sql`
        select (select count(*)::int from payouts where customer_id = ${company.customerId} and status = 'DONE') as done,
               (select count(*)::int from payouts where customer_id = ${company.customerId} and status in ('DECLINED', 'ERROR')) as failed,
               (select count(*)::int from fns_receipts where customer_id = ${company.customerId} and status = 'REGISTERED') as receipts`,
      )
    )[0]!;
  const before = await counts();

  let polls = 0;
  statements = 0;
  countingStatements = engine === 'PostgreSQL';
  exchanges.start();
  const started = performance.now();
  for (const registry of registries) {
    const paid = await client.post<MassPayout>(
      pathWithId(paths.pay, registry.id),
      {},
      { headers: { 'idempotency-key': randomUUID() } },
    );
    if (paid.status !== 202) throw new Error(`bench: pay answered ${paid.status}: ${JSON.stringify(paid.body)}`);
  }
  const payAnswerMs = performance.now() - started;

  // A mark is when the last registry reached it (each registry's first sight kept apart).
  const seen = new Map<string, Map<string, number>>();
  const marks: Record<string, number> = {};
  const sight = (name: string, who: string, count = variant.registries) => {
    const at = (performance.now() - started) / 1000;
    const by = seen.get(name) ?? new Map<string, number>();
    seen.set(name, by);
    if (!by.has(who)) by.set(who, at);
    if (by.size === count && marks[name] === undefined) marks[name] = Math.max(...by.values());
  };
  let totalMs = 0;
  let failure: string | undefined;
  for (;;) {
    polls += 3;
    const states = await queryRows<{ id: string; status: string; phase: string | null }>(
      db,
      sql`select id, status, pay_phase as phase from mass_payouts where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const banks = await queryRows<{ id: string; state: string }>(
      db,
      sql`select id, state from payout_bank_registries where reference in (${sql.join(
        references.map((r) => sql`${r}`),
        sql`, `,
      )})`,
    );
    const c = await counts();
    for (const st of states) {
      if (st.phase) sight(`phase ${st.phase}`, st.id);
      if (st.status !== 'PROCESSING') sight(`registry ${st.status}`, st.id);
    }
    const bankCount = Math.max(banks.length, variant.registries);
    for (const b of banks) sight(`bank ${b.state}`, b.id, bankCount);
    const done = c.done - before.done;
    const receipts = c.receipts - before.receipts;
    if (done > 0) marks['first payout DONE'] ??= (performance.now() - started) / 1000;
    if (receipts > 0) marks['first receipt'] ??= (performance.now() - started) / 1000;
    if (done === rows) marks['all DONE'] ??= (performance.now() - started) / 1000;
    if (receipts === rows) marks['all receipts'] ??= (performance.now() - started) / 1000;
    if (c.failed > before.failed || states.some((st) => st.status === 'ERROR' || st.status === 'DRAFT')) {
      throw new Error(`bench: failed: ${JSON.stringify({ states, c, before })}`);
    }
    // A bank registry that does not leave NEW within a minute (its job failing): the variant is recorded as failed.
    const newSince = seen.get('bank NEW');
    if (
      newSince &&
      !seen.has('bank CREATING') &&
      [...newSince.values()].some((at) => (performance.now() - started) / 1000 - at > 60)
    ) {
      const [job] = await queryRows<{ attempts: number }>(
        db,
        sql`select max(attempts)::int as attempts from jobs where name = 'payouts.bank-registry' and state <> 'completed'`,
      );
      failure = `the bank registry stayed NEW for 60 s, payouts.bank-registry failing (attempts ${job?.attempts ?? '?'})`;
      break;
    }
    if (!totalMs && done === rows && receipts === rows) {
      totalMs = performance.now() - started;
      countingStatements = false;
    }
    if (totalMs && states.every((st) => st.status === 'COMPLETED')) break;
    if (performance.now() - started > GIVE_UP_MS) throw new Error(`bench: stuck at ${JSON.stringify({ states, c })}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  countingStatements = false;
  const counted = exchanges.stop();
  // The registries' own events, stamped in their transactions: the ends of CHECKING (VALIDATED) and CREATING
  // (PAYOUTS_CREATED) even where a poll could not see the phase (PGlite serves the bench's polls only
  // between the pay job's transactions); the clock's origin is the first PAY_STARTED.
  const events = await queryRows<{ id: string; event: string; at: string }>(
    db,
    sql`select mass_payout_id as id, event, to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
        from mass_payout_events where mass_payout_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) order by occurred_at`,
  );
  const origin = Math.min(...events.filter((e) => e.event === 'PAY_STARTED').map((e) => Date.parse(e.at)));
  for (const e of events) {
    if (e.event === 'PAY_STARTED') continue;
    const at = (Date.parse(e.at) - origin) / 1000;
    const name = `event ${e.event}`;
    marks[name] = Math.max(marks[name] ?? 0, at);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const jobsAfter = await jobCounts(db);
  if (!failure) {
    const mismatches = await reconcileBalances(runtime.ctx);
    if (mismatches.length > 0) throw new Error(`bench: ${mismatches.length} ledger mismatches`);
  }
  const figure: Figure = {
    name: variant.name,
    engine,
    rows,
    registries: variant.registries,
    importMs,
    payAnswerMs,
    marks,
    totalMs,
    exchanges: counted,
    // The bench's own polls (three statements each) left out.
    statementsPerPayout:
      engine === 'PostgreSQL' ? (statements - polls + childStatements() - childBefore) / rows : undefined,
    jobs: Object.fromEntries(
      Object.entries(jobsAfter)
        .map(([name, n]) => [name, n - (jobsBefore[name] ?? 0)] as const)
        .filter(([, n]) => n > 0),
    ),
    ...(failure ? { failure } : {}),
  };
  console.log(engine, JSON.stringify(figure));
  return figure;
}

async function sandboxPost(baseUrl: string, route: string, body: unknown = {}) {
  const res = await fetch(`${baseUrl}/sandbox/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`bench: ${route} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

// ---------------------------------------------------------------------------------------------------------
// The floor: the registry path's external exchanges alone, no database.

type FloorFigure = {
  shape: string;
  rows: number;
  bankMs: number;
  /** Of bankMs, the time spent waiting out the bank's 1 request/s (its 429s) and between result reads. */
  bankWaitMs: number;
  bankCalls: number;
  fnsSendMs: number;
  fnsPollMs: number;
  fnsCalls: number;
};

/** FNS's answers in GetMessages batches of 100 (FNS_GET_MESSAGES_BATCH_SIZE); a receipt job's 500 messages. */
const RECEIPT_JOB = 500;
const RECEIPT_JOBS_AT_ONCE = 3;
const RECEIPT_IN_FLIGHT = 8;

async function prepareFloor(baseUrl: string, fns: FnsClient) {
  await sandboxPost(baseUrl, 'bank/control/reset');
  await sandboxPost(baseUrl, 'fns/control/reset');
  await sandboxPost(baseUrl, 'fns/control', { auto_approve_ms: 0 });
  const inns = Array.from({ length: CONTRACTORS }, (_, i) => inn12WithCheckDigits(`539${String(i).padStart(7, '0')}`));
  await eachAtMost(8, [...inns.entries()], async ([i, inn]) => {
    await sandboxPost(baseUrl, 'fns/control/taxpayers', {
      inn,
      first_name: `Семён${i}`,
      second_name: 'Нагрузкин',
      phone: `79938${String(i).padStart(6, '0')}`,
      registered: true,
    });
    const bindId = await fns.send('PostBindPartnerWithInn', { inn, permissions: [...FNS_PERMISSIONS] });
    const bind = await fns.receive('PostBindPartnerWithInn', bindId);
    if (bind.status !== 'COMPLETED') throw new Error('bench: bind still processing');
    const statusId = await fns.send('GetBindPartnerStatus', { id: bind.response.id });
    const status = await fns.receive('GetBindPartnerStatus', statusId);
    if (status.status !== 'COMPLETED' || status.response.result !== 'COMPLETED') {
      throw new Error(`bench: ${inn} not bound`);
    }
  });
  return inns;
}

async function untilDone(bank: BankRegistryClient, correlationId: string, wait: (ms: number) => Promise<void>) {
  for (;;) {
    const result: BankRegistryResult = await bank.readResult(correlationId);
    if (result.status === 'SUCCESS') return result;
    if (result.status !== 'IN_PROGRESS') throw new Error(`bench: the bank answered ${JSON.stringify(result)}`);
    await wait(1000); // as bank-registry-steps.ts resultOf reads again a second later
  }
}

async function measureFloor(shape: string, baseUrl: string, rows: number): Promise<FloorFigure> {
  let bankWaitMs = 0;
  const wait = async (ms: number) => {
    bankWaitMs += ms;
    await new Promise((resolve) => setTimeout(resolve, ms));
  };
  const sandbox = `${baseUrl}/sandbox`;
  const bank = createBankRegistryClient({
    baseUrl: () => `${sandbox}/bank`,
    clientId: BANK_SANDBOX_CLIENT_ID,
    clientSecret: BANK_SANDBOX_CLIENT_SECRET,
    sleep: wait,
  });
  const fns = createFnsClient({
    serviceUrl: () => `${sandbox}/fns/ais3/smz/SmzIntegrationService`,
    authUrl: () => `${sandbox}/fns/open-api/AuthService/0.1`,
    masterToken: FNS_SANDBOX_MASTER_TOKEN,
    userToken: FNS_SANDBOX_USER_TOKEN,
  });
  const inns = await prepareFloor(baseUrl, fns);
  await sandboxPost(baseUrl, 'bank/control/registry-settings', { operationDelayMs: 0, methodIntervalMs: 1000 });
  const config = loadConfig({ APP_ENV: 'test' });
  const payouts = Array.from({ length: rows }, (_, i) => ({
    id: randomUUID(),
    c: i % CONTRACTORS,
    kopecks: 10_000n + BigInt(i),
  }));

  // The bank: one registry of every payment (the token fetched on the way, as a worker's first call does).
  const bankStarted = performance.now();
  bankWaitMs = 0;
  const created = await bank.createRegistry({
    registryKey: randomUUID(),
    payerAccount: config.NOMINAL_ACCOUNT_NUMBER,
    createType: 'IGNORE_ERRORS',
    payments: payouts.map((p) => ({
      externalId: p.id,
      amountKopecks: p.kopecks,
      payeeInn: inns[p.c]!,
      recipient: {
        kind: 'ACCOUNT',
        accountNumber: accountFor(p.c),
        bik: BIK,
        name: `Нагрузкин Семён${p.c}`,
        inn: inns[p.c]!,
      },
      purpose: `Оплата услуг самозанятого по выплате №${p.c + 1} от ООО «Нагрузка»: Доставка документов. Без НДС`,
    })),
  });
  const createdResult = await untilDone(bank, created.correlationId, wait);
  if (createdResult.paymentErrors.length > 0) throw new Error(`bench: ${createdResult.paymentErrors.length} refused`);
  await untilDone(bank, (await bank.submitRegistry(createdResult.registryId)).correlationId, wait);
  await untilDone(bank, (await bank.payRegistry(createdResult.registryId)).correlationId, wait);
  const read = await bank.getRegistry(createdResult.registryId);
  if (read.status !== 'FOUND') throw new Error(`bench: registry read ${read.status}`);
  const notDone = read.registry.payments.filter((p) => p.status !== 'DONE').length;
  if (notDone > 0) throw new Error(`bench: ${notDone} payments not DONE`);
  const bankMs = performance.now() - bankStarted;
  const bankCalls = 1 + 7 + 0; // token + create, result ×3, submit, pay, read (429s not counted here)

  // FNS: the receipts in jobs of 500, three at once: every message sent (8 in flight), then polled per 100.
  let fnsSendMs = 0;
  let fnsPollMs = 0;
  let fnsCalls = 0;
  const jobs = Array.from({ length: Math.ceil(rows / RECEIPT_JOB) }, (_, j) =>
    payouts.slice(j * RECEIPT_JOB, (j + 1) * RECEIPT_JOB),
  );
  const now = new Date();
  const fnsStarted = performance.now();
  await eachAtMost(RECEIPT_JOBS_AT_ONCE, jobs, async (job) => {
    const sending = performance.now();
    const ids: string[] = [];
    await eachAtMost(RECEIPT_IN_FLIGHT, job, async (p) => {
      ids.push(
        await fns.send('PostIncomeRequestV2', {
          inn: inns[p.c]!,
          requestTime: now.toISOString(),
          operationTime: now.toISOString(),
          incomeType: 'FROM_LEGAL_ENTITY',
          customerInn: '7707083893',
          customerOrganization: 'ООО «Нагрузка»',
          services: [{ name: 'Доставка документов', amountKopecks: p.kopecks, quantity: 1 }],
          totalAmountKopecks: p.kopecks,
          operationUniqueId: p.id,
        }),
      );
    });
    fnsCalls += job.length;
    const polling = performance.now();
    fnsSendMs += polling - sending;
    for (let from = 0; from < ids.length; from += 100) {
      const answers = await fns.getMessages('PostIncomeRequestV2', ids.slice(from, from + 100));
      fnsCalls += 1;
      const open = answers.filter((a) => !a.ok || a.state.status !== 'COMPLETED').length;
      if (open > 0) throw new Error(`bench: ${open} receipts not answered at the first poll`);
    }
    fnsPollMs += performance.now() - polling;
  });
  const fnsMs = performance.now() - fnsStarted;
  // Per-job sums overlap (three jobs at once): scaled to the wall time of the FNS part.
  const scale = fnsMs / (fnsSendMs + fnsPollMs);
  return {
    shape,
    rows,
    bankMs,
    bankWaitMs,
    bankCalls,
    fnsSendMs: fnsSendMs * scale,
    fnsPollMs: fnsPollMs * scale,
    fnsCalls,
  };
}

/** The sandboxes on a whole portal's port in this process (what the variants run), or bare in their own (payouts-floor.ts serve bare). */
async function floorShapes(): Promise<FloorFigure[]> {
  const figures: FloorFigure[] = [];
  {
    const database = await openDatabase({});
    const { runtime, baseUrl } = await startApi(database, { ...SANDBOX_ENV, JOB_WORKERS: 'false' });
    try {
      figures.push(await measureFloor('sandboxes on the portal’s port, same process (as the variants)', baseUrl, ROWS));
    } finally {
      await runtime.close();
      await database.close();
    }
  }
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(benchDir, 'payouts-floor.ts'), 'serve', 'bare'],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening (\S+)/.exec(out);
        if (match) resolve(match[1]!);
      });
      child.once('exit', (code) => reject(new Error(`bench: the sandbox process ended (${code})`)));
    });
    figures.push(await measureFloor('bank + FNS sandboxes alone (bare Fastify), own process', baseUrl, ROWS));
  } finally {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.stdin!.end();
    });
  }
  for (const f of figures) console.log('floor', JSON.stringify(f));
  return figures;
}

// ---------------------------------------------------------------------------------------------------------

const chosen = process.env.BENCH_MASS_PAY_VARIANTS?.split(',').map(Number);

async function measure(database: Database, engine: Engine): Promise<Figure[]> {
  const run = VARIANTS.map((variant, index) => ({ variant, index }))
    .filter(({ variant, index }) => (chosen ? chosen.includes(index) : !variant.optIn) && variant.rows[engine] > 0)
    .sort((a, b) => Number(a.variant.processes ?? false) - Number(b.variant.processes ?? false));
  if (run.length === 0) return [];
  const { runtime, baseUrl } = await startApi(database, {
    ...SANDBOX_ENV,
    ...(process.env.BENCH_MASS_PAY_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_MASS_PAY_LOG_LEVEL } : {}),
  });
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'vp-mass-pay-'));
  try {
    // The registry operations complete at once; methodIntervalMs (1 request/s per method) stays the bank's.
    const settings = await sandboxPost(baseUrl, 'bank/control/registry-settings', { operationDelayMs: 0 });
    console.log(`${engine} bank registry settings: ${JSON.stringify(settings)}`);
    const company = await fundedCompany(runtime, baseUrl, 'mass-pay', 1_000_000_000_00n);
    const seeding = performance.now();
    const contractors = await npdContractors(runtime, baseUrl, company.customerId, CONTRACTORS, 3);
    console.log(`${engine} ${CONTRACTORS} contractors in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const stage: Stage = {
      runtime,
      baseUrl,
      engine,
      company,
      contractors,
      exchanges: exchangeCounter(runtime.app.server),
      scratch,
    };
    const figures: Figure[] = [];
    for (const { variant, index } of run) figures.push(await measureVariant(stage, variant, index));
    return figures;
  } finally {
    countingStatements = false;
    await Promise.all(children.splice(0).map((child) => child.stop()));
    await runtime.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

const s = (v: number | undefined) => (v === undefined || !Number.isFinite(v) ? '—' : v.toFixed(1));
const between = (f: Figure, from: string, to: string) =>
  f.marks[to] !== undefined && f.marks[from] !== undefined ? f.marks[to]! - f.marks[from]! : undefined;

/** The end of CHECKING and of CREATING: the registry's events (VALIDATED, PAYOUTS_CREATED), else the polls. */
const checked = (f: Figure) => f.marks['event VALIDATED'] ?? f.marks['phase CREATING'] ?? Number.NaN;
const created = (f: Figure) => f.marks['event PAYOUTS_CREATED'] ?? f.marks['phase FOLLOWING'] ?? Number.NaN;

function row(f: Figure) {
  const bank = sum(f.exchanges, (k) => k.startsWith('bank'));
  const fns = sum(f.exchanges, (k) => k.startsWith('FNS'));
  const limited = sum(f.exchanges, (k) => k.endsWith('429'));
  const seconds = f.totalMs / 1000;
  const met = f.failure
    ? 'no: did not finish'
    : f.engine === 'PostgreSQL' && f.rows >= 10_000
      ? seconds <= AIM_SECONDS
        ? 'yes'
        : `no (+${s(seconds - AIM_SECONDS)} s, ×${(seconds / AIM_SECONDS).toFixed(1)})`
      : '—';
  const rows = `${f.rows.toLocaleString('en-US')}${f.registries > 1 ? ` (${f.registries} × ${(f.rows / f.registries).toLocaleString('en-US')})` : ''}`;
  const total = f.failure ? `— (${f.failure})` : s(seconds);
  return `| ${f.name} | ${f.engine} | ${rows} | ${total} | ${s(checked(f))} | ${s(created(f) - checked(f))} | ${s(between(f, 'phase FOLLOWING', 'bank READING') ?? (f.marks['bank READING'] ?? Number.NaN) - created(f))} | ${s(between(f, 'bank READING', 'all DONE'))} | ${s(between(f, 'all DONE', 'all receipts'))} | ${s(f.marks['registry COMPLETED'])} | ${(bank / f.rows).toFixed(4)} + ${(fns / f.rows).toFixed(3)} (${limited} × 429) | ${f.statementsPerPayout === undefined ? '—' : f.statementsPerPayout.toFixed(1)} | ${met} |`;
}

async function main() {
  if (process.env.BENCH_MASS_PAY_CREATING === '1') return measureCreating();
  const loadAtStart = os.loadavg()[0]!;
  const pgOnly = process.env.BENCH_MASS_PAY_PG_ONLY === '1';
  // BENCH_MASS_PAY_FLOOR_FIGURES: a JSON file of the floor's figures printed by an earlier run of this bench.
  const floorGiven = process.env.BENCH_MASS_PAY_FLOOR_FIGURES;
  const floor: FloorFigure[] = floorGiven
    ? (JSON.parse(readFileSync(floorGiven, 'utf8')) as FloorFigure[])
    : process.env.BENCH_MASS_PAY_FLOOR === '0'
      ? []
      : await floorShapes();
  const { onPglite, onPostgres } = await onBothEngines(measure, pgOnly ? [] : undefined);
  const all = [...(onPostgres ?? []), ...onPglite];
  for (const f of all) console.log(row(f));
  if (pgOnly) {
    console.log(`load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end`);
    return;
  }
  const floorRows = floor.map(
    (f) =>
      `| ${f.shape} | ${f.rows.toLocaleString('en-US')} | ${s(f.bankMs / 1000)} (${s(f.bankWaitMs / 1000)} waiting out 1 request/s) | ${s(f.fnsSendMs / 1000)} / ${s(f.fnsPollMs / 1000)} | ${s((f.bankMs + f.fnsSendMs + f.fnsPollMs) / 1000)} | ${((f.bankCalls + f.fnsCalls) / f.rows).toFixed(3)} |`,
  );
  const exchangeLines = all.map(
    (f) =>
      `- ${f.engine}, ${f.name}, ${f.rows.toLocaleString('en-US')} rows: ${Object.entries(f.exchanges)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}; jobs: ${Object.entries(f.jobs)
        .map(([k, n]) => `${k} ${n}`)
        .join(
          ', ',
        )}; import ${s(f.importMs / 1000)} s, POST …/pay answered in ${f.payAnswerMs.toFixed(0)} ms; marks (s from the POST): ${Object.entries(
        f.marks,
      )
        .sort((a, b) => a[1] - b[1])
        .map(([k, v]) => `${k} ${v.toFixed(1)}`)
        .join(', ')}`,
  );
  writeSection(
    'mass-pay',
    `## Paying a registry (issue 25)

bench/mass-pay.ts, ${new Date().toISOString().slice(0, 10)}, ${loadNote(loadAtStart)}.${floorGiven ? ' The floor is from an earlier run of the same code that day (BENCH_MASS_PAY_FLOOR_FIGURES).' : ''} A registry of НПД rows (the portal's
Excel template, ${CONTRACTORS} contractors bound in the FNS sandbox, round robin, every row its own amount: no 30-day repeats, far
from the 2.4 M ₽ cap; limits lifted, the balance funded) imported first (not in the clock; its time in the list below);
the contractors' FNS facts then aged an hour, as for people bound long before, so the admission right before the bank
refreshes each of them from FNS (DOMAIN §2.1: 13 messages a contractor); then the clock starts at POST /v1/mass_payout/:id/pay (two registries: both POSTed back to back) and stops when every payout is DONE and every receipt REGISTERED.
The sandboxes answer without their delays (BANK_SANDBOX_DELAY_MS=0, registry operationDelayMs=0,
FNS_SANDBOX_MESSAGE_DELAY_MS=0, BANK_REGISTRY_FIRST_READ_SECONDS=0) but keep the bank's one request a second per
registry method (methodIntervalMs=1000). Phases in seconds: CHECKING (POST → CREATING: every row checked again, one
HOLD); CREATING (→ FOLLOWING: the payouts made, 500 rows a transaction); bank (FOLLOWING → the bank registry READING:
markSending, create, submit, pay and their results); settle (READING → every payout DONE: the registry read, the
payouts settled 500 a transaction); with two registries each phase ends when the later one's does; receipts (all DONE → all REGISTERED); "COMPLETED" = when the registry itself said
«выплачено N из N» (massPayouts.follow, whose pauses grow 1, 2, 4 … 30 s). Exchanges per payout: bank + FNS, counted
at the sandboxes' server (429s included, their number in brackets). Statements: sent to PostgreSQL per payout in the
clock (all processes). Aim: ≤ ${AIM_SECONDS} s for 10,000 on PostgreSQL.${PGLITE_ROWS < ROWS ? ` PGlite runs ${PGLITE_ROWS.toLocaleString('en-US')} rows (one statement at a time: 10,000 would take many minutes).` : ''}

| variant | database | rows | s to last receipt | CHECKING | CREATING | bank | settle | receipts | COMPLETED at | exchanges/payout (bank + FNS) | statements/payout | aim met |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${all.map(row).join('\n')}

${exchangeLines.join('\n')}

The floor (no database; the project's clients against its sandboxes, as bench/payouts-floor.ts for single payouts): the
bank registry's exchanges for all rows (create with every payment, its result, submit, its result, pay, its result, the
read: 8 calls with the token, plus the 429s of its 1 request/s), then a PostIncomeRequestV2 per payout (jobs of 500,
three at once, eight in flight each) and one GetMessages per 100 — ${(1 + 1 / 100).toFixed(2)} FNS calls a payout
against 4 a payout on the single-payout path.

| shape | rows | bank s | FNS send / poll s | total s | calls/payout |
|---|---|---|---|---|---|
${floorRows.join('\n')}
`,
  );
}

async function measureCreating() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) throw new Error('bench: BENCH_MASS_PAY_CREATING needs BENCH_DATABASE_URL');
  const chunk = Number(process.env.BENCH_MASS_PAY_CREATING_ROWS ?? 500);
  const reps = Number(process.env.BENCH_MASS_PAY_CREATING_REPS ?? 5);
  const loadAtStart = os.loadavg()[0]!;
  const { database, drop } = await openPostgres(serverUrl);
  const { runtime, baseUrl } = await startApi(database, SANDBOX_ENV);
  try {
    const company = await fundedCompany(runtime, baseUrl, 'mass-pay-creating', 1_000_000_000_00n);
    const contractors = await npdContractors(runtime, baseUrl, company.customerId, CONTRACTORS, 4);
    let tag = 0;
    const rowsOf = (): RegistryPayRow[] => {
      tag += 1;
      return Array.from({ length: chunk }, (_, i) => ({
        employeeId: contractors[i % contractors.length]!.employeeId,
        amountKopecks: BigInt(100_00 + tag * chunk + i),
        serviceName: 'Выплата по реестру',
        externalId: `creating-${tag}-${i}`,
        comment: `Реестр ${tag}, строка ${i + 1}`,
      }));
    };
    const asActor = <T>(work: (txCtx: TxContext<ActorContext>) => Promise<T>) =>
      inTransaction(runtime.ctx, (txCtx) =>
        work({
          ...txCtx,
          actor: { accountId: company.accountId, sessionId: 'bench', role: 'user', entityId: company.customerId },
        }),
      );
    // The contractors' НПД status asked of FNS once (the form's checklist), as the registry's CHECKING does first.
    const check = await company.client.post<{ rows: { payable: boolean }[] }>(apiPaths.payouts.check, {
      rows: contractors.map((c) => ({ employee_id: c.employeeId, amount: '100.00', service_name: 'Проверка' })),
    });
    if (!check.body.rows?.every((r) => r.payable)) throw new Error(`bench: checklist ${JSON.stringify(check.body)}`);
    const figure = { ms: [] as number[], statements: [] as number[] };
    // One warm-up chunk, then `reps` measured, each in its own transaction as the pay job's CREATING chunks.
    for (let rep = -1; rep < reps; rep += 1) {
      const rows = rowsOf();
      statementsByClient = new Map();
      const started = performance.now();
      const { outcomes } = await asActor((txCtx) =>
        payRegistryRows(txCtx, { customerId: company.customerId, kind: 'NPD', rows }),
      );
      const ms = performance.now() - started;
      // The chunk's transaction: the one connection that took payout numbers (the job workers' polls apart).
      const chunkStatements = [...statementsByClient.values()].find((texts) =>
        texts.some((t) => t.includes('payout_counters')),
      );
      statementsByClient = null;
      if (outcomes.some((o) => o.payoutId === null))
        throw new Error(`bench: a row refused: ${JSON.stringify(outcomes)}`);
      if (rep < 0) continue;
      figure.ms.push(ms);
      figure.statements.push(chunkStatements?.length ?? Number.NaN);
    }
    const median = [...figure.ms].sort((x, y) => x - y)[Math.floor(figure.ms.length / 2)]!;
    console.log(
      `payRegistryRows: ${chunk} rows a chunk, median ${median.toFixed(0)} ms (${figure.ms.map((v) => v.toFixed(0)).join(', ')}), ${(median / chunk).toFixed(2)} ms a row, statements a chunk ${figure.statements.join(', ')}; ${loadNote(loadAtStart)}`,
    );
  } finally {
    statementsByClient = null;
    await runtime.close();
    await database.close();
    await drop();
  }
}

await main();
process.exit(0);
