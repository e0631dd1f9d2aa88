/**
 * A document's files and their generation over HTTP (docs/decisions/documents.md): an appendix added,
 * renamed and removed in a draft with ATTACHMENT_CREATED / UPDATED in the history (and DELETED when
 * the draft goes), every change refused once the document is sent; a batch generation holds its
 * documents in AWAIT_GENERATE_ATTACHMENTS until the job runs, and a document the job cannot make ends
 * in ERROR with a Russian reason while the others return to DRAFT. The job is run by the test (no
 * workers), so the in-between state is seen.
 */
import {
  apiPaths,
  type Document,
  type DocumentAttachment,
  type DocumentHistoryResponse,
  type ErrorBody,
  type GenerateAttachmentsResponse,
  pathWithId,
} from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, historyEvents } from '../../db/schema/index.js';
import { linkEmployee } from '../../db/seed/demo.js';
import { SERVICES_CONTRACT_TEMPLATE_ID } from '../../db/seed/document-templates.js';
import { claimJob } from '../../jobs/queue-sql.js';
import { PDF } from '../../test-support/isolation/documents-world.js';
import { sendForm } from '../../test-support/isolation/world.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { newCustomer, newEmployee, type Party } from '../agreements/self-nep.test-helpers.js';
import { generateAttachmentsJob } from './document-attachments.service.js';

let server: TestServer;
let company: Party;
let contractor: Party;
const p = apiPaths.documents;
const at = (path: string, id: string) => pathWithId(path, id);
const attachmentPath = (id: string, attachmentId: string) =>
  p.attachment.replace(':id', id).replace(':attachmentId', attachmentId);

beforeAll(async () => {
  server = await startTestServer({ JOB_WORKERS: 'false' });
  company = await newCustomer(server);
  contractor = await newEmployee(server);
  await linkEmployee(server.runtime.ctx.db, { customerId: company.entityId, employeeId: contractor.entityId });
}, 120_000);
afterAll(() => server?.close());

async function draft() {
  const res = await company.client.post<Document>(p.create, {
    template_id: SERVICES_CONTRACT_TEMPLATE_ID,
    employee_id: contractor.entityId,
    fields: { services: 'Уборка', price: '1000,00', start_date: '2026-01-10', end_date: '2026-01-31' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const addFile = (id: string, name = 'приложение.pdf') =>
  sendForm(company.client, 'POST', at(p.attachments, id), { file: { name, bytes: PDF } });
const events = async (id: string) =>
  (await company.client.get<DocumentHistoryResponse>(at(p.history, id))).body.items.map((h) => `${h.event} ${h.text}`);
const one = async (id: string) => (await company.client.get<Document>(at(p.companyOne, id))).body;

describe('a draft’s files', () => {
  it('adds, renames and removes an appendix, each in the history; deleting the draft records DELETED', async () => {
    const doc = await draft();
    const added = await addFile(doc.id);
    const appendix = (await added.json()) as DocumentAttachment;
    expect(added.status, JSON.stringify(appendix)).toBe(201);
    expect(appendix).toMatchObject({ name: 'приложение.pdf', main: false, origin: 'UPLOADED' });

    const renamed = await company.client.request<DocumentAttachment>('PATCH', attachmentPath(doc.id, appendix.id), {
      body: { name: 'Техническое задание.pdf' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.name).toBe('Техническое задание.pdf');

    const removed = await company.client.request('DELETE', attachmentPath(doc.id, appendix.id));
    expect(removed.status).toBe(204);
    expect((await one(doc.id)).attachments.map((a) => a.name)).not.toContain('Техническое задание.pdf');

    const history = await events(doc.id);
    expect(history.find((e) => e.startsWith('ATTACHMENT_CREATED'))).toContain('приложение.pdf');
    expect(history.some((e) => e.startsWith('UPDATED') && e.includes('Техническое задание.pdf'))).toBe(true);
    expect(history.some((e) => e.startsWith('UPDATED') && e.includes('удалён файл'))).toBe(true);

    expect((await company.client.request('DELETE', at(p.one, doc.id))).status).toBe(204);
    const [row] = await server.runtime.ctx.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(row?.deletedAt ?? null).not.toBeNull();
    const recorded = await server.runtime.ctx.db
      .select({ event: historyEvents.event })
      .from(historyEvents)
      .where(eq(historyEvents.entityId, doc.id));
    expect(recorded.map((r) => r.event)).toEqual(
      expect.arrayContaining(['CREATED', 'ATTACHMENT_CREATED', 'UPDATED', 'DELETED']),
    );
  });

  it('refuses to add, rename or remove files once the document is sent, and changes nothing', async () => {
    const doc = await draft();
    const appendix = (await (await addFile(doc.id)).json()) as DocumentAttachment;
    expect((await company.client.post(at(p.send, doc.id), {})).status).toBe(200);
    const before = await events(doc.id);
    const files = (await one(doc.id)).attachments;

    const add = await addFile(doc.id, 'ещё.pdf');
    expect(add.status).toBe(409);
    expect(((await add.json()) as ErrorBody).error_message).toBe('Файлы можно менять только у черновика');
    const rename = await company.client.request<ErrorBody>('PATCH', attachmentPath(doc.id, appendix.id), {
      body: { name: 'другое.pdf' },
    });
    expect(rename.status).toBe(409);
    const remove = await company.client.request<ErrorBody>('DELETE', attachmentPath(doc.id, appendix.id));
    expect(remove.status).toBe(409);
    expect(remove.body.error_message).toBe('Файлы можно менять только у черновика');

    expect((await one(doc.id)).attachments).toEqual(files);
    expect(await events(doc.id)).toEqual(before);
  });
});

describe('batch generation', () => {
  it('holds the batch in AWAIT_GENERATE_ATTACHMENTS; the job makes the PDFs, a failed one ends in ERROR', async () => {
    const good = await draft();
    const broken = await draft();
    const res = await company.client.post<GenerateAttachmentsResponse>(p.generate, {
      document_ids: [good.id, broken.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total: 2, done: 0, failed: 0, batch_id: expect.any(String) });
    for (const id of [good.id, broken.id]) {
      const doc = await one(id);
      expect(doc.status).toBe('AWAIT_GENERATE_ATTACHMENTS');
      expect(doc.can_send).toBe(false);
    }
    // Sending or editing a document being generated is refused.
    expect((await company.client.post(at(p.send, good.id), {})).status).toBe(409);

    // The template gone from under one of them: the job cannot make its file.
    const { db } = server.runtime.ctx;
    await db.update(documents).set({ templateId: null }).where(eq(documents.id, broken.id));
    const job = await claimJob(db, [generateAttachmentsJob.name], 60);
    expect(job?.name).toBe(generateAttachmentsJob.name);
    await generateAttachmentsJob.handler(server.runtime.ctx, generateAttachmentsJob.schema.parse(job!.data));

    const progress = await company.client.get<GenerateAttachmentsResponse>(
      p.generateBatch.replace(':batchId', res.body.batch_id!),
    );
    expect(progress.body).toMatchObject({ total: 2, done: 1, failed: 1 });
    const made = await one(good.id);
    expect(made.status).toBe('DRAFT');
    expect(made.attachments.filter((a) => a.main)).toHaveLength(1);
    expect(made.attachments.find((a) => a.main)?.id).not.toBe(good.attachments.find((a) => a.main)?.id);
    expect(await one(broken.id)).toMatchObject({ status: 'ERROR', reason: 'Не удалось сформировать файл документа' });
  });
});
