/**
 * Signing a bundle in bulk over HTTP (issue 27 slice 2): the company's summary, КЭП of every document with one
 * broken signature (that one refused with its step's reason, the rest signed and verified), a bundle still
 * generating refused with 409, the company's ПЭП with one code, the contractor's envelope signed with one code,
 * the company told once when all is signed, and other tenants' bundles and envelopes answering 404.
 */
import {
  apiPaths,
  type BundleKepToSignResponse,
  type BundleSignResponse,
  type BundleSignSummary,
  type Document,
  type EmployeeEnvelope,
  type EmployeeEnvelopesResponse,
  type ErrorBody,
  pathWithId,
} from '@vyplaty/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentBundles, historyEvents, notifications } from '../../db/schema/index.js';
import { kepHead as head, trustTestCa } from '../../test-support/kep-cases.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { issueSelfNep, otherCode } from '../agreements/self-nep.test-helpers.js';
import { signCades } from '../certificates/kep.test-helpers.js';
import { codeFor, generatedBundle, type SigningCompany, signingCompany } from './bundle-signing.test-helpers.js';
import { at, b } from './bundles.test-helpers.js';

let server: TestServer;
let acme: SigningCompany;
let stranger: SigningCompany;

beforeAll(async () => {
  server = await startTestServer();
  acme = await signingCompany(server, ['Петров', 'Сидоров', 'Орлов']);
  stranger = await signingCompany(server, ['Чужой']);
  await trustTestCa(server);
}, 120_000);
afterAll(() => server?.close());

const doc = async (id: string) =>
  (await acme.company.client.get<Document>(pathWithId(apiPaths.documents.companyOne, id))).body;

