/**
 * document/{id}/send_to_email over HTTP: the company sends a draft's PDF, then — once signed — the zip with
 * the signatures, each time a real letter through SMTP (the queue delivers it) and SEND_TO_EMAIL in the
 * history with the address masked where it is read; a bad address is refused in Russian on the field, the
 * contractor and another company get nothing, and the hourly limit answers 429.
 */
import {
  apiPaths,
  type Document,
  type DocumentEmailInfo,
  type DocumentHistoryResponse,
  pathWithId,
  type SendDocumentToEmailResponse,
} from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkEmployee } from '../../db/seed/demo.js';
import { SERVICES_CONTRACT_TEMPLATE_ID } from '../../db/seed/document-templates.js';
import { countAttempt } from '../../lib/rate-limit.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { issueSelfNep, newCustomer, newEmployee, type Party, smsCode } from '../agreements/self-nep.test-helpers.js';
import { sendToEmailLimit } from './document-email.service.js';

let server: TestServer;
let company: Party;
let contractor: Party;
let stranger: Party;
const p = apiPaths.documents;
const at = (path: string, id: string) => pathWithId(path, id);
const CONTRACTOR_EMAIL = 'sidorov.ivan@example.ru';

beforeAll(async () => {
  server = await startTestServer();
  company = await newCustomer(server);
  contractor = await newEmployee(server);
  stranger = await newCustomer(server);
  await linkEmployee(server.runtime.ctx.db, { customerId: company.entityId, employeeId: contractor.entityId });
  await issueSelfNep(server, company);
  await server.runtime.ctx.db.execute(
    sql`update employees set email = ${CONTRACTOR_EMAIL} where id = ${contractor.entityId}`,
  );
}, 120_000);
afterAll(() => server?.close());

