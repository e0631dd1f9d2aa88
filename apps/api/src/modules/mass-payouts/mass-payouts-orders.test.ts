/**
 * Paying a registry by payment orders from the company's own account (channel OWN_ACCOUNT) over HTTP on a
 * real database with the 1C:DirectBank, bank and FNS sandboxes: refused for a card row and without the
 * company's account; three rows become payouts claimed for orders (nothing reaches the nominal account's
 * bank), one 1C file (cp1251, CRLF, three documents) and a PDF of three pages; a bad signature changes
 * nothing; signed with КЭП the orders go to the company's bank, which executes two and rejects one — two
 * DONE with their HOLDs released (nothing posted: the money left the company's own account), one DECLINED
 * with the bank's reason, the registry COMPLETED «выплачено 2 из 3». Another company's registry is unknown.
 */
import {
  apiPaths,
  type ErrorBody,
  type KepToSignResponse,
  MASS_PAYOUT_ORDER_MESSAGES,
  type MassPayout,
  type MassPayoutOrdersState,
  massPayoutPaidText,
  type NotificationListResponse,
  pathWithId,
} from '@vyplaty/contracts';
import { eq, inArray } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, payoutBankRegistries, payouts } from '../../db/schema/index.js';
import { DIRECT_BANK_SANDBOX_USERS } from '../../integrations/one-c-direct-bank/direct-bank.sandbox.js';
import type { TestClient } from '../../test-support/http-client.js';
import { companyKepRefusals, KEP_COMPANY_INN, kepHead, trustTestCa } from '../../test-support/kep-cases.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { signCades } from '../certificates/kep.test-helpers.js';
import { addPayerAccount, PAYER_ACCOUNT } from '../payouts/payment-order/payment-order.test-helpers.js';
import {
  balanceOf,
  bankControl,
  type Company,
  company,
  fund,
  liftLimits,
  npdContractor,
} from '../payouts/payouts-flow.test-helpers.js';
import {
  download,
  filledTemplate,
  getRegistry,
  npdRow,
  pathsOf,
  rowsOf,
  upload,
  waitImported,
} from './mass-payouts.test-helpers.js';

let server: TestServer;
let a: Company;
const inns: string[] = [];
const paths = pathsOf('NPD');
const { withoutOtp } = DIRECT_BANK_SANDBOX_USERS;
const toAccount = { 'Способ выплаты': 'Счёт', 'Номер счёта': '40817810200001234567', БИК: '044525225' };

