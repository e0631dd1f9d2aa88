/**
 * Documents through HTTP: a contract from a template signed by both sides with ПЭП to SIGNED, with its
 * history and the zip; reject, terminate, draft edit and delete, lists, payout links, and bad input
 * answered in Russian with nothing changed.
 */
import {
  apiPaths,
  type Document,
  type DocumentHistoryResponse,
  type DocumentListResponse,
  pathWithId,
} from '@vyplaty/contracts';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkEmployee } from '../../db/seed/demo.js';
import { SERVICES_CONTRACT_TEMPLATE_ID } from '../../db/seed/document-templates.js';
import { sendForm } from '../../test-support/isolation/world.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  issueSelfNep,
  newCustomer,
  newEmployee,
  otherCode,
  type Party,
  smsCode,
} from '../agreements/self-nep.test-helpers.js';
import { insertPaidPayout } from '../payouts/payouts.test-helpers.js';

let server: TestServer;
let company: Party;
let contractor: Party;
let stranger: Party;
const p = apiPaths.documents;
const at = (path: string, id: string) => pathWithId(path, id);

beforeAll(async () => {
  server = await startTestServer();
  company = await newCustomer(server);
  contractor = await newEmployee(server);
  stranger = await newCustomer(server);
  await linkEmployee(server.runtime.ctx.db, { customerId: company.entityId, employeeId: contractor.entityId });
  await issueSelfNep(server, company);
  await issueSelfNep(server, contractor);
}, 120_000);
afterAll(() => server?.close());

const contractFields = {
  services: 'Курьерская доставка документов',
  price: '15000,00',
  start_date: '2026-01-10',
  end_date: '2026-01-31',
};

