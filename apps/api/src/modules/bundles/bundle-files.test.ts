/**
 * A bundle's download, act, terminate and PDFs made again through HTTP (issue 27 slice 3): a bundle of three
 * contracts from a file — one signed by both sides with ПЭП, one awaiting the company, one draft.
 */
import {
  apiPaths,
  type BundleAttachmentsGenerateResponse,
  type BundleDocumentsResponse,
  type BundleHistoryResponse,
  type BundleTerminateResponse,
  type Document,
  type GenerateAttachmentsResponse,
} from '@vyplaty/contracts';
import { eq, inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, employees } from '../../db/schema/index.js';
import type { TestClient } from '../../test-support/http-client.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { issueSelfNep, newCustomer, type Party, smsCode } from '../agreements/self-nep.test-helpers.js';
import { contractorOf } from '../tasks/tasks.test-helpers.js';
import {
  at,
  b,
  bundleFile,
  CONTRACT_COLUMNS,
  CONTRACT_TEMPLATE_ID,
  checked,
  generated,
  newBundle,
  recordsOnlyTemplate,
  sheetsOf,
  upload,
} from './bundles.test-helpers.js';

const d = apiPaths.documents;
let server: TestServer;
let company: Party;
const contractors: (Party & { fio: string; inn: string })[] = [];
let bundle: { id: string; number: number };
let docs: BundleDocumentsResponse['items'];
let otherBundleDocIds: string[];

