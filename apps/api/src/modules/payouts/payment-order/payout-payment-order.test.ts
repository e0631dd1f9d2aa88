/**
 * A payout's payment order through HTTP on a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): the 1C exchange file reads back to the payout's net amount, the company's
 * default account and the contractor's account; the printable form is a PDF; a card recipient, a
 * draft and a company without an account are refused in Russian; another company's payout is unknown.
 */
import { apiPaths, type ErrorBody, type Payout, type PayoutKind, pathWithId } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerBankAccounts, customers, payouts } from '../../../db/schema/index.js';
import {
  documentAmount,
  field,
  partyAccount,
  partyName,
  paymentPurpose,
  readExchangeFile,
} from '../../../lib/one-c-exchange/read-exchange.js';
import type { TestClient } from '../../../test-support/http-client.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { insertPaidPayout } from '../payouts.test-helpers.js';
import {
  company,
  createPayouts,
  fund,
  individualContractor,
  liftLimits,
  pathsOf,
  row,
} from '../payouts-flow.test-helpers.js';
import { addPayerAccount, PAYER_ACCOUNT } from './payment-order.test-helpers.js';
import {
  NO_PAYER_ACCOUNT_REASON,
  NO_RECIPIENT_REASON,
  NOT_AN_ACCOUNT_REASON,
  paymentOrderPurpose,
} from './payout-payment-order.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ BANK_SANDBOX_DELAY_MS: '0' });
});
afterAll(() => server?.close());

const CONTRACTOR_ACCOUNT = '40817810200001234567';

