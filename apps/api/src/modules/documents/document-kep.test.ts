/**
 * КЭП signing of documents through HTTP (docs/decisions/signatures.md): certificates and signatures
 * made in the test with the GOST maths over the test CA. A valid signature of the company's head and
 * then of the contractor takes the contract to SIGNED with the .sig and the report in the zip; every
 * bad signature is refused with its step's Russian reason and changes nothing. A file over 5 MiB is
 * signed by its hash (SignHash): GET sends no bytes.
 */
import { randomBytes } from 'node:crypto';
import {
  apiPaths,
  type Document,
  KEP_SIGN_HASH_OVER_BYTES,
  type KepToSignResponse,
  pathWithId,
} from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, employees } from '../../db/schema/index.js';
import { linkEmployee } from '../../db/seed/demo.js';
import { SERVICES_CONTRACT_TEMPLATE_ID } from '../../db/seed/document-templates.js';
import { streebog256Hex } from '../../lib/streebog.js';
import { sendForm } from '../../test-support/isolation/world.js';
import {
  addRepresentativeWithoutMchd,
  KEP_COMPANY_INN as COMPANY_INN,
  companyKepRefusals,
  kepHead as head,
  type KepRefusal,
  kepRevokedHead as revokedHead,
  trustTestCa,
} from '../../test-support/kep-cases.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { newCustomer, newEmployee, type Party } from '../agreements/self-nep.test-helpers.js';
import { makeCertificate, signCades, signCadesOverHash } from '../certificates/kep.test-helpers.js';

let server: TestServer;
let company: Party;
let contractor: Party;
let stranger: Party;
const p = apiPaths.documents;
const at = (path: string, id: string) => pathWithId(path, id);

/** A whole PDF (as the upload checks it) of `size` bytes: one stream of random bytes. */
function largePdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Length 0 >>\nstream\n', 'latin1');
  const end = Buffer.from('\nendstream\nendobj\n', 'latin1');
  const body = randomBytes(Math.max(0, size - head.length - end.length - 120));
  const xrefAt = head.length + body.length + end.length;
  const xref = Buffer.from(
    `xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 >>\nstartxref\n${xrefAt}\n%%EOF\n`,
    'latin1',
  );
  return Buffer.concat([head, body, end, xref]);
}

const CONTRACTOR = { fio: 'Сидоров Иван', inn: '500100732259', snils: '11223344595' };

beforeAll(async () => {
  server = await startTestServer();
  company = await newCustomer(server);
  contractor = await newEmployee(server);
  stranger = await newCustomer(server);
  const { db } = server.runtime.ctx;
  await db
    .update(employees)
    .set({ inn: CONTRACTOR.inn, snils: CONTRACTOR.snils })
    .where(eq(employees.id, contractor.entityId));
  await linkEmployee(db, { customerId: company.entityId, employeeId: contractor.entityId });
  await trustTestCa(server);
  await addRepresentativeWithoutMchd(db, company.entityId);
}, 120_000);
afterAll(() => server?.close());

