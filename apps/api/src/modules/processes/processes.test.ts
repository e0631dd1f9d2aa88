/**
 * GET user/processes over HTTP on a real database (docs/decisions/processes.md): a contractor import and a
 * document generation batch each show as a process that reaches SUCCESS with its counts and links; a
 * failed import is ERROR with its Russian text; keyset paging walks every process once; filters; another
 * company sees none of them, a contractor is refused, a bad filter is a Russian 400.
 */
import {
  apiPaths,
  type Document,
  EMPLOYEE_IMPORT_COLUMNS,
  type EmployeeImport,
  type ErrorBody,
  type GenerateAttachmentsResponse,
  type Process,
  type ProcessesResponse,
  pathWithId,
} from '@vyplaty/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processes, storedFiles } from '../../db/schema/index.js';
import { linkEmployee } from '../../db/seed/demo.js';
import { SERVICES_CONTRACT_TEMPLATE_ID } from '../../db/seed/document-templates.js';
import { inTransaction } from '../../db/transaction.js';
import { type LoggedInCompany, loggedInCompany } from '../../test-support/companies.js';
import { sendForm } from '../../test-support/isolation/world.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { newEmployee, type Party } from '../agreements/self-nep.test-helpers.js';
import { testPeople } from '../invites/test-people.js';
import { filledTemplate, npdRow, upload } from '../mass-payouts/mass-payouts.test-helpers.js';
import { reportProcess, startProcess } from './index.js';

let server: TestServer;
let a: LoggedInCompany;
let b: LoggedInCompany;
let contractor: Party;
const people = testPeople(47);

beforeAll(async () => {
  server = await startTestServer();
  a = await loggedInCompany(server, { name: 'ООО "Процессы А"', emailPrefix: 'processes' });
  b = await loggedInCompany(server, { name: 'ООО "Процессы Б"', inn: '7719617469', emailPrefix: 'processes' });
  contractor = await newEmployee(server);
  await linkEmployee(server.runtime.ctx.db, { customerId: a.customerId, employeeId: contractor.entityId });
}, 120_000);
afterAll(() => server?.close());

const list = (client: LoggedInCompany['client'], query = '') =>
  client.get<ProcessesResponse & ErrorBody>(`${apiPaths.userProcesses}${query}`);

