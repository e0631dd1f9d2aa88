/**
 * Moneyback (POST sber/moneyback) over HTTP with real jobs and the bank sandbox: the Idempotency-Key
 * rules, HOLD → bank → DEBIT, a decline released (UNHOLD), a lost answer never paid twice, and every
 * bad input refused in Russian with nothing held.
 */
import { randomUUID } from 'node:crypto';
import {
  apiPaths,
  type BalanceOperationsResponse,
  type BalanceResponse,
  type ErrorBody,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  type Moneyback,
} from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { type BalanceCompany, companyWithOwnInn, creditDirectly, supportHeaders } from './balance.test-helpers.js';
import { MONEYBACK_BANK_UNREACHABLE_REASON, moneybackJob } from './moneyback.jobs.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ BANK_SANDBOX_DELAY_MS: '0' });
});
afterAll(() => server.close());

type Funded = BalanceCompany & { bankAccountId: string };

/** A company with 10 000 ₽ on its balance and a bank account of its own. */
async function fundedCompany(): Promise<Funded> {
  const c = await companyWithOwnInn(server);
  await creditDirectly(server, c.customerId, 1_000_000n);
  const account = await c.client.post<{ id: string }>(apiPaths.userBanks, {
    account_type: 'LEGAL_ENTITY',
    bik: '044525225',
    bank_name: 'ПАО Сбербанк',
    corr_account: '30101810400000000225',
    account_number: '40702810700380000001',
  });
  expect(account.status).toBe(201);
  return { ...c, bankAccountId: account.body.id };
}

const moneyback = (c: BalanceCompany, body: unknown, key: string | null = randomUUID()) =>
  c.client.post<Moneyback & ErrorBody>(apiPaths.balance.moneyback, body, {
    headers: key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {},
  });
const balanceOf = async (c: BalanceCompany) => (await c.client.get<BalanceResponse>(apiPaths.balance.balance)).body;
const moneybacksOf = async (c: BalanceCompany) =>
  (await c.client.get<{ items: Moneyback[] }>(apiPaths.balance.moneyback)).body.items;
const finished = (c: BalanceCompany, id: string) =>
  waitFor(
    async () => {
      const found = (await moneybacksOf(c)).find((m) => m.id === id);
      return found && found.status !== 'PENDING' ? found : undefined;
    },
    `moneyback ${id} finished`,
    30_000,
  );
const bankPayments = async () =>
  (await (await fetch(`${server.baseUrl}/sandbox/bank/control/payments`)).json()) as {
    items: { payment_id: string; executions: number; status: string }[];
    executed_twice: string[];
  };