async function newContract(by: Party = company) {
  const res = await by.client.post<Document>(p.create, {
    template_id: SERVICES_CONTRACT_TEMPLATE_ID,
    employee_id: contractor.entityId,
    fields: { services: 'Курьерская доставка', price: '15000,00', start_date: '2026-01-10', end_date: '2026-01-31' },
    sign_order: 'COMPANY_FIRST',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect((await by.client.post(at(p.send, res.body.id), {})).status).toBe(200);
  return res.body;
}

/** The bytes the plug-in would sign, read through GET sign_kep. */
async function bytesToSign(party: Party, id: string) {
  const res = await party.client.get<KepToSignResponse>(at(p.signKep, id));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new Uint8Array(Buffer.from(res.body.content!, 'base64'));
}

const signKep = (party: Party, id: string, signature: string) =>
  party.client.post<Document & { error_message?: string }>(at(p.signKep, id), { signature });

async function expectUnchanged(id: string, status: Document['status']) {
  const res = await company.client.get<Document>(at(p.companyOne, id));
  expect(res.body.status).toBe(status);
  expect(res.body.signatures).toEqual([]);
}

describe('document/{id}/sign_kep', () => {
  it('the head signs with КЭП, then the contractor: SIGNED, history, .sig and report in the zip', async () => {
    const doc = await newContract();
    const toSign = await company.client.get<KepToSignResponse>(at(p.signKep, doc.id));
    expect(toSign.body.hash_algorithm).toBe('CP_GOST_3411_2012_256');
    expect(toSign.body.sign_mode).toBe('CONTENT');
    expect(toSign.body.hash).toMatch(/^[0-9a-f]{64}$/);
    const bytes = new Uint8Array(Buffer.from(toSign.body.content!, 'base64'));

    const byCompany = await signKep(company, doc.id, signCades(bytes, head));
    expect(byCompany.status, JSON.stringify(byCompany.body)).toBe(200);
    expect(byCompany.body.status).toBe('AWAIT_SIGN_EMPLOYEE');
    expect(byCompany.body.signatures).toMatchObject([
      { party: 'COMPANY', kind: 'KEP', document_streebog256: toSign.body.hash },
    ]);

    const own = makeCertificate(CONTRACTOR);
    const byContractor = await signKep(contractor, doc.id, signCades(await bytesToSign(contractor, doc.id), own));
    expect(byContractor.status, JSON.stringify(byContractor.body)).toBe(200);
    expect(byContractor.body.status).toBe('SIGNED');

    const history = await company.client.get<{ items: { event: string; text: string }[] }>(at(p.history, doc.id));
    const events = history.body.items.map((h) => h.event);
    expect(events).toContain('USER_SIGNED');
    expect(events).toContain('EMPLOYEE_SIGNED');
    expect(history.body.items.find((h) => h.event === 'USER_SIGNED')?.text).toContain('КЭП');

    const zipRes = await company.client.get<Buffer>(at(p.download, doc.id));
    expect(zipRes.status).toBe(200);
    const zip = await JSZip.loadAsync(zipRes.body);
    const names = Object.keys(zip.files);
    expect(names).toContain('подписи/1 компания КЭП.sig');
    expect(names).toContain('подписи/2 исполнитель КЭП.sig');
    const report = await zip.file('подписи/1 компания КЭП.txt')!.async('string');
    expect(report).toContain('Цепочка до аккредитованного удостоверяющего центра: пройдена');
    expect(report).toContain('Иванова Мария Петровна');
    const evidence = await pdfText(await zip.file('Доказательства подписания.pdf')!.async('uint8array'));
    expect(evidence).toContain('Подпись 1 — компания: КЭП');
    expect(evidence).toContain('Подпись 2 — исполнитель: КЭП');
    expect(evidence).toContain('Иванова Мария Петровна');
    expect(evidence).toContain('Сидоров Иван');
    expect(evidence).toContain(toSign.body.hash);
  });

  it('an ИП signs with its own person’s КЭП (ИНН ФЛ = its ИНН); another person’s still needs an МЧД', async () => {
    const entrepreneur = await newCustomer(server);
    const { db } = server.runtime.ctx;
    const ENTREPRENEUR_INN = '772512345622';
    await db.update(customers).set({ inn: ENTREPRENEUR_INN }).where(eq(customers.id, entrepreneur.entityId));
    await linkEmployee(db, { customerId: entrepreneur.entityId, employeeId: contractor.entityId });
    const doc = await newContract(entrepreneur);
    const bytes = await bytesToSign(entrepreneur, doc.id);

    const clerk = await signKep(
      entrepreneur,
      doc.id,
      signCades(bytes, makeCertificate({ fio: 'Смирнов Олег', inn: '771234567859' })),
    );
    expect(clerk.status).toBe(422);
    expect(clerk.body.error_message).toContain('не добавлен в ответственные лица компании с МЧД');

    const own = makeCertificate({ fio: 'Кузнецова Анна Сергеевна', inn: ENTREPRENEUR_INN });
    const signed = await signKep(entrepreneur, doc.id, signCades(bytes, own));
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.status).toBe('AWAIT_SIGN_EMPLOYEE');
    expect(signed.body.signatures).toMatchObject([{ party: 'COMPANY', kind: 'KEP' }]);
  });

  it('a file over 5 MiB is signed by its hash (SignHash): GET omits the bytes, the signature verifies over the file', async () => {
    const pdf = largePdf(KEP_SIGN_HASH_OVER_BYTES + 1024);
    const uploaded = await sendForm(company.client, 'POST', p.upload, {
      fields: {
        employee_id: contractor.entityId,
        kind: 'CONTRACT',
        subkind_id: '6f1c2d0e-0a1b-4c3d-8e01-000000000201',
        title: 'Договор со сканом',
        sign_order: 'COMPANY_FIRST',
      },
      file: { name: 'договор.pdf', bytes: pdf },
    });
    const doc = (await uploaded.json()) as Document;
    expect(uploaded.status, JSON.stringify(doc)).toBe(201);
    expect((await company.client.post(at(p.send, doc.id), {})).status).toBe(200);

    const toSign = await company.client.get<KepToSignResponse>(at(p.signKep, doc.id));
    expect(toSign.status).toBe(200);
    expect(toSign.body).toMatchObject({ sign_mode: 'HASH', size: pdf.byteLength, hash: streebog256Hex(pdf) });
    expect(toSign.body).not.toHaveProperty('content');

    // The plug-in's SetHashValue takes the hex as GET gives it; the reversed order is another digest.
    const reversed = Buffer.from(toSign.body.hash, 'hex').reverse();
    const wrongOrder = await signKep(company, doc.id, signCadesOverHash(reversed, head));
    expect(wrongOrder.status).toBe(422);
    expect(wrongOrder.body.error_message).toContain('Хэш документа');
    await expectUnchanged(doc.id, 'AWAIT_SIGN_USER');

    const signed = await signKep(company, doc.id, signCadesOverHash(Buffer.from(toSign.body.hash, 'hex'), head));
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.status).toBe('AWAIT_SIGN_EMPLOYEE');
    expect(signed.body.signatures).toMatchObject([
      { party: 'COMPANY', kind: 'KEP', document_streebog256: toSign.body.hash },
    ]);
  });

  it('the contractor may not sign before the company (wrong side’s turn)', async () => {
    const doc = await newContract();
    const res = await signKep(contractor, doc.id, signCades(new Uint8Array([1]), makeCertificate(CONTRACTOR)));
    expect(res.status).toBe(409);
    expect(res.body.error_message).toBe('Документ сначала подписывает компания');
    await expectUnchanged(doc.id, 'AWAIT_SIGN_USER');
  });

  it('another company’s document is not found', async () => {
    const doc = await newContract();
    const res = await signKep(stranger, doc.id, signCades(new Uint8Array([1]), head));
    expect(res.status).toBe(404);
    expect((await stranger.client.get(at(p.signKep, doc.id))).status).toBe(404);
    await expectUnchanged(doc.id, 'AWAIT_SIGN_USER');
  });

  // Every sign_kep's bad signatures (test-support/kep-cases.ts), and a person the company never named.
  const refusals: KepRefusal[] = [
    ...companyKepRefusals,
    [
      'a person who is not a representative',
      (bytes) => signCades(bytes, makeCertificate({ fio: 'Смирнов Олег', inn: '771234567859' })),
      'не добавлен в ответственные лица',
    ],
  ];
  for (const [what, signature, reason] of refusals)
    it(`refuses ${what} with its reason, nothing signed`, async () => {
      const doc = await newContract();
      const res = await signKep(company, doc.id, signature(await bytesToSign(company, doc.id)));
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.error_message).toContain(reason);
      await expectUnchanged(doc.id, 'AWAIT_SIGN_USER');
    });

  it('refuses the contractor with another person’s certificate once the company has signed', async () => {
    const doc = await newContract();
    expect((await signKep(company, doc.id, signCades(await bytesToSign(company, doc.id), head))).status).toBe(200);
    const other = makeCertificate({ fio: 'Сидоров Иван', inn: '771234567859', snils: CONTRACTOR.snils });
    const byOther = await signKep(contractor, doc.id, signCades(await bytesToSign(contractor, doc.id), other));
    expect(byOther.status).toBe(422);
    expect(byOther.body.error_message).toContain('Личность подписанта');
    expect((await company.client.get<Document>(at(p.companyOne, doc.id))).body.status).toBe('AWAIT_SIGN_EMPLOYEE');
  });
});

