import {
  apiPaths,
  CSRF_COOKIE,
  CSRF_HEADER,
  EMPLOYEE_IMPORT_COLUMNS,
  type EmployeeImport,
  type ErrorBody,
  type InviteListResponse,
  pathWithId,
} from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerConstants, employeeImports, inviteEmployees, invites, storedFiles } from '../../../db/schema/index.js';
import { createEmployee, DEMO_PASSWORD, linkEmployee } from '../../../db/seed/demo.js';
import { checkZipSize } from '../../../lib/zip-guard.js';
import { loggedInCompany } from '../../../test-support/companies.js';
import type { TestClient } from '../../../test-support/http-client.js';
import { startTestServer, type TestServer, waitFor } from '../../../test-support/test-server.js';
import { testPeople } from '../test-people.js';
import { IMPORT_GAVE_UP, importEmployeesJob } from './employee-import.jobs.js';

let server: TestServer;
const people = testPeople(22);

type Company = { client: TestClient; customerId: string; name: string };

const company = (): Promise<Company> => loggedInCompany(server, { emailPrefix: 'import' });

type Cells = Partial<Record<(typeof EMPLOYEE_IMPORT_COLUMNS)[number], string | number>>;

async function workbook(rows: Cells[], header: readonly string[] = EMPLOYEE_IMPORT_COLUMNS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Исполнители');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(header.map((h) => row[h as keyof Cells] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(c: Company, file: { name: string; bytes: Buffer | string }, options: { csrf?: boolean } = {}) {
  const form = new FormData();
  form.append('file', new Blob([file.bytes]), file.name);
  const headers: Record<string, string> = {
    cookie: c.client.allCookies(),
  };
  if (options.csrf !== false) headers[CSRF_HEADER] = c.client.cookie(CSRF_COOKIE) ?? '';
  const res = await fetch(c.client.baseUrl + apiPaths.employeeImport.validate, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as EmployeeImport & ErrorBody };
}

async function download(c: Company, path: string) {
  const headers = { cookie: c.client.allCookies() };
  const res = await fetch(c.client.baseUrl + path, { headers });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}

const importsOf = (customerId: string) =>
  server.runtime.ctx.db.select().from(employeeImports).where(eq(employeeImports.customerId, customerId));
const filesOf = (customerId: string) =>
  server.runtime.ctx.db.select().from(storedFiles).where(eq(storedFiles.customerId, customerId));