/** The file as bytes (the client would read a windows-1251 text as UTF-8). */
async function download(client: TestClient, kind: PayoutKind, id: string, format: string) {
  const cookie = client.allCookies();
  const res = await fetch(`${server.baseUrl}${pathWithId(pathsOf(kind).paymentOrder, id)}?format=${format}`, {
    headers: { cookie },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = () => JSON.parse(bytes.toString('utf8')) as ErrorBody;
  return { status: res.status, headers: res.headers, bytes, json };
}

async function companyWithAccount() {
  const a = await company(server);
  const db = server.runtime.ctx.db;
  await db.update(customers).set({ kpp: '770701001' }).where(eq(customers.id, a.customerId));
  await addPayerAccount(server, a.customerId);
  return a;
}

describe('payout payment order (1C:DirectBank mode)', () => {
  it('writes the individual payout as a 1C 1.03 file: the net amount, both accounts, number and purpose', async () => {
    const a = await companyWithAccount();
    await fund(server, a.customerId, 50_000_00n);
    await liftLimits(server, a.customerId);
    const c = await individualContractor(server, a.customerId);
    const created = await createPayouts(a.client, 'INDIVIDUAL', {
      rows: [row(c.employeeId, '10000.00', { service_name: 'Перевод — «договор»' })],
      pay: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const payout: Payout = created.body.items[0]!;

    const txt = await download(a.client, 'INDIVIDUAL', payout.id, 'txt');
    expect(txt.status, txt.bytes.toString()).toBe(200);
    expect(txt.headers.get('content-type')).toContain('windows-1251');
    expect(txt.headers.get('content-disposition')).toMatch(/^attachment; .*filename\*=UTF-8''/);
    expect(decodeURIComponent(txt.headers.get('content-disposition')!.split("UTF-8''")[1]!)).toContain(
      `Платёжное поручение № ${payout.number}`,
    );
    const file = readExchangeFile(txt.bytes);
    expect(field({ lines: file.header }, 'ВерсияФормата')).toBe('1.03');
    expect(file.documents).toHaveLength(1);
    const doc = file.documents[0]!;
    // What the contractor receives: 10 000 less 13 % НДФЛ.
    expect(documentAmount(doc)).toBe(8_700_00n);
    expect(partyAccount(doc, 'Плательщик')).toBe(PAYER_ACCOUNT);
    expect(field(doc, 'ПлательщикКПП')).toBe('770701001');
    expect(field(doc, 'ПлательщикБИК')).toBe('044525593');
    expect(partyAccount(doc, 'Получатель')).toBe(CONTRACTOR_ACCOUNT);
    expect(field(doc, 'ПолучательБИК')).toBe('044525225');
    expect(field(doc, 'ПолучательБанк1')).toBe('ПАО Сбербанк');
    expect(partyName(doc, 'Получатель')).toBe('Гражданкин Глеб Петрович');
    expect(field(doc, 'Номер')).toBe(String(payout.number));
    const purpose = paymentPurpose(doc)!;
    expect(purpose).toContain(`выплата №${payout.number}`);
    expect(purpose).toContain('Перевод - «договор»');
    expect(purpose).toMatch(/НДС не облагается$/);

    const pdf = await download(a.client, 'INDIVIDUAL', payout.id, 'pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The same payout is not an НПД payout: its kind's path only.
    expect((await download(a.client, 'NPD', payout.id, 'txt')).status).toBe(404);
    const bad = await download(a.client, 'INDIVIDUAL', payout.id, 'xml');
    expect(bad.status).toBe(400);
    expect(bad.json().error_message).toMatch(/txt \(1С\), pdf/);
  });

  it('refuses a card recipient and a draft with a reason, and a company without an account', async () => {
    const a = await companyWithAccount();
    const c = await individualContractor(server, a.customerId);
    const paid = await insertPaidPayout(server.runtime.ctx.db, {
      customerId: a.customerId,
      employeeId: c.employeeId,
      kind: 'NPD',
      amountKopecks: 1_500_00n,
      serviceName: 'Курьерская доставка',
    });
    const db = server.runtime.ctx.db;
    await db
      .update(payouts)
      .set({ recipientBik: '044525225', recipientAccountNumber: CONTRACTOR_ACCOUNT })
      .where(eq(payouts.id, paid.id));
    const npd = await download(a.client, 'NPD', paid.id, 'txt');
    expect(npd.status).toBe(200);
    const doc = readExchangeFile(npd.bytes).documents[0]!;
    expect(documentAmount(doc)).toBe(1_500_00n);
    expect(paymentPurpose(doc)).toBe(
      `Оплата услуг самозанятого по выплате №${paid.number}: Курьерская доставка. НДС не облагается`,
    );

    await db
      .update(payouts)
      .set({ recipientKind: 'CARD', recipientLabel: 'Карта •• 4242', recipientAccountNumber: null })
      .where(eq(payouts.id, paid.id));
    for (const format of ['txt', 'pdf']) {
      const card = await download(a.client, 'NPD', paid.id, format);
      expect(card.status).toBe(409);
      expect(card.json().error_message).toBe(NOT_AN_ACCOUNT_REASON);
    }

    const draft = await createPayouts(a.client, 'INDIVIDUAL', { rows: [row(c.employeeId, '100.00')], pay: false });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const noRecipient = await download(a.client, 'INDIVIDUAL', draft.body.items[0]!.id, 'txt');
    expect(noRecipient.status).toBe(409);
    expect(noRecipient.json().error_message).toBe(NO_RECIPIENT_REASON);

    await db
      .update(payouts)
      .set({ recipientKind: 'BANK_ACCOUNT', recipientAccountNumber: CONTRACTOR_ACCOUNT })
      .where(eq(payouts.id, paid.id));
    await db.delete(customerBankAccounts).where(eq(customerBankAccounts.customerId, a.customerId));
    const noAccount = await download(a.client, 'NPD', paid.id, 'pdf');
    expect(noAccount.status).toBe(409);
    expect(noAccount.json().error_message).toBe(NO_PAYER_ACCOUNT_REASON);
  });

  it("answers another company's payout exactly like an unknown one", async () => {
    const a = await companyWithAccount();
    const b = await companyWithAccount();
    const c = await individualContractor(server, a.customerId);
    const paid = await insertPaidPayout(server.runtime.ctx.db, {
      customerId: a.customerId,
      employeeId: c.employeeId,
      kind: 'INDIVIDUAL',
      amountKopecks: 2_000_00n,
      serviceName: 'Работа',
    });
    const unknown = await download(b.client, 'INDIVIDUAL', '00000000-0000-4000-8000-000000000000', 'txt');
    for (const format of ['txt', 'pdf']) {
      const other = await download(b.client, 'INDIVIDUAL', paid.id, format);
      expect(other.status).toBe(404);
      expect(other.json()).toEqual(unknown.json());
    }
    expect((await download(b.client, 'NPD', paid.id, 'txt')).status).toBe(404);
    // The contractor has no company payouts' orders.
    expect(
      (await c.client.get(`${pathWithId(apiPaths.individualPayouts.paymentOrder, paid.id)}?format=txt`)).status,
    ).toBe(403);
  });
});

describe('payment order purpose', () => {
  it("shortens a long service within the bank's 210 characters, keeping the number and «НДС не облагается»", () => {
    for (const kind of ['NPD', 'INDIVIDUAL'] as const) {
      const purpose = paymentOrderPurpose(kind, 123456, 'Разработка '.repeat(40));
      expect(purpose.length).toBeLessThanOrEqual(210);
      expect(purpose).toContain('№123456');
      expect(purpose).toMatch(/\.\.\.\. (НДФЛ удержан\. )?НДС не облагается$/);
    }
  });
});
