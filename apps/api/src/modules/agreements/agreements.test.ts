/**
 * The caller's agreements (SPEC §7 Agreement) on a real database: the customer's electronic
 * document-flow agreement signed with the ПЭП (step `sign-trusted-document`, signed PDF stored), the
 * company verified once all four steps are done, and every read only for the owner.
 */
import {
  type Agreement,
  type AgreementListResponse,
  type AuthMe,
  apiPaths,
  type CustomerProfile,
  type ErrorBody,
  type SelfNep,
  type SentCodeResponse,
} from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/crypto.js';
import { streebog256Hex } from '../../lib/streebog.js';
import { rowsOf } from '../../test-support/sql.js';
import { linkFrom, startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  issueSelfNep,
  mailCode,
  newCustomer,
  newEmployee,
  otherCode,
  type Party,
  selfNepAgreement,
  smsCode,
} from './self-nep.test-helpers.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Row = Record<string, unknown>;
const db = () => server.runtime.ctx.db;

const edo = (p: Party, options: { csrf?: boolean } = {}) =>
  p.client.post<Agreement & ErrorBody>(apiPaths.agreement.edo, {}, options);
const sendSignCode = (p: Party, body: unknown, options: { csrf?: boolean } = {}) =>
  p.client.post<SentCodeResponse & ErrorBody>(apiPaths.agreement.signSelfNepSendCode, body, options);
const sign = (p: Party, body: unknown, options: { csrf?: boolean } = {}) =>
  p.client.post<Agreement & ErrorBody>(apiPaths.agreement.signSelfNep, body, options);
const getOne = (p: Party, id: string) => p.client.get<Agreement & ErrorBody>(`${apiPaths.agreement.one}?id=${id}`);
const download = (p: Party, id: string) => p.client.get<Buffer & ErrorBody>(`${apiPaths.agreement.download}?id=${id}`);
const fileContent = (p: Party, fileId: string) =>
  p.client.get<Buffer & ErrorBody>(`${apiPaths.agreement.fileContent}?file_id=${fileId}`);
const list = (p: Party, body: unknown = {}) =>
  p.client.post<AgreementListResponse & ErrorBody>(apiPaths.agreement.list, body);
const steps = async (p: Party) => (await p.client.get<CustomerProfile>(apiPaths.userProfile)).body.registration_steps;
const isVerified = async (p: Party) => (await p.client.get<AuthMe>(apiPaths.auth.me)).body.is_verified;

const agreementRows = (p: Party) =>
  rowsOf<Row>(db(), sql`select * from agreements where customer_id = ${p.entityId} or employee_id = ${p.entityId}`);
const signCodes = (p: Party) =>
  rowsOf<Row>(db(), sql`select * from signature_codes where account_id = ${p.accountId} and purpose = 'SIGN'`);
const evidenceFor = (subjectId: string) =>
  rowsOf<Row>(db(), sql`select * from document_signatures where subject_id = ${subjectId}`);

/** Sends a signing code for the agreement by the key's channel and returns it. */
async function signingCode(p: Party, agreementId: string, channel: 'SMS' | 'EMAIL', nthLetter = 2) {
  const sentAt = Date.now();
  const sent = await sendSignCode(p, { agreement_id: agreementId });
  expect(sent.status).toBe(200);
  expect(sent.body.channel).toBe(channel);
  return channel === 'SMS' ? smsCode(server, p, sentAt) : mailCode(server, p, nthLetter);
}