async function fetchFile(client: TestClient, path: string) {
  const res = await fetch(client.baseUrl + path, { headers: { cookie: client.allCookies() } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, json: () => JSON.parse(bytes.toString()) };
}

async function sign(party: Party, id: string) {
  const sentAt = Date.now();
  expect((await party.client.post(at(d.signSelfNepSendCode, id), {})).status).toBe(200);
  const code = await smsCode(server, party, sentAt);
  const res = await party.client.post<Document>(at(d.signSelfNep, id), { code });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

beforeAll(async () => {
  server = await startTestServer();
  company = await newCustomer(server);
  for (const lastName of ['Архипов', 'Борисов', 'Васильев']) {
    const c = await contractorOf(server, company.entityId, lastName);
    const [row] = await server.runtime.ctx.db.select().from(employees).where(eq(employees.id, c.id));
    contractors.push({ ...c, entityId: c.id, phone: row!.phone, email: null, fio: c.fio, inn: row!.inn! });
  }
  await issueSelfNep(server, company);
  await issueSelfNep(server, contractors[0]!);
  const made = await newBundle(company.client, { name: 'Договоры января', template_id: CONTRACT_TEMPLATE_ID });
  const row = (i: number, price: string) => ({
    'ИНН исполнителя': contractors[i]!.inn,
    'Услуги (предмет договора)': 'Уборка помещений',
    'Цена услуг': price,
    'Начало оказания услуг': '01.01.2027',
    'Окончание оказания услуг': '31.01.2027',
  });
  const file = await bundleFile(CONTRACT_COLUMNS, [row(0, '15000,50'), row(1, '2000'), row(2, '300,25')]);
  expect((await upload(company.client, at(b.importFile, made.id), { name: 'пакет.xlsx', bytes: file })).status).toBe(
    202,
  );
  await checked(company.client, made.id);
  expect((await company.client.post(at(b.generateDocuments, made.id), {})).status).toBe(202);
  bundle = await generated(company.client, made.id);
  docs = (await company.client.post<BundleDocumentsResponse>(at(b.documents, made.id), { page_size: 10 })).body.items;
  expect(docs.map((x) => x.employee.id)).toEqual(contractors.map((c) => c.entityId));
  // The first signed by both, the second awaiting the company, the third a draft.
  for (const doc of docs.slice(0, 2)) expect((await company.client.post(at(d.send, doc.id), {})).status).toBe(200);
  await sign(company, docs[0]!.id);
  expect((await sign(contractors[0]!, docs[0]!.id)).status).toBe('SIGNED');
  // Another bundle of the same company (by hand, two drafts).
  const template = await recordsOnlyTemplate(server, company.entityId);
  const other = await newBundle(company.client, {
    name: 'Другой',
    template_id: template,
    employee_ids: [contractors[1]!.entityId, contractors[2]!.entityId],
  });
  await company.client.post(at(b.generateDocuments, other.id), {});
  await generated(company.client, other.id);
  const otherDocs = await company.client.post<BundleDocumentsResponse>(at(b.documents, other.id), {});
  otherBundleDocIds = otherDocs.body.items.map((x) => x.id);
}, 180_000);
afterAll(() => server?.close());

describe('a bundle downloaded', () => {
  it('a folder per document holding the document’s own archive, and the register', async () => {
    const res = await fetchFile(company.client, at(b.download, bundle.id));
    expect(res.status, res.bytes.toString().slice(0, 300)).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Пакет документов № ${bundle.number}.zip`)}`,
    );
    const zip = await JSZip.loadAsync(res.bytes);
    const folders = docs.map((x) => `${x.number} ${x.employee.fio}/`);
    for (const folder of folders) expect(zip.files[folder]?.dir, folder).toBe(true);
    // The signed document's folder holds exactly what its own download holds.
    const single = await JSZip.loadAsync((await fetchFile(company.client, at(d.download, docs[0]!.id))).bytes);
    const singleNames = Object.keys(single.files).filter((n) => !single.files[n]!.dir);
    const inFolder = Object.keys(zip.files)
      .filter((n) => n.startsWith(folders[0]!) && !zip.files[n]!.dir)
      .map((n) => n.slice(folders[0]!.length));
    expect(inFolder.sort()).toEqual(singleNames.sort());
    expect(inFolder).toEqual(
      expect.arrayContaining(['Доказательства подписания.pdf', 'история.txt', 'подписи/1 компания ПЭП.json']),
    );
    const signed = (await company.client.get<Document>(at(d.companyOne, docs[0]!.id))).body;
    const main = signed.attachments.find((a) => a.main)!;
    const pdf = await fetchFile(company.client, `${at(d.attachments, signed.id)}/${main.id}`);
    const inZip = await zip.file(`${folders[0]}${main.name}`)!.async('nodebuffer');
    expect(inZip.equals(pdf.bytes)).toBe(true);

    const register = await zip.file(`Реестр пакета № ${bundle.number}.xlsx`)!.async('nodebuffer');
    const rows = (await sheetsOf(register)).get('Реестр')!;
    expect(rows[0]).toEqual([
      '№ документа',
      'Дата',
      'Исполнитель',
      'ИНН',
      'Статус',
      'Подписан компанией',
      'Подписан исполнителем',
      'Цена услуг',
      'Строка пакета',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[3], r[4], r[7], r[8]])).toEqual([
      [String(docs[0]!.number), contractors[0]!.fio, contractors[0]!.inn, 'Подписан', '15000.5', '2'],
      [String(docs[1]!.number), contractors[1]!.fio, contractors[1]!.inn, 'Ожидает подписи компании', '2000', '3'],
      [String(docs[2]!.number), contractors[2]!.fio, contractors[2]!.inn, 'Черновик', '300.25', '4'],
    ]);
    expect(rows[1]![5]).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d/);
    expect(rows[2]![5] ?? '').toBe('');
  });

  it('a bundle without documents: 409 in Russian; a part past the end: 400', async () => {
    const empty = await newBundle(company.client, { name: 'Пустой', template_id: CONTRACT_TEMPLATE_ID });
    const res = await fetchFile(company.client, at(b.download, empty.id));
    expect(res.status).toBe(409);
    expect(res.json().error_message).toBe('В пакете нет документов: скачивать нечего');
    expect((await fetchFile(company.client, at(b.act, empty.id))).status).toBe(409);
    const past = await fetchFile(company.client, `${at(b.download, bundle.id)}?part=2`);
    expect(past.status).toBe(400);
    expect(past.json().error_message).toBe('В пакете 3 документов: частей архива 1');
  });
});

describe('the bundle’s act', () => {
  it('is a PDF naming the bundle, the company, each document and the totals', async () => {
    const res = await fetchFile(company.client, at(b.act, bundle.id));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.bytes);
    expect(text).toContain(`Акт-реестр документов пакета № ${bundle.number}`);
    expect(text).toContain('Договоры января');
    expect(text).toContain('ИНН 7707083893');
    for (const c of contractors) expect(text).toContain(c.fio);
    expect(text).toMatch(/Подписано обеими сторонами 1/);
    expect(text).toMatch(/сумма подписанных 15\s000,50/);
  });
});