const invitesOf = (customerId: string) =>
  server.runtime.ctx.db.select().from(invites).where(eq(invites.customerId, customerId));

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('import of contractors from .xlsx', () => {
  it('serves the template with the documented columns', async () => {
    const c = await company();
    const res = await download(c, apiPaths.employeeImport.template);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect((await sheetRows(res.bytes))[0]).toEqual([...EMPLOYEE_IMPORT_COLUMNS]);
  });

  it('validates every row, reports each rejected one, then confirm publishes one invite per accepted row', async () => {
    const c = await company();
    const db = server.runtime.ctx.db;
    const employedPhone = people.phone();
    const { employee } = await createEmployee(db, { phone: employedPhone, password: DEMO_PASSWORD });
    await linkEmployee(db, { customerId: c.customerId, employeeId: employee.id });
    await db
      .insert(customerConstants)
      .values({ customerId: c.customerId, defaultEmployeeKind: 'INDIVIDUAL_PERSON', defaultTaxRegime: 'NPD' });

    const [goodPhone, dupPhone] = [people.phone(), people.phone()];
    const goodInn = people.inn();
    const bytes = await workbook([
      {
        Фамилия: 'Иванов',
        Имя: 'Иван',
        Телефон: goodPhone.replace('+7', '8'),
        'Тип исполнителя': 'ФЛ',
        'Налоговый режим': 'НПД',
      }, // 2 ok
      { ИНН: goodInn, 'Тип исполнителя': 'ИП', 'Налоговый режим': 'УСН «Доходы»', Комментарий: 'Дизайн' }, // 3 ok
      { Телефон: '12345' }, // 4 bad phone
      { ИНН: '500100732250' }, // 5 bad ИНН
      { Фамилия: 'Безконтактов' }, // 6 neither
      { Телефон: dupPhone }, // 7 ok (defaults ФЛ/НПД)
      { Телефон: dupPhone }, // 8 duplicate within the file
      { Телефон: employedPhone }, // 9 already works for the company
      { Телефон: people.phone(), 'Тип исполнителя': 'Робот' }, // 10 bad kind
      { Телефон: people.phone(), 'Тип исполнителя': 'ФЛ', 'Налоговый режим': 'ОСНО' }, // 11 regime of an ИП
    ]);
    const res = await upload(c, { name: 'исполнители.xlsx', bytes });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'NEW',
      total_rows: 10,
      accepted_rows: 3,
      rejected_rows: 7,
      has_report: true,
    });
    expect(res.body.errors).toEqual([
      { row: 4, ok: false, error: 'Введите российский мобильный номер, например +7 999 000-00-01' },
      { row: 5, ok: false, error: 'Неверный ИНН: не сходится контрольное число' },
      { row: 6, ok: false, error: 'Укажите телефон или ИНН' },
      { row: 8, ok: false, error: `Телефон ${dupPhone} уже есть в строке 7` },
      { row: 9, ok: false, error: `Исполнитель с телефоном ${employedPhone} уже работает с вашей компанией` },
      { row: 10, ok: false, error: 'Тип исполнителя: укажите ФЛ или ИП' },
      { row: 11, ok: false, error: 'Этот налоговый режим бывает только у ИП: выберите НПД или «Другой»' },
    ]);
    // Validation wrote only the upload, its report and the import row.
    expect(await invitesOf(c.customerId)).toEqual([]);
    expect((await filesOf(c.customerId)).map((f) => f.purpose).sort()).toEqual([
      'EMPLOYEE_IMPORT',
      'EMPLOYEE_IMPORT_REPORT',
    ]);

    const report = await download(c, pathWithId(apiPaths.employeeImport.report, res.body.id));
    expect(report.status).toBe(200);
    const reportRows = await sheetRows(report.bytes);
    expect(reportRows[0]).toEqual([...EMPLOYEE_IMPORT_COLUMNS, 'Ошибка']);
    expect(reportRows[1]![8] ?? '').toBe('');
    expect(reportRows[3]![8]).toBe('Введите российский мобильный номер, например +7 999 000-00-01');
    expect(reportRows[8]![8]).toBe(`Исполнитель с телефоном ${employedPhone} уже работает с вашей компанией`);

    const started = Date.now();
    const confirmed = await c.client.post<EmployeeImport>(apiPaths.employeeImport.create, { import_id: res.body.id });
    expect(confirmed.status).toBe(202);
    expect(confirmed.body.status).toBe('IN_PROGRESS');
    const done = await waitFor(async () => {
      const now = await c.client.get<EmployeeImport>(pathWithId(apiPaths.employeeImport.one, res.body.id));
      return now.body.status === 'ACTIVATED' ? now.body : undefined;
    }, 'the import to finish');
    expect(done).toMatchObject({ processed_rows: 3, accepted_rows: 3, rejected_rows: 7 });
    const list = (await c.client.get<InviteListResponse>(`${apiPaths.invites.list}?sort_direction=ASC`)).body;
    expect(list.totalCount).toBe(3);
    expect(list.items.map((i) => [i.status, i.kind, i.tax_regime, i.employees[0]!.phone, i.employees[0]!.inn])).toEqual(
      [
        ['PUBLISH', 'INDIVIDUAL_PERSON', 'NPD', goodPhone, null],
        ['PUBLISH', 'INDIVIDUAL_ENTREPRENEUR', 'USN_INCOME', null, goodInn],
        ['PUBLISH', 'INDIVIDUAL_PERSON', 'NPD', dupPhone, null],
      ],
    );
    const sms = await server.waitForSms(goodPhone, started - 1000);
    expect(sms.text).toContain(list.items[0]!.link_url!);

    const again = await c.client.post<ErrorBody>(apiPaths.employeeImport.create, { import_id: res.body.id });
    expect(again.status).toBe(409);
    expect(again.body.error_message).toBe('Эта загрузка уже запущена');
  });

  it('the job resumes after the last finished row and never invites anyone twice', async () => {
    const c = await company();
    const [p1, p2] = [people.phone(), people.phone()];
    const checked = await upload(c, {
      name: 'two.xlsx',
      bytes: await workbook([
        { Телефон: p1, 'Тип исполнителя': 'ФЛ', 'Налоговый режим': 'НПД' },
        { Телефон: p2, 'Тип исполнителя': 'ФЛ', 'Налоговый режим': 'НПД' },
      ]),
    });
    expect(checked.body.accepted_rows).toBe(2);
    // As if a first run had finished row 2 and then crashed.
    await server.runtime.ctx.db
      .update(employeeImports)
      .set({ status: 'IN_PROGRESS', processedRows: 1, processedUpToRow: 2 })
      .where(eq(employeeImports.id, checked.body.id));
    await importEmployeesJob.handler(server.runtime.ctx, { importId: checked.body.id });
    await importEmployeesJob.handler(server.runtime.ctx, { importId: checked.body.id });
    const created = await server.runtime.ctx.db
      .select({ phone: inviteEmployees.phone })
      .from(inviteEmployees)
      .where(eq(inviteEmployees.customerId, c.customerId));
    expect(created).toEqual([{ phone: p2 }]);
    const [row] = await importsOf(c.customerId);
    expect(row).toMatchObject({ status: 'ACTIVATED', processedRows: 2, processedUpToRow: 3, acceptedRows: 2 });
  });

  it('when the queue gives up, the import is reported failed instead of staying in progress', async () => {
    const c = await company();
    const checked = await upload(c, {
      name: 'one.xlsx',
      bytes: await workbook([{ Телефон: people.phone(), 'Тип исполнителя': 'ФЛ', 'Налоговый режим': 'НПД' }]),
    });
    await server.runtime.ctx.db
      .update(employeeImports)
      .set({ status: 'IN_PROGRESS' })
      .where(eq(employeeImports.id, checked.body.id));
    await importEmployeesJob.onGiveUp!(server.runtime.ctx, { importId: checked.body.id });
    const status = await c.client.get(pathWithId(apiPaths.employeeImport.one, checked.body.id));
    expect(status.body).toMatchObject({ status: 'ERROR', error_message: IMPORT_GAVE_UP });
  });

  it('refuses files that are not a real .xlsx of the template, storing nothing', async () => {
    const c = await company();
    const good = await workbook([{ Телефон: people.phone() }]);
    const tooMany = await workbook(
      Array.from({ length: 5001 }, (_, i) => ({ Телефон: `+7999${String(i).padStart(7, '0')}` })),
    );
    const cases: [{ name: string; bytes: Buffer | string }, number, string][] = [
      [{ name: 'people.exe', bytes: good }, 400, 'Недопустимый формат файла'],
      [
        { name: 'people.xlsx', bytes: 'Фамилия;Имя;Телефон\nИванов;Иван;+79990000001' },
        400,
        'Недопустимый формат файла',
      ],
      [
        { name: 'people.xlsx', bytes: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]) },
        400,
        'Недопустимый формат файла',
      ],
      [
        { name: 'people.xlsx', bytes: await workbook([{ Телефон: '+79990000001' }], ['ФИО', 'Мобильный']) },
        400,
        'Файл не по шаблону',
      ],
      [{ name: 'people.xlsx', bytes: await workbook([]) }, 400, 'В файле нет строк с исполнителями'],
      [{ name: 'people.xlsx', bytes: tooMany }, 400, 'В файле больше 5000 строк: разделите его на несколько файлов'],
      [
        { name: 'people.xlsx', bytes: Buffer.concat([good, Buffer.alloc(5 * 1024 * 1024)]) },
        413,
        'Превышен максимальный размер файла',
      ],
    ];
    for (const [file, status, message] of cases) {
      const res = await upload(c, file);
      expect(res.status, message).toBe(status);
      expect(res.body.error_message).toContain(message);
    }
    // A body cut off mid-file (the connection dropped): the client's fault, a 400, nothing stored.
    const boundary = 'cut-off-boundary';
    const cut = await c.client.request<ErrorBody>('POST', apiPaths.employeeImport.validate, {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      rawBody: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="people.xlsx"\r\n\r\nPK`,
    });
    expect(cut.status).toBe(400);
    expect(cut.body.error_message).toBe('Файл передан не полностью. Отправьте его ещё раз');
    expect(await importsOf(c.customerId)).toEqual([]);
    expect(await filesOf(c.customerId)).toEqual([]);
  });

  it('refuses a zip whose parts would inflate beyond the limit before parsing it', async () => {
    const bytes = await workbook([{ Телефон: people.phone() }]);
    expect(checkZipSize(bytes, { maxUncompressedBytes: 60 * 1024 * 1024, maxEntries: 2000 })).toEqual({ ok: true });
    // Declare a huge uncompressed size in the first central directory entry.
    const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const bomb = Buffer.from(bytes);
    bomb.writeUInt32LE(0xfffffff0, central + 24);
    expect(checkZipSize(bomb, { maxUncompressedBytes: 60 * 1024 * 1024, maxEntries: 2000 })).toEqual({
      ok: false,
      reason: 'too-large',
    });
    expect(checkZipSize(bytes.subarray(0, 200), { maxUncompressedBytes: 1, maxEntries: 1 })).toEqual({
      ok: false,
      reason: 'broken',
    });
  });

  it('another company, the other role, no session and no CSRF header get nothing', async () => {
    const alice = await company();
    const bob = await company();
    const res = await upload(alice, {
      name: 'a.xlsx',
      bytes: await workbook([{ Телефон: people.phone() }, { Телефон: '1' }]),
    });
    expect(res.status).toBe(201);
    const id = res.body.id;
    for (const attempt of [
      await bob.client.get<ErrorBody>(pathWithId(apiPaths.employeeImport.one, id)),
      await bob.client.get<ErrorBody>(pathWithId(apiPaths.employeeImport.one, 'nope')),
      await bob.client.post<ErrorBody>(apiPaths.employeeImport.create, { import_id: id }),
    ]) {
      expect(attempt.status).toBe(404);
      expect(attempt.body.error_message).toBe('Загрузка не найдена');
    }
    const foreignReport = await download(bob, pathWithId(apiPaths.employeeImport.report, id));
    expect(foreignReport.status).toBe(404);
    expect(JSON.parse(foreignReport.bytes.toString()).error_message).toBe('Загрузка не найдена');
    expect((await importsOf(alice.customerId))[0]!.status).toBe('NEW');

    const phone = people.phone();
    await createEmployee(server.runtime.ctx.db, { phone, password: DEMO_PASSWORD });
    const contractor = server.client();
    await contractor.post(apiPaths.auth.login, { login: phone, password: DEMO_PASSWORD });
    const asContractor = await upload(
      { client: contractor, customerId: '', name: '' },
      { name: 'a.xlsx', bytes: await workbook([{ Телефон: people.phone() }]) },
    );
    expect(asContractor.status).toBe(403);
    expect((await server.client().get(apiPaths.employeeImport.template)).status).toBe(401);

    const noCsrf = await upload(
      bob,
      { name: 'b.xlsx', bytes: await workbook([{ Телефон: people.phone() }]) },
      { csrf: false },
    );
    expect(noCsrf.status).toBe(403);
    expect(await importsOf(bob.customerId)).toEqual([]);
    expect(await filesOf(bob.customerId)).toEqual([]);
  });
});
