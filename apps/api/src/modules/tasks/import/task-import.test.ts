import {
  apiPaths,
  type ErrorBody,
  type ProcessesResponse,
  pathWithId,
  TASK_IMPORT_COLUMNS,
  type TaskImport,
} from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../../db/schema/index.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { type TaskCompany, taskCompany } from '../tasks.test-helpers.js';
import { type Cells, checked, createdFrom, download, sheetsOf, upload, workbook } from './task-import.test-helpers.js';

let server: TestServer;
let company: TaskCompany;
let serviceName: string;
const p = apiPaths.taskImport;

const good = (more: Cells = {}): Cells => ({
  Название: 'Уборка склада',
  Описание: 'Второй этаж',
  Услуга: serviceName,
  Оплата: 'Фиксированная',
  'Сумма или цена': '1500,50',
  'Начало периода': '01.12.2026',
  'Конец периода': '05.12.2026',
  'Время начала': '09:30',
  Место: 'Москва',
  ...more,
});

const tasksOf = (customerId: string) =>
  server.runtime.ctx.db.select().from(tasks).where(eq(tasks.customerId, customerId));

beforeAll(async () => {
  server = await startTestServer();
  company = await taskCompany(server, []);
  const services = await company.client.get<
    { items?: { id: string; name: string }[] } | { id: string; name: string }[]
  >(apiPaths.services.list);
  const list = Array.isArray(services.body) ? services.body : (services.body.items ?? []);
  serviceName = list.find((s) => s.id === company.serviceId)!.name;
});
afterAll(() => server.close());

