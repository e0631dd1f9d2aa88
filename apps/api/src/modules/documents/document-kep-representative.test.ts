/**
 * A responsible person signs a company's document with their personal КЭП under an МЧД, over HTTP
 * (DOMAIN §6.6, docs/decisions/signatures.md «A valid МЧД»): the company adds the person, uploads the
 * МЧД and its head's .sig (checked by the server), and the person's signature takes the contract to
 * the contractor's turn as the company's. An МЧД whose head's signature was never checked, or whose
 * powers do not cover acts and contracts, is refused with the Russian reason naming what is missing,
 * and the document does not change. Everything is made in the test over the public test CA.
 */
import { apiPaths, type Document, type KepToSignResponse, pathWithId } from '@vyplaty/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentSignatures } from '../../db/schema/index.js';
import { linkEmployee } from '../../db/seed/demo.js';
import { SERVICES_CONTRACT_TEMPLATE_ID } from '../../db/seed/document-templates.js';
import { trustTestCa } from '../../test-support/kep-cases.js';
import { addRepresentativeWithMchd, representativeCertificate } from '../../test-support/mchd.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { newCustomer, newEmployee, type Party } from '../agreements/self-nep.test-helpers.js';
import { signCades } from '../certificates/kep.test-helpers.js';

let server: TestServer;
let contractor: Party;
const p = apiPaths.documents;
const at = (path: string, id: string) => pathWithId(path, id);
type Answer = Document & { error_message?: string; fields?: Record<string, string> };

beforeAll(async () => {
  server = await startTestServer();
  contractor = await newEmployee(server);
  await trustTestCa(server);
}, 120_000);
afterAll(() => server?.close());

/** A company of the test ИНН with the contractor and a contract awaiting its signature. */
async function companyWithContract() {
  const company = await newCustomer(server);
  await linkEmployee(server.runtime.ctx.db, { customerId: company.entityId, employeeId: contractor.entityId });
  const res = await company.client.post<Document>(p.create, {
    template_id: SERVICES_CONTRACT_TEMPLATE_ID,
    employee_id: contractor.entityId,
    fields: { services: 'Курьерская доставка', price: '15000,00', start_date: '2026-01-10', end_date: '2026-01-31' },
    sign_order: 'COMPANY_FIRST',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect((await company.client.post(at(p.send, res.body.id), {})).status).toBe(200);
  return { company, doc: res.body };
}

async function signAsRepresentative(company: Party, id: string) {
  const toSign = await company.client.get<KepToSignResponse>(at(p.signKep, id));
  expect(toSign.status).toBe(200);
  const bytes = new Uint8Array(Buffer.from(toSign.body.content!, 'base64'));
  return company.client.post<Answer>(at(p.signKep, id), { signature: signCades(bytes, representativeCertificate()) });
}

async function expectUnchanged(company: Party, id: string) {
  const res = await company.client.get<Document>(at(p.companyOne, id));
  expect(res.body.status).toBe('AWAIT_SIGN_USER');
  expect(res.body.signatures).toEqual([]);
  const rows = await server.runtime.ctx.db
    .select()
    .from(documentSignatures)
    .where(and(eq(documentSignatures.subjectType, 'DOCUMENT'), eq(documentSignatures.subjectId, id)));
  expect(rows).toEqual([]);
}

describe('a representative signs a document with КЭП under an МЧД', () => {
  it('with a valid МЧД (the head’s .sig checked, the power to sign documents): signed for the company', async () => {
    const { company, doc } = await companyWithContract();
    const { document } = await addRepresentativeWithMchd(company, { signed: true });

    const res = await signAsRepresentative(company, doc.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('AWAIT_SIGN_EMPLOYEE');
    expect(res.body.signatures).toMatchObject([{ party: 'COMPANY', kind: 'KEP' }]);

    const history = await company.client.get<{ items: { event: string; text: string }[] }>(at(p.history, doc.id));
    const signed = history.body.items.find((h) => h.event === 'USER_SIGNED');
    expect(signed?.text).toContain('Образцова Дарья Тестовна (представитель, МЧД №');
    expect(signed?.text).toContain(document.number!);
    const [evidence] = await server.runtime.ctx.db
      .select()
      .from(documentSignatures)
      .where(and(eq(documentSignatures.subjectType, 'DOCUMENT'), eq(documentSignatures.subjectId, doc.id)));
    expect(evidence?.verification).toMatchObject({
      owner: { role: 'REPRESENTATIVE', mchd: { id: document.id, number: document.number } },
    });
  });

  it('refuses an МЧД whose head’s signature was never checked (no .sig), and changes nothing', async () => {
    const { company, doc } = await companyWithContract();
    await addRepresentativeWithMchd(company, { signed: false });
    const res = await signAsRepresentative(company, doc.id);
    expect(res.status).toBe(422);
    expect(res.body.error_message).toMatch(/^Подпись не принята\. /);
    expect(res.body.error_message).toContain('не подтверждена подписью руководителя');
    expect(res.body.error_message).toContain('файл подписи (.sig)');
    await expectUnchanged(company, doc.id);
  });

  it('refuses an МЧД signed by the head that gives no power to sign acts or contracts, and changes nothing', async () => {
    const { company, doc } = await companyWithContract();
    await addRepresentativeWithMchd(company, {
      signed: true,
      powers: ['Получать почтовую корреспонденцию, адресованную доверителю', 'Подписывать налоговую отчётность'],
    });
    const res = await signAsRepresentative(company, doc.id);
    expect(res.status).toBe(422);
    expect(res.body.error_message).toContain('нет полномочия подписывать акты и договоры от имени компании');
    await expectUnchanged(company, doc.id);
  });
});
