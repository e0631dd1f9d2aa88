/**
 * `npm run bench`, tasks from Excel at TASK_IMPORT_MAX_ROWS (10,000 rows, every one valid): the file built
 * before anything is measured, then uploaded over HTTP, checked by the `tasks.check-import` job (rows into
 * task_import_rows in batches) and made DRAFT tasks by `tasks.create-from-import` (createTask, 100 a
 * transaction) — seconds of each phase (upload answered, checked = ACTIVATED, created = applied_at) and the
 * peak RSS. The API and its job worker run IN THIS PROCESS on both engines (simpler than mass-import's worker
 * of its own), so the RSS is this one process's: VmHWM of /proc/self/status, reset through clear_refs before
 * the upload (on PGlite it holds the database too).
 *   node --import tsx bench/tasks-import.ts                       (PGlite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/tasks-import.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import {
  apiPaths,
  CSRF_COOKIE,
  CSRF_HEADER,
  pathWithId,
  TASK_IMPORT_COLUMNS,
  TASK_IMPORT_MAX_ROWS,
  type TaskImport,
} from '@vyplaty/contracts';
import ExcelJS from 'exceljs';
import type { Database } from '../apps/api/src/db/client.js';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo.js';
import { TestClient } from '../apps/api/src/test-support/http-client.js';
import { PLATFORM_SERVICE_UNIT_ID } from '../apps/api/src/test-support/isolation/world.js';
import { type Engine, loadNote, onBothEngines, startApi, writeSection } from './bench-support.js';
import { benchCompany } from './payouts-data.js';
import { ok } from './raw-http.js';

const loadAtStart = os.loadavg()[0]!;
const ROWS = Number(process.env.BENCH_TASK_IMPORT_ROWS ?? TASK_IMPORT_MAX_ROWS);

type Figure = {
  engine: Engine;
  rows: number;
  uploadSeconds: number;
  checkSeconds: number;
  createSeconds: number;
  created: number;
  baseRssMb: number;
  peakRssMb: number;
};

const kib = (key: string) =>
  Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** `n` rows by the template: each its own name and sum, a fixed price, the company's service. */
async function tasksFile(n: number, serviceName: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Задания');
  sheet.addRow([...TASK_IMPORT_COLUMNS]);
  for (let i = 1; i <= n; i++) {
    const cells: Record<string, string> = {
      Название: `Смена ${i}`,
      Описание: 'Склад, второй этаж',
      Услуга: serviceName,
      Оплата: 'Фиксированная',
      'Сумма или цена': `${1000 + (i % 5000)},50`,
      'Начало периода': '01.12.2026',
      'Конец периода': '05.12.2026',
      'Время начала': '09:30',
      Место: 'Москва',
    };
    sheet.addRow(TASK_IMPORT_COLUMNS.map((c) => cells[c] ?? null));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Не дождались: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function measure(database: Database, engine: Engine): Promise<Figure> {
  const { runtime, baseUrl } = await startApi(database);
  try {
    const main = await benchCompany(runtime.ctx.db, 'tasks-import', 0);
    const client = new TestClient(baseUrl);
    await ok(client.post(apiPaths.auth.login, { login: main.email, password: DEMO_PASSWORD }));
    const { body: service } = await ok(
      client.post<{ id: string; name: string }>(apiPaths.services.one, {
        name: 'Складские работы',
        unit_id: PLATFORM_SERVICE_UNIT_ID,
        price: '1000.00',
      }),
    );
    const bytes = await tasksFile(ROWS, service.name);
    let importId = '';
    const read = async () => (await ok(client.get<TaskImport>(pathWithId(apiPaths.taskImport.one, importId)))).body;

    (globalThis as { gc?: () => void }).gc?.();
    const baseRss = kib('VmRSS');
    // «5» resets the peak resident set size to the current one (proc(5), clear_refs).
    writeFileSync('/proc/self/clear_refs', '5');
    const started = performance.now();
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'задания.xlsx');
    const res = await fetch(baseUrl + apiPaths.taskImport.upload, {
      method: 'POST',
      headers: { cookie: client.allCookies(), [CSRF_HEADER]: client.cookie(CSRF_COOKIE) ?? '' },
      body: form,
    });
    const uploaded = (await res.json()) as TaskImport;
    if (res.status !== 201) throw new Error(`Загрузка: ${res.status} ${JSON.stringify(uploaded)}`);
    importId = uploaded.id;
    const uploadedAt = performance.now();
    const checked = await until(async () => {
      const one = await read();
      return one.status === 'ACTIVATED' || one.status === 'ERROR' ? one : undefined;
    }, 'проверка файла');
    if (checked.status !== 'ACTIVATED' || checked.valid_rows !== ROWS) {
      throw new Error(`Проверка: ${JSON.stringify({ ...checked, rows: checked.rows.slice(0, 3) })}`);
    }
    const checkedAt = performance.now();
    await ok(client.post(apiPaths.taskImport.create, { import_id: importId }));
    const created = await until(async () => {
      const one = await read();
      return one.applied_at ? one : undefined;
    }, 'создание заданий');
    const createdAt = performance.now();
    const figure: Figure = {
      engine,
      rows: ROWS,
      uploadSeconds: (uploadedAt - started) / 1000,
      checkSeconds: (checkedAt - uploadedAt) / 1000,
      createSeconds: (createdAt - checkedAt) / 1000,
      created: created.applied_count ?? 0,
      baseRssMb: mb(baseRss),
      peakRssMb: mb(kib('VmHWM')),
    };
    console.log(figure);
    return figure;
  } finally {
    await runtime.close();
  }
}

const { onPglite, onPostgres } = await onBothEngines(measure);
const figures = [onPglite, ...(onPostgres ? [onPostgres] : [])];
const line = (f: Figure) =>
  `| ${f.engine} | ${f.rows} | ${f.uploadSeconds.toFixed(1)} | ${f.checkSeconds.toFixed(1)} | ${f.createSeconds.toFixed(1)} | ${f.created} | ${f.baseRssMb} → ${f.peakRssMb} |`;
writeSection(
  'tasks-import',
  `
### Tasks from Excel: 10,000 rows (bench/tasks-import.ts)

A file of ${ROWS} valid task rows (built before measuring), uploaded over HTTP, checked by \`tasks.check-import\` (rows
into \`task_import_rows\` through insertJsonRows, in batches with the progress), then made DRAFT tasks by
\`tasks.create-from-import\` (the tasks module's createTask, 100 a transaction, each row marked with its task).
The API and its jobs run in the bench's own process on both engines, so the RSS is that one process's (VmHWM,
reset before the upload; on PGlite the database is in it too). ${loadNote(loadAtStart)}.

| Engine | Rows | Upload, s | Check, s | Create, s | Tasks made | RSS, MB (before → peak) |
|---|---|---|---|---|---|---|
${figures.map(line).join('\n')}
`,
);
process.exit(0);
