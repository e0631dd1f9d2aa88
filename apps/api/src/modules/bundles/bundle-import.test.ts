import {
  apiPaths,
  type Bundle,
  type BundleDocumentsResponse,
  type ErrorBody,
  type ProcessesResponse,
} from '@vyplaty/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerEmployees,
  documentAttachments,
  documentBundles,
  documents,
  notifications,
} from '../../db/schema/index.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  at,
  type BundleCompany,
  b,
  bundleCompany,
  bundleFile,
  type Cells,
  CONTRACT_COLUMNS,
  CONTRACT_TEMPLATE_ID,
  checked,
  download,
  generated,
  newBundle,
  rowsOf,
  sheetsOf,
  upload,
} from './bundles.test-helpers.js';

let server: TestServer;
let company: BundleCompany;
let other: BundleCompany;

beforeAll(async () => {
  server = await startTestServer();
  company = await bundleCompany(server, ['Петров', 'Сидоров']);
  other = await bundleCompany(server, ['Орлов']);
});
afterAll(() => server.close());

const db = () => server.runtime.ctx.db;
const good = (more: Cells = {}): Cells => ({
  'ИНН исполнителя': company.contractors[0]!.inn,
  'Услуги (предмет договора)': 'Уборка помещений',
  'Цена услуг': '15000,50',
  'Начало оказания услуг': '01.12.2026',
  'Окончание оказания услуг': '2026-12-31',
  ...more,
});

