/**
 * payout/{id}/payment_order/sign_kep over HTTP: the company's head signs the exact bytes of the 1C
 * exchange file with КЭП; then txt and file_content are those bytes, the PDF names the signer instead of
 * «не подписано», the .sig and the evidence PDF are there. Every bad signature (other bytes, another
 * company, unknown CA, revoked, expired, a representative without МЧД, one whose МЧД gives no power for
 * payment orders) is refused with its Russian reason and the order stays unsigned; another company's
 * payout is unknown; a contractor may not sign.
 */
import {
  type KepToSignResponse,
  type PaymentOrderState,
  type Payout,
  type PayoutKind,
  pathWithId,
} from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../../db/schema/index.js';
import type { TestClient } from '../../../test-support/http-client.js';
import {
  addRepresentativeWithoutMchd,
  companyKepRefusals,
  KEP_COMPANY_INN,
  kepHead,
  trustTestCa,
} from '../../../test-support/kep-cases.js';
import { addRepresentativeWithMchd, representativeCertificate } from '../../../test-support/mchd.js';
import { pdfText } from '../../../test-support/pdf-text.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { signCades } from '../../certificates/kep.test-helpers.js';
import {
  company,
  createPayouts,
  fund,
  individualContractor,
  liftLimits,
  pathsOf,
  row,
} from '../payouts-flow.test-helpers.js';
import { addPayerAccount } from './payment-order.test-helpers.js';

let server: TestServer;
let a: Awaited<ReturnType<typeof company>>;
let contractorClient: TestClient;
let payout: Payout;
const KIND: PayoutKind = 'INDIVIDUAL';
const path = (p: string) => pathWithId(p, payout.id);

beforeAll(async () => {
  server = await startTestServer({ BANK_SANDBOX_DELAY_MS: '0' });
  await trustTestCa(server);
  a = await company(server);
  const db = server.runtime.ctx.db;
  await db.update(customers).set({ inn: KEP_COMPANY_INN }).where(eq(customers.id, a.customerId));
  await addPayerAccount(server, a.customerId);
  await addRepresentativeWithoutMchd(db, a.customerId);
  await fund(server, a.customerId, 50_000_00n);
  await liftLimits(server, a.customerId);
  const c = await individualContractor(server, a.customerId);
  contractorClient = c.client;
  const created = await createPayouts(a.client, KIND, { rows: [row(c.employeeId, '10000.00')], pay: true });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  payout = created.body.items[0]!;
}, 120_000);
afterAll(() => server?.close());

/** Raw bytes of a file answer (a windows-1251 text must not pass through a UTF-8 reading). */
async function raw(client: TestClient, url: string) {
  const cookie = client.allCookies();
  const res = await fetch(`${server.baseUrl}${url}`, { headers: { cookie } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function bytesToSign() {
  const res = await a.client.get<KepToSignResponse>(path(pathsOf(KIND).paymentOrderSignKep));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new Uint8Array(Buffer.from(res.body.content!, 'base64'));
}

const state = async () =>
  (await a.client.get<PaymentOrderState>(`${path(pathsOf(KIND).paymentOrder)}?format=json`)).body;

const sign = (client: TestClient, signature: string) =>
  client.post<PaymentOrderState & { error_message?: string }>(path(pathsOf(KIND).paymentOrderSignKep), { signature });

describe('payout payment_order/sign_kep', () => {
  it('hands out the same bytes until signed (the creation time is fixed)', async () => {
    const first = await bytesToSign();
    const second = await bytesToSign();
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect((await state()).status).toBe('NOT_SIGNED');
  });

  for (const [what, make, reason] of companyKepRefusals)
    it(`refuses ${what}: 422 with its reason, the order unsigned`, async () => {
      const res = await sign(a.client, make(await bytesToSign()));
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.error_message).toContain(reason);
      expect((await state()).status).toBe('NOT_SIGNED');
      expect((await raw(a.client, `${path(pathsOf(KIND).paymentOrder)}?format=sig`)).status).toBe(409);
    });

  it('another company’s payout is unknown, and a contractor may not sign', async () => {
    const other = await company(server);
    expect((await other.client.get(path(pathsOf(KIND).paymentOrderSignKep))).status).toBe(404);
    expect((await sign(other.client, signCades(await bytesToSign(), kepHead))).status).toBe(404);
    expect((await sign(contractorClient, signCades(await bytesToSign(), kepHead))).status).toBe(403);
    expect((await state()).status).toBe('NOT_SIGNED');
  });

  it('a representative whose МЧД gives powers for acts and contracts only may not sign it: 422 naming the power', async () => {
    await addRepresentativeWithMchd(a, {
      signed: true,
      powers: ['Подписание актов выполненных работ и договоров с исполнителями'],
    });
    const res = await sign(a.client, signCades(await bytesToSign(), representativeCertificate()));
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.error_message).toContain('нет полномочия подписывать платёжные поручения от имени компании');
    expect((await state()).status).toBe('NOT_SIGNED');
  });

  it('the head signs: SIGNED, the signed bytes served, the PDF names the signer, .sig and evidence', async () => {
    const bytes = await bytesToSign();
    const res = await sign(a.client, signCades(bytes, kepHead));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: 'SIGNED',
      signer_name: expect.stringContaining('Иванова Мария Петровна'),
    });
    expect(await state()).toMatchObject({ status: 'SIGNED', signed_at: expect.any(String) });

    const txt = await raw(a.client, `${path(pathsOf(KIND).paymentOrder)}?format=txt`);
    expect(txt.bytes.equals(Buffer.from(bytes))).toBe(true);
    const inline = await raw(a.client, path(pathsOf(KIND).paymentOrderFileContent));
    expect(inline.headers.get('content-disposition')).toMatch(/^inline/);
    expect(inline.bytes.equals(Buffer.from(bytes))).toBe(true);

    const pdf = await pdfText((await raw(a.client, `${path(pathsOf(KIND).paymentOrder)}?format=pdf`)).bytes);
    expect(pdf).toContain('Подписано квалифицированной электронной подписью (КЭП)');
    expect(pdf).not.toContain('не подписано');
    const sig = await raw(a.client, `${path(pathsOf(KIND).paymentOrder)}?format=sig`);
    expect(sig.status).toBe(200);
    expect(sig.bytes[0]).toBe(0x30);
    const evidence = await pdfText((await raw(a.client, `${path(pathsOf(KIND).paymentOrder)}?format=evidence`)).bytes);
    expect(evidence).toContain('Подпись 1 — компания: КЭП');
    expect(evidence).toContain(`выплата № ${payout.number}`);

    expect((await a.client.get(path(pathsOf(KIND).paymentOrderSignKep))).status).toBe(409);
    const again = await sign(a.client, signCades(bytes, kepHead));
    expect(again.status).toBe(409);
    expect(again.body.error_message).toBe('Платёжное поручение уже подписано');
  });
});
