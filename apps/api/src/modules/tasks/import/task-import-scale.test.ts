/**
 * Tasks from Excel at TASK_IMPORT_MAX_ROWS: a 10,000-row file checked with progress into task_import_rows,
 * the error file's rows in file order, create through its job making exactly the valid rows (250 here, so
 * the test stays short: 10,000 DRAFTs are the bench's, bench/tasks-import.ts) — and a rerun of the job
 * (as after a crash) making none twice.
 */
import {
  apiPaths,
  type ProcessesResponse,
  pathWithId,
  TASK_IMPORT_MAX_ROWS,
  type TaskImport,
} from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskImports, tasks } from '../../../db/schema/index.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { type TaskCompany, taskCompany } from '../tasks.test-helpers.js';
import { type Cells, createdFrom, download, sheetsOf, upload, workbook } from './task-import.test-helpers.js';
import { createTasksFromImportJob } from './task-import-create.jobs.js';

let server: TestServer;
let company: TaskCompany;
let serviceName: string;
const p = apiPaths.taskImport;
const ROWS = TASK_IMPORT_MAX_ROWS;
/** Every VALID_EVERY-th row is good; the others name a service the company has not. */
const VALID_EVERY = 40;

const row = (i: number): Cells => ({
  Название: `Задание ${i}`,
  Услуга: i % VALID_EVERY === 0 ? serviceName : `Нет услуги ${i}`,
  Оплата: 'Фиксированная',
  'Сумма или цена': `${1000 + i},00`,
  'Начало периода': '01.12.2026',
  'Конец периода': '05.12.2026',
});

const tasksOf = (customerId: string) =>
  server.runtime.ctx.db.select().from(tasks).where(eq(tasks.customerId, customerId));

beforeAll(async () => {
  server = await startTestServer();
  company = await taskCompany(server, []);
  const services = await company.client.get<{ items?: { id: string; name: string }[] }>(apiPaths.services.list);
  serviceName = (services.body.items ?? []).find((s) => s.id === company.serviceId)!.name;
});
afterAll(() => server.close());

describe('tasks from Excel at 10,000 rows', () => {
  it('checks 10,000 rows with progress, the error file in row order, create makes the valid rows once', async () => {
    const bytes = await workbook(Array.from({ length: ROWS }, (_, i) => row(i + 1)));
    const up = await upload(company.client, p.upload, { name: 'десять тысяч.xlsx', bytes });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    // Polled without a pause: the rows are checked and written in a few hundred milliseconds.
    const seen = new Set<number>();
    const until = Date.now() + 120_000;
    let done: TaskImport | undefined;
    while (!done && Date.now() < until) {
      const res = await company.client.get<TaskImport>(pathWithId(p.one, up.body.id));
      seen.add(res.body.processed_rows);
      if (res.body.status === 'ACTIVATED' || res.body.status === 'ERROR') done = res.body;
    }
    if (!done) throw new Error('the 10,000 rows not checked in 120 s');
    const valid = ROWS / VALID_EVERY;
    expect(done).toMatchObject({
      status: 'ACTIVATED',
      total_rows: ROWS,
      processed_rows: ROWS,
      valid_rows: valid,
      invalid_rows: ROWS - valid,
    });
    // PostgreSQL: the polls read the progress between the job's batches. PGlite is one connection: the job's
    // transactions, one after another, keep the polls waiting until its last one (the progress still ends right).
    if (process.env.TEST_DATABASE_URL) {
      expect(
        [...seen].some((n) => n > 0 && n < ROWS),
        `progress seen: ${[...seen].join(', ')}`,
      ).toBe(true);
    }
    expect(done.rows.map((r) => r.row)).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
    expect(done.rows[0]!.error).toBe('Услуги «Нет услуги 1» нет в справочнике компании');

    const file = await download(company.client, pathWithId(p.errorFile, up.body.id));
    expect(file.status).toBe(200);
    const sheet = (await sheetsOf(file.bytes)).get('Задания')!;
    expect(sheet).toHaveLength(ROWS + 1);
    expect(sheet.slice(1).map((r) => r[0])).toEqual(Array.from({ length: ROWS }, (_, i) => `Задание ${i + 1}`));
    expect(sheet[VALID_EVERY]!.length < 12 || sheet[VALID_EVERY]![11] === '').toBe(true);

    const claimed = await company.client.post<TaskImport>(p.create, { import_id: up.body.id });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(202);
    const made = await createdFrom(company.client, up.body.id, 120_000);
    expect(made.applied_count).toBe(valid);
    const names = (await tasksOf(company.customerId)).map((t) => t.name);
    expect(names.sort()).toEqual(Array.from({ length: valid }, (_, i) => `Задание ${(i + 1) * VALID_EVERY}`).sort());
    const processes = await company.client.get<ProcessesResponse>(`${apiPaths.userProcesses}?kind=TASK_IMPORT`);
    expect(processes.body.items.find((x) => x.subject_id === up.body.id)).toMatchObject({
      kind: 'TASK_IMPORT',
      status: 'SUCCESS',
      done: valid,
      total: valid,
    });

    // The job run again, as after a crash before its last write: every row is marked with its task, none twice.
    const ctx = server.runtime.ctx;
    await ctx.db.update(taskImports).set({ appliedAt: null }).where(eq(taskImports.id, up.body.id));
    await createTasksFromImportJob.handler(ctx, { importId: up.body.id });
    await createTasksFromImportJob.handler(ctx, { importId: up.body.id });
    expect(await tasksOf(company.customerId)).toHaveLength(valid);
    expect((await company.client.get<TaskImport>(pathWithId(p.one, up.body.id))).body).toMatchObject({
      applied_count: valid,
    });
    expect((await company.client.post(p.create, { import_id: up.body.id })).status).toBe(409);
  }, 180_000);
});