describe('attachments/generate', () => {
  it('makes again the PDFs of the documents in ERROR through documents’ batch; none left → 409', async () => {
    const none = await company.client.post(at(b.attachmentsGenerate, bundle.id), {});
    expect(none.status).toBe(409);
    expect(none.body.error_message).toBe('У всех документов пакета есть файлы: формировать заново нечего');
    const db = server.runtime.ctx.db;
    await db.update(documents).set({ status: 'ERROR', reason: 'сбой' }).where(eq(documents.id, docs[2]!.id));
    const one = await company.client.post<BundleAttachmentsGenerateResponse>(at(b.attachmentsGenerate, bundle.id), {});
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body).toEqual({ batch_id: null, total: 1, done: 1, failed: 0, remaining: 0 });
    const [back] = await db.select().from(documents).where(eq(documents.id, docs[2]!.id));
    expect(back).toMatchObject({ status: 'DRAFT', reason: null });

    // Several: one batch, followed at documents' batch endpoint; the other bundle's documents are not touched.
    await db.update(documents).set({ status: 'ERROR' }).where(inArray(documents.id, otherBundleDocIds));
    const otherId = (await db.select().from(documents).where(eq(documents.id, otherBundleDocIds[0]!)))[0]!.bundleId!;
    const batch = await company.client.post<BundleAttachmentsGenerateResponse>(at(b.attachmentsGenerate, otherId), {});
    expect(batch.body).toMatchObject({ total: 2, remaining: 0 });
    expect(batch.body.batch_id).toEqual(expect.any(String));
    await waitFor(
      async () => {
        const r = await company.client.get<GenerateAttachmentsResponse>(
          d.generateBatch.replace(':batchId', batch.body.batch_id!),
        );
        return r.body.done === 2 ? r : undefined;
      },
      'the batch done',
      30_000,
    );
    const after = await db.select().from(documents).where(inArray(documents.id, otherBundleDocIds));
    expect(after.map((x) => x.status)).toEqual(['DRAFT', 'DRAFT']);
  });
});

describe('a bundle terminated', () => {
  it('reports what cannot be terminated; all: the signed and awaiting ones TERMINATE with the reason', async () => {
    const bad = await company.client.post(at(b.terminate, bundle.id), { document_ids: [docs[0]!.id] });
    expect(bad.status).toBe(400);
    expect(bad.body.error_message).toBe('Укажите причину расторжения');

    const chosen = await company.client.post<BundleTerminateResponse>(at(b.terminate, bundle.id), {
      reason: 'Работы отменены',
      document_ids: [docs[2]!.id, otherBundleDocIds[0]!],
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body).toEqual({
      items: [
        {
          document_id: docs[2]!.id,
          number: docs[2]!.number,
          ok: false,
          reason: 'Расторгнуть можно документ на подписании или подписанный',
        },
        { document_id: otherBundleDocIds[0], number: null, ok: false, reason: 'Документ не из этого пакета' },
      ],
      terminated: 0,
      failed: 2,
      remaining: 2,
    });

    const all = await company.client.post<BundleTerminateResponse>(at(b.terminate, bundle.id), {
      reason: 'Работы отменены',
    });
    expect(all.body).toMatchObject({ terminated: 2, failed: 0, remaining: 0 });
    expect(all.body.items.map((i) => [i.document_id, i.ok])).toEqual([
      [docs[0]!.id, true],
      [docs[1]!.id, true],
    ]);
    const rows = await server.runtime.ctx.db
      .select()
      .from(documents)
      .where(
        inArray(
          documents.id,
          docs.map((x) => x.id),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(docs[0]!.id)).toMatchObject({ status: 'TERMINATE', reason: 'Работы отменены' });
    expect(byId.get(docs[1]!.id)).toMatchObject({ status: 'TERMINATE', reason: 'Работы отменены' });
    expect(byId.get(docs[2]!.id)!.status).toBe('DRAFT');
    const again = await company.client.post<BundleTerminateResponse>(at(b.terminate, bundle.id), { reason: 'Ещё' });
    expect(again.body).toEqual({ items: [], terminated: 0, failed: 0, remaining: 0 });

    const history = await company.client.get<BundleHistoryResponse>(at(b.history, bundle.id));
    expect(history.body.items.map((h) => h.text)).toContain(
      'Пакет изменён: расторгнуто документов: 2; причина: Работы отменены',
    );
    // The contractor is told by documents' own terminate.
    const theirs = await contractors[0]!.client.get<Document>(at(d.employeeOne, docs[0]!.id));
    expect(theirs.body).toMatchObject({ status: 'TERMINATE', reason: 'Работы отменены' });
  });
});