async function workbook(rows: Record<string, string>[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Исполнители');
  sheet.addRow([...EMPLOYEE_IMPORT_COLUMNS]);
  for (const row of rows) sheet.addRow(EMPLOYEE_IMPORT_COLUMNS.map((h) => row[h] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function checkedImport(name: string, rows: Record<string, string>[]): Promise<EmployeeImport> {
  const res = await sendForm(a.client, 'POST', apiPaths.employeeImport.validate, {
    file: { name, bytes: await workbook(rows) },
  });
  const body = (await res.json()) as EmployeeImport;
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body;
}

const processOf = async (subjectId: string) =>
  (await list(a.client, '?page_size=100')).body.items.find((p) => p.subject_id === subjectId);

const finished = (subjectId: string) =>
  waitFor(
    async () => {
      const p = await processOf(subjectId);
      return p && (p.status === 'SUCCESS' || p.status === 'ERROR') ? p : undefined;
      // As long as the registry tests wait: the jobs share two cores with whatever else runs.
    },
    'the process to finish',
    60_000,
  );

describe('GET user/processes', () => {
  it('a contractor import is a process that reaches SUCCESS with its counts, result and report', async () => {
    const npd = { 'Тип исполнителя': 'ФЛ', 'Налоговый режим': 'НПД' };
    const checked = await checkedImport('исполнители.xlsx', [
      { Телефон: people.phone(), ...npd },
      { Телефон: people.phone(), ...npd },
      { Телефон: '12345' },
    ]);
    expect(checked).toMatchObject({ accepted_rows: 2, rejected_rows: 1 });
    // Checked but not started: no process yet.
    expect(await processOf(checked.id)).toBeUndefined();

    const confirmed = await a.client.post<EmployeeImport>(apiPaths.employeeImport.create, { import_id: checked.id });
    expect(confirmed.status).toBe(202);
    const done = await finished(checked.id);
    expect(done).toMatchObject({
      kind: 'EMPLOYEE_IMPORT',
      title: 'Загрузка исполнителей из файла „исполнители.xlsx“',
      status: 'SUCCESS',
      done: 2,
      total: 2,
      started_by_name: 'ООО "Процессы А"',
      error_text: null,
      result_path: '/employees/invites',
      error_file_path: pathWithId(apiPaths.employeeImport.report, checked.id),
    } satisfies Partial<Process>);
    expect(Date.parse(done.finished_at!)).toBeGreaterThanOrEqual(Date.parse(done.started_at));
    // The link is the import's report with «Ошибка».
    const report = await fetch(a.client.baseUrl + done.error_file_path!, {
      headers: { cookie: a.client.allCookies() },
    });
    expect(report.status).toBe(200);
  });

  it('a failed import is ERROR with its Russian reason', async () => {
    const checked = await checkedImport('пропавший.xlsx', [
      { Телефон: people.phone(), 'Тип исполнителя': 'ФЛ', 'Налоговый режим': 'НПД' },
    ]);
    // The uploaded file is gone by the time the job reads it.
    await server.runtime.ctx.db
      .delete(storedFiles)
      .where(and(eq(storedFiles.customerId, a.customerId), eq(storedFiles.name, 'пропавший.xlsx')));
    await a.client.post(apiPaths.employeeImport.create, { import_id: checked.id });
    const failed = await finished(checked.id);
    expect(failed).toMatchObject({
      status: 'ERROR',
      error_text: 'Файл не найден',
      done: 0,
      total: 1,
      error_file_path: null,
    });
    expect(failed.finished_at).not.toBeNull();
  });

  it('a document generation batch is a process that reaches SUCCESS', async () => {
    const drafts: Document[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await a.client.post<Document>(apiPaths.documents.create, {
        template_id: SERVICES_CONTRACT_TEMPLATE_ID,
        employee_id: contractor.entityId,
        fields: { services: 'Уборка', price: '1000,00', start_date: '2026-01-10', end_date: '2026-01-31' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      drafts.push(res.body);
    }
    const res = await a.client.post<GenerateAttachmentsResponse>(apiPaths.documents.generate, {
      document_ids: drafts.map((d) => d.id),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const done = await finished(res.body.batch_id!);
    expect(done).toMatchObject({
      kind: 'DOCUMENT_GENERATION',
      title: 'Формирование файлов документов: 3 шт.',
      status: 'SUCCESS',
      done: 3,
      total: 3,
      started_by_name: 'ООО "Процессы А"',
      result_path: '/document-management/single',
      error_file_path: null,
    } satisfies Partial<Process>);
  });

  it('keyset paging walks every process once, newest first; filters by status and kind', async () => {
    const { ctx } = server.runtime;
    // Seven more, two of them started in the same instant (the id breaks the tie).
    const same = new Date();
    for (let i = 0; i < 7; i += 1) {
      const at = i < 2 ? same : new Date(Date.now() - (i + 1) * 60_000);
      await inTransaction({ ...ctx, now: () => at }, (txCtx) =>
        startProcess(txCtx, {
          customerId: a.customerId,
          kind: 'DOCUMENT_GENERATION',
          subjectId: crypto.randomUUID(),
          title: `Формирование № ${i}`,
          total: 4,
          startedBy: a.accountId,
        }),
      );
    }
    const all = (await list(a.client, '?page_size=100')).body;
    expect(all.totalCount).toBe(10);
    const seen: string[] = [];
    let after: string | null | undefined = null;
    for (let page = 1; page <= 5; page += 1) {
      const query: string = `?page=${page}&page_size=3${after ? `&after=${after}` : ''}`;
      const res = await list(a.client, query);
      expect(res.status).toBe(200);
      expect(res.body.totalCount).toBe(10);
      seen.push(...res.body.items.map((p) => p.id));
      after = res.body.next_cursor;
      if (!after) break;
    }
    expect(seen).toEqual(all.items.map((p) => p.id));
    expect(new Set(seen).size).toBe(10);
    const times = all.items.map((p) => Date.parse(p.started_at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    const newOnes = (await list(a.client, '?status=NEW')).body;
    expect(newOnes.totalCount).toBe(7);
    expect(newOnes.items.every((p) => p.status === 'NEW' && p.done === 0 && p.total === 4)).toBe(true);
    expect((await list(a.client, '?kind=EMPLOYEE_IMPORT')).body.items.map((p) => p.status).sort()).toEqual([
      'ERROR',
      'SUCCESS',
    ]);
    // Progress reported by the work shows as it is.
    const one = newOnes.items[0]!;
    await reportProcess(ctx, { kind: one.kind, subjectId: one.subject_id }, { status: 'PROCESSING', done: 3 });
    expect(await processOf(one.subject_id)).toMatchObject({
      status: 'PROCESSING',
      done: 3,
      total: 4,
      finished_at: null,
    });
    // A cursor made for other filters is not applied; a cursor that is not ours is a 400.
    const filtered = await list(a.client, `?status=NEW&page=1&after=${all.next_cursor ?? ''}`);
    expect(filtered.status).toBe(200);
    const bad = await list(a.client, '?after=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error_message).toBe('Ссылка на следующую страницу устарела: откройте список заново');
  });

  it('another company sees none of them; a contractor is refused; a bad filter is a Russian 400', async () => {
    const own = await list(b.client, '?page_size=100');
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ items: [], totalCount: 0, next_cursor: null });
    for (const query of ['?status=SUCCESS', '?kind=EMPLOYEE_IMPORT', '?kind=DOCUMENT_GENERATION&page=2&page_size=1']) {
      expect((await list(b.client, query)).body.totalCount).toBe(0);
    }
    const aRows = await server.runtime.ctx.db.select().from(processes).where(eq(processes.customerId, a.customerId));
    expect(aRows.length).toBe(10);

    const asContractor = await contractor.client.get<ErrorBody>(apiPaths.userProcesses);
    expect(asContractor.status).toBe(403);
    expect(asContractor.body.error_message).toBe('Раздел доступен только компании');

    const badKind = await list(a.client, '?kind=PAYROLL');
    expect(badKind.status).toBe(400);
    expect(badKind.body.error_message).toContain('Вид процесса');
  });

  it('a registry upload is a process: its rows checked to SUCCESS with the error file, a refused file ERROR', async () => {
    const bytes = await filledTemplate(a.client, 'NPD', [npdRow(people.inn(), '1500,00'), npdRow(people.inn(), '700')]);
    const uploaded = await upload(a.client, apiPaths.massPayouts.importFile, { name: 'реестр.xlsx', bytes });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const id = uploaded.body.id;
    const done = await finished(id);
    expect(done).toMatchObject({
      kind: 'MASS_PAYOUT_IMPORT',
      title: `Загрузка реестра № ${uploaded.body.number} выплат самозанятым из файла „реестр.xlsx“`,
      status: 'SUCCESS',
      done: 2,
      total: 2,
      started_by_name: 'ООО "Процессы А"',
      result_path: `/payments/mass-payment/${id}`,
      // Neither person is the company's contractor: both rows have a reason in the error file.
      error_file_path: pathWithId(apiPaths.massPayouts.errorReport, id),
    } satisfies Partial<Process>);

    const empty = await filledTemplate(a.client, 'NPD', []);
    const refused = await upload(a.client, apiPaths.massPayouts.importFile, { name: 'пустой.xlsx', bytes: empty });
    expect(refused.status, JSON.stringify(refused.body)).toBe(201);
    expect(await finished(refused.body.id)).toMatchObject({
      status: 'ERROR',
      error_text: 'В файле нет строк с выплатами',
      done: 0,
      total: 0,
      error_file_path: null,
    });
  });
});
