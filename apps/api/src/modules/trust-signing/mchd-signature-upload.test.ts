/**
 * The principal's .sig uploaded with an МЧД (user/representative/{id}/file, signature_for) over HTTP:
 * verified like every КЭП (DOMAIN §6.3 at the server's now, the trust store of the test CA) and only
 * as the company's head named in the МЧД. A valid one → signature_check VALID with the signer, the
 * .sig kept and an evidence row; every bad one → 422 «Подпись МЧД не принята. <step>: <reason>» and
 * nothing stored. Certificates and CAdES made in the test (certificates/kep.test-helpers.ts).
 */
import { readFileSync } from 'node:fs';
import {
  apiPaths,
  type ErrorBody,
  pathWithId,
  type Representative,
  type RepresentativeDocument,
  type RepresentativeDocumentListResponse,
} from '@vyplaty/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, documentSignatures, storedFiles } from '../../db/schema/index.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { sendForm } from '../../test-support/isolation/world.js';
import { KEP_COMPANY_INN, kepRevokedHead, trustTestCa } from '../../test-support/kep-cases.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { newCustomer, type Party } from '../agreements/self-nep.test-helpers.js';
import { makeCertificate, signCades } from '../certificates/kep.test-helpers.js';
import { NOT_THE_PRINCIPAL } from './mchd-principal.js';

let server: TestServer;
const p = apiPaths.representatives;
const DAY = 86_400_000;

const FIXTURE = readFileSync(
  new URL('../representatives/fixtures/ON_EMCHD_20260115_6f0e4c1a-8b2d-4c3e-9a7f-1d2e3f4a5b6c.xml', import.meta.url),
  'utf8',
);
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const today = () => moscowDate(new Date());
/** The fixture МЧД issued by the test company (its ИНН), in force around today. */
const MCHD = FIXTURE.replace('ИННЮЛ="7719617469"', `ИННЮЛ="${KEP_COMPANY_INN}"`)
  .replace('ДатаВыдДовер="2026-01-15"', `ДатаВыдДовер="${addDays(today(), -10)}"`)
  .replace('СрокДейст="2029-01-14"', `СрокДейст="${addDays(today(), 365)}"`);
const MCHD_BYTES = new TextEncoder().encode(MCHD);

/** The representative the fixture names. */
const PERSON = {
  last_name: 'Образцова',
  first_name: 'Дарья',
  patronymic: 'Тестовна',
  job_title: 'Главный бухгалтер',
  inn: '771900001235',
  snils: '112-233-445 95',
};
/** The head the fixture names (ЛицоБезДов/СвФЛ). */
const HEAD = { fio: 'Смирнова Анна Сергеевна', inn: '771900003497', snils: '22334455639' };
const headCertificate = (extra: { ogrn?: string } = {}) =>
  makeCertificate(
    { ...HEAD, innCompany: KEP_COMPANY_INN, organisation: 'ООО Подпись', ...extra },
    // Issued two months ago: the МЧД may have been signed long before it is uploaded.
    { notBefore: new Date(Date.now() - 60 * DAY), notAfter: new Date(Date.now() + 300 * DAY) },
  );

beforeAll(async () => {
  server = await startTestServer();
  await trustTestCa(server);
}, 120_000);
afterAll(() => server?.close());

/** A company with the fixture's representative and their МЧД uploaded without a signature. */
async function companyWithMchd() {
  const company = await newCustomer(server);
  const person = await company.client.post<Representative>(p.create, PERSON);
  expect(person.status, JSON.stringify(person.body)).toBe(201);
  const res = await sendForm(company.client, 'POST', pathWithId(p.file, person.body.id), {
    fields: { kind: 'TRUST_DOCUMENT' },
    file: { name: 'ON_EMCHD_test.xml', bytes: Buffer.from(MCHD_BYTES) },
  });
  const document = (await res.json()) as RepresentativeDocument;
  expect(res.status, JSON.stringify(document)).toBe(201);
  expect(document).toMatchObject({ signature_check: 'ABSENT', is_in_force: true });
  return { company, personId: person.body.id, document };
}

async function uploadSig(company: Party, personId: string, documentId: string, bytes: Buffer | string) {
  const res = await sendForm(company.client, 'POST', pathWithId(p.file, personId), {
    fields: { signature_for: documentId },
    file: { name: 'ON_EMCHD_test.xml.sig', bytes },
  });
  return { status: res.status, body: (await res.json()) as RepresentativeDocument & ErrorBody };
}

const documentOf = async (company: Party, personId: string, id: string) =>
  (await company.client.get<RepresentativeDocumentListResponse>(pathWithId(p.files, personId))).body.items.find(
    (d) => d.id === id,
  );
const filesOf = (company: Party) =>
  server.runtime.ctx.db.select().from(storedFiles).where(eq(storedFiles.customerId, company.entityId));
const evidenceOf = (documentId: string) =>
  server.runtime.ctx.db
    .select()
    .from(documentSignatures)
    .where(and(eq(documentSignatures.subjectType, 'TRUST_DOCUMENT'), eq(documentSignatures.subjectId, documentId)));

