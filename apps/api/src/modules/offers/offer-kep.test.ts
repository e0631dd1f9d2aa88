/**
 * offer/custom and offer/sign_kep over HTTP: the company's application to join the current offer (its
 * requisites, the edition) is the same bytes on every call of the day; the head signs it with КЭП and
 * the acceptance is recorded with its evidence; every bad signature is refused with its Russian reason
 * and nothing is recorded; an outdated edition is refused.
 */
import { apiPaths, type CustomOffer, type KepToSignResponse, type OfferContent } from '@vyplaty/contracts';
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
import { newCustomer, type Party } from '../agreements/self-nep.test-helpers.js';
import { signCades } from '../certificates/kep.test-helpers.js';

let server: TestServer;
let company: Party;
let offerId: string;
const p = apiPaths.offer;

beforeAll(async () => {
  server = await startTestServer();
  company = await newCustomer(server);
  await trustTestCa(server);
  await addRepresentativeWithoutMchd(server.runtime.ctx.db, company.entityId);
  offerId = (await server.client().post<OfferContent>(p.fileContent, {})).body.id;
}, 120_000);
afterAll(() => server?.close());

async function bytesToSign() {
  const res = await company.client.get<KepToSignResponse>(`${p.signKep}?offer_id=${offerId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new Uint8Array(Buffer.from(res.body.content!, 'base64'));
}

const evidence = async () =>
  (
    await rowsOf<{ n: number }>(
      server.runtime.ctx.db,
      sql`select count(*)::int as n from document_signatures where subject_type = 'OFFER' and account_id = ${company.accountId}`,
    )
  )[0]!.n;

describe('offer/custom and offer/sign_kep', () => {
  it('gives the company’s own application to join the offer, the same bytes all day', async () => {
    const res = await company.client.post<CustomOffer>(p.custom, { offer_id: offerId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ title: 'Заявление о присоединении к оферте', signed_kep: false });
    expect(res.body.party[1]).toContain('ИНН 7707083893');
    const first = await bytesToSign();
    expect(Buffer.from(await bytesToSign()).equals(Buffer.from(first))).toBe(true);
    const pdf = await company.client.post<Buffer>(p.custom, { offer_id: offerId, format: 'pdf' });
    expect(Buffer.from(pdf.body).equals(Buffer.from(first))).toBe(true);
    const text = await pdfText(pdf.body);
    expect(text).toContain('присоединяется к оферте');
    expect(text).toContain(res.body.party[0]!);
  });

  it('refuses an outdated or unknown edition in Russian', async () => {
    const res = await company.client.get<{ error_message: string }>(
      `${p.signKep}?offer_id=00000000-0000-4000-8000-000000000000`,
    );
    expect(res.status).toBe(400);
    expect(res.body.error_message).toContain('Редакция оферты изменилась');
  });

  for (const [what, make, reason] of companyKepRefusals)
    it(`refuses ${what}: 422 with its reason, nothing recorded`, async () => {
      const res = await company.client.post<{ error_message: string }>(p.signKep, {
        offer_id: offerId,
        signature: make(await bytesToSign()),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.error_message).toContain(reason);
      expect(await evidence()).toBe(0);
    });

  it('the head signs: the acceptance is recorded with its evidence, not twice', async () => {
    const bytes = await bytesToSign();
    const res = await company.client.post<CustomOffer>(p.signKep, {
      offer_id: offerId,
      signature: signCades(bytes, kepHead),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.signed_kep).toBe(true);
    expect(await evidence()).toBe(1);
    const again = await company.client.post<{ error_message: string }>(p.signKep, {
      offer_id: offerId,
      signature: signCades(bytes, kepHead),
    });
    expect(again.status).toBe(409);
    expect(again.body.error_message).toBe('Оферта уже подписана КЭП');
    expect(await evidence()).toBe(1);
  });

  it('offer/evidence: the evidence PDF of the acceptance — signer, certificate, every step, the signed bytes’ hash', async () => {
    const res = await company.client.get<Buffer>(`${p.evidence}?offer_id=${offerId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(String(res.headers.get('content-disposition'))).toContain('attachment');
    const text = await pdfText(res.body);
    expect(text).toContain('Доказательства подписания');
    expect(text).toContain('Заявление о присоединении к оферте');
    expect(text).toContain('Подпись 1: КЭП');
    expect(text).toContain('Иванова Мария Петровна');
    expect(text).toContain('Цепочка до аккредитованного удостоверяющего центра');
    expect(text).toContain('Оферта принята');
    const [row] = await rowsOf<{ hash: string }>(
      server.runtime.ctx.db,
      sql`select document_streebog256 as hash from document_signatures where subject_type = 'OFFER' and account_id = ${company.accountId}`,
    );
    expect(text).toContain(row!.hash);
  });

  it('offer/evidence refuses before a КЭП acceptance (409), another party’s acceptance is not theirs, an unknown offer is 404', async () => {
    const other = await newCustomer(server);
    const res = await other.client.get<{ error_message: string }>(`${p.evidence}?offer_id=${offerId}`);
    expect(res.status).toBe(409);
    expect(res.body.error_message).toBe('Оферта ещё не подписана КЭП');
    const unknown = await other.client.get<{ error_message: string }>(
      `${p.evidence}?offer_id=00000000-0000-4000-8000-000000000000`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_message).toBe('Оферта не найдена');
  });
});
