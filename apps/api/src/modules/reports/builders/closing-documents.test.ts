/**
 * «Закрывающие документы за период» over HTTP on a real database (issue 28): a contract and an act signed by both
 * sides with ПЭП today, a contract only the company signed, and an act signed last year; the report of today holds
 * a folder per document signed by both — exactly what the document's own download holds — and the register.
 */
import { apiPaths, type Document, pathWithId } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../../db/schema/index.js';
import { linkEmployee } from '../../../db/seed/demo.js';
import { ACT_OF_SERVICES_TEMPLATE_ID, SERVICES_CONTRACT_TEMPLATE_ID } from '../../../db/seed/document-templates.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { issueSelfNep, newCustomer, newEmployee, type Party, smsCode } from '../../agreements/self-nep.test-helpers.js';
import { companyClosingDocuments } from '../../documents/index.js';
import { downloadedZip, orderedReport, sheetRows, today } from './archive-reports.test-helpers.js';

const p = apiPaths.documents;
const at = (path: string, id: string) => pathWithId(path, id);
let server: TestServer;
let company: Party;
let contractor: Party;
let contract: Document;
let act: Document;

async function signAs(party: Party, id: string) {
  const sentAt = Date.now();
  expect((await party.client.post(at(p.signSelfNepSendCode, id), {})).status).toBe(200);
  const code = await smsCode(server, party, sentAt);
  const res = await party.client.post<Document>(at(p.signSelfNep, id), { code });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function made(templateId: string, fields: Record<string, unknown>) {
  const res = await company.client.post<Document>(p.create, {
    template_id: templateId,
    employee_id: contractor.entityId,
    fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect((await company.client.post(at(p.send, res.body.id), {})).status).toBe(200);
  return res.body;
}

const contractFields = {
  services: 'Курьерская доставка документов',
  price: '15000,00',
  start_date: '2026-01-10',
  end_date: '2026-01-31',
};
const actFields = { period_from: '2026-01-01', period_to: '2026-01-31', services: ['Уборка офиса'], price: '2500,50' };

beforeAll(async () => {
  server = await startTestServer();
  company = await newCustomer(server);
  contractor = await newEmployee(server);
  await linkEmployee(server.runtime.ctx.db, { customerId: company.entityId, employeeId: contractor.entityId });
  await issueSelfNep(server, company);
  await issueSelfNep(server, contractor);
  contract = await made(SERVICES_CONTRACT_TEMPLATE_ID, contractFields);
  await signAs(company, contract.id);
  contract = await signAs(contractor, contract.id);
  act = await made(ACT_OF_SERVICES_TEMPLATE_ID, actFields);
  await signAs(company, act.id);
  act = await signAs(contractor, act.id);
  expect([contract.status, act.status]).toEqual(['SIGNED', 'SIGNED']);
  // Awaiting the contractor: not a closing document.
  const half = await made(SERVICES_CONTRACT_TEMPLATE_ID, contractFields);
  await signAs(company, half.id);
  // Signed by both a year ago: outside the period.
  const old = await made(ACT_OF_SERVICES_TEMPLATE_ID, actFields);
  await signAs(company, old.id);
  await signAs(contractor, old.id);
  await server.runtime.ctx.db
    .update(documents)
    .set({ signedAt: new Date(Date.now() - 400 * 86_400_000) })
    .where(eq(documents.id, old.id));
}, 180_000);
afterAll(() => server?.close());

const fetchZip = async (client: Party['client'], path: string) => {
  const res = await fetch(client.baseUrl + path, { headers: { cookie: client.allCookies() } });
  expect(res.status).toBe(200);
  return JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
};

describe('CLOSING_DOCUMENTS «Закрывающие документы за период»', () => {
  it('a folder per document signed by both in the period, as its own download, and the register', async () => {
    const report = await orderedReport(company.client, 'CLOSING_DOCUMENTS', today(), today());
    expect(report.status, report.error_text ?? '').toBe('SUCCESS');
    expect({ done: report.done, total: report.total }).toEqual({ done: 2, total: 2 });
    expect(report.file_name).toMatch(/^Закрывающие документы \d\d\.\d\d\.\d{4}–\d\d\.\d\d\.\d{4}\.zip$/);

    const { zip } = await downloadedZip(company.client, report.id);
    const files = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir);
    const fio = contract.employee.fio;
    const folders = [
      `${contract.number} Договор возмездного оказания услуг ${fio}/`,
      `${act.number} Акт оказанных услуг ${fio}/`,
    ];
    const registerName = files.find((n) => n.startsWith('Реестр закрывающих документов '))!;
    expect(new Set(files.map((n) => (n.includes('/') ? `${n.split('/')[0]}/` : n)))).toEqual(
      new Set([...folders, registerName]),
    );
    for (const [doc, folder] of [
      [contract, folders[0]!],
      [act, folders[1]!],
    ] as const) {
      const single = await fetchZip(company.client, at(p.download, doc.id));
      const singleNames = Object.keys(single.files).filter((n) => !single.files[n]!.dir);
      const inFolder = files.filter((n) => n.startsWith(folder)).map((n) => n.slice(folder.length));
      expect(inFolder.sort()).toEqual(singleNames.sort());
      expect(inFolder).toEqual(
        expect.arrayContaining(['Доказательства подписания.pdf', 'подписи/1 компания ПЭП.json', 'история.txt']),
      );
      const main = doc.attachments.find((a) => a.main)!;
      const inZip = await zip.file(`${folder}${main.name}`)!.async('nodebuffer');
      expect(inZip.equals(await single.file(main.name)!.async('nodebuffer'))).toBe(true);
    }

    const { name, rows } = await sheetRows(await zip.file(registerName)!.async('nodebuffer'));
    expect(name).toBe('Реестр');
    expect(rows[0]).toEqual([
      '№ документа',
      'Дата',
      'Вид',
      'Название',
      'Исполнитель',
      'ИНН',
      'Сумма, ₽',
      'Подписан',
      'Подписал от компании',
      'Подписан компанией',
      'Подписал исполнитель',
      'Подписан исполнителем',
      'Папка',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[4], r[6], r[12]])).toEqual([
      [String(contract.number), 'Договор возмездного оказания услуг', fio, '15000', folders[0]!.slice(0, -1)],
      [String(act.number), 'Акт оказанных услуг', fio, '2500.5', folders[1]!.slice(0, -1)],
    ]);
    const signedRow = rows[1]!;
    expect(signedRow[8]).toBe(contract.signatures.find((s) => s.party === 'COMPANY')!.signer_name);
    expect(signedRow[10]).toBe(contract.signatures.find((s) => s.party === 'CONTRACTOR')!.signer_name);
    for (const i of [7, 9, 11]) expect(signedRow[i]).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
  });

  it('the read pages through the period by the time signed, a document once however small the page', async () => {
    const read = async (pageSize: number) => {
      const numbers: number[] = [];
      for await (const d of companyClosingDocuments(
        server.runtime.ctx,
        company.entityId,
        '2020-01-01',
        today(),
        pageSize,
      )) {
        numbers.push(d.number);
      }
      return numbers;
    };
    const whole = await read(200);
    expect(whole).toHaveLength(3);
    expect(await read(1)).toEqual(whole);
  });
});