/** A stored file's exact bytes (the test client reads unknown types as text). */
async function fileBytes(company: Party, fileId: string) {
  const cookie = company.client.allCookies();
  const res = await fetch(`${company.client.baseUrl}${p.fileContent}?file_id=${encodeURIComponent(fileId)}`, {
    headers: { cookie },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

const der = (base64: string) => Buffer.from(base64, 'base64');

const refusals: [what: string, sig: () => Buffer | string, reason: string][] = [
  [
    'a signature over other bytes',
    () => der(signCades(new TextEncoder().encode('другой документ'), headCertificate())),
    'Хэш документа',
  ],
  [
    'a certificate of another company',
    () => der(signCades(MCHD_BYTES, makeCertificate({ fio: 'Петров Пётр', innCompany: '7736050003' }))),
    'не совпадает с ИНН организации',
  ],
  [
    'a personal certificate of the head (not the organisation’s)',
    () => der(signCades(MCHD_BYTES, makeCertificate(HEAD))),
    NOT_THE_PRINCIPAL,
  ],
  [
    'a personal certificate of the representative the МЧД names',
    () => der(signCades(MCHD_BYTES, makeCertificate({ fio: 'Образцова Дарья Тестовна', inn: PERSON.inn }))),
    NOT_THE_PRINCIPAL,
  ],
  [
    'the company’s certificate of another person than the head the МЧД names',
    () =>
      der(
        signCades(
          MCHD_BYTES,
          makeCertificate({ fio: 'Петров Пётр', innCompany: KEP_COMPANY_INN, inn: '500100732259' }),
        ),
      ),
    'МЧД подписывает руководитель, названный в ней (Смирнова Анна Сергеевна): ИНН в сертификате (500100732259) не совпадает',
  ],
  ['a revoked certificate', () => der(signCades(MCHD_BYTES, kepRevokedHead)), 'Отзыв сертификата'],
  [
    'a certificate of an unknown CA',
    () => der(signCades(MCHD_BYTES, makeCertificate({ ...HEAD, innCompany: KEP_COMPANY_INN }, { issuer: 'unknown' }))),
    'нет среди аккредитованных',
  ],
  ['a file that is not a CMS', () => Buffer.from([0x30, 0x82, 0x01, 0x00, 0x06]), 'Разбор подписи'],
];

describe('the .sig uploaded with an МЧД', () => {
  it('refuses every bad signature with its step’s reason and stores nothing', async () => {
    const { company, personId, document } = await companyWithMchd();
    const filesBefore = (await filesOf(company)).length;
    for (const [what, sig, reason] of refusals) {
      const res = await uploadSig(company, personId, document.id, sig());
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.error_message, what).toMatch(/^Подпись МЧД не принята\. /);
      expect(res.body.error_message, what).toContain(reason);
      expect(res.body.fields?.file, what).toBe(res.body.error_message);
    }
    expect(await documentOf(company, personId, document.id)).toMatchObject({
      signature_check: 'ABSENT',
      signature_file_id: null,
      signed_by: null,
    });
    expect(await filesOf(company)).toHaveLength(filesBefore);
    expect(await evidenceOf(document.id)).toEqual([]);
  });

  it('accepts the head’s signature made weeks ago: VALID with the signer, the .sig kept, evidence written; not twice', async () => {
    const { company, personId, document } = await companyWithMchd();
    const signedAt = new Date(Date.now() - 20 * DAY);
    const sig = der(signCades(MCHD_BYTES, headCertificate(), signedAt));
    const res = await uploadSig(company, personId, document.id, sig);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      id: document.id,
      signature_check: 'VALID',
      is_in_force: true,
      signed_by: { signer: expect.stringContaining('Смирнова Анна Сергеевна (руководитель)') },
    });
    expect(res.body.signed_by?.signed_at.slice(0, 10)).toBe(signedAt.toISOString().slice(0, 10));
    expect(Buffer.compare(await fileBytes(company, res.body.signature_file_id!), sig)).toBe(0);
    const [evidence] = await evidenceOf(document.id);
    expect(evidence).toMatchObject({ kind: 'KEP', signerName: res.body.signed_by?.signer });
    const steps = (evidence!.verification as { steps: { ok: boolean }[] }).steps;
    expect(steps.length).toBeGreaterThanOrEqual(8);
    expect(steps.every((step) => step.ok)).toBe(true);
    expect((await company.client.get<Representative>(pathWithId(p.one, personId))).body.status).toBe('ACTIVE');

    const again = await uploadSig(company, personId, document.id, sig);
    expect(again.status).toBe(409);

    // The checked .sig has its evidence PDF like a signature made on the platform.
    const pdf = await company.client.get<Buffer>(`${pathWithId(p.evidence, personId)}?document_id=${document.id}`);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.body);
    expect(text).toContain('машиночитаемая доверенность (МЧД)');
    expect(text).toContain('ON_EMCHD_test.xml');
    expect(text).toContain('Смирнова Анна Сергеевна (руководитель)');
    expect(text).toContain(evidence!.documentStreebog256);
  });

  it('a company with an ОГРН needs it in the head’s certificate; a base64 .sig (as CryptoPro saves it) is read too', async () => {
    const { company, personId, document } = await companyWithMchd();
    const OGRN = '1027700132195';
    await server.runtime.ctx.db.update(customers).set({ ogrn: OGRN }).where(eq(customers.id, company.entityId));
    const without = await uploadSig(company, personId, document.id, signCades(MCHD_BYTES, headCertificate()));
    expect(without.status).toBe(422);
    expect(without.body.error_message).toContain('В сертификате нет ОГРН');
    const res = await uploadSig(company, personId, document.id, signCades(MCHD_BYTES, headCertificate({ ogrn: OGRN })));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.signature_check).toBe('VALID');
  });
});