describe('signing the EDO agreement with the ПЭП', () => {
  it('stores the signed PDF with its evidence and completes the step sign-trusted-document', async () => {
    const c = await newCustomer(server);
    await issueSelfNep(server, c);
    const key = (await c.client.get<{ self_nep: SelfNep }>(apiPaths.selfNep.current)).body.self_nep;

    const created = await edo(c);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      kind: 'EDO',
      status: 'AWAIT_SIGN',
      title: 'Соглашение об электронном документообороте',
      signed_file_id: null,
      signed_at: null,
    });
    // Made once: the second call answers the same agreement.
    expect((await edo(c)).body.id).toBe(created.body.id);
    expect((await agreementRows(c)).filter((r) => r.kind === 'EDO')).toHaveLength(1);
    const original = (await fileContent(c, created.body.file_id)).body;
    expect(original.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await steps(c))['sign-trusted-document']).toBe(false);

    const code = await signingCode(c, created.body.id, 'SMS');
    const wrong = await sign(c, { agreement_id: created.body.id, code: otherCode(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error_message).toBe('Неверный код. Осталось попыток: 4');
    expect((await getOne(c, created.body.id)).body.status).toBe('AWAIT_SIGN');

    const signed = await sign(c, { agreement_id: created.body.id, code });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ id: created.body.id, status: 'SIGNED', file_id: created.body.file_id });
    expect(signed.body.signed_file_id).not.toBeNull();
    expect(signed.body.signed_at).not.toBeNull();

    const [evidence] = await evidenceFor(created.body.id);
    expect(evidence).toMatchObject({
      account_id: c.accountId,
      kind: 'SELF_NEP',
      subject_type: 'AGREEMENT',
      self_nep_key_id: key.id,
      channel: 'SMS',
      destination_masked: key.destination_masked,
      document_sha256: sha256(original),
      document_streebog256: streebog256Hex(original),
      ip: '127.0.0.1',
    });
    expect((await signCodes(c)).map((r) => r.code_hash)).toContain(evidence!.code_hash);

    const pdf = await download(c, created.body.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('attachment');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    // The signed copy is the agreement plus the signature sheet.
    expect(pdf.body.length).toBeGreaterThan(original.length);
    const inline = await fileContent(c, signed.body.signed_file_id!);
    expect(inline.headers.get('content-disposition')).toContain('inline');
    expect(Buffer.compare(inline.body, pdf.body)).toBe(0);

    expect((await steps(c))['sign-trusted-document']).toBe(true);
    const again = await sendSignCode(c, { agreement_id: created.body.id });
    expect(again.status).toBe(409);
    expect(again.body.error_message).toBe('Соглашение уже подписано');
    expect((await edo(c)).body).toMatchObject({ id: created.body.id, status: 'SIGNED' });

    const { items, totalCount } = (await list(c)).body;
    expect(totalCount).toBe(2);
    expect(items.map((a) => a.kind)).toEqual(['EDO', 'SELF_NEP']);
    expect(items.every((a) => a.status === 'SIGNED')).toBe(true);
  });

  it('needs an issued ПЭП, and does not sign the ПЭП agreement a second way', async () => {
    const c = await newCustomer(server);
    const created = (await edo(c)).body;
    const noKey = await sendSignCode(c, { agreement_id: created.id });
    expect(noKey.status).toBe(409);
    expect(noKey.body.error_message).toBe('Сначала выпустите простую электронную подпись');
    const noKeySign = await sign(c, { agreement_id: created.id, code: '123456' });
    expect(noKeySign.status).toBe(409);

    const nepAgreementId = await issueSelfNep(server, c);
    const nep = await sendSignCode(c, { agreement_id: nepAgreementId });
    expect(nep.status).toBe(409);
    expect(await signCodes(c)).toEqual([]);
    expect((await getOne(c, created.id)).body.status).toBe('AWAIT_SIGN');
  });

  it('verifies the company once all four steps are done', async () => {
    const c = await newCustomer(server, { phone: false });
    expect(await isVerified(c)).toBe(false);

    // Step self-nep: by e-mail, the only channel of a new company.
    const agreement = await selfNepAgreement(c);
    expect(
      (await c.client.post(apiPaths.selfNep.sendCode, { agreement_id: agreement.agreement_id, channel: 'EMAIL' }))
        .status,
    ).toBe(200);
    const nepCode = await mailCode(server, c, 1);
    expect(
      (await c.client.post(apiPaths.selfNep.confirm, { agreement_id: agreement.agreement_id, code: nepCode })).status,
    ).toBe(200);

    // Step sber-balance: its API is built in parallel (bank binding AWAIT_BIND → BIND through the bank
    // sandbox); here the row it leaves behind is inserted directly to stand for the finished step.
    await db().execute(
      sql`insert into bank_bindings (customer_id, integration, status, completed_at) values (${c.entityId}, 'SBER_BALANCE', 'BIND', now())`,
    );

    // Step email-confirm: the real letter and link.
    expect((await c.client.post(apiPaths.auth.verifyEmailSend)).status).toBe(200);
    const link = linkFrom(await server.waitForMail(c.email!, (m) => m.subject === 'Подтвердите e-mail'));
    expect((await c.client.post(apiPaths.auth.verifyEmail, { token: link.token })).status).toBe(200);

    expect(await steps(c)).toEqual({
      'self-nep': true,
      'sber-balance': true,
      'email-confirm': true,
      'sign-trusted-document': false,
    });
    expect(await isVerified(c)).toBe(false);

    // Step sign-trusted-document, last: its transaction verifies the company.
    const created = (await edo(c)).body;
    const code = await signingCode(c, created.id, 'EMAIL', 2);
    expect((await sign(c, { agreement_id: created.id, code })).status).toBe(200);
    expect(Object.values(await steps(c)).every(Boolean)).toBe(true);
    expect(await isVerified(c)).toBe(true);
    expect((await c.client.get<CustomerProfile>(apiPaths.userProfile)).body.is_verified).toBe(true);
  });
});