async function directBank(path: string, body?: Record<string, unknown>) {
  const res = await fetch(`${server.baseUrl}/sandbox/one-c-direct-bank/control/${path}`, {
    method: body ? 'POST' : 'GET',
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json() as Promise<{ items: { ext_id: string; bank_id: string; sends: number; status: string }[] }>;
}

beforeAll(async () => {
  server = await startTestServer({
    SBER_SANDBOX_BIND_DELAY_MS: '0',
    BANK_SANDBOX_DELAY_MS: '0',
    BANK_REGISTRY_FIRST_READ_SECONDS: '0',
    ONE_C_DIRECT_BANK_POLL_SECONDS: '1',
  });
  await trustTestCa(server);
  a = await company(server);
  await server.runtime.ctx.db.update(customers).set({ inn: KEP_COMPANY_INN }).where(eq(customers.id, a.customerId));
  await liftLimits(server, a.customerId);
  await fund(server, a.customerId, 1_000_000n);
  for (let i = 0; i < 3; i += 1) inns.push((await npdContractor(server, a.customerId)).inn);
  await directBank('users', {
    login: 'company-bank',
    password: withoutOtp.password,
    otp_required: false,
    accounts: [PAYER_ACCOUNT],
  });
}, 180_000);
afterAll(async () => server?.close());

const pay = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.post<MassPayout & ErrorBody>(pathWithId(paths.pay, id), body, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });

async function importedRegistry(rows: ReturnType<typeof npdRow>[], name: string) {
  const res = await upload(a.client, paths.importFile, { name, bytes: await filledTemplate(a.client, 'NPD', rows) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return waitImported(a.client, 'NPD', res.body.id);
}

const ordersPath = (id: string, p: string = paths.paymentOrders) => pathWithId(p, id);
const state = async (id: string) => (await a.client.get<MassPayoutOrdersState & ErrorBody>(ordersPath(id))).body;

describe('paying a registry by payment orders from the company’s own account', () => {
  let registry: MassPayout;

  it('refuses OWN_ACCOUNT without the company’s account and for a card row, changing nothing', async () => {
    registry = await importedRegistry(
      [
        npdRow(inns[0]!, '1000,00', toAccount),
        npdRow(inns[1]!, '2000,00', toAccount),
        npdRow(inns[2]!, '3000,00', toAccount),
      ],
      'Реестр поручениями.xlsx',
    );
    expect(registry.rows).toEqual({ valid: 3, invalid: 0, duplicate: 0 });
    const noAccount = await pay(a.client, registry.id, { channel: 'OWN_ACCOUNT' });
    expect(noAccount.status, JSON.stringify(noAccount.body)).toBe(422);
    expect(noAccount.body.error_message).toBe(MASS_PAYOUT_ORDER_MESSAGES.noPayerAccount);
    await addPayerAccount(server, a.customerId);

    const withCard = await importedRegistry(
      [npdRow(inns[0]!, '10,00', toAccount), npdRow(inns[1]!, '20,00')],
      'Реестр с картой.xlsx',
    );
    const card = await pay(a.client, withCard.id, { channel: 'OWN_ACCOUNT' });
    expect(card.status, JSON.stringify(card.body)).toBe(422);
    expect(card.body.error_message).toBe(MASS_PAYOUT_ORDER_MESSAGES.notAccountRows(1));
    expect((await getRegistry(a.client, 'NPD', withCard.id)).body).toMatchObject({ status: 'DRAFT', payment: null });
    const bad = await pay(a.client, withCard.id, { channel: 'CASH' });
    expect(bad.status).toBe(400);
    expect((await balanceOf(server, a.customerId)).heldKopecks).toBe(0n);
  }, 120_000);

  it('makes the payouts, claims them for orders: one 1C file of three, a PDF of three pages, nothing to the nominal bank', async () => {
    const res = await pay(a.client, registry.id, { channel: 'OWN_ACCOUNT' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const orders = await waitFor(async () => {
      const s = await a.client.get<MassPayoutOrdersState>(ordersPath(registry.id));
      return s.status === 200 ? s.body : undefined;
    }, 'the registry’s orders');
    expect(orders).toMatchObject({ status: 'AWAIT_SIGN', signer_name: null });
    expect(orders.file_name).toBe(`Платёжные поручения по реестру № ${registry.number}.txt`);
    expect(orders.items.map((i) => [i.amount, i.bank_status])).toEqual([
      ['1000.00', null],
      ['2000.00', null],
      ['3000.00', null],
    ]);
    const payoutIds = orders.items.map((i) => i.payout_id);
    const made = await server.runtime.ctx.db.select().from(payouts).where(inArray(payouts.id, payoutIds));
    expect(made.map((p) => [p.status, p.bankState])).toEqual(
      Array.from({ length: 3 }, () => ['PENDING', 'PAYMENT_ORDER']),
    );

    const txt = await download(a.client, `${ordersPath(registry.id)}?format=txt`);
    expect(txt.type).toBe('text/plain; charset=windows-1251');
    const text = iconv.decode(txt.bytes, 'win1251');
    expect(text).toContain('Кодировка=Windows\r\n');
    expect(text.split('СекцияДокумент=Платежное поручение')).toHaveLength(4);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(text).toContain(`ПлательщикСчет=${PAYER_ACCOUNT}`);
    const pdf = await download(a.client, `${ordersPath(registry.id)}?format=pdf`);
    expect((await getDocumentProxy(new Uint8Array(pdf.bytes))).numPages).toBe(3);

    // Nothing reached the nominal account's bank: no bank registry, no single payment.
    await new Promise((r) => setTimeout(r, 1500));
    const bankRegistries = await server.runtime.ctx.db
      .select()
      .from(payoutBankRegistries)
      .where(eq(payoutBankRegistries.customerId, a.customerId));
    expect(bankRegistries).toEqual([]);
    const bankPayments = (await bankControl(server, '/payments')) as { items: { payment_id: string }[] };
    expect(bankPayments.items.filter((p) => payoutIds.includes(p.payment_id))).toEqual([]);
  }, 120_000);

  it('another company’s registry is unknown; a bad signature changes nothing', async () => {
    const other = await company(server);
    expect((await other.client.get(ordersPath(registry.id))).status).toBe(404);
    expect((await other.client.get(ordersPath(registry.id, paths.paymentOrdersSignKep))).status).toBe(404);

    const toSign = await a.client.get<KepToSignResponse>(ordersPath(registry.id, paths.paymentOrdersSignKep));
    expect(toSign.status, JSON.stringify(toSign.body)).toBe(200);
    const bytes = new Uint8Array(Buffer.from(toSign.body.content!, 'base64'));
    const [what, make, reason] = companyKepRefusals[0]!;
    const refused = await a.client.post<ErrorBody>(ordersPath(registry.id, paths.paymentOrdersSignKep), {
      signature: make(bytes),
    });
    expect(refused.status, what).toBe(422);
    expect(refused.body.error_message).toContain(reason);
    expect(await state(registry.id)).toMatchObject({ status: 'AWAIT_SIGN', signed_at: null });
    expect((await directBank('documents')).items).toEqual([]);
  }, 120_000);

  it('signed with КЭП, sent through 1C:DirectBank: two executed, one rejected → «выплачено 2 из 3»', async () => {
    const res = await a.client.post(apiPaths.oneCDirectBank.login, {
      login: 'company-bank',
      password: withoutOtp.password,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const before = await balanceOf(server, a.customerId);

    const toSign = await a.client.get<KepToSignResponse>(ordersPath(registry.id, paths.paymentOrdersSignKep));
    const bytes = new Uint8Array(Buffer.from(toSign.body.content!, 'base64'));
    const signed = await a.client.post<MassPayoutOrdersState>(ordersPath(registry.id, paths.paymentOrdersSignKep), {
      signature: signCades(bytes, kepHead),
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.signer_name).toContain('Иванова Мария Петровна');
    const inline = await download(a.client, ordersPath(registry.id, paths.paymentOrdersFileContent));
    expect(inline.bytes.equals(Buffer.from(bytes))).toBe(true);

    const ids = signed.body.items.map((i) => i.payout_id);
    const delivered = await waitFor(async () => {
      const s = await state(registry.id);
      return s.items.every((i) => i.bank_status === 'ACCEPTED') ? s : undefined;
    }, 'every order at the bank');
    expect(delivered.status).toBe('DELIVERED');
    const documents = (await directBank('documents')).items.filter((d) => ids.includes(d.ext_id));
    expect(documents).toHaveLength(3);

    await directBank(`documents/${ids[0]}/execute`, {});
    await directBank(`documents/${ids[1]}/reject`, { reason: 'Неверный счёт получателя' });
    await directBank(`documents/${ids[2]}/execute`, {});

    const paid = await waitFor(
      async () => {
        const r = (await getRegistry(a.client, 'NPD', registry.id)).body;
        return r.status === 'COMPLETED' || r.status === 'ERROR' ? r : undefined;
      },
      'the registry to be paid',
      60_000,
    );
    expect(paid.payment).toMatchObject({ rows_total: 3, rows_paid: 2, rows_failed: 1 });
    expect((await state(registry.id)).status).toBe('DONE');
    const rows = await rowsOf(a.client, 'NPD', registry.id);
    expect(rows.map((r) => r.payout_status)).toEqual(['DONE', 'DECLINED', 'DONE']);
    const [declined] = await server.runtime.ctx.db.select().from(payouts).where(eq(payouts.id, ids[1]!));
    expect(declined!.reason).toBe('Банк отклонил платёжное поручение: Неверный счёт получателя');

    // The money left the company's own account: nothing posted on the nominal balance, every HOLD released.
    const after = await balanceOf(server, a.customerId);
    expect(after.heldKopecks).toBe(0n);
    expect(after.availableKopecks).toBe(before.availableKopecks + before.heldKopecks);
    expect(after.availableKopecks).toBe(1_000_000n);

    const notes = await a.client.post<NotificationListResponse>(apiPaths.notifications.list, {
      page: 1,
      page_size: 50,
    });
    expect(notes.body.items.map((n) => n.title)).toContain(massPayoutPaidText(registry.number, 2, 3));
    expect((await bankControl(server, '/registries')).items).toEqual([]);
  }, 120_000);
});
