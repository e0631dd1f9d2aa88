/**
 * A signed payment order goes to the company's bank through 1C:DirectBank (the portal's own sandbox
 * over HTTP) and the payout follows the bank: executed → DONE with the HOLD released (the money left the
 * company's own account); rejected → DECLINED with the bank's reason; a lost answer → one bank document;
 * not connected → the order waits with its reason and goes after the company logs in; a payout the
 * nominal account paid already → the order is not sent (never paid twice).
 */
import { apiPaths, type KepToSignResponse, type PaymentOrderState, type Payout, pathWithId } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, payouts } from '../../../db/schema/index.js';
import { inTransaction, type Tx } from '../../../db/transaction.js';
import { DIRECT_BANK_SANDBOX_USERS } from '../../../integrations/one-c-direct-bank/direct-bank.sandbox.js';
import { KEP_COMPANY_INN, kepHead, trustTestCa } from '../../../test-support/kep-cases.js';
import { startTestServer, type TestServer, waitFor } from '../../../test-support/test-server.js';
import { signCades } from '../../certificates/kep.test-helpers.js';
import { holdForPayouts } from '../money/payout-money.js';
import { updatePayout } from '../payouts.repo.js';
import {
  balanceOf,
  type Company,
  company,
  createPayouts,
  fund,
  getPayout,
  individualContractor,
  liftLimits,
  pathsOf,
  row,
  waitForPayout,
} from '../payouts-flow.test-helpers.js';
import { payoutPaymentOrdersCheck } from '../reconcile/payouts-reconciliation.js';
import { addPayerAccount, PAYER_ACCOUNT } from './payment-order.test-helpers.js';
import {
  EXECUTED_AFTER_REJECTION_REASON,
  NOT_CONNECTED_REASON,
  PAID_ELSEWHERE_REASON,
  WAITING_FOR_ACT_REASON,
} from './payout-payment-order-bank.js';

let server: TestServer;
let a: Company;
let employeeId: string;
const { withoutOtp } = DIRECT_BANK_SANDBOX_USERS;
const paths = pathsOf('INDIVIDUAL');

