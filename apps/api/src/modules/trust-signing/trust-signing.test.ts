/**
 * user/representative/{id}/sign_kep over HTTP: the head signs the power of attorney the platform
 * drafted with КЭП — it is then in force (the person ACTIVE) with its .sig, signature_check VALID;
 * every bad signature is refused with its Russian reason and the draft stays a draft; another
 * company's person is unknown; a scan is not signed again; a second signing is refused.
 */
import {
  apiPaths,
  type KepToSignResponse,
  pathWithId,
  type Representative,
  type RepresentativeDocument,
} from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRepresentativeWithoutMchd,
  companyKepRefusals,
  kepHead,
  trustTestCa,
} from '../../test-support/kep-cases.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { newCustomer, type Party } from '../agreements/self-nep.test-helpers.js';
import { signCades } from '../certificates/kep.test-helpers.js';

let server: TestServer;
let company: Party;
let personId: string;
const p = apiPaths.representatives;
const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;

beforeAll(async () => {
  server = await startTestServer();
  company = await newCustomer(server);
  await trustTestCa(server);
  personId = await addRepresentativeWithoutMchd(server.runtime.ctx.db, company.entityId);
}, 120_000);
afterAll(() => server?.close());

async function draft() {
  const res = await company.client.post<RepresentativeDocument>(pathWithId(p.generateTrustDocument, personId), {
    valid_until: nextYear,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body).toMatchObject({ format: 'GENERATED', is_in_force: false, signature_check: 'ABSENT' });
  return res.body;
}

async function bytesToSign(documentId: string, party = company) {
  const res = await party.client.get<KepToSignResponse>(`${pathWithId(p.signKep, personId)}?document_id=${documentId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new Uint8Array(Buffer.from(res.body.content!, 'base64'));
}

const sign = (documentId: string, signature: string, party = company) =>
  party.client.post<RepresentativeDocument & { error_message?: string }>(pathWithId(p.signKep, personId), {
    document_id: documentId,
    signature,
  });

const person = async () => (await company.client.get<Representative>(pathWithId(p.one, personId))).body;

describe('user/representative/{id}/sign_kep', () => {
  for (const [what, make, reason] of companyKepRefusals)
    it(`refuses ${what}: 422 with its reason, the draft stays a draft`, async () => {
      const doc = await draft();
      const res = await sign(doc.id, make(await bytesToSign(doc.id)));
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.error_message).toContain(reason);
      expect((await person()).status).toBe('NEW');
    });

  it('another company’s person is unknown', async () => {
    const doc = await draft();
    const stranger = await newCustomer(server);
    const res = await stranger.client.get(`${pathWithId(p.signKep, personId)}?document_id=${doc.id}`);
    expect(res.status).toBe(404);
    expect((await sign(doc.id, signCades(await bytesToSign(doc.id), kepHead), stranger)).status).toBe(404);
    expect((await person()).status).toBe('NEW');
  });

  it('the head signs the drafted power of attorney: in force, the person ACTIVE; not twice', async () => {
    const doc = await draft();
    const bytes = await bytesToSign(doc.id);
    const res = await sign(doc.id, signCades(bytes, kepHead));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: doc.id,
      format: 'PDF',
      is_in_force: true,
      signature_check: 'VALID',
      signature_file_id: expect.any(String),
      signed_by: { signer: expect.stringContaining('Иванова Мария Петровна') },
    });
    expect((await person()).status).toBe('ACTIVE');
    const again = await sign(doc.id, signCades(bytes, kepHead));
    expect(again.status).toBe(409);
    expect((await company.client.get(`${pathWithId(p.signKep, personId)}?document_id=${doc.id}`)).status).toBe(409);

    const evidence = await company.client.get<Buffer>(`${pathWithId(p.evidence, personId)}?document_id=${doc.id}`);
    expect(evidence.status).toBe(200);
    expect(evidence.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(evidence.body);
    expect(text).toContain('Доказательства подписания');
    expect(text).toContain('Доверенность');
    expect(text).toContain('Подпись 1 — руководитель (доверитель): КЭП');
    expect(text).toContain('Иванова Мария Петровна');
    expect(text).toContain('Цепочка до аккредитованного удостоверяющего центра');
  });

  it('the trust document’s evidence PDF: 409 before it is signed, 404 for another company', async () => {
    const doc = await draft();
    const before = await company.client.get<{ error_message: string }>(
      `${pathWithId(p.evidence, personId)}?document_id=${doc.id}`,
    );
    expect(before.status).toBe(409);
    expect(before.body.error_message).toBe('Доверенность ещё не подписана КЭП');
    const other = await newCustomer(server);
    const foreign = await other.client.get(`${pathWithId(p.evidence, personId)}?document_id=${doc.id}`);
    expect(foreign.status).toBe(404);
  });
});
