/**
 * The КЭП sandbox through HTTP: a certificate it issues for the company's head and a signature it
 * makes over the bytes of GET sign_kep pass the portal's real verification; a certificate of another
 * company is refused with the identity step's reason. The trust store fills itself from the e-trust
 * sandbox (the test CA and its CRL) at the first verification, as on any installation.
 */
import { apiPaths, type Document, type KepToSignResponse, pathWithId } from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkEmployee } from '../../db/seed/demo.js';
import { SERVICES_CONTRACT_TEMPLATE_ID } from '../../db/seed/document-templates.js';
import { newCustomer, newEmployee, type Party } from '../../modules/agreements/self-nep.test-helpers.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let company: Party;
let contractor: Party;
const p = apiPaths.documents;

const sandbox = async <T>(path: string, body: object): Promise<{ status: number; body: T }> => {
  const res = await fetch(`${server.baseUrl}/sandbox/kep/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
};

type Issued = { certificate: string; thumbprint: string; subject_name: string; valid_to: string };

beforeAll(async () => {
  server = await startTestServer();
  company = await newCustomer(server);
  contractor = await newEmployee(server);
  await linkEmployee(server.runtime.ctx.db, { customerId: company.entityId, employeeId: contractor.entityId });
}, 120_000);
afterAll(() => server?.close());

async function contractAwaitingCompany() {
  const res = await company.client.post<Document>(p.create, {
    template_id: SERVICES_CONTRACT_TEMPLATE_ID,
    employee_id: contractor.entityId,
    fields: { services: 'Курьерская доставка', price: '1000,00', start_date: '2026-01-10', end_date: '2026-01-31' },
    sign_order: 'COMPANY_FIRST',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect((await company.client.post(pathWithId(p.send, res.body.id), {})).status).toBe(200);
  return res.body;
}

async function signAs(issued: Issued, id: string) {
  const toSign = await company.client.get<KepToSignResponse>(pathWithId(p.signKep, id));
  const signed = await sandbox<{ signature: string }>('sign', {
    certificate: issued.certificate,
    content: toSign.body.content!,
  });
  expect(signed.status).toBe(200);
  return company.client.post<Document & { error_message?: string }>(pathWithId(p.signKep, id), {
    signature: signed.body.signature,
  });
}

describe('/sandbox/kep', () => {
  it("issues the head's certificate whose signature the portal accepts", async () => {
    const issued = await sandbox<Issued>('certificate', {
      fio: 'Иванова Мария Петровна',
      inn_company: '7707083893',
      organisation: 'ООО Подпись',
    });
    expect(issued.status).toBe(200);
    expect(issued.body.thumbprint).toMatch(/^[0-9A-F]{40}$/);
    expect(issued.body.subject_name).toContain('ИНН ЮЛ=7707083893');
    const doc = await contractAwaitingCompany();
    const res = await signAs(issued.body, doc.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('AWAIT_SIGN_EMPLOYEE');
  });

  it("refuses another company's certificate with the identity step's reason", async () => {
    const issued = await sandbox<Issued>('certificate', { fio: 'Чужой Директор', inn_company: '7719617469' });
    const doc = await contractAwaitingCompany();
    const res = await signAs(issued.body, doc.id);
    expect(res.status).toBe(422);
    expect(res.body.error_message).toMatch(/^Подпись не принята/);
    expect(res.body.error_message).toMatch(/ИНН/);
  });

  it('signs a Streebog-256 as SignHash does: the portal accepts it over the file; a malformed hash is refused', async () => {
    const issued = await sandbox<Issued>('certificate', { fio: 'Иванова Мария Петровна', inn_company: '7707083893' });
    const doc = await contractAwaitingCompany();
    const toSign = await company.client.get<KepToSignResponse>(pathWithId(p.signKep, doc.id));
    const signed = await sandbox<{ signature: string }>('sign', {
      certificate: issued.body.certificate,
      hash: toSign.body.hash,
    });
    expect(signed.status).toBe(200);
    const res = await company.client.post<Document>(pathWithId(p.signKep, doc.id), {
      signature: signed.body.signature,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('AWAIT_SIGN_EMPLOYEE');
    const bad = await sandbox<{ error_message: string }>('sign', { certificate: issued.body.certificate, hash: 'ab' });
    expect(bad.status).toBe(400);
    expect(bad.body.error_message).toBe('Хэш ГОСТ Р 34.11-2012 (256 бит) — 64 шестнадцатеричные цифры');
  });

  it('refuses a request without an owner', async () => {
    const res = await sandbox<{ error_message: string }>('certificate', {});
    expect(res.status).toBe(400);
    expect(res.body.error_message).toBe('Укажите ФИО владельца сертификата');
  });
});