async function sandbox(path: string, body?: Record<string, unknown>) {
  const res = await fetch(`${server.baseUrl}/sandbox/one-c-direct-bank/control/${path}`, {
    method: body ? 'POST' : 'GET',
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json() as Promise<{ items: { ext_id: string; bank_id: string; sends: number; status: string }[] }>;
}
const bankDocuments = async (payoutId: string) =>
  (await sandbox('documents')).items.filter((d) => d.ext_id === payoutId);

const connect = async () => {
  const res = await a.client.post(apiPaths.oneCDirectBank.login, {
    login: 'company-bank',
    password: withoutOtp.password,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/**
 * A payout the company has paid (HOLD taken, recipient fixed) that the nominal account's bank has not
 * been asked about yet. Through HTTP the execute job takes it within a second; here it is left before
 * that step, which is where the company's signed order may take it over.
 */
async function heldPayout(waitingFor: 'SIGNED_ACT' | null = null): Promise<Payout> {
  const created = await createPayouts(a.client, 'INDIVIDUAL', { rows: [row(employeeId, '1000.00')], pay: false });
  const draft = created.body.items[0]!;
  await inTransaction(server.runtime.ctx, async (txCtx) => {
    const [current] = await txCtx.db.select().from(payouts).where(eq(payouts.id, draft.id));
    const [holdId] = await holdForPayouts(txCtx, current!.customerId, [current!]);
    await updatePayout(
      txCtx.db as Tx,
      draft.id,
      {
        status: 'PENDING',
        recipientKind: 'BANK_ACCOUNT',
        recipientAccountNumber: '40817810200001234567',
        recipientBik: '044525225',
        recipientLabel: 'Счёт •• 4567',
        holdId,
        heldAt: txCtx.now(),
        waitingFor,
      },
      txCtx.now(),
    );
  });
  return draft;
}

async function sign(payout: Payout) {
  const toSign = await a.client.get<KepToSignResponse>(pathWithId(paths.paymentOrderSignKep, payout.id));
  expect(toSign.status, JSON.stringify(toSign.body)).toBe(200);
  const signed = await a.client.post<PaymentOrderState>(pathWithId(paths.paymentOrderSignKep, payout.id), {
    signature: signCades(new Uint8Array(Buffer.from(toSign.body.content!, 'base64')), kepHead),
  });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
}

const state = async (payout: Payout) =>
  (await a.client.get<PaymentOrderState>(`${pathWithId(paths.paymentOrder, payout.id)}?format=json`)).body;
const bankState = (payout: Payout, status: string, timeoutMs?: number) =>
  waitFor(
    async () => {
      const s = await state(payout);
      return s.bank?.status === status ? s : undefined;
    },
    `the order ${status}`,
    timeoutMs,
  );

beforeAll(async () => {
  server = await startTestServer({ BANK_SANDBOX_DELAY_MS: '0', ONE_C_DIRECT_BANK_POLL_SECONDS: '1' });
  await trustTestCa(server);
  a = await company(server);
  const db = server.runtime.ctx.db;
  await db.update(customers).set({ inn: KEP_COMPANY_INN }).where(eq(customers.id, a.customerId));
  await addPayerAccount(server, a.customerId);
  await fund(server, a.customerId, 50_000_00n);
  await liftLimits(server, a.customerId);
  employeeId = (await individualContractor(server, a.customerId)).employeeId;
  // The company's user at its bank holds exactly the company's account.
  await sandbox('users', {
    login: 'company-bank',
    password: withoutOtp.password,
    otp_required: false,
    accounts: [PAYER_ACCOUNT],
  });
}, 120_000);
afterAll(() => server?.close());

describe('payment orders to the company’s bank through 1C:DirectBank', () => {
  it('not connected: the order waits with its reason, then goes once the company logs in, and is executed → DONE', async () => {
    const before = await balanceOf(server, a.customerId);
    const payout = await heldPayout();
    await sign(payout);
    expect((await bankState(payout, 'WAITING')).bank?.reason).toBe(NOT_CONNECTED_REASON);
    expect(await bankDocuments(payout.id)).toEqual([]);

    await connect();
    const delivered = await waitFor(async () => {
      const s = await state(payout);
      return s.bank && ['DELIVERED', 'ACCEPTED'].includes(s.bank.status) ? s : undefined;
    }, 'the order sent');
    const [document] = await bankDocuments(payout.id);
    expect(delivered.bank).toMatchObject({ bank_doc_id: document?.bank_id, sent_at: expect.any(String) });
    await bankState(payout, 'ACCEPTED');

    // Executed two hours ago by the bank's notice: that is when the payout was paid, not when we read it.
    const executedAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 2 * 3_600_000);
    await sandbox(`documents/${payout.id}/execute`, { executed_at: executedAt.toISOString() });
    await bankState(payout, 'EXECUTED');
    const done = await waitForPayout(a.client, 'INDIVIDUAL', payout.id, (p) => p.status === 'DONE', 'DONE');
    expect(done.status).toBe('DONE');
    const [paidRow] = await server.runtime.ctx.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(paidRow!.paidAt).toEqual(executedAt);
    // Paid from the company's own account: the nominal balance gets its HOLD back, nothing debited.
    expect((await balanceOf(server, a.customerId)).availableKopecks).toBe(before.availableKopecks);
    expect(await bankDocuments(payout.id)).toEqual([expect.objectContaining({ sends: 1, status: '02' })]);
  });

  it('rejected by the bank: the reason is shown, the payout DECLINED with it, the HOLD released', async () => {
    await connect();
    const before = await balanceOf(server, a.customerId);
    const payout = await heldPayout();
    await sign(payout);
    await bankState(payout, 'ACCEPTED');
    await sandbox(`documents/${payout.id}/reject`, { reason: 'Недостаточно средств на счёте' });
    expect((await bankState(payout, 'REJECTED')).bank?.reason).toBe('Недостаточно средств на счёте');
    const declined = await waitForPayout(a.client, 'INDIVIDUAL', payout.id, (p) => p.status === 'DECLINED', 'DECLINED');
    expect(declined.reason).toBe('Банк отклонил платёжное поручение: Недостаточно средств на счёте');
    expect((await balanceOf(server, a.customerId)).availableKopecks).toBe(before.availableKopecks);
  });

  it('executed after a rejection: flagged for operations and by the nightly reconciliation, nothing settled', async () => {
    await connect();
    const payout = await heldPayout();
    await sign(payout);
    await bankState(payout, 'ACCEPTED');
    await sandbox(`documents/${payout.id}/reject`, { reason: 'Ошибка в реквизитах' });
    await waitForPayout(a.client, 'INDIVIDUAL', payout.id, (p) => p.status === 'DECLINED', 'DECLINED');
    const afterDecline = await balanceOf(server, a.customerId);

    await sandbox(`documents/${payout.id}/execute`, {});
    expect((await bankState(payout, 'EXECUTED')).bank?.reason).toBe(EXECUTED_AFTER_REJECTION_REASON);
    // The portal says what it knows and changes no money: the payout stays DECLINED, the balance as it was.
    expect((await getPayout(a.client, 'INDIVIDUAL', payout.id)).status).toBe('DECLINED');
    expect(await balanceOf(server, a.customerId)).toEqual(afterDecline);
    const findings = (await payoutPaymentOrdersCheck.run(server.runtime.ctx)).filter((f) =>
      f.message.includes(payout.id),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toMatch(
      /банк компании исполнил платёжное поручение .*«Отклонено банком» — деньги ушли со счёта компании/,
    );
  });

  it('a lost answer: the same packet again, one bank document', async () => {
    await connect();
    const payout = await heldPayout();
    await sandbox('faults', { lost_answer_next: 1 });
    await sign(payout);
    // The job's retry (a few seconds later) sends the same packet: the bank answers it has it.
    await bankState(payout, 'ACCEPTED', 40_000);
    const documents = await bankDocuments(payout.id);
    expect(documents).toHaveLength(1);
    expect(documents[0]!.sends).toBeGreaterThanOrEqual(2);
    expect((await state(payout)).bank?.bank_doc_id).toBe(documents[0]!.bank_id);
  });

  it('a payout the nominal account has paid: its signed order is not sent', async () => {
    await connect();
    const created = await createPayouts(a.client, 'INDIVIDUAL', { rows: [row(employeeId, '10.00')], pay: true });
    const payout = created.body.items[0]!;
    await waitForPayout(a.client, 'INDIVIDUAL', payout.id, (p) => p.status === 'DONE', 'paid');
    await sign(payout);
    expect((await bankState(payout, 'SKIPPED')).bank?.reason).toBe(PAID_ELSEWHERE_REASON);
    expect(await bankDocuments(payout.id)).toEqual([]);
    expect((await getPayout(a.client, 'INDIVIDUAL', payout.id)).status).toBe('DONE');
  });

  it('a payout waiting for its signed act (N7): the order waits with that reason, and goes once the payout is released', async () => {
    await connect();
    const payout = await heldPayout('SIGNED_ACT');
    await sign(payout);
    expect((await bankState(payout, 'WAITING')).bank?.reason).toBe(WAITING_FOR_ACT_REASON);
    expect(await bankDocuments(payout.id)).toEqual([]);

    // What the act's signature does to the payout (releasePayoutsWaitingForAct), without its execute job.
    await inTransaction(server.runtime.ctx, (txCtx) =>
      updatePayout(txCtx.db as Tx, payout.id, { waitingFor: null }, txCtx.now()),
    );
    await bankState(payout, 'ACCEPTED', 40_000);
    expect(await bankDocuments(payout.id)).toHaveLength(1);
  });
});