describe('bundle signing by the company', () => {
  it('КЭП in bulk: a summary first, one broken signature refused with its reason, the others signed', async () => {
    const ids = acme.contractors.map((c) => c.entityId);
    const { bundle, documents } = await generatedBundle(acme.company.client, acme.templateId, ids, 'КЭП');
    expect(documents.map((d) => d.status)).toEqual(['DRAFT', 'DRAFT', 'DRAFT']);

    const summary = await acme.company.client.get<BundleSignSummary>(at(b.signKep, bundle.id));
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    expect(summary.body).toMatchObject({ documents: 3, drafts: 3, contractors: 3, generating: false });

    const toSign = await acme.company.client.get<BundleKepToSignResponse>(`${at(b.attachmentsHash, bundle.id)}?page=1`);
    expect(toSign.status, JSON.stringify(toSign.body)).toBe(200);
    expect(toSign.body.totalCount).toBe(3);
    expect(toSign.body.items.map((i) => i.employee.fio).sort()).toEqual(acme.contractors.map((c) => c.fio).sort());
    for (const item of toSign.body.items) {
      expect(item).toMatchObject({ hash_algorithm: 'CP_GOST_3411_2012_256', sign_mode: 'CONTENT' });
      expect(item.hash).toMatch(/^[0-9a-f]{64}$/);
    }
    const [first, broken, third] = toSign.body.items;
    const bytesOf = (i: typeof first) => new Uint8Array(Buffer.from(i!.content!, 'base64'));
    const signatures = [
      { document_id: first!.document_id, signature: signCades(bytesOf(first), head) },
      { document_id: broken!.document_id, signature: signCades(new TextEncoder().encode('другой документ'), head) },
      { document_id: third!.document_id, signature: signCades(bytesOf(third), head) },
    ];
    const signed = await acme.company.client.post<BundleSignResponse>(at(b.signKep, bundle.id), { signatures });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ signed: 2, failed: 1 });
    const refused = signed.body.items.find((i) => !i.ok)!;
    expect(refused.document_id).toBe(broken!.document_id);
    expect(refused.reason).toContain('Хэш документа');

    const good = await doc(first!.document_id);
    expect(good.status).toBe('AWAIT_SIGN_EMPLOYEE');
    expect(good.signatures).toMatchObject([{ party: 'COMPANY', kind: 'KEP', document_streebog256: first!.hash }]);
    const bad = await doc(broken!.document_id);
    expect(bad.signatures).toEqual([]);
    expect(['AWAIT_SIGN', 'AWAIT_SIGN_USER']).toContain(bad.status);

    const after = await acme.company.client.get<BundleSignSummary>(at(b.signKep, bundle.id));
    expect(after.body).toMatchObject({ documents: 1, drafts: 0, contractors: 1 });
    expect((await stranger.company.client.get(at(b.signKep, bundle.id))).status).toBe(404);
    expect((await acme.contractors[0]!.client.get(at(b.signKep, bundle.id))).status).toBe(403);
  });

  it('a bundle still generating is refused with 409 and a Russian reason', async () => {
    const { bundle } = await generatedBundle(acme.company.client, acme.templateId, [acme.contractors[0]!.entityId]);
    const { db } = server.runtime.ctx;
    await db.update(documentBundles).set({ status: 'PROCESSING' }).where(eq(documentBundles.id, bundle.id));
    const res = await acme.company.client.post<ErrorBody>(at(b.signSelfNepSendCode, bundle.id), {});
    expect(res.status).toBe(409);
    expect(res.body.error_message).toContain('ещё формируются');
    await db.update(documentBundles).set({ status: 'COMPLETED_SUCCESS' }).where(eq(documentBundles.id, bundle.id));
  });

  it('ПЭП: one code signs every document awaiting the company; the contractor signs their envelope with one code', async () => {
    await issueSelfNep(server, acme.company);
    const [petrov, sidorov] = acme.contractors;
    const ids = [petrov!.entityId, sidorov!.entityId];
    const { bundle } = await generatedBundle(acme.company.client, acme.templateId, ids, 'ПЭП');
    // Drafts are sent by the code's request: before it nothing awaits the company.
    const early = await acme.company.client.post<ErrorBody>(at(b.signSelfNep, bundle.id), { code: '000000' });
    expect(early.status).toBe(409);

    const code = await codeFor(server, acme.company, at(b.signSelfNepSendCode, bundle.id));
    const refusedCode = await acme.company.client.post<ErrorBody>(at(b.signSelfNep, bundle.id), {
      code: otherCode(code),
    });
    expect(refusedCode.body.error_message).toContain('Неверный код');
    const signed = await acme.company.client.post<BundleSignResponse>(at(b.signSelfNep, bundle.id), { code });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ signed: 2, failed: 0 });
    for (const item of signed.body.items) {
      const d = await doc(item.document_id);
      expect(d.status).toBe('AWAIT_SIGN_EMPLOYEE');
      expect(d.signatures).toMatchObject([{ party: 'COMPANY', kind: 'SELF_NEP' }]);
    }

    // The contractor's envelope: the bundle, its company, the document awaiting them.
    await issueSelfNep(server, petrov!);
    const list = await petrov!.client.get<EmployeeEnvelopesResponse>(b.employeeEnvelopes);
    expect(list.status).toBe(200);
    const mine = list.body.items.find((e) => e.id === bundle.id)!;
    expect(mine).toMatchObject({ documents: 1, awaiting: 1, signed: 0, expired: false });
    const envelope = await petrov!.client.get<EmployeeEnvelope>(at(b.employeeEnvelope, bundle.id));
    expect(envelope.status).toBe(200);
    expect(envelope.body.items).toHaveLength(1);
    expect(envelope.body.items[0]).toMatchObject({ awaiting_me: true, signed_by_me: false, expired: false });
    expect(envelope.body.items[0]!.file_id).toBeTruthy();

    const envelopeCode = await codeFor(server, petrov!, at(b.employeeSignSelfNepSendCode, bundle.id));
    const done = await petrov!.client.post<BundleSignResponse>(at(b.employeeSignSelfNep, bundle.id), {
      code: envelopeCode,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ signed: 1, failed: 0 });
    expect((await doc(envelope.body.items[0]!.id)).status).toBe('SIGNED');

    // Not told yet: Сидоров has not signed. Then he signs, and the company is told once.
    const told = () =>
      server.runtime.ctx.db
        .select()
        .from(historyEvents)
        .where(and(eq(historyEvents.entityId, bundle.id), eq(historyEvents.event, 'SIGNED')));
    expect(await told()).toHaveLength(0);
    await issueSelfNep(server, sidorov!);
    const sidorovCode = await codeFor(server, sidorov!, at(b.employeeSignSelfNepSendCode, bundle.id));
    const last = await sidorov!.client.post<BundleSignResponse>(at(b.employeeSignSelfNep, bundle.id), {
      code: sidorovCode,
    });
    expect(last.body).toMatchObject({ signed: 1, failed: 0 });
    expect(await told()).toHaveLength(1);
    const bell = await server.runtime.ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.accountId, acme.company.accountId), eq(notifications.title, 'Пакет документов подписан')),
      );
    expect(bell.map((n) => n.body)).toEqual([`Все документы пакета № ${bundle.number} «ПЭП» подписаны`]);

    // Nothing left to sign: a new code is refused; other tenants see nothing.
    const nothing = await petrov!.client.post<ErrorBody>(at(b.employeeSignSelfNepSendCode, bundle.id), {});
    expect(nothing.body.error_message).toBe('В пакете нет документов, которые ждут вашей подписи');
    expect((await stranger.contractors[0]!.client.get(at(b.employeeEnvelope, bundle.id))).status).toBe(404);
    expect((await stranger.company.client.post(at(b.signSelfNep, bundle.id), { code })).status).toBe(404);
    expect((await acme.contractors[2]!.client.get(at(b.employeeEnvelope, bundle.id))).status).toBe(404);
    expect((await acme.company.client.get(at(b.employeeEnvelope, bundle.id))).status).toBe(403);
  });
});