describe('certificate', () => {
  it('registers the caller’s own certificate as ACTIVE and lists it; another person’s is refused', async () => {
    const res = await company.client.post<{ status: string; inn_company: string }>(apiPaths.certificates.list, {
      certificate: Buffer.from(head).toString('base64'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'ACTIVE', inn_company: COMPANY_INN });
    const revoked = await company.client.post<{ status: string }>(apiPaths.certificates.list, {
      certificate: Buffer.from(revokedHead).toString('base64'),
    });
    expect(revoked.body.status).toBe('REVOCATED');
    const list = await company.client.get<{ items: unknown[] }>(apiPaths.certificates.list);
    expect(list.body.items).toHaveLength(2);
    const foreign = await contractor.client.post<{ error_message: string }>(apiPaths.certificates.list, {
      certificate: Buffer.from(head).toString('base64'),
    });
    expect(foreign.status).toBe(422);
    expect((await contractor.client.get<{ items: unknown[] }>(apiPaths.certificates.list)).body.items).toEqual([]);
  });

  it('lists the test CA and its CRL publicly', async () => {
    const anonymous = server.client();
    const ca = await anonymous.get<{ items: { name: string; is_test: boolean }[] }>(apiPaths.certificates.ca);
    expect(ca.body.items).toContainEqual(expect.objectContaining({ name: 'Тестовый УЦ ГОСТ', is_test: true }));
    const crls = await anonymous.get<{ items: { revoked_count: number; is_fresh: boolean }[] }>(
      apiPaths.certificates.revocated,
    );
    expect(crls.body.items[0]).toMatchObject({ revoked_count: 1, is_fresh: true });
  });
});