async function newContract() {
  const res = await company.client.post<Document>(p.create, {
    template_id: SERVICES_CONTRACT_TEMPLATE_ID,
    employee_id: contractor.entityId,
    fields: { services: 'Вёрстка сайта', price: '20000,00', start_date: '2026-02-01', end_date: '2026-02-28' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const historyOf = async (party: Party, id: string) =>
  (await party.client.get<DocumentHistoryResponse>(at(p.history, id))).body.items;

const storedEvents = (id: string) =>
  rowsOf<{ details: { email: string; attachment: string } }>(
    server.runtime.ctx.db,
    sql`select details from history_events where entity_id = ${id} and event = 'SEND_TO_EMAIL' order by seq`,
  );

describe('document/{id}/send_to_email', () => {
  it('sends a draft’s PDF to the contractor’s e-mail and records it masked in the history', async () => {
    const doc = await newContract();
    const info = await company.client.get<DocumentEmailInfo>(at(p.sendToEmail, doc.id));
    expect(info.status, JSON.stringify(info.body)).toBe(200);
    const main = doc.attachments.find((a) => a.main)!;
    expect(info.body).toEqual({ attachment: 'PDF', file_name: main.name, suggested_email: CONTRACTOR_EMAIL });

    const res = await company.client.post<SendDocumentToEmailResponse>(at(p.sendToEmail, doc.id), {
      email: ' Sidorov.Ivan@Example.RU ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ attachment: 'PDF', email_masked: 's***@example.ru' });

    const letter = await server.waitForMail(CONTRACTOR_EMAIL, (m) => m.subject.includes(`№ ${doc.number}`));
    expect(letter.subject).toBe(`${doc.title} № ${doc.number} от ${doc.company.name}`);
    expect(letter.text).toContain('Документ во вложении в формате PDF');
    expect(letter.attachments).toHaveLength(1);
    const [file] = letter.attachments;
    expect(file!.filename).toBe(main.name);
    expect(file!.contentType).toBe('application/pdf');
    const stored = await company.client.get<Buffer>(`${at(p.attachments, doc.id)}/${main.id}`);
    expect(Buffer.from(file!.content).equals(Buffer.from(stored.body))).toBe(true);

    // The history reads the masked address; the record keeps the full one.
    const sent = (await historyOf(company, doc.id)).filter((h) => h.event === 'SEND_TO_EMAIL');
    expect(sent.map((h) => h.text)).toEqual(['Отправлен по электронной почте: PDF на s***@example.ru']);
    expect((await storedEvents(doc.id)).map((r) => r.details)).toEqual([
      expect.objectContaining({ email: CONTRACTOR_EMAIL, attachment: 'PDF' }),
    ]);
  });

  it('once signed sends the zip with the document, the signatures and the evidence PDF', async () => {
    const doc = await newContract();
    expect((await company.client.post(at(p.send, doc.id), {})).status).toBe(200);
    const sentAt = Date.now();
    expect((await company.client.post(at(p.signSelfNepSendCode, doc.id), {})).status).toBe(200);
    const code = await smsCode(server, company, sentAt);
    expect((await company.client.post(at(p.signSelfNep, doc.id), { code })).status).toBe(200);

    const info = await company.client.get<DocumentEmailInfo>(at(p.sendToEmail, doc.id));
    expect(info.body).toMatchObject({ attachment: 'ZIP', file_name: `${doc.title} № ${doc.number}.zip` });
    const to = 'accountant@buh.example.ru';
    const res = await company.client.post<SendDocumentToEmailResponse>(at(p.sendToEmail, doc.id), { email: to });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ attachment: 'ZIP', email_masked: 'a***@buh.example.ru' });

    const letter = await server.waitForMail(to);
    expect(letter.text).toContain('Доказательства подписания.pdf');
    const [file] = letter.attachments;
    expect(file!.filename).toBe(`${doc.title} № ${doc.number}.zip`);
    const zip = await JSZip.loadAsync(file!.content);
    const names = Object.keys(zip.files);
    expect(names).toContain('Доказательства подписания.pdf');
    expect(names.some((n) => n.startsWith('подписи/1 компания ПЭП'))).toBe(true);
    const evidence = await pdfText(await zip.file('Доказательства подписания.pdf')!.async('uint8array'));
    // The evidence's history already names the letter, masked.
    expect(evidence).toContain('a***@buh.example.ru');
    expect(evidence).not.toContain(to);
    // Both sides read it masked (the contractor sees the document once it was sent to them).
    for (const party of [company, contractor]) {
      const history = await historyOf(party, doc.id);
      expect(history.at(-1)?.text).toBe('Отправлен по электронной почте: архив с подписями на a***@buh.example.ru');
    }
  });

  it('refuses a bad address in Russian on the field and sends nothing', async () => {
    const doc = await newContract();
    for (const [email, message] of [
      ['', 'Введите e-mail'],
      ['не почта', 'Некорректный e-mail'],
      ['<b>x@company.ru', 'Некорректный e-mail'],
    ] as const) {
      const res = await company.client.post<{ error_message: string; fields: Record<string, string> }>(
        at(p.sendToEmail, doc.id),
        { email },
      );
      expect(res.status, email).toBe(400);
      expect(res.body.fields.email).toBe(message);
    }
    expect(await storedEvents(doc.id)).toEqual([]);
  });

  it('is the company’s: the contractor gets 403, another company 404, nothing recorded', async () => {
    const doc = await newContract();
    expect((await company.client.post(at(p.send, doc.id), {})).status).toBe(200);
    const asContractor = await contractor.client.post(at(p.sendToEmail, doc.id), { email: CONTRACTOR_EMAIL });
    expect(asContractor.status).toBe(403);
    expect((await contractor.client.get(at(p.sendToEmail, doc.id))).status).toBe(403);
    const asStranger = await stranger.client.post<{ error_message: string }>(at(p.sendToEmail, doc.id), {
      email: 'x@example.ru',
    });
    expect(asStranger.status).toBe(404);
    expect(asStranger.body.error_message).toBe('Документ не найден');
    expect(await storedEvents(doc.id)).toEqual([]);
  });

  it('answers 429 past the company’s hourly limit, recording nothing', async () => {
    const doc = await newContract();
    const now = new Date();
    for (let i = 0; i < sendToEmailLimit.limit; i++) {
      await countAttempt(server.runtime.ctx.db, sendToEmailLimit, company.entityId, now);
    }
    const res = await company.client.post<{ error_message: string }>(at(p.sendToEmail, doc.id), {
      email: 'late@example.ru',
    });
    expect(res.status).toBe(429);
    expect(res.body.error_message).toBe(sendToEmailLimit.message);
    expect(await storedEvents(doc.id)).toEqual([]);
  });
});