describe('agreements are only the owner’s', () => {
  it('answers another customer’s or contractor’s agreement exactly like an unknown one', async () => {
    const alice = await newCustomer(server);
    const bob = await newCustomer(server);
    const ivan = await newEmployee(server);
    const aliceNep = await selfNepAgreement(alice);
    const aliceEdo = (await edo(alice)).body;
    const ivanNep = await selfNepAgreement(ivan);
    await issueSelfNep(server, bob);
    const before = await agreementRows(alice);

    for (const [who, id, fileId] of [
      [bob, aliceEdo.id, aliceEdo.file_id],
      [bob, aliceNep.agreement_id, aliceNep.file_id],
      [ivan, aliceEdo.id, aliceEdo.file_id],
      [alice, ivanNep.agreement_id, ivanNep.file_id],
      [alice, '00000000-0000-4000-8000-000000000000', '00000000-0000-4000-8000-000000000000'],
      [alice, 'not-a-uuid', 'not-a-uuid'],
    ] as const) {
      for (const res of [await getOne(who, id), await download(who, id)]) {
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ code: 'NOT_FOUND', error_message: 'Соглашение не найдено' });
      }
      const file = await fileContent(who, fileId);
      expect(file.status).toBe(404);
      expect(file.body).toMatchObject({ code: 'NOT_FOUND', error_message: 'Файл не найден' });
    }

    // Signing another's agreement: not found, nothing stored.
    const signOthers = await sendSignCode(bob, { agreement_id: aliceEdo.id });
    expect(signOthers.status).toBe(404);
    expect(signOthers.body.error_message).toBe('Соглашение не найдено');
    expect((await sign(bob, { agreement_id: aliceEdo.id, code: '123456' })).status).toBe(404);
    expect(await signCodes(bob)).toEqual([]);
    expect(await agreementRows(alice)).toEqual(before);

    // Lists hold only the caller's own.
    const bobIds = (await list(bob)).body.items.map((a) => a.id);
    expect(bobIds).toHaveLength(1);
    expect(bobIds).not.toContain(aliceEdo.id);
    const ivanList = (await list(ivan)).body;
    expect(ivanList).toEqual({ items: [expect.objectContaining({ id: ivanNep.agreement_id })], totalCount: 1 });
    const aliceList = (await list(alice)).body;
    expect(aliceList.items.map((a) => a.id).sort()).toEqual([aliceEdo.id, aliceNep.agreement_id].sort());

    // A contractor has no EDO agreement.
    const ivanEdo = await edo(ivan);
    expect(ivanEdo.status).toBe(403);
    expect(ivanEdo.body.error_message).toBe('Соглашение об электронном документообороте заключает только компания');
    expect(await agreementRows(ivan)).toHaveLength(1);
  });

  it('pages the list and refuses bad input in Russian', async () => {
    const c = await newCustomer(server);
    await selfNepAgreement(c);
    await edo(c);
    const page = await list(c, { page: 2, page_size: 1 });
    expect(page.body.totalCount).toBe(2);
    expect(page.body.items.map((a) => a.kind)).toEqual(['SELF_NEP']);

    const badPage = await list(c, { page: 0 });
    expect(badPage.status).toBe(400);
    expect(badPage.body.error_message).toBe('Номер страницы начинается с 1');
    const badSize = await list(c, { page_size: 500 });
    expect(badSize.status).toBe(400);
    expect(badSize.body.error_message).toBe('Размер страницы от 1 до 100');

    const created = (await edo(c)).body;
    const badCode = await sign(c, { agreement_id: created.id, code: '12ab' });
    expect(badCode.status).toBe(400);
    expect(badCode.body.error_message).toBe('Код состоит из 6 цифр');
    const badId = await sendSignCode(c, { agreement_id: 'x' });
    expect(badId.status).toBe(400);
    expect(badId.body.error_message).toBe('Неизвестное соглашение');
    expect(await signCodes(c)).toEqual([]);
  });

  it('needs a session and the CSRF header on writes', async () => {
    const anonymous = server.client();
    expect((await anonymous.post(apiPaths.agreement.list, {})).status).toBe(401);
    expect((await anonymous.get(`${apiPaths.agreement.one}?id=x`)).status).toBe(401);
    const c = await newCustomer(server);
    await issueSelfNep(server, c);
    const noCsrfEdo = await edo(c, { csrf: false });
    expect(noCsrfEdo.status).toBe(403);
    expect((await agreementRows(c)).filter((r) => r.kind === 'EDO')).toEqual([]);
    const created = (await edo(c)).body;
    expect((await sendSignCode(c, { agreement_id: created.id }, { csrf: false })).status).toBe(403);
    expect(await signCodes(c)).toEqual([]);
    const code = await signingCode(c, created.id, 'SMS');
    expect((await sign(c, { agreement_id: created.id, code }, { csrf: false })).status).toBe(403);
    expect((await getOne(c, created.id)).body.status).toBe('AWAIT_SIGN');
    expect((await sign(c, { agreement_id: created.id, code })).status).toBe(200);
  });
});