async function uploaded(rows: Cells[], header = CONTRACT_COLUMNS) {
  const bundle = await newBundle(company.client, { name: 'Из файла', template_id: CONTRACT_TEMPLATE_ID });
  const res = await upload(company.client, at(b.importFile, bundle.id), {
    name: 'пакет.xlsx',
    bytes: await bundleFile(header, rows),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return checked(company.client, bundle.id);
}

describe('a bundle from a file', () => {
  it('checks every row by the template: reasons per row naming the column, the error report, the process', async () => {
    const bundle = await uploaded([
      good(),
      good({ 'ИНН исполнителя': null, 'Телефон исполнителя': company.contractors[1]!.phone, 'Цена услуг': 1200 }),
      good({ 'Цена услуг': '100,123' }),
      good({ 'ИНН исполнителя': '500100732259' }),
      good({ 'ИНН исполнителя': other.contractors[0]!.inn }),
      good({ 'Начало оказания услуг': '31.02.2026' }),
      good({ 'Окончание оказания услуг': null, 'Срок оплаты, рабочих дней': 'пять' }),
    ]);
    expect(bundle).toMatchObject({
      status: 'AWAIT_GENERATE_DOCUMENTS',
      import: { state: 'DONE', rows_total: 7, rows_done: 7, valid: 2, invalid: 5, error: null },
      can_generate: true,
    });
    const rows = await rowsOf(company.client, bundle.id);
    const reasons = Object.fromEntries(rows.items.map((r) => [r.row_number, r.errors.join('; ')]));
    expect(rows.items.map((r) => r.state)).toEqual([
      'VALID',
      'VALID',
      'INVALID',
      'INVALID',
      'INVALID',
      'INVALID',
      'INVALID',
    ]);
    expect(rows.items[1]!.employee?.id).toBe(company.contractors[1]!.id);
    expect(reasons[4]).toContain('«Цена услуг»: сумма в рублях, не больше двух знаков');
    expect(reasons[5]).toContain('исполнитель с ИНН 500100732259 не найден среди исполнителей компании');
    // Another company's contractor reads exactly like an unknown one.
    expect(reasons[6]).toBe(
      `«ИНН исполнителя»: исполнитель с ИНН ${other.contractors[0]!.inn} не найден среди исполнителей компании`,
    );
    expect(reasons[7]).toContain('«Начало оказания услуг»: дата в формате ДД.ММ.ГГГГ');
    expect(reasons[8]).toContain('«Окончание оказания услуг»: заполните');
    expect(reasons[8]).toContain('«Срок оплаты, рабочих дней»: нужно целое число');
    const invalidOnly = await rowsOf(company.client, bundle.id, { filters: { state: ['INVALID'] } });
    expect(invalidOnly.totalCount).toBe(5);

    const report = await download(company.client, at(b.errorReport, bundle.id));
    expect(report.status).toBe(200);
    const sheet = (await sheetsOf(report.bytes)).get('Пакет документов')!;
    expect(sheet[0]).toEqual([...CONTRACT_COLUMNS, 'Ошибка']);
    expect(sheet[3]!.at(-1)).toContain('не больше двух знаков');
    // A good row's «Ошибка» is empty (the reader drops empty trailing cells).
    expect(sheet[1]!.length).toBeLessThanOrEqual(CONTRACT_COLUMNS.length);
    expect((await other.client.get(at(b.errorReport, bundle.id))).status).toBe(404);

    const processes = await company.client.get<ProcessesResponse>(`${apiPaths.userProcesses}?kind=BUNDLE_IMPORT`);
    const process = processes.body.items.find((p) => p.subject_id === bundle.id)!;
    expect(process).toMatchObject({ status: 'SUCCESS', done: 7, total: 7 });
    expect(process.error_file_path).toBe(at(b.errorReport, bundle.id));
  });

  it('refuses a file whose columns are not the template’s, naming them; nothing is kept', async () => {
    const missing = await uploaded(
      [good()],
      CONTRACT_COLUMNS.filter((c) => c !== 'Цена услуг'),
    );
    expect(missing).toMatchObject({ status: 'NEW', import: { state: 'ERROR', rows_total: 0 }, can_generate: false });
    expect(missing.import.error).toBe(
      'Столбцы файла не совпадают с шаблоном пакета: нет столбцов «Цена услуг». Скачайте шаблон файла пакета',
    );
    expect((await rowsOf(company.client, missing.id)).totalCount).toBe(0);
    const unknown = await uploaded([good()], [...CONTRACT_COLUMNS, 'Премия']);
    expect(unknown.import.error).toContain('лишние столбцы «Премия»');
    const generate = await company.client.post<ErrorBody>(at(b.generateDocuments, missing.id));
    expect(generate.status).toBe(409);
    const notXlsx = await upload(company.client, at(b.importFile, missing.id), { name: 'a.xlsx', bytes: 'not a zip' });
    expect(notXlsx.status).toBe(400);
  });

  it('generates the valid rows’ documents (bundle_id, PDF), once; a row failing makes COMPLETED_ERRORS', async () => {
    const bundle = await uploaded([
      good(),
      good({ 'ИНН исполнителя': company.contractors[1]!.inn }),
      good({ 'Цена услуг': 'много' }),
    ]);
    // Сидоров leaves the company between the check and the generation: his row fails with the reason.
    await db()
      .update(customerEmployees)
      .set({ status: 'DISCONNECTED' })
      .where(
        and(
          eq(customerEmployees.customerId, company.customerId),
          eq(customerEmployees.employeeId, company.contractors[1]!.id),
        ),
      );
    const started = await company.client.post<Bundle>(at(b.generateDocuments, bundle.id));
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toMatchObject({ status: 'PROCESSING', generation: { total: 2 } });
    const again = await company.client.post<ErrorBody>(at(b.generateDocuments, bundle.id));
    expect(again.status).toBe(409);
    const done = await generated(company.client, bundle.id);
    expect(done).toMatchObject({
      status: 'COMPLETED_ERRORS',
      generation: { total: 2, done: 1, failed: 1 },
      documents: { total: 1, DRAFT: 1 },
      can_generate: false,
      can_delete: false,
    });
    const made = await db().select().from(documents).where(eq(documents.bundleId, bundle.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ employeeId: company.contractors[0]!.id, status: 'DRAFT' });
    expect(made[0]!.fieldValues).toMatchObject({ price: '15000.50', start_date: '2026-12-01', end_date: '2026-12-31' });
    const pdf = await db().select().from(documentAttachments).where(eq(documentAttachments.documentId, made[0]!.id));
    expect(pdf.filter((a) => a.main)).toHaveLength(1);
    const rows = await rowsOf(company.client, bundle.id);
    expect(rows.items.map((r) => r.state)).toEqual(['GENERATED', 'FAILED', 'INVALID']);
    expect(rows.items[0]!.document_id).toBe(made[0]!.id);
    expect(rows.items[1]!.errors).toEqual(['Исполнитель не найден среди ваших исполнителей']);

    const list = await company.client.post<BundleDocumentsResponse>(at(b.documents, bundle.id), {
      filters: { group: ['DRAFT'], search: 'петров' },
    });
    expect(list.body.items.map((d) => [d.id, d.group, d.employee.id])).toEqual([
      [made[0]!.id, 'DRAFT', company.contractors[0]!.id],
    ]);
    const signed = await company.client.post<BundleDocumentsResponse>(at(b.documents, bundle.id), {
      filters: { group: ['SIGNED'] },
    });
    expect(signed.body.totalCount).toBe(0);
    expect((await other.client.post(at(b.documents, bundle.id), {})).status).toBe(404);
    expect((await company.client.post<ErrorBody>(at(b.generateDocuments, bundle.id))).status).toBe(409);
    expect((await company.client.request('DELETE', at(b.one, bundle.id))).status).toBe(409);

    const bell = await db().select().from(notifications).where(eq(notifications.accountId, company.accountId));
    expect(bell.map((n) => n.title)).toContain(`Пакет документов № ${bundle.number}: сформировано 1 из 2`);
    const processes = await company.client.get<ProcessesResponse>(`${apiPaths.userProcesses}?kind=BUNDLE_GENERATION`);
    expect(processes.body.items.find((p) => p.subject_id === bundle.id)).toMatchObject({ status: 'SUCCESS', done: 2 });
  });

  it('refuses to generate while the file is being checked, in Russian', async () => {
    const bundle = await uploaded([good()]);
    await db().update(documentBundles).set({ importState: 'VALIDATING' }).where(eq(documentBundles.id, bundle.id));
    const res = await company.client.post<ErrorBody>(at(b.generateDocuments, bundle.id));
    expect(res.status).toBe(409);
    expect(res.body.error_message).toBe('Файл пакета ещё проверяется: дождитесь конца проверки');
    const upload2 = await upload(company.client, at(b.importFile, bundle.id), {
      name: 'x.xlsx',
      bytes: await bundleFile(CONTRACT_COLUMNS, [good()]),
    });
    expect(upload2.status).toBe(409);
    await db().update(documentBundles).set({ importState: 'DONE' }).where(eq(documentBundles.id, bundle.id));
    expect((await company.client.post(at(b.generateDocuments, bundle.id))).status).toBe(202);
    expect(await generated(company.client, bundle.id)).toMatchObject({ status: 'COMPLETED_SUCCESS' });
  });
});
