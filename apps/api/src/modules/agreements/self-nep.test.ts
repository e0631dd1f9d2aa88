/**
 * Issuing the ПЭП (DOMAIN.md §6.7) for a customer and a contractor on a real database: the agreement
 * made once, the code by SMS (SMS sandbox) or e-mail (SMTP sandbox), the evidence of the exact bytes,
 * attempts, expiry, resend throttling, a second issuance, bad input, CSRF.
 */
import {
  type Agreement,
  apiPaths,
  type ConfirmSelfNepResponse,
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
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
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

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 vitest';

const sendCode = (p: Party, body: unknown, options: { csrf?: boolean } = {}) =>
  p.client.post<SentCodeResponse & ErrorBody>(apiPaths.selfNep.sendCode, body, options);
const confirm = (p: Party, body: unknown, options: { csrf?: boolean } = {}) =>
  p.client.post<ConfirmSelfNepResponse & ErrorBody>(apiPaths.selfNep.confirm, body, {
    ...options,
    headers: { 'user-agent': BROWSER },
  });

type Row = Record<string, unknown>;
const codesOf = (p: Party) =>
  rowsOf<Row>(
    server.runtime.ctx.db,
    sql`select * from signature_codes where account_id = ${p.accountId} order by created_at`,
  );
const keysOf = (p: Party) =>
  rowsOf<Row>(server.runtime.ctx.db, sql`select * from self_nep_keys where account_id = ${p.accountId}`);
const evidenceOf = (p: Party) =>
  rowsOf<Row>(server.runtime.ctx.db, sql`select * from document_signatures where account_id = ${p.accountId}`);
const agreementsOf = (p: Party) =>
  rowsOf<Row>(
    server.runtime.ctx.db,
    sql`select * from agreements where customer_id = ${p.entityId} or employee_id = ${p.entityId}`,
  );
const fileBytes = async (p: Party, fileId: string) => {
  const res = await p.client.get<Buffer>(`${apiPaths.agreement.fileContent}?file_id=${fileId}`);
  expect(res.status).toBe(200);
  return res.body;
};

/** Checks the evidence row of a signature against the exact bytes the code was bound to. */
async function expectEvidence(p: Party, row: Row, signed: { bytes: Buffer; channel: string; masked: string }) {
  expect(row).toMatchObject({
    kind: 'SELF_NEP',
    document_sha256: sha256(signed.bytes),
    document_streebog256: streebog256Hex(signed.bytes),
    channel: signed.channel,
    destination_masked: signed.masked,
    ip: '127.0.0.1',
    user_agent: BROWSER,
  });
  expect(String(row.document_streebog256)).toMatch(/^[0-9a-f]{64}$/);
  expect(row.document_streebog256).not.toBe(row.document_sha256);
  const codes = await codesOf(p);
  expect(codes.map((c) => c.code_hash)).toContain(row.code_hash);
  expect(String(row.signer_name).length).toBeGreaterThan(3);
}

describe('ПЭП issuance', () => {
  it('issues a customer’s ПЭП by e-mail: agreement made once, evidence of the exact bytes, signed PDF, step done', async () => {
    const c = await newCustomer(server, { phone: false });
    expect((await c.client.get<{ self_nep: SelfNep | null }>(apiPaths.selfNep.current)).body).toEqual({
      self_nep: null,
    });

    const agreement = await selfNepAgreement(c);
    // A new company has only its login e-mail (not confirmed yet): that is enough for a code.
    expect(agreement.channels).toEqual(['EMAIL']);
    expect((await selfNepAgreement(c)).agreement_id).toBe(agreement.agreement_id);
    expect(await agreementsOf(c)).toHaveLength(1);
    const original = await fileBytes(c, agreement.file_id);
    expect(original.subarray(0, 5).toString()).toBe('%PDF-');

    const sent = await sendCode(c, { agreement_id: agreement.agreement_id, channel: 'EMAIL' });
    expect(sent.status).toBe(200);
    const masked = `n***@company.ru`;
    expect(sent.body).toEqual({
      channel: 'EMAIL',
      destination_masked: masked,
      resend_after_seconds: 60,
      expires_in_seconds: 600,
    });
    const code = await mailCode(server, c);
    // The code is stored only as its HMAC.
    const [codeRow] = await codesOf(c);
    expect(JSON.stringify(codeRow)).not.toContain(`"${code}"`);

    const res = await confirm(c, { agreement_id: agreement.agreement_id, code });
    expect(res.status).toBe(200);
    expect(res.body.self_nep).toMatchObject({
      status: 'ACTIVE',
      channel: 'EMAIL',
      destination_masked: masked,
      agreement_id: agreement.agreement_id,
    });
    expect((await c.client.get<{ self_nep: SelfNep }>(apiPaths.selfNep.current)).body.self_nep).toEqual(
      res.body.self_nep,
    );

    const [key] = await keysOf(c);
    expect(key).toMatchObject({ customer_id: c.entityId, employee_id: null, status: 'ACTIVE' });
    const [evidence] = await evidenceOf(c);
    await expectEvidence(c, evidence!, { bytes: original, channel: 'EMAIL', masked });
    expect(evidence).toMatchObject({
      subject_type: 'AGREEMENT',
      subject_id: agreement.agreement_id,
      self_nep_key_id: key!.id,
    });
    expect(String(evidence!.signer_name)).toContain('Иванова Мария Петровна');

    const signed = (await c.client.get<Agreement>(`${apiPaths.agreement.one}?id=${agreement.agreement_id}`)).body;
    expect(signed).toMatchObject({ kind: 'SELF_NEP', status: 'SIGNED', file_id: agreement.file_id });
    expect(signed.signed_file_id).not.toBeNull();
    const signedPdf = await fileBytes(c, signed.signed_file_id!);
    expect(signedPdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(signedPdf.length).toBeGreaterThan(original.length);
    // The generated file is unchanged: the evidence hashes still name it.
    expect(sha256(await fileBytes(c, agreement.file_id))).toBe(evidence!.document_sha256);

    const profile = (await c.client.get<CustomerProfile>(apiPaths.userProfile)).body;
    expect(profile.registration_steps['self-nep']).toBe(true);
    expect(profile.is_verified).toBe(false);
  });

  it('issues a contractor’s ПЭП by SMS, owned by the contractor', async () => {
    const e = await newEmployee(server);
    const agreement = await selfNepAgreement(e);
    expect(agreement.channels).toEqual(['SMS']);

    // No e-mail in the contractor's account: refused, nothing stored.
    const noMail = await sendCode(e, { agreement_id: agreement.agreement_id, channel: 'EMAIL' });
    expect(noMail.status).toBe(400);
    expect(noMail.body.error_message).toBe('В учётной записи не указан e-mail: выберите SMS');
    expect(await codesOf(e)).toEqual([]);

    const sentAt = Date.now();
    const sent = await sendCode(e, { agreement_id: agreement.agreement_id, channel: 'SMS' });
    expect(sent.status).toBe(200);
    const masked = `+7 *** ***-${e.phone!.slice(-4, -2)}-${e.phone!.slice(-2)}`;
    expect(sent.body.destination_masked).toBe(masked);
    const code = await smsCode(server, e, sentAt);
    const res = await confirm(e, { agreement_id: agreement.agreement_id, code });
    expect(res.status).toBe(200);
    expect(res.body.self_nep).toMatchObject({ status: 'ACTIVE', channel: 'SMS', destination_masked: masked });

    const [key] = await keysOf(e);
    expect(key).toMatchObject({ employee_id: e.entityId, customer_id: null });
    const [evidence] = await evidenceOf(e);
    await expectEvidence(e, evidence!, { bytes: await fileBytes(e, agreement.file_id), channel: 'SMS', masked });
    expect(String(evidence!.signer_name)).toContain('Сидоров Иван');
    const [row] = await agreementsOf(e);
    expect(row).toMatchObject({ employee_id: e.entityId, customer_id: null, status: 'SIGNED', kind: 'SELF_NEP' });
  });

  it('refuses a second issuance', async () => {
    const e = await newEmployee(server);
    const agreementId = await issueSelfNep(server, e);
    // The agreement call now answers the signed agreement the key was issued under.
    expect((await selfNepAgreement(e)).agreement_id).toBe(agreementId);
    expect(await agreementsOf(e)).toHaveLength(1);
    const codesBefore = await codesOf(e);

    const again = await sendCode(e, { agreement_id: agreementId, channel: 'SMS' });
    expect(again.status).toBe(409);
    expect(again.body.error_message).toBe('Простая электронная подпись уже выпущена');
    const reconfirm = await confirm(e, { agreement_id: agreementId, code: '123456' });
    expect(reconfirm.status).toBe(409);
    expect(await codesOf(e)).toEqual(codesBefore);
    expect(await keysOf(e)).toHaveLength(1);
    expect(await evidenceOf(e)).toHaveLength(1);
  });

  it('counts wrong codes and locks the code after five', async () => {
    const e = await newEmployee(server);
    const agreement = await selfNepAgreement(e);
    const sentAt = Date.now();
    await sendCode(e, { agreement_id: agreement.agreement_id, channel: 'SMS' });
    const code = await smsCode(server, e, sentAt);
    const wrong = otherCode(code);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await confirm(e, { agreement_id: agreement.agreement_id, code: wrong });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_CODE');
      expect(res.body.fields?.code).toBe(res.body.error_message);
      messages.push(res.body.error_message);
    }
    expect(messages).toEqual([
      'Неверный код. Осталось попыток: 4',
      'Неверный код. Осталось попыток: 3',
      'Неверный код. Осталось попыток: 2',
      'Неверный код. Осталось попыток: 1',
      'Неверный код. Попытки исчерпаны, запросите новый код',
    ]);
    const locked = await confirm(e, { agreement_id: agreement.agreement_id, code });
    expect(locked.status).toBe(400);
    expect(locked.body.error_message).toBe('Попытки ввода кода исчерпаны. Запросите новый код');
    expect((await codesOf(e))[0]).toMatchObject({ attempts: 5, used_at: null });
    expect(await keysOf(e)).toEqual([]);
    expect(await evidenceOf(e)).toEqual([]);
  });

  it('refuses an expired code', async () => {
    const e = await newEmployee(server);
    const agreement = await selfNepAgreement(e);
    const sentAt = Date.now();
    await sendCode(e, { agreement_id: agreement.agreement_id, channel: 'SMS' });
    const code = await smsCode(server, e, sentAt);
    await server.runtime.ctx.db.execute(
      sql`update signature_codes set expires_at = now() - interval '1 second' where account_id = ${e.accountId}`,
    );
    const expired = await confirm(e, { agreement_id: agreement.agreement_id, code });
    expect(expired.status).toBe(400);
    expect(expired.body.error_message).toBe('Срок действия кода истёк. Запросите новый код');
    expect(await keysOf(e)).toEqual([]);
  });

  it('throttles new codes: one a minute per document, the newest code is the only valid one', async () => {
    const e = await newEmployee(server);
    const agreement = await selfNepAgreement(e);
    const firstAt = Date.now();
    expect((await sendCode(e, { agreement_id: agreement.agreement_id, channel: 'SMS' })).status).toBe(200);
    const first = await smsCode(server, e, firstAt);

    const tooSoon = await sendCode(e, { agreement_id: agreement.agreement_id, channel: 'SMS' });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error_message).toMatch(/^Код уже отправлен\. Запросить новый можно через \d+ с$/);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await codesOf(e)).toHaveLength(1);

    // A minute later (moved back in the database rather than waited for).
    await server.runtime.ctx.db.execute(
      sql`update signature_codes set created_at = created_at - interval '61 seconds' where account_id = ${e.accountId}`,
    );
    const secondAt = Date.now();
    expect((await sendCode(e, { agreement_id: agreement.agreement_id, channel: 'SMS' })).status).toBe(200);
    const second = await smsCode(server, e, secondAt);
    expect(await codesOf(e)).toHaveLength(2);
    if (second !== first) {
      const old = await confirm(e, { agreement_id: agreement.agreement_id, code: first });
      expect(old.status).toBe(400);
    }
    expect((await confirm(e, { agreement_id: agreement.agreement_id, code: second })).status).toBe(200);
  });

  it('refuses bad input in Russian and stores nothing', async () => {
    const e = await newEmployee(server);
    const other = await newEmployee(server);
    const agreement = await selfNepAgreement(e);
    const othersAgreement = await selfNepAgreement(other);
    const cases: [unknown, number, string][] = [
      [{ agreement_id: 'not-a-uuid', channel: 'SMS' }, 400, 'Неизвестное соглашение'],
      [{ agreement_id: agreement.agreement_id, channel: 'FAX' }, 400, 'Выберите, куда отправить код: SMS или e-mail'],
      [{ channel: 'SMS' }, 400, 'Неизвестное соглашение'],
      [{ agreement_id: othersAgreement.agreement_id, channel: 'SMS' }, 404, 'Соглашение не найдено'],
      [{ agreement_id: '00000000-0000-4000-8000-000000000000', channel: 'SMS' }, 404, 'Соглашение не найдено'],
    ];
    for (const [body, status, message] of cases) {
      const res = await sendCode(e, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error_message).toBe(message);
    }
    const badCodes: [unknown, number, string][] = [
      [{ agreement_id: agreement.agreement_id, code: 'abc' }, 400, 'Код состоит из 6 цифр'],
      [{ agreement_id: agreement.agreement_id }, 400, 'Введите код'],
      [{ agreement_id: agreement.agreement_id, code: '123456' }, 400, 'Код не запрошен. Нажмите «Получить код»'],
      [{ agreement_id: othersAgreement.agreement_id, code: '123456' }, 404, 'Соглашение не найдено'],
    ];
    for (const [body, status, message] of badCodes) {
      const res = await confirm(e, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error_message).toBe(message);
    }
    expect(await codesOf(e)).toEqual([]);
    expect(await codesOf(other)).toEqual([]);
    expect(await keysOf(e)).toEqual([]);
  });

  it('needs a session and the CSRF header', async () => {
    const anonymous = server.client();
    expect((await anonymous.get(apiPaths.selfNep.current)).status).toBe(401);
    expect((await anonymous.post(apiPaths.selfNep.agreement, {})).status).toBe(401);
    const e = await newEmployee(server);
    expect((await e.client.post(apiPaths.selfNep.agreement, {}, { csrf: false })).status).toBe(403);
    expect(await agreementsOf(e)).toEqual([]);
    const agreement = await selfNepAgreement(e);
    const noCsrf = await sendCode(e, { agreement_id: agreement.agreement_id, channel: 'SMS' }, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(await codesOf(e)).toEqual([]);
    const noCsrfConfirm = await confirm(e, { agreement_id: agreement.agreement_id, code: '123456' }, { csrf: false });
    expect(noCsrfConfirm.status).toBe(403);
  });
});