async function newContract(extra: Record<string, unknown> = {}) {
  const res = await company.client.post<Document>(p.create, {
    template_id: SERVICES_CONTRACT_TEMPLATE_ID,
    employee_id: contractor.entityId,
    fields: contractFields,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function signAs(party: Party, id: string) {
  const sentAt = Date.now();
  expect((await party.client.post(at(p.signSelfNepSendCode, id), {})).status).toBe(200);
  const code = await smsCode(server, party, sentAt);
  return party.client.post<Document>(at(p.signSelfNep, id), { code });
}

describe('the lifecycle of a contract', () => {
  it('template → PDF → company signs → contractor signs → SIGNED, with history and the zip', async () => {
    const doc = await newContract();
    expect(doc.status).toBe('DRAFT');
    expect(doc.fields.price).toBe('15000.00');
    expect(doc.fields.company_name).toContain('Подпись');
    const main = doc.attachments.find((a) => a.main)!;
    const pdf = await company.client.get<Buffer>(`${at(p.attachments, doc.id)}/${main.id}`);
    expect(pdf.status).toBe(200);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');

    // The contractor does not see a draft.
    expect((await contractor.client.get(at(p.employeeOne, doc.id))).status).toBe(404);
    const sent = await company.client.post<Document>(at(p.send, doc.id), {});
    expect(sent.body.status).toBe('AWAIT_SIGN_USER');
    // Not the contractor's turn yet.
    const early = await contractor.client.post(at(p.signSelfNepSendCode, doc.id), {});
    expect(early.status).toBe(409);
    expect(early.body.error_message).toBe('Документ сначала подписывает компания');

    // A wrong code changes nothing.
    const sentAt = Date.now();
    await company.client.post(at(p.signSelfNepSendCode, doc.id), {});
    const code = await smsCode(server, company, sentAt);
    const wrong = await company.client.post(at(p.signSelfNep, doc.id), { code: otherCode(code) });
    expect(wrong.status).toBe(400);
    expect(String(wrong.body.error_message)).toMatch(/^Неверный код/);
    expect((await company.client.get<Document>(at(p.companyOne, doc.id))).body.status).toBe('AWAIT_SIGN_USER');
    const byCompany = await company.client.post<Document>(at(p.signSelfNep, doc.id), { code });
    expect(byCompany.body.status).toBe('AWAIT_SIGN_EMPLOYEE');

    const ready = await contractor.client.post<DocumentListResponse>(p.readyForSign, {});
    expect(ready.body.items.map((d) => d.id)).toContain(doc.id);
    const byContractor = await signAs(contractor, doc.id);
    expect(byContractor.body.status).toBe('SIGNED');
    expect(byContractor.body.signatures.map((s) => [s.party, s.document_sha256])).toEqual([
      ['COMPANY', main.sha256],
      ['CONTRACTOR', main.sha256],
    ]);

    const history = await contractor.client.get<DocumentHistoryResponse>(at(p.history, doc.id));
    expect(history.body.items.map((h) => h.event)).toEqual([
      'CREATED',
      'ATTACHMENT_GENERATED',
      'UPDATED',
      'USER_SIGNED',
      'EMPLOYEE_SIGNED',
    ]);

    const zipRes = await contractor.client.get<Buffer>(at(p.download, doc.id));
    expect(zipRes.status).toBe(200);
    const zip = await JSZip.loadAsync(zipRes.body);
    const names = Object.keys(zip.files);
    expect(names.filter((n) => n.endsWith('.pdf'))).toEqual([main.name, 'Доказательства подписания.pdf']);
    const evidencePdf = await pdfText(await zip.file('Доказательства подписания.pdf')!.async('uint8array'));
    expect(evidencePdf).toContain('Подпись 1 — компания: ПЭП');
    expect(evidencePdf).toContain('Подпись 2 — исполнитель: ПЭП');
    expect(evidencePdf).toContain(main.sha256);
    const alone = await contractor.client.get<Buffer>(at(p.evidence, doc.id));
    expect(alone.status).toBe(200);
    expect(await pdfText(alone.body)).toContain('Подпись 2 — исполнитель: ПЭП');
    const evidence = JSON.parse(await zip.file('подписи/2 исполнитель ПЭП.json')!.async('string'));
    expect(evidence.document_sha256).toBe(main.sha256);
    expect(evidence.signer).toContain('Сидоров');
    expect(names).toContain('подписи/1 компания ПЭП.txt');

    // A signed document cannot be signed or edited again, but can be terminated.
    expect((await company.client.request('PUT', at(p.one, doc.id), { body: { title: 'Другое' } })).status).toBe(409);
    const ended = await company.client.post<Document>(at(p.terminate, doc.id), { reason: 'Работы отменены' });
    expect(ended.body.status).toBe('TERMINATE');
    expect(ended.body.reason).toBe('Работы отменены');
  });

  it('the contractor rejects with a reason', async () => {
    const doc = await newContract({ sign_order: 'ANY' });
    expect((await company.client.post<Document>(at(p.send, doc.id), {})).body.status).toBe('AWAIT_SIGN');
    const rejected = await contractor.client.post<Document>(at(p.reject, doc.id), { reason: 'Не та сумма' });
    expect(rejected.body.status).toBe('REJECTED');
    const history = await company.client.get<DocumentHistoryResponse>(at(p.history, doc.id));
    expect(history.body.items.at(-1)?.text).toBe('Отклонён исполнителем: Не та сумма');
  });
});

describe('drafts and bad input', () => {
  it('edits a draft (the PDF made again) and deletes it', async () => {
    const doc = await newContract();
    const edited = await company.client.request<Document>('PUT', at(p.one, doc.id), {
      body: { fields: { price: '20000' } },
    });
    expect(edited.body.fields.price).toBe('20000.00');
    expect(edited.body.attachments.find((a: { main: boolean }) => a.main)?.sha256).not.toBe(
      doc.attachments.find((a) => a.main)?.sha256,
    );
    expect((await company.client.request('DELETE', at(p.one, doc.id))).status).toBe(204);
    expect((await company.client.get(at(p.companyOne, doc.id))).status).toBe(404);
  });

  it('refuses bad values, another company and a corrupt PDF, in Russian, changing nothing', async () => {
    const before = await company.client.post<DocumentListResponse>(p.list, {});
    const noPrice = await company.client.post(p.create, {
      template_id: SERVICES_CONTRACT_TEMPLATE_ID,
      employee_id: contractor.entityId,
      fields: { ...contractFields, price: 'много' },
    });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.error_message).toMatch(/«Цена услуг»/);
    const notMine = await stranger.client.post(p.create, {
      template_id: SERVICES_CONTRACT_TEMPLATE_ID,
      employee_id: contractor.entityId,
      fields: contractFields,
    });
    expect(notMine.body.error_message).toBe('Исполнитель не найден среди ваших исполнителей');
    const corrupt = await sendForm(company.client, 'POST', p.upload, {
      fields: {
        employee_id: contractor.entityId,
        kind: 'CONTRACT',
        subkind_id: '6f1c2d0e-0a1b-4c3d-8e01-000000000201',
        title: 'Договор',
      },
      file: { name: 'договор.pdf', bytes: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n(обрезан') },
    });
    expect(corrupt.status).toBe(400);
    expect(((await corrupt.json()) as { error_message: string }).error_message).toBe(
      'Файл повреждён или не является PDF-документом',
    );
    const doc = await newContract();
    expect((await stranger.client.get(at(p.companyOne, doc.id))).status).toBe(404);
    expect((await stranger.client.post(at(p.send, doc.id), {})).status).toBe(404);
    const after = await company.client.post<DocumentListResponse>(p.list, {});
    expect(after.body.totalCount).toBe(before.body.totalCount + 1);
  });
});

describe('the contractor as the company pays them', () => {
  it('a contract names the contractor self-employed or a person by the regime of their link, not their own empty one', async () => {
    const npd = await newContract();
    expect(npd.fields.contractor_status).toBe(
      'применяющий(ая) специальный налоговый режим «Налог на профессиональный доход»',
    );
    const person = await newEmployee(server);
    await linkEmployee(server.runtime.ctx.db, {
      customerId: company.entityId,
      employeeId: person.entityId,
      taxRegime: 'OTHER',
    });
    const other = await newContract({ employee_id: person.entityId });
    expect(other.fields.contractor_status).toBe('физическое лицо');
  });
});

describe('payout fields (the form says «возьмётся из выбранной выплаты»)', () => {
  const withoutPayoutFields = { start_date: '2026-01-10', end_date: '2026-01-31' };

  it('are filled from the chosen payout when left empty', async () => {
    const payout = await insertPaidPayout(server.runtime.ctx.db, {
      customerId: company.entityId,
      employeeId: contractor.entityId,
      kind: 'NPD',
      amountKopecks: 1_250_050n,
      serviceName: 'Перевод технической документации',
    });
    const res = await company.client.post<Document>(p.create, {
      template_id: SERVICES_CONTRACT_TEMPLATE_ID,
      employee_id: contractor.entityId,
      payout_id: payout.id,
      fields: withoutPayoutFields,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.fields.price).toBe('12500.50');
    expect(res.body.fields.services).toBe('Перевод технической документации');
    expect(res.body.payout_ids).toEqual([payout.id]);
  });

  it('without a payout are required, and the answer says a payout would fill them', async () => {
    const res = await company.client.post(p.create, {
      template_id: SERVICES_CONTRACT_TEMPLATE_ID,
      employee_id: contractor.entityId,
      fields: withoutPayoutFields,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'fields.services': 'Заполните поле «Услуги (предмет договора)» или выберите выплату — значение возьмётся из неё',
    });
  });
});

describe('lists and links', () => {
  it('sorts, filters and pages with a cursor; links a payout of the same contractor', async () => {
    const a = await newContract({ title: 'Альфа' });
    const b = await newContract({ title: 'Бета' });
    const byName = await company.client.post<DocumentListResponse>(p.list, {
      sort: { field: 'NAME', direction: 'ASC' },
      filters: { status: ['DRAFT'] },
      page_size: 1,
    });
    expect(byName.body.items[0]?.title).toBe('Альфа');
    const second = await company.client.post<DocumentListResponse>(p.list, {
      sort: { field: 'NAME', direction: 'ASC' },
      filters: { status: ['DRAFT'] },
      page: 2,
      page_size: 1,
      after: byName.body.next_cursor,
    });
    expect(second.body.items[0]?.title).toBe('Бета');
    const byNumber = await company.client.post<DocumentListResponse>(p.list, {
      sort: { field: 'NUMBER', direction: 'DESC' },
    });
    expect(byNumber.body.items[0]?.id).toBe(b.id);

    const payout = await insertPaidPayout(server.runtime.ctx.db, {
      customerId: company.entityId,
      employeeId: contractor.entityId,
      kind: 'NPD',
      amountKopecks: 500_000n,
      serviceName: 'Доставка',
    });
    const linked = await company.client.post<Document>(at(p.link, a.id), { payout_id: payout.id });
    expect(linked.body.payout_ids).toEqual([payout.id]);
    expect((await company.client.request('DELETE', `${at(p.link, a.id)}/${payout.id}`)).status).toBe(204);
  });
});
