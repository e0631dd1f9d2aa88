/**
 * The company sends a whole bundle to Госключ (issue 27 slice 2) against the Госключ sandbox: one request per
 * document (the service's request carries one file) to the responsible person with a СНИЛС and an МЧД in force; the
 * sandbox signs as that person, the job verifies each signature and the documents advance as USER_SIGNED. A person
 * who may not sign refuses the whole call with the single document's 422; another company's bundle is 404.
 */
import {
  apiPaths,
  type BundleGoskeyState,
  type BundleSignResponse,
  type Document,
  type ErrorBody,
  pathWithId,
} from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { representativeDocuments, representatives } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { cacheCrl, refreshAuthorities } from '../certificates/index.js';
import { freshCrl } from '../certificates/kep.test-helpers.js';
import { storeFile } from '../files/index.js';
import { generatedBundle, type SigningCompany, signingCompany } from './bundle-signing.test-helpers.js';
import { at, b } from './bundles.test-helpers.js';

const DAY = 86_400_000;
const SNILS = '11223344595';
let server: TestServer;
let acme: SigningCompany;
let stranger: SigningCompany;
let signer: string;

/** A responsible person of the company with a СНИЛС and a signed МЧД in force (as document-goskey-company.test.ts). */
async function addSigner(customerId: string) {
  const { db } = server.runtime.ctx;
  const [row] = await db
    .insert(representatives)
    .values({
      customerId,
      lastName: 'Образцова',
      firstName: 'Дарья',
      patronymic: 'Тестовна',
      jobTitle: 'Бухгалтер',
      inn: '771900001235',
      snils: SNILS,
    })
    .returning();
  const day = (offset: number) => moscowDate(new Date(Date.now() + offset * DAY));
  await inTransaction(server.runtime.ctx, async (txCtx) => {
    const file = await storeFile(txCtx, {
      owner: { customerId },
      purpose: 'TRUST_DOCUMENT',
      name: 'ON_EMCHD_test.xml',
      mimeType: 'application/xml',
      bytes: new TextEncoder().encode('<Доверенность/>'),
    });
    await txCtx.db.insert(representativeDocuments).values({
      representativeId: row!.id,
      customerId,
      kind: 'TRUST_DOCUMENT',
      format: 'MCHD_XML',
      fileId: file.id,
      number: `6f0e4c1a-8b2d-4c3e-9a7f-${row!.id.slice(-12)}`,
      issuedOn: day(-30),
      validUntil: day(365),
      details: {
        principal_inn: '7707083893',
        representative_inn: '771900001235',
        representative_snils: SNILS,
        file_name: 'ON_EMCHD_test.xml',
        powers: [{ code: null, text: 'Подписывать акты и договоры с исполнителями' }],
        kep: { signature_id: row!.id, signer: 'Иванова Мария Петровна', signed_at: new Date().toISOString() },
      },
    });
  });
  return row!.id;
}

const sandbox = async (path: string, body?: unknown) => {
  const res = await fetch(`${server.baseUrl}/sandbox/goskey/control${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as { items: { request_id: string; status: string }[] };
};

beforeAll(async () => {
  server = await startTestServer({ GOSKEY_POLL_SECONDS: '1' });
  acme = await signingCompany(server, ['Петров', 'Сидоров']);
  stranger = await signingCompany(server, ['Чужой']);
  signer = await addSigner(acme.company.entityId);
  await refreshAuthorities(server.runtime.ctx);
  await cacheCrl(server.runtime.ctx, freshCrl());
}, 120_000);
afterAll(() => server?.close());

describe('bundle/{id}/sign_goskey', () => {
  it('sends every document to the person, each signed in the sandbox and verified by the job', async () => {
    const ids = acme.contractors.map((c) => c.entityId);
    const { bundle, documents } = await generatedBundle(acme.company.client, acme.templateId, ids, 'Госключ');

    const noPerson = await acme.company.client.post<ErrorBody>(at(b.signGoskey, bundle.id), { kind: 'UKEP_GOSKEY' });
    expect(noPerson.status).toBe(422);
    expect(noPerson.body.fields?.representative_id).toContain('Выберите ответственное лицо');
    const foreign = await stranger.company.client.post(at(b.signGoskey, bundle.id), {
      kind: 'UKEP_GOSKEY',
      representative_id: signer,
    });
    expect(foreign.status).toBe(404);

    const sent = await acme.company.client.post<BundleSignResponse>(at(b.signGoskey, bundle.id), {
      kind: 'UKEP_GOSKEY',
      representative_id: signer,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ signed: 2, failed: 0 });
    const pending = await sandbox(`/requests?snils=${SNILS}`);
    expect(pending.items).toHaveLength(2);
    const state = await acme.company.client.get<BundleGoskeyState>(at(b.signGoskey, bundle.id));
    expect(state.body.items.map((i) => i.status)).toEqual(['PENDING', 'PENDING']);

    for (const request of pending.items) await sandbox(`/requests/${request.request_id}/sign`, {});
    for (const d of documents) {
      const signed = await waitFor(async () => {
        const res = await acme.company.client.get<Document>(pathWithId(apiPaths.documents.companyOne, d.id));
        return res.body.status === 'AWAIT_SIGN_EMPLOYEE' ? res.body : undefined;
      }, 'the document signed in Госключ');
      expect(signed.signatures).toMatchObject([{ party: 'COMPANY', kind: 'UKEP_GOSKEY' }]);
    }
    const done = await acme.company.client.get<BundleGoskeyState>(at(b.signGoskey, bundle.id));
    expect(done.body.items.map((i) => i.status)).toEqual(['SIGNED', 'SIGNED']);
  });
});