const faults = (body: object) =>
  fetch(`${server.baseUrl}/sandbox/bank/control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('moneyback', () => {
  it('holds the amount, has the bank pay it to the company’s account, and debits it', async () => {
    const c = await fundedCompany();
    const res = await moneyback(c, { amount: '2 500,00', bank_account_id: c.bankAccountId });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      amount: '2500.00',
      status: 'PENDING',
      reason: null,
      bank_account_label: 'ПАО Сбербанк, счёт 40702810700380000001',
      created_at: expect.any(String),
    });
    expect(await balanceOf(c)).toMatchObject({ available: '7500.00', held: '2500.00' });

    expect(await finished(c, res.body.id)).toMatchObject({ status: 'DONE', reason: null });
    expect(await balanceOf(c)).toMatchObject({ available: '7500.00', held: '0.00' });
    const ops = (await c.client.get<BalanceOperationsResponse>(apiPaths.balance.operations)).body.items;
    expect(ops.slice(0, 2).map((o) => [o.type, o.amount, o.payout_id])).toEqual([
      ['DEBIT', '2500.00', null],
      ['HOLD', '2500.00', null],
    ]);
    const paid = (await bankPayments()).items.find((p) => p.payment_id === res.body.id);
    expect(paid).toMatchObject({ executions: 1, status: 'DONE' });
  });

  it('answers a repeated key with the first answer, and a reused key for another body with 422', async () => {
    const c = await fundedCompany();
    const key = randomUUID();
    const body = { amount: '100', bank_account_id: c.bankAccountId };
    const answers = await Promise.all(Array.from({ length: 5 }, () => moneyback(c, body, key)));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true')).toHaveLength(4);
    const other = await moneyback(c, { amount: '200', bank_account_id: c.bankAccountId }, key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await moneybacksOf(c)).toHaveLength(1);
    expect((await balanceOf(c)).available).toBe('9900.00');
  });

  it('refuses bad input in Russian and holds nothing', async () => {
    const c = await fundedCompany();
    const other = await fundedCompany();
    const noKey = await moneyback(c, { amount: '1', bank_account_id: c.bankAccountId }, null);
    expect(noKey.status).toBe(400);
    expect(noKey.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');

    const refusals: [unknown, number, string][] = [
      [
        { amount: '10000.01', bank_account_id: c.bankAccountId },
        409,
        'Недостаточно средств на балансе: доступно 10\u00a0000,00 ₽',
      ],
      [{ amount: '0', bank_account_id: c.bankAccountId }, 400, 'Сумма должна быть больше нуля'],
      [
        { amount: '1.001', bank_account_id: c.bankAccountId },
        400,
        'Сумма в рублях, не больше двух знаков после запятой: 1500,00',
      ],
      [{ amount: '1', bank_account_id: other.bankAccountId }, 400, 'Счёт не найден: выберите счёт компании'],
      [{ amount: '1', bank_account_id: randomUUID() }, 400, 'Счёт не найден: выберите счёт компании'],
    ];
    for (const [body, status, message] of refusals) {
      const res = await moneyback(c, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error_message).toBe(message);
    }
    await server
      .client()
      .post(
        apiPaths.balance.supportPaymentsBlock,
        { customer_id: c.customerId, blocked: true, reason: 'Запрос банка' },
        { headers: supportHeaders(server) },
      );
    const blocked = await moneyback(c, { amount: '1', bank_account_id: c.bankAccountId });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error_message).toBe('Выплаты компании приостановлены службой поддержки: Запрос банка');

    expect(await moneybacksOf(c)).toEqual([]);
    expect(await balanceOf(c)).toMatchObject({ available: '10000.00', held: '0.00' });
  });

  it('a declined payment returns the money to the balance with the bank’s reason', async () => {
    const c = await fundedCompany();
    await faults({ denyRecipients: [c.inn] });
    const res = await moneyback(c, { amount: '300', bank_account_id: c.bankAccountId });
    expect(res.status).toBe(201);
    expect(await finished(c, res.body.id)).toMatchObject({
      status: 'DECLINED',
      reason: 'Банк получателя отклонил платёж: счёт закрыт или не найден',
    });
    expect(await balanceOf(c)).toMatchObject({ available: '10000.00', held: '0.00' });
    const ops = (await c.client.get<BalanceOperationsResponse>(apiPaths.balance.operations)).body.items;
    expect(ops[0]).toMatchObject({ type: 'UNHOLD', amount: '300.00' });
    await faults({ denyRecipients: [] });
  });

  it('after a lost answer asks the bank before sending again: paid once', async () => {
    const c = await fundedCompany();
    await faults({ lostAnswerNext: 1 });
    const res = await moneyback(c, { amount: '42', bank_account_id: c.bankAccountId });
    expect(res.status).toBe(201);
    expect(await finished(c, res.body.id)).toMatchObject({ status: 'DONE' });
    const payments = await bankPayments();
    expect(payments.items.find((p) => p.payment_id === res.body.id)).toMatchObject({ executions: 1 });
    expect(payments.executed_twice).toEqual([]);
    expect(await balanceOf(c)).toMatchObject({ available: '9958.00', held: '0.00' });
  });

  it('when its retries run out and the bank never got the payment, the give-up returns the money', async () => {
    const c = await fundedCompany();
    // The bank does not answer at all: the moneyback stays PENDING with its money held.
    await faults({ errorRate: 1 });
    const res = await moneyback(c, { amount: '100', bank_account_id: c.bankAccountId });
    expect(res.status).toBe(201);
    expect(await balanceOf(c)).toMatchObject({ held: '100.00' });
    // The job's attempts are over (this file's last test: the workers stop), and the bank is back.
    await server.runtime.ctx.jobs.stop();
    await faults({ errorRate: 0 });
    // What the queue runs after the last failed attempt (or for a worker that died on it).
    await moneybackJob.onGiveUp!(server.runtime.ctx, { moneybackId: res.body.id, polls: 0 });
    expect(await finished(c, res.body.id)).toMatchObject({
      status: 'DECLINED',
      reason: MONEYBACK_BANK_UNREACHABLE_REASON,
    });
    expect(await balanceOf(c)).toMatchObject({ available: '10000.00', held: '0.00' });
    expect((await bankPayments()).items.some((p) => p.payment_id === res.body.id)).toBe(false);
  });
});