describe('tasks from Excel', () => {
  it('serves the template: the documented columns and the company services in «Справочник»; it reads back', async () => {
    const res = await download(company.client, p.template);
    expect(res.status).toBe(200);
    expect(res.type).toContain('spreadsheetml');
    const sheets = await sheetsOf(res.bytes);
    expect(sheets.get('Задания')![0]).toEqual([...TASK_IMPORT_COLUMNS]);
    expect(sheets.get('Справочник')!.flat()).toContain(serviceName);
    // The template itself, filled with one row in Excel, is accepted as it is.
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.bytes as unknown as ArrayBuffer);
    book.getWorksheet('Задания')!.addRow(TASK_IMPORT_COLUMNS.map((c) => (good()[c] as string) ?? null));
    const filled = Buffer.from(await book.xlsx.writeBuffer());
    const up = await upload(company.client, p.upload, { name: 'шаблон.xlsx', bytes: filled });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const done = await checked(company.client, up.body.id);
    expect(done).toMatchObject({ status: 'ACTIVATED', total_rows: 1, valid_rows: 1, invalid_rows: 0 });
  });

  it('checks every row by the task rules; the error file has «Ошибка»; create makes exactly the valid rows as DRAFT', async () => {
    const own = await taskCompany(server, []);
    const list = await own.client.get<{ items?: { id: string; name: string }[] }>(apiPaths.services.list);
    const name = (Array.isArray(list.body) ? list.body : (list.body.items ?? []))[0]!.name;
    const row = (more: Cells) => good({ Услуга: name, ...more });
    const rows: Cells[] = [
      row({}),
      row({ Название: 'Погрузка', Оплата: 'За единицу', 'Сумма или цена': '300', Количество: '2,5', Единица: 'час' }),
      row({ Название: '' }),
      row({ 'Начало периода': '10.12.2026', 'Конец периода': '01.12.2026' }),
      row({ 'Сумма или цена': '0' }),
      row({ 'Сумма или цена': '-5' }),
      row({ Услуга: 'Нет такой услуги' }),
      row({ Оплата: 'Сдельная' }),
      row({ 'Начало периода': '31.02.2026' }),
      row({ Название: { formula: '1+1' } }),
    ];
    const up = await upload(own.client, p.upload, { name: 'задания.xlsx', bytes: await workbook(rows) });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.status).toBe('NEW');
    const done = await checked(own.client, up.body.id);
    expect(done).toMatchObject({
      status: 'ACTIVATED',
      total_rows: 10,
      processed_rows: 10,
      valid_rows: 2,
      invalid_rows: 8,
      has_error_file: true,
    });
    const reasons = done.rows.map((r) => r.error);
    expect(reasons[0]).toBeNull();
    expect(reasons[1]).toBeNull();
    expect(reasons[2]).toContain('Укажите название задания');
    expect(reasons[3]).toContain('Период заканчивается раньше, чем начинается');
    expect(reasons[4]).toMatch(/Сумма или цена: .*больше нуля/i);
    expect(reasons[5]).toMatch(/Сумма или цена: /);
    expect(reasons[6]).toBe('Услуги «Нет такой услуги» нет в справочнике компании');
    expect(reasons[7]).toContain('Оплата: «Фиксированная» или «За единицу»');
    expect(reasons[8]).toBe('Начало периода: дата в формате ДД.ММ.ГГГГ');
    expect(reasons[9]).toContain('Название: формула не принимается');
    // The check is on /processes: finished, every row done, the error file, back to the tasks.
    const processes = await own.client.get<ProcessesResponse>(`${apiPaths.userProcesses}?kind=TASK_IMPORT`);
    expect(processes.body.items).toEqual([
      expect.objectContaining({
        kind: 'TASK_IMPORT',
        subject_id: up.body.id,
        title: 'Загрузка заданий из файла «задания.xlsx»',
        status: 'SUCCESS',
        done: 10,
        total: 10,
        result_path: '/tasks',
        error_file_path: pathWithId(p.errorFile, up.body.id),
      }),
    ]);

    const file = await download(own.client, pathWithId(p.errorFile, up.body.id));
    expect(file.status).toBe(200);
    const sheet = (await sheetsOf(file.bytes)).get('Задания')!;
    expect(sheet[0]!.at(-1)).toBe('Ошибка');
    expect(sheet).toHaveLength(11);
    expect(sheet[1]!.length < 12 || sheet[1]![11] === '').toBe(true);
    expect(sheet[7]![11]).toBe('Услуги «Нет такой услуги» нет в справочнике компании');

    expect(await tasksOf(own.customerId)).toHaveLength(0);
    const claimed = await own.client.post<TaskImport>(p.create, { import_id: up.body.id });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(202);
    expect(claimed.body).toMatchObject({ applied_count: 0, applied_at: null });
    expect(await createdFrom(own.client, up.body.id)).toMatchObject({ applied_count: 2 });
    const made = await tasksOf(own.customerId);
    expect(made.map((t) => [t.name, t.status, t.amountKopecks]).sort()).toEqual([
      ['Погрузка', 'DRAFT', 30000n],
      ['Уборка склада', 'DRAFT', 150050n],
    ]);
    expect(made.find((t) => t.name === 'Погрузка')).toMatchObject({
      pricing: 'PER_UNIT',
      quantity: '2.500',
      unit: 'час',
    });
    expect(made.find((t) => t.name === 'Уборка склада')!.startTime?.toISOString()).toBe('2026-12-01T06:30:00.000Z');
    // Once only.
    const again = await own.client.post<ErrorBody>(p.create, { import_id: up.body.id });
    expect(again.status).toBe(409);
    expect(again.body.error_message).toBe('Задания из этого файла уже созданы');
    expect(await tasksOf(own.customerId)).toHaveLength(2);
    expect((await own.client.get(pathWithId(p.one, up.body.id))).body).toMatchObject({ applied_count: 2 });
  });

  it('reads Excel date and time cells; progress ends at every row of a longer file', async () => {
    const rows: Cells[] = Array.from({ length: 60 }, (_, i) =>
      good({
        Название: `Задание ${i + 1}`,
        'Начало периода': new Date(Date.UTC(2026, 11, 1)),
        'Конец периода': new Date(Date.UTC(2026, 11, 2)),
        'Время начала': 0.375,
      }),
    );
    const up = await upload(company.client, p.upload, { name: 'много.xlsx', bytes: await workbook(rows) });
    const done = await checked(company.client, up.body.id);
    expect(done).toMatchObject({ total_rows: 60, processed_rows: 60, valid_rows: 60, invalid_rows: 0 });
    expect(done.rows).toHaveLength(50);
    expect(done.has_error_file).toBe(false);
    expect((await download(company.client, pathWithId(p.errorFile, up.body.id))).status).toBe(404);
  });

  it('refuses another kind of file in Russian (400) and stores no import', async () => {
    const res = await upload(company.client, p.upload, { name: 'задания.csv', bytes: 'a;b\n1;2' });
    expect(res.status).toBe(400);
    expect(res.body.error_message).toBe('Недопустимый формат файла');
    const fake = await upload(company.client, p.upload, { name: 'задания.xlsx', bytes: 'not a zip at all, just text' });
    expect(fake.status).toBe(400);
  });

  it('ends in ERROR with the reason when the file is not the template', async () => {
    const bytes = await workbook([{ Колонка: 'x' }], ['Колонка']);
    const up = await upload(company.client, p.upload, { name: 'чужой.xlsx', bytes });
    expect(up.status).toBe(201);
    const done = await checked(company.client, up.body.id);
    expect(done.status).toBe('ERROR');
    expect(done.error_message).toContain('Файл не по шаблону');
    const processes = await company.client.get<ProcessesResponse>(`${apiPaths.userProcesses}?kind=TASK_IMPORT`);
    expect(processes.body.items.find((i) => i.subject_id === up.body.id)).toMatchObject({
      status: 'ERROR',
      error_text: done.error_message,
    });
    const create = await company.client.post<ErrorBody>(p.create, { import_id: up.body.id });
    expect(create.status).toBe(409);
  });

  it("another company's import is 404 everywhere, and nothing of it changes", async () => {
    const other = await taskCompany(server, []);
    const before = await tasksOf(company.customerId);
    const up = await upload(company.client, p.upload, {
      name: 'a.xlsx',
      bytes: await workbook([good({ Услуга: 'x' })]),
    });
    await checked(company.client, up.body.id);
    const one = await other.client.get<ErrorBody>(pathWithId(p.one, up.body.id));
    expect(one.status).toBe(404);
    expect(one.body.error_message).toBe('Загрузка не найдена');
    expect((await download(other.client, pathWithId(p.errorFile, up.body.id))).status).toBe(404);
    expect((await other.client.post(p.create, { import_id: up.body.id })).status).toBe(404);
    expect((await other.client.get(pathWithId(p.one, 'not-a-uuid'))).status).toBe(404);
    expect((await company.client.get(pathWithId(p.one, up.body.id))).body).toMatchObject({ applied_count: null });
    expect(await tasksOf(company.customerId)).toEqual(before);
    expect(await tasksOf(other.customerId)).toHaveLength(0);
  });
});
