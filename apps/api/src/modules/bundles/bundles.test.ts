import {
  apiPaths,
  type Bundle,
  type BundleHistoryResponse,
  type BundleListResponse,
  type ErrorBody,
} from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentBundleRows, documentBundles } from '../../db/schema/index.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  at,
  type BundleCompany,
  b,
  bundleCompany,
  CONTRACT_COLUMNS,
  CONTRACT_TEMPLATE_ID,
  download,
  getBundle,
  newBundle,
  recordsOnlyTemplate,
  rowsOf,
  sheetsOf,
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

const bundleRow = async (id: string) =>
  (await server.runtime.ctx.db.select().from(documentBundles).where(eq(documentBundles.id, id)))[0]!;

describe('document bundles', () => {
  it('creates, lists, reads, renames, sets reminders and deletes a bundle; its history says so', async () => {
    const made = await newBundle(company.client, { name: 'Договоры декабря', template_id: CONTRACT_TEMPLATE_ID });
    expect(made).toMatchObject({
      name: 'Договоры декабря',
      status: 'NEW',
      template: { id: CONTRACT_TEMPLATE_ID, kind: 'CONTRACT' },
      import: { state: 'NONE', rows_total: 0 },
      generation: { total: 0, done: 0, failed: 0 },
      documents: { total: 0 },
      can_import: true,
      can_generate: false,
      can_delete: true,
      created_by: { id: company.accountId, name: company.name },
    });
    const second = await newBundle(company.client, { name: 'Акты', template_id: CONTRACT_TEMPLATE_ID });
    expect(second.number).toBe(made.number + 1);

    const list = await company.client.post<BundleListResponse>(b.list, { page: 1, page_size: 10 });
    expect(list.body.items.map((x) => x.id)).toEqual([second.id, made.id]);
    const searched = await company.client.post<BundleListResponse>(b.list, { filters: { search: 'декабр' } });
    expect(searched.body.items.map((x) => x.id)).toEqual([made.id]);
    const byStatus = await company.client.post<BundleListResponse>(b.list, { filters: { status: ['PROCESSING'] } });
    expect(byStatus.body.totalCount).toBe(0);

    const put = await company.client.request<Bundle>('PUT', at(b.one, made.id), {
      body: {
        name: 'Договоры на декабрь',
        reminders: { interval_hours: 24, max: 3, expires_at: '2026-12-31T21:00:00.000Z' },
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({
      name: 'Договоры на декабрь',
      reminders: { interval_hours: 24, max: 3, expires_at: '2026-12-31T21:00:00.000Z' },
    });
    const bad = await company.client.request<ErrorBody>('PUT', at(b.one, made.id), {
      body: { reminders: { interval_hours: 0, max: 31, expires_at: null } },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('от 1 до 720 часов');
    expect((await bundleRow(made.id)).reminderIntervalHours).toBe(24);
    const off = await company.client.request<Bundle>('PUT', at(b.one, made.id), { body: { reminders: null } });
    expect(off.body.reminders).toEqual({ interval_hours: null, max: null, expires_at: null });

    const history = await company.client.get<BundleHistoryResponse>(at(b.history, made.id));
    expect(history.body.items.map((i) => i.event)).toEqual(['CREATED', 'UPDATED', 'UPDATED']);
    expect(history.body.items[1]!.text).toContain('напоминания каждые 24 ч');
    expect(history.body.items[0]!.actor).toBe(company.name);

    expect((await company.client.request('DELETE', at(b.one, made.id))).status).toBe(204);
    expect((await company.client.get(at(b.one, made.id))).status).toBe(404);
    const after = await company.client.post<BundleListResponse>(b.list, {});
    expect(after.body.items.map((x) => x.id)).toEqual([second.id]);
  });

  it('refuses bad input in Russian and answers another company, a contractor and a bad id alike', async () => {
    const noName = await company.client.post<ErrorBody>(b.create, { name: ' ', template_id: CONTRACT_TEMPLATE_ID });
    expect(noName.status).toBe(400);
    expect(JSON.stringify(noName.body)).toContain('Укажите название пакета');
    const noTemplate = await company.client.post<ErrorBody>(b.create, {
      name: 'X',
      template_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(noTemplate.status).toBe(400);
    expect(noTemplate.body.error_message).toBe('Шаблон не найден');

    const mine = await newBundle(company.client, { name: 'Мой', template_id: CONTRACT_TEMPLATE_ID });
    const foreign = await other.client.get<ErrorBody>(at(b.one, mine.id));
    const unknown = await other.client.get<ErrorBody>(at(b.one, '00000000-0000-4000-8000-000000000000'));
    const malformed = await other.client.get<ErrorBody>(at(b.one, 'not-an-id'));
    for (const res of [foreign, unknown, malformed]) {
      expect(res.status).toBe(404);
      expect(res.body.error_message).toBe('Пакет документов не найден');
    }
    expect((await other.client.request('DELETE', at(b.one, mine.id))).status).toBe(404);
    expect((await getBundle(company.client, mine.id)).name).toBe('Мой');
    const list = await other.client.post<BundleListResponse>(b.list, {});
    expect(list.body.items.map((x) => x.id)).not.toContain(mine.id);
    const asContractor = await company.contractors[0]!.client.get<ErrorBody>(at(b.one, mine.id));
    expect(asContractor.status).toBe(403);
    const contractorList = await company.contractors[0]!.client.post<ErrorBody>(apiPaths.bundles.list, {});
    expect(contractorList.status).toBe(403);
  });

  it('makes a bundle by hand: rows of the chosen contractors; a template needing typed fields asks for the file', async () => {
    const ids = company.contractors.map((c) => c.id);
    const refused = await company.client.post<ErrorBody>(b.create, {
      name: 'Руками',
      template_id: CONTRACT_TEMPLATE_ID,
      employee_ids: ids,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.employee_ids).toContain('«Начало оказания услуг»');
    expect(refused.body.fields?.employee_ids).toContain('загрузите файл');

    const templateId = await recordsOnlyTemplate(server, company.customerId);
    const foreignContractor = await company.client.post<ErrorBody>(b.create, {
      name: 'Руками',
      template_id: templateId,
      employee_ids: [ids[0], other.contractors[0]!.id],
    });
    expect(foreignContractor.status).toBe(400);
    expect(foreignContractor.body.fields?.employee_ids).toBe('Исполнитель не найден среди ваших исполнителей');
    const otherUsesMyTemplate = await other.client.post<ErrorBody>(b.create, { name: 'X', template_id: templateId });
    expect(otherUsesMyTemplate.status).toBe(400);

    const made = await newBundle(company.client, { name: 'Руками', template_id: templateId, employee_ids: ids });
    expect(made).toMatchObject({
      status: 'AWAIT_GENERATE_DOCUMENTS',
      import: { state: 'NONE', rows_total: 2, valid: 2, invalid: 0 },
      can_generate: true,
    });
    const rows = await rowsOf(company.client, made.id);
    expect(rows.items.map((r) => [r.row_number, r.state, r.employee?.id])).toEqual([
      [1, 'VALID', ids[0]],
      [2, 'VALID', ids[1]],
    ]);
    const stored = await server.runtime.ctx.db
      .select()
      .from(documentBundleRows)
      .where(eq(documentBundleRows.bundleId, made.id));
    expect(stored).toHaveLength(2);
  });

  it('serves the file made from the template: the contractor key and one column per field the company fills', async () => {
    const made = await newBundle(company.client, { name: 'Файл', template_id: CONTRACT_TEMPLATE_ID });
    const res = await download(company.client, at(b.importFile, made.id));
    expect(res.status).toBe(200);
    expect(res.type).toContain('spreadsheetml');
    const sheets = await sheetsOf(res.bytes);
    expect(sheets.get('Пакет документов')![0]).toEqual([
      'ИНН исполнителя',
      'Телефон исполнителя',
      'Место составления',
      'Услуги (предмет договора) *',
      'Цена услуг *',
      'Начало оказания услуг *',
      'Окончание оказания услуг *',
      'Срок оплаты, рабочих дней',
    ]);
    expect(CONTRACT_COLUMNS).toHaveLength(8);
    const formats = sheets.get('Форматы')!.map((r) => r.join(' | '));
    expect(formats.join('\n')).toContain('Цена услуг | да | Сумма в рублях, не больше двух знаков после запятой');
    expect(formats.join('\n')).toContain('Начало оказания услуг | да | Дата ДД.ММ.ГГГГ');
    expect((await other.client.get(at(b.importFile, made.id))).status).toBe(404);
  });
});
