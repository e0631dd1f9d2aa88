/**
 * `npm run bench`, mass payout import (issue 25): a registry of 10,000 and of 100,000 rows, from the portal's Excel
 * template and from a 1C client-bank file, uploaded over HTTP and read + validated by the `massPayouts.import` job
 * (every row through the whole checklist) — seconds from the upload to ACTIVATED, and the peak RSS of the process
 * that ran the job: on PostgreSQL a job worker of its own (the scale-out shape), on PGlite this one process. The rows
 * pay 300 НПД contractors of the company, connected in the FNS sandbox, round robin, each row its own amount.
 * Aims (the issue): 10,000 rows ≤ 3 s on PostgreSQL; 100,000 rows under 300 MB peak RSS; 100k / 10k ≤ 11.
 * Files are built before anything is measured. `BENCH_MASS_ROWS=10000,100000` chooses the sizes; PostgreSQL runs
 * with BENCH_DATABASE_URL (after PGlite); `BENCH_MASS_IMPORT_PG_ONLY=1` runs PostgreSQL alone and only prints.
 */
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiPaths,
  CSRF_COOKIE,
  CSRF_HEADER,
  type MassPayout,
  type MassPayoutRowsResponse,
  pathWithId,
} from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { Database } from '../apps/api/src/db/client.js';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo.js';
import type { TestClient } from '../apps/api/src/test-support/http-client.js';
import {
  loginOn,
  type PortalProcess,
  startApiProcess,
  startWorkerProcess,
} from '../apps/api/src/test-support/portal-processes.js';
import { waitFor } from '../apps/api/src/test-support/test-server.js';
import { type Engine, loadNote, onBothEngines, queryRows, startApi, writeSection } from './bench-support.js';
import { accountFor, BIK, fundedCompany, npdContractors } from './payout-parties.js';

const loadAtStart = os.loadavg()[0]!;
const SIZES = (process.env.BENCH_MASS_ROWS ?? '10000,100000').split(',').map(Number);
const CONTRACTORS = 300;
const paths = apiPaths.massPayouts;

type Figure = {
  engine: Engine;
  kind: 'EXCEL' | 'TXT1C';
  rows: number;
  seconds: number;
  valid: number;
  peakRssMb: number;
  baseRssMb: number;
  /** Whose RSS: the job worker process alone (PostgreSQL) or the one bench process (PGlite). */
  rssOf: 'worker' | 'bench process';
  /** The job's own split (its «registry imported» log line), when the worker's log is read. */
  readSeconds?: number;
  validateSeconds?: number;
};

/** The RSS of the process whose import is measured: a job worker's from /proc, or this process's own. */
type RssProbe = { current(): number; resetPeak(): void; peak(): number };

const kib = (status: string, key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;

/** A child's RSS from /proc/<pid>/status; its peak (VmHWM) reset through clear_refs before the upload. */
function procRss(pid: number): RssProbe {
  const status = () => readFileSync(`/proc/${pid}/status`, 'utf8');
  return {
    current: () => kib(status(), 'VmRSS'),
    // «5» resets the peak resident set size to the current one (proc(5), clear_refs).
    resetPeak: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    peak: () => kib(status(), 'VmHWM'),
  };
}

/** This process's RSS (the PGlite shape: portal, job and database in one process), sampled every 20 ms. */
function ownRss(): RssProbe & { stop(): void } {
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  return {
    current: () => process.memoryUsage.rss(),
    resetPeak: () => {
      peak = process.memoryUsage.rss();
    },
    peak: () => Math.max(peak, process.memoryUsage.rss()),
    stop: () => clearInterval(sampler),
  };
}

/** The rows of every file: each contractor in turn, a different amount each (no row repeats another). */
const rowAt = (i: number, contractors: { inn: string }[]) => ({
  inn: contractors[i % contractors.length]!.inn,
  kopecks: 10_000 + i,
  account: accountFor(i % contractors.length),
});
const rubles = (kopecks: number) => `${Math.floor(kopecks / 100)},${String(kopecks % 100).padStart(2, '0')}`;

/** The template the API serves, its header kept, `n` rows written by exceljs's streaming writer. */
async function excelFile(client: TestClient, file: string, n: number, contractors: { inn: string }[]) {
  const res = await fetch(client.baseUrl + paths.template, { headers: { cookie: client.allCookies() } });
  const template = new ExcelJS.Workbook();
  await template.xlsx.load(await res.arrayBuffer());
  const header = (template.getWorksheet('Выплаты')!.getRow(1).values as unknown[]).slice(1).map(String);
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(file), useSharedStrings: false });
  const sheet = book.addWorksheet('Выплаты');
  sheet.addRow(header).commit();
  for (let i = 0; i < n; i++) {
    const row = rowAt(i, contractors);
    const cells: Record<string, string> = {
      '№': String(i + 1),
      Фамилия: 'Нагрузкин',
      Имя: 'Семён',
      ИНН: row.inn,
      'Тип исполнителя': 'НПД',
      'Сумма, руб.': rubles(row.kopecks),
      'Наименование услуги (текст чека)': 'Доставка документов',
      'Способ выплаты': 'Счёт',
      'Номер счёта': row.account,
      БИК: BIK,
    };
    sheet.addRow(header.map((title) => cells[title] ?? null)).commit();
  }
  sheet.commit();
  await book.commit();
}

