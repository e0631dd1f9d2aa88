/**
 * Paying a registry by payment orders from the company's own account (channel OWN_ACCOUNT) over HTTP on a
 * real database with the 1C:DirectBank, bank and FNS sandboxes: refused for a card row and without the
 * company's account; three rows become payouts claimed for orders (nothing reaches the nominal account's
 * bank), one 1C file (cp1251, CRLF, three documents) and a PDF of three pages for the accountant; sign_kep
 * hands out each payout's own order (one order a file, the single payout's bytes); a bad signature of one
 * order refuses the lot (422 naming it) and stores nothing; signed with КЭП in two steps, each order goes to
 * the company's bank alone — three packets of one document each, one order of its payout's amount — and the
 * bank executes two and rejects one: two DONE with their HOLDs released (nothing posted: the money left the
 * company's own account), one DECLINED with the bank's reason, the registry COMPLETED «выплачено 2 из 3».
 * Another company's registry is unknown.
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
  type RegistryKepToSignResponse,
} from '@vyplaty/contracts';
import { eq, inArray } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  customers,
  documentSignatures,
  payoutBankRegistries,
  payoutPaymentOrders,
  payouts,
} from '../../db/schema/index.js';
import { parsePacket } from '../../integrations/one-c-direct-bank/direct-bank.documents.js';
import { DIRECT_BANK_SANDBOX_USERS } from '../../integrations/one-c-direct-bank/direct-bank.sandbox.js';
import { documentAmount, readExchangeFile } from '../../lib/one-c-exchange/read-exchange.js';
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
  getRegistry,
  importedRegistry as importedRegistryOf,
  npdRow,
  pathsOf,
  postPay,
  rowsOf,
  type TemplateRow,
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
  return res.json() as Promise<{
    items: { ext_id: string; bank_id: string; amount: string; sends: number; status: string }[];
  }>;
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

const pay = (client: TestClient, id: string, body: Record<string, unknown>) => postPay(client, id, { body });
const importedRegistry = (rows: TemplateRow[], name: string) => importedRegistryOf(a.client, rows, name);

const ordersPath = (id: string, p: string = paths.paymentOrders) => pathWithId(p, id);
const state = async (id: string) => (await a.client.get<MassPayoutOrdersState & ErrorBody>(ordersPath(id))).body;
const toSignOf = async (id: string) => {
  const res = await a.client.get<RegistryKepToSignResponse & ErrorBody>(ordersPath(id, paths.paymentOrdersSignKep));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items;
};
const bytesOf = (item: { content?: string }) => new Uint8Array(Buffer.from(item.content!, 'base64'));
/** The orders of a 1C exchange file: each one's amount in rubles. */
const amountsIn = (bytes: Uint8Array) =>
  readExchangeFile(Buffer.from(bytes)).documents.map((d) => (Number(documentAmount(d)) / 100).toFixed(2));

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

  it('hands out each payout’s own order to sign; a bad signature of one refuses them all, storing nothing', async () => {
    const other = await company(server);
    expect((await other.client.get(ordersPath(registry.id))).status).toBe(404);
    expect((await other.client.get(ordersPath(registry.id, paths.paymentOrdersSignKep))).status).toBe(404);

    const items = await toSignOf(registry.id);
    const payoutIds = (await state(registry.id)).items.map((i) => i.payout_id);
    expect(items.map((i) => [i.payout_id, i.document_id, i.amount])).toEqual([
      [payoutIds[0], payoutIds[0], '1000.00'],
      [payoutIds[1], payoutIds[1], '2000.00'],
      [payoutIds[2], payoutIds[2], '3000.00'],
    ]);
    // Each file is its payout's order alone: the single payout's sign_kep hands out the same bytes.
    for (const item of items) {
      expect(amountsIn(bytesOf(item))).toEqual([item.amount]);
      const single = await a.client.get<KepToSignResponse>(
        pathWithId(apiPaths.payouts.paymentOrderSignKep, item.payout_id),
      );
      expect(single.status, JSON.stringify(single.body)).toBe(200);
      expect(single.body.content).toBe(item.content);
      expect(single.body.hash).toBe(item.hash);
    }
    // The same bytes on the next call.
    expect((await toSignOf(registry.id)).map((i) => i.hash)).toEqual(items.map((i) => i.hash));

    const [what, make, reason] = companyKepRefusals[0]!;
    const refused = await a.client.post<ErrorBody & { fields?: Record<string, string> }>(
      ordersPath(registry.id, paths.paymentOrdersSignKep),
      {
        signatures: [
          { payout_id: items[0]!.payout_id, signature: signCades(bytesOf(items[0]!), kepHead) },
          { payout_id: items[1]!.payout_id, signature: make(bytesOf(items[1]!)) },
          { payout_id: items[2]!.payout_id, signature: signCades(bytesOf(items[2]!), kepHead) },
        ],
      },
    );
    expect(refused.status, what).toBe(422);
    expect(refused.body.error_message).toContain(reason);
    expect(refused.body.error_message).toContain(`Платёжное поручение № ${items[1]!.number}`);
    expect(refused.body.fields).toEqual({ payout_id: items[1]!.payout_id });
    // Nothing of the request stored: not the first order's signature verified before the bad one.
    expect(await state(registry.id)).toMatchObject({ status: 'AWAIT_SIGN', signed_at: null });
    expect((await state(registry.id)).items.map((i) => i.bank_status)).toEqual([null, null, null]);
    const orderRows = await server.runtime.ctx.db
      .select()
      .from(payoutPaymentOrders)
      .where(inArray(payoutPaymentOrders.payoutId, payoutIds));
    expect(orderRows.map((o) => o.signedAt)).toEqual([null, null, null]);
    const evidence = await server.runtime.ctx.db
      .select()
      .from(documentSignatures)
      .where(inArray(documentSignatures.subjectId, payoutIds));
    expect(evidence).toEqual([]);

    // A payout not of this registry, or one order twice: refused before anything is verified.
    const foreign = await a.client.post<ErrorBody>(ordersPath(registry.id, paths.paymentOrdersSignKep), {
      signatures: [{ payout_id: crypto.randomUUID(), signature: 'MIIB' }],
    });
    expect(foreign.status).toBe(422);
    const twice = await a.client.post<ErrorBody>(ordersPath(registry.id, paths.paymentOrdersSignKep), {
      signatures: [
        { payout_id: items[0]!.payout_id, signature: 'MIIB' },
        { payout_id: items[0]!.payout_id, signature: 'MIIB' },
      ],
    });
    expect(twice.status).toBe(422);
    expect((await directBank('documents')).items).toEqual([]);
  }, 120_000);

  it('signed with КЭП, sent through 1C:DirectBank: two executed, one rejected → «выплачено 2 из 3»', async () => {
    const res = await a.client.post(apiPaths.oneCDirectBank.login, {
      login: 'company-bank',
      password: withoutOtp.password,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const before = await balanceOf(server, a.customerId);

    // Every packet the bank gets: one document, one order.
    const sendPack = vi.spyOn(server.runtime.ctx.oneCDirectBank!, 'sendPack');
    const sign = (items: RegistryKepToSignResponse['items']) =>
      a.client.post<MassPayoutOrdersState & ErrorBody>(ordersPath(registry.id, paths.paymentOrdersSignKep), {
        signatures: items.map((i) => ({ payout_id: i.payout_id, signature: signCades(bytesOf(i), kepHead) })),
      });

    // In two steps: the first order, then the other two.
    const [first, ...rest] = await toSignOf(registry.id);
    const partly = await sign([first!]);
    expect(partly.status, JSON.stringify(partly.body)).toBe(200);
    expect(partly.body.status).toBe('AWAIT_SIGN');
    expect(partly.body.items[0]!.bank_status).not.toBeNull();
    expect(partly.body.items.slice(1).map((i) => i.bank_status)).toEqual([null, null]);
    const again = await sign([first!]);
    expect(again.status, JSON.stringify(again.body)).toBe(409);
    const left = await toSignOf(registry.id);
    expect(left.map((i) => i.payout_id)).toEqual(rest.map((i) => i.payout_id));
    const signed = await sign(left);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.signer_name).toContain('Иванова Мария Петровна');
    expect(signed.body.status).not.toBe('AWAIT_SIGN');
    expect((await a.client.get(ordersPath(registry.id, paths.paymentOrdersSignKep))).status).toBe(409);
    // The accountant's file still has every order; it is never sent.
    const inline = await download(a.client, ordersPath(registry.id, paths.paymentOrdersFileContent));
    expect(amountsIn(inline.bytes)).toEqual(['1000.00', '2000.00', '3000.00']);

    const ids = signed.body.items.map((i) => i.payout_id);
    const amounts = signed.body.items.map((i) => i.amount);
    const delivered = await waitFor(async () => {
      const s = await state(registry.id);
      return s.items.every((i) => i.bank_status === 'ACCEPTED') ? s : undefined;
    }, 'every order at the bank');
    expect(delivered.status).toBe('DELIVERED');
    const documents = (await directBank('documents')).items.filter((d) => ids.includes(d.ext_id));
    // The bank holds one document per payout, of its amount (a packet sent again is the bank's duplicate).
    expect(documents.map((d) => [d.ext_id, d.amount]).sort()).toEqual(ids.map((id, i) => [id, amounts[i]]).sort());
    const packets = sendPack.mock.calls.map(([, xml]) => parsePacket(xml)!);
    expect([...new Set(packets.map((p) => p.id))].sort()).toEqual([...ids].sort());
    for (const packet of packets) {
      expect(packet.documents.map((d) => d.id)).toEqual([packet.id]);
      expect(amountsIn(packet.documents[0]!.data)).toEqual([amounts[ids.indexOf(packet.id)]]);
    }
    sendPack.mockRestore();

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
