/**
 * agreement/sign_kep and agreement/evidence over HTTP: the company's head signs its EDO agreement with
 * КЭП (signed copy with the signature sheet, evidence PDF listing the signature); every bad signature
 * is refused with its Russian reason and nothing changes; another company's agreement is not found.
 */
import { type Agreement, apiPaths, type KepToSignResponse } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRepresentativeWithoutMchd,
  companyKepRefusals,
  kepHead,
  trustTestCa,
} from '../../test-support/kep-cases.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { signCades } from '../certificates/kep.test-helpers.js';
import { newCustomer, type Party } from './self-nep.test-helpers.js';

let server: TestServer;
let company: Party;
const p = apiPaths.agreement;

beforeAll(async () => {
  server = await startTestServer();
  company = await newCustomer(server);
  await trustTestCa(server);
  await addRepresentativeWithoutMchd(server.runtime.ctx.db, company.entityId);
}, 120_000);
afterAll(() => server?.close());

async function edo(party: Party) {
  const res = await party.client.post<Agreement>(p.edo, {});
  expect(res.status).toBe(200);
  return res.body;
}

async function bytesToSign(party: Party, id: string) {
  const res = await party.client.get<KepToSignResponse>(`${p.signKep}?id=${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new Uint8Array(Buffer.from(res.body.content!, 'base64'));
}

const evidenceCount = async (id: string) =>
  (
    await rowsOf<{ n: number }>(
      server.runtime.ctx.db,
      sql`select count(*)::int as n from document_signatures where subject_type = 'AGREEMENT' and subject_id = ${id}`,
    )
  )[0]!.n;

describe('agreement/sign_kep', () => {
  for (const [what, sign, reason] of companyKepRefusals)
    it(`refuses ${what}: 422 with its reason, the agreement unchanged`, async () => {
      const agreement = await edo(company);
      const res = await company.client.post<{ error_message: string }>(p.signKep, {
        agreement_id: agreement.id,
        signature: sign(await bytesToSign(company, agreement.id)),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.error_message).toContain(reason);
      expect((await company.client.get<Agreement>(`${p.one}?id=${agreement.id}`)).body.status).toBe('AWAIT_SIGN');
      expect(await evidenceCount(agreement.id)).toBe(0);
    });

  it('another company’s agreement is not found, and signs nothing', async () => {
    const agreement = await edo(company);
    const stranger = await newCustomer(server);
    expect((await stranger.client.get(`${p.signKep}?id=${agreement.id}`)).status).toBe(404);
    const res = await stranger.client.post(p.signKep, {
      agreement_id: agreement.id,
      signature: signCades(await bytesToSign(company, agreement.id), kepHead),
    });
    expect(res.status).toBe(404);
    expect(await evidenceCount(agreement.id)).toBe(0);
  });

  it('the head signs the EDO agreement: SIGNED, signed copy with the sheet, evidence PDF; a second signing is refused', async () => {
    const agreement = await edo(company);
    const bytes = await bytesToSign(company, agreement.id);
    const res = await company.client.post<Agreement>(p.signKep, {
      agreement_id: agreement.id,
      signature: signCades(bytes, kepHead),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'SIGNED', signed_file_id: expect.any(String) });

    const signed = await company.client.get<Buffer>(`${p.download}?id=${agreement.id}`);
    const sheet = await pdfText(signed.body);
    expect(sheet).toContain('Лист подписания');
    expect(sheet).toContain('квалифицированная электронная подпись');
    expect(sheet).toContain('Иванова Мария Петровна');

    const evidence = await company.client.get<Buffer>(`${p.evidence}?id=${agreement.id}`);
    expect(evidence.status).toBe(200);
    expect(evidence.headers.get('content-type')).toContain('application/pdf');
    const text = await pdfText(evidence.body);
    expect(text).toContain('Доказательства подписания');
    expect(text).toContain('Подпись 1: КЭП');
    expect(text).toContain('Цепочка до аккредитованного удостоверяющего центра');

    const again = await company.client.post<{ error_message: string }>(p.signKep, {
      agreement_id: agreement.id,
      signature: signCades(bytes, kepHead),
    });
    expect(again.status).toBe(409);
    expect(again.body.error_message).toBe('Соглашение уже подписано');
    expect(await evidenceCount(agreement.id)).toBe(1);
  });
});