/** A 1C 1.03 file in cp1251 of `n` payment orders from the platform's nominal account, the company's ИНН. */
function oneCFile(file: string, n: number, payer: { inn: string; account: string }, contractors: { inn: string }[]) {
  const out = createWriteStream(file);
  const write = (lines: string[]) => out.write(iconv.encode(`${lines.join('\r\n')}\r\n`, 'win1251'));
  write([
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    'Отправитель=Бухгалтерия предприятия, редакция 3.0',
    'Получатель=',
    'ДатаСоздания=20.11.2026',
    'ВремяСоздания=10:00:00',
    `РасчСчет=${payer.account}`,
    'Документ=Платежное поручение',
  ]);
  for (let i = 0; i < n; i++) {
    const row = rowAt(i, contractors);
    write([
      'СекцияДокумент=Платежное поручение',
      `Номер=${i + 1}`,
      'Дата=20.11.2026',
      `Сумма=${Math.floor(row.kopecks / 100)}.${String(row.kopecks % 100).padStart(2, '0')}`,
      `ПлательщикСчет=${payer.account}`,
      `Плательщик=ИНН ${payer.inn} ООО Компания`,
      `ПлательщикИНН=${payer.inn}`,
      'Плательщик1=ООО Компания',
      'ПлательщикБИК=044525225',
      `ПолучательСчет=${row.account}`,
      `Получатель=ИНН ${row.inn} Нагрузкин Семён`,
      `ПолучательИНН=${row.inn}`,
      'Получатель1=Нагрузкин Семён',
      `ПолучательБИК=${BIK}`,
      'ПолучательКорсчет=30101810400000000225',
      'ПолучательБанк1=ПАО Сбербанк',
      'НазначениеПлатежа=Доставка документов',
      'КонецДокумента',
    ]);
  }
  write(['КонецФайла']);
  return new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

async function uploadRegistry(client: TestClient, url: string, name: string, file: string) {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(file)]), name);
  const headers = { cookie: client.allCookies(), [CSRF_HEADER]: client.cookie(CSRF_COOKIE) ?? '' };
  const res = await fetch(client.baseUrl + url, { method: 'POST', headers, body: form });
  const body = (await res.json()) as MassPayout;
  if (res.status !== 201) throw new Error(`bench: upload answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Uploads, then polls the registry every 50 ms until its import ends; the peak RSS read after it. */
async function importOnce(client: TestClient, kind: Figure['kind'], file: string, rows: number, rss: RssProbe) {
  global.gc?.();
  const baseRss = rss.current();
  rss.resetPeak();
  const started = performance.now();
  const url = kind === 'EXCEL' ? paths.importFile : paths.importFile1c;
  const registry = await uploadRegistry(client, url, kind === 'EXCEL' ? 'реестр.xlsx' : 'реестр.txt', file);
  for (;;) {
    const res = await client.get<MassPayout>(pathWithId(paths.one, registry.id));
    const state = res.body.import;
    if (state.status === 'ERROR') throw new Error(`bench: import failed: ${state.error}`);
    if (state.status === 'ACTIVATED') {
      const seconds = (performance.now() - started) / 1000;
      const peakRss = Math.max(rss.peak(), baseRss);
      if (state.rows_total !== rows) throw new Error(`bench: ${state.rows_total} rows imported of ${rows}`);
      if (res.body.rows.valid < rows) await sayWhyInvalid(client, registry.id);
      return { seconds, valid: res.body.rows.valid, peakRssMb: peakRss / 2 ** 20, baseRssMb: baseRss / 2 ** 20 };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The first refused rows' reasons: a bench whose rows fail measures something else. */
async function sayWhyInvalid(client: TestClient, id: string) {
  const res = await client.get<MassPayoutRowsResponse>(`${pathWithId(paths.rows, id)}?state=INVALID&page_size=3`);
  for (const row of res.body.items) console.log(`  row ${row.row_number}: ${row.errors.join('; ')}`);
}

/**
 * On PostgreSQL the import runs as production scales out: an API process (JOB_WORKERS=false) takes the
 * upload and a job worker process of its own runs the job; a fresh worker per file, its RSS read before the
 * upload and its peak (VmHWM) after. It polls for jobs every 0.1 s (1 s by default: up to 1 s more).
 */
async function workerShape(host: { baseUrl: string; runtime: Awaited<ReturnType<typeof startApi>>['runtime'] }) {
  await host.runtime.ctx.jobs.stop();
  // The runtime's files folder for both (each process has a data folder of its own): the worker reads what the API stored.
  const config = host.runtime.ctx.config;
  const env = { FILES_DIR: config.FILES_DIR ?? path.join(config.DATA_DIR, 'files'), JOB_POLL_SECONDS: '0.1' };
  const api = await startApiProcess(host, env);
  let worker: PortalProcess | undefined;
  return {
    api,
    /** A worker that has started (its «запущен» line), settled for a second. */
    async freshWorker(): Promise<PortalProcess> {
      await worker?.stop();
      // BENCH_MASS_WORKER_NODE_OPTIONS: node's options for the worker alone (a heap limit, a diagnostic preload).
      const options = process.env.BENCH_MASS_WORKER_NODE_OPTIONS;
      const started = await startWorkerProcess(host, {
        ...env,
        LOG_LEVEL: 'info',
        ...(options && { NODE_OPTIONS: options }),
      });
      worker = started;
      await waitFor(
        () => (started.output().includes('обработчик заданий запущен') ? true : undefined),
        'a worker',
        60_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return started;
    },
    async stop() {
      await worker?.stop();
      await api.stop();
    },
  };
}

/** The job's read / validate split from the worker's «registry imported» line (pino JSON). */
function jobSplit(output: string) {
  const line = output.split('\n').findLast((l) => l.includes('"msg":"registry imported"'));
  if (!line) return {};
  const logged = JSON.parse(line) as { readMs: number; validateMs: number };
  return { readSeconds: logged.readMs / 1000, validateSeconds: logged.validateMs / 1000 };
}

async function measure(database: Database, engine: Engine): Promise<Figure[]> {
  const { runtime, baseUrl } = await startApi(database);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'vp-mass-bench-'));
  let processes: Awaited<ReturnType<typeof workerShape>> | undefined;
  const own = engine === 'PostgreSQL' ? undefined : ownRss();
  try {
    const company = await fundedCompany(runtime, baseUrl, `mass-${engine.toLowerCase()}`, 100_000_000_00n);
    const contractors = await npdContractors(runtime, baseUrl, company.customerId, CONTRACTORS, 7);
    const [customer] = await queryRows<{ inn: string }>(
      runtime.ctx.db,
      sql`select inn from customers where id = ${company.customerId}`,
    );
    const payer = { inn: customer!.inn, account: runtime.ctx.config.NOMINAL_ACCOUNT_NUMBER };
    // The processes once the contractors are bound (their FNS binding runs as jobs of this process).
    if (!own) processes = await workerShape({ baseUrl, runtime });
    const client = processes ? await loginOn(processes.api.url!, company.email, DEMO_PASSWORD) : company.client;
    const figures: Figure[] = [];
    for (const rows of SIZES) {
      const xlsx = path.join(scratch, `${rows}.xlsx`);
      const txt = path.join(scratch, `${rows}.txt`);
      await excelFile(client, xlsx, rows, contractors);
      await oneCFile(txt, rows, payer, contractors);
      for (const kind of ['EXCEL', 'TXT1C'] as const) {
        const worker = await processes?.freshWorker();
        const rss = worker ? procRss(worker.child.pid!) : own!;
        const figure = await importOnce(client, kind, kind === 'EXCEL' ? xlsx : txt, rows, rss).catch(
          (error: Error) => {
            throw new Error(`${error.message}\n${worker?.output().slice(-3000) ?? ''}`);
          },
        );
        const split = worker ? jobSplit(worker.output()) : {};
        const memory =
          worker
            ?.output()
            .split('\n')
            .findLast((l) => l.startsWith('MEM ')) ?? '';
        const rssOf = worker ? 'worker' : 'bench process';
        console.log(
          `${engine} ${kind} ${rows}: ${figure.seconds.toFixed(1)} s, ${rssOf} RSS ${figure.baseRssMb.toFixed(0)} → peak ${figure.peakRssMb.toFixed(0)} MB ${JSON.stringify(split)} ${memory}`,
        );
        figures.push({ engine, kind, rows, ...figure, rssOf, ...split });
      }
    }
    return figures;
  } finally {
    own?.stop();
    await processes?.stop();
    rmSync(scratch, { recursive: true, force: true });
    await runtime.close();
  }
}

const pgOnly = process.env.BENCH_MASS_IMPORT_PG_ONLY === '1';
const { onPglite, onPostgres } = await onBothEngines(measure, pgOnly ? [] : undefined);
if (pgOnly) {
  console.log(`load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end`);
  process.exit(0);
}
const all = [...onPglite, ...(onPostgres ?? [])];
const ratio = (engine: Engine, kind: Figure['kind']) => {
  const of = (rows: number) => all.find((f) => f.engine === engine && f.kind === kind && f.rows === rows)?.seconds;
  const small = of(SIZES[0]!);
  const large = of(SIZES.at(-1)!);
  return small && large && SIZES.length > 1 ? `${(large / small).toFixed(1)}` : '—';
};
const split = (f: Figure) =>
  f.readSeconds === undefined ? '—' : `${f.readSeconds.toFixed(1)} / ${f.validateSeconds!.toFixed(1)}`;
const lines = all.map(
  (f) =>
    `| ${f.engine} | ${f.kind === 'EXCEL' ? 'Excel (.xlsx)' : '1C (.txt, cp1251)'} | ${f.rows.toLocaleString('en-US')} | ${f.seconds.toFixed(1)} | ${split(f)} | ${f.valid.toLocaleString('en-US')} | ${f.rssOf} | ${f.baseRssMb.toFixed(0)} → ${f.peakRssMb.toFixed(0)} |`,
);
writeSection(
  'mass-import',
  `## Mass payout import (issue 25)

bench/mass-import.ts, ${new Date().toISOString().slice(0, 10)}, ${loadNote(loadAtStart)}. Seconds from the upload to
ACTIVATED (the job's read / validate split from its log where read); RSS before the upload → peak while importing:
on PostgreSQL a job worker process of its own (fresh per file), on PGlite the one bench process. Aims: 10,000 rows
≤ 3 s on PostgreSQL; 100,000 rows under 300 MB peak RSS; 100k / 10k ≤ 11.

| engine | file | rows | seconds | read / validate s | valid | RSS of | RSS MB |
|---|---|---|---|---|---|---|---|
${lines.join('\n')}

100k / 10k: PGlite Excel ${ratio('PGlite', 'EXCEL')}, 1C ${ratio('PGlite', 'TXT1C')}; PostgreSQL Excel ${onPostgres ? ratio('PostgreSQL', 'EXCEL') : '—'}, 1C ${onPostgres ? ratio('PostgreSQL', 'TXT1C') : '—'}.`,
);
process.exit(0);
