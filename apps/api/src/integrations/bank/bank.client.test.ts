/**
 * The payout client against its sandbox over HTTP (a bare Fastify: the sandbox keeps no rows): the
 * token flow, a payment to each kind of requisite from PROCESSING to DONE and into the statement,
 * retries with backoff, a lost answer answered by a status check, refusals and declines in Russian,
 * the idempotent resend, statement paging, and a chaos run that never executes a payment twice.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { BANK_UNAVAILABLE_MESSAGE } from '../sber/sber.client.js';
import { createBankClient } from './bank.client.js';
import { BANK_SANDBOX_CLIENT_ID, BANK_SANDBOX_CLIENT_SECRET, registerBankSandbox } from './bank.sandbox.js';
import {
  BankAnswerLostError,
  type BankClient,
  BankPaymentExistsError,
  type BankPaymentRequest,
  BankRejectedError,
  type StatementItem,
} from './bank.types.js';

const NOMINAL = {
  recipient: 'ООО «Выплаты и документы»',
  inn: '7723456782',
  kpp: '772301001',
  accountNumber: '40702810938000012345',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  correspondentAccount: '30101810400000000225',
};

let app: FastifyInstance;
let baseUrl: string;
const pauses: number[] = [];
let seq = 0;

const client = (over: Partial<Parameters<typeof createBankClient>[0]> = {}) =>
  createBankClient({
    baseUrl: () => `${baseUrl}/sandbox/bank`,
    clientId: BANK_SANDBOX_CLIENT_ID,
    clientSecret: BANK_SANDBOX_CLIENT_SECRET,
    retries: 2,
    backoffMs: 100,
    timeoutMs: 2000,
    sleep: async (ms) => {
      pauses.push(ms);
    },
    // The jitter at its top: each pause is the whole exponential step.
    random: () => 1,
    ...over,
  });

const paymentId = () => `payout-${++seq}-${Date.now()}`;
const toAccount = (over: Partial<BankPaymentRequest> = {}): BankPaymentRequest => ({
  paymentId: paymentId(),
  amountKopecks: 150_000n,
  recipient: {
    kind: 'ACCOUNT',
    accountNumber: '40817810899910004312',
    bik: '044525225',
    name: 'Иванов Иван Иванович',
    inn: '500100732259',
  },
  purpose: 'Оплата услуг по договору № 12, НДС не облагается',
  ...over,
});
const toCard = (over: Partial<BankPaymentRequest> = {}): BankPaymentRequest => ({
  ...toAccount(),
  recipient: { kind: 'CARD', cardNumber: '4276380012345679', name: 'Петров Пётр' },
  ...over,
});
const toSbp = (over: Partial<BankPaymentRequest> = {}): BankPaymentRequest => ({
  ...toAccount(),
  recipient: { kind: 'SBP', phone: '+79161234567', sbpBankId: '100000000111', name: 'Сидорова Анна' },
  ...over,
});

async function control(path: string, body?: Record<string, unknown>) {
  const res = await fetch(`${baseUrl}/sandbox/bank/control/${path}`, {
    method: body ? 'POST' : 'GET',
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  expect(res.status, path).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
}
type ControlPayment = { payment_id: string; status: string; requests: number; executions: number; recipient: unknown };
const sandboxPayments = async () =>
  (await control('payments')) as { items: ControlPayment[]; executions: number; executed_twice: string[] };
const sandboxPayment = async (id: string) => (await sandboxPayments()).items.find((p) => p.payment_id === id);

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e,
  );
}

/** Reads the whole statement from `cursor`, page by page, until a page comes back empty. */
async function readAll(bank: BankClient, cursor: string | null) {
  const items: StatementItem[] = [];
  let at = cursor;
  for (;;) {
    const page = await bank.readStatement(at);
    items.push(...page.items);
    at = page.nextCursor;
    if (page.items.length === 0) return { items, cursor: at };
  }
}

beforeAll(async () => {
  // A chaos run under load leaves client connections that never carried a request: close them too.
  app = Fastify({ forceCloseConnections: true });
  registerBankSandbox(app, { delayMs: 0, nominal: NOMINAL });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => app.close());
beforeEach(async () => {
  pauses.length = 0;
  await control('reset', {});
});

describe('bank client: payments', () => {
  it('pays to an account, a card and СБП: accepted, then DONE with a bank reference, OUT in the statement', async () => {
    const bank = client();
    const requests = [toAccount(), toCard(), toSbp()];
    for (const request of requests) await bank.sendPayment(request);
    const statuses = await Promise.all(requests.map((r) => bank.getPayment(r.paymentId)));
    for (const status of statuses) {
      expect(status).toEqual({ status: 'DONE', executedAt: expect.any(Date), bankReference: expect.any(String) });
    }
    const { items } = await readAll(bank, null);
    expect(items.map((i) => [i.direction, i.paymentId, i.amountKopecks])).toEqual(
      requests.map((r) => ['OUT', r.paymentId, 150_000n]),
    );
    const first = statuses[0];
    expect(items[0]).toMatchObject({
      bankReference: first?.status === 'DONE' ? first.bankReference : 'x',
      payerInn: NOMINAL.inn,
      payerAccount: NOMINAL.accountNumber,
      purpose: 'Оплата услуг по договору № 12, НДС не облагается',
    });
    // The sandbox never shows a whole card number.
    const card = await sandboxPayment(requests[1]?.paymentId ?? '');
    expect(JSON.stringify(card)).not.toContain('4276380012345679');
    expect(card?.recipient).toMatchObject({ card_number: '•••• 5679' });
  });

  it('reports PROCESSING until the delay has passed, and NOT_FOUND for an id the bank never got', async () => {
    await control('faults', { delayMs: 60_000 });
    const bank = client();
    const request = toAccount();
    await bank.sendPayment(request);
    expect(await bank.getPayment(request.paymentId)).toEqual({ status: 'PROCESSING' });
    expect(await bank.getPayment('never-sent')).toEqual({ status: 'NOT_FOUND' });
    expect((await readAll(bank, null)).items).toEqual([]);
  });

  it('the same payment id twice is one payment, executed once; another body with it is no refusal: the bank holds it', async () => {
    const bank = client();
    const request = toAccount();
    await bank.sendPayment(request);
    await bank.sendPayment(request);
    await bank.getPayment(request.paymentId);
    expect(await sandboxPayment(request.paymentId)).toMatchObject({ requests: 2, executions: 1, status: 'DONE' });

    const other = await failure(bank.sendPayment({ ...request, amountKopecks: 150_001n }));
    expect(other).toBeInstanceOf(BankPaymentExistsError);
    expect(other).toMatchObject({ paymentId: request.paymentId });
    expect((await sandboxPayments()).executions).toBe(1);
  });

  it('refuses bad data at once with a Russian reason, and nothing is paid', async () => {
    const bank = client();
    const cases: [BankPaymentRequest, string, string][] = [
      [
        toAccount({
          recipient: { kind: 'ACCOUNT', accountNumber: '40817810099910004312', bik: '044525225', name: 'Иванов' },
        }),
        'INVALID_ACCOUNT',
        'Банк не принял платёж: номер счёта получателя не соответствует БИК банка',
      ],
      [
        toCard({ recipient: { kind: 'CARD', cardNumber: '4276380012345670', name: 'Петров' } }),
        'INVALID_CARD',
        'Банк не принял платёж: неверный номер карты получателя',
      ],
      [
        toSbp({ recipient: { kind: 'SBP', phone: '89161234567', sbpBankId: '100000000111', name: 'Анна' } }),
        'INVALID_PHONE',
        'Банк не принял платёж: неверный номер телефона получателя для СБП',
      ],
      [
        toAccount({ purpose: 'x'.repeat(211) }),
        'INVALID_PURPOSE',
        'Банк не принял платёж: назначение платежа пустое или длиннее 210 символов',
      ],
    ];
    for (const [request, code, reason] of cases) {
      const error = await failure(bank.sendPayment(request));
      expect(error, code).toBeInstanceOf(BankRejectedError);
      expect(error).toMatchObject({ code, reason, message: reason });
    }
    expect((await sandboxPayments()).items).toEqual([]);
    expect(pauses).toEqual([]);
  });

  it('declines a recipient on the deny list and a late decline, each with its Russian reason', async () => {
    const denied = toCard();
    await control('faults', { denyRecipients: ['4276380012345679'], lateDeclineNext: 1 });
    const bank = client();
    const late = toAccount();
    await bank.sendPayment(late);
    await bank.sendPayment(denied);
    expect(await bank.getPayment(late.paymentId)).toEqual({
      status: 'DECLINED',
      code: 'RECIPIENT_BANK_DECLINED',
      reason: 'Банк получателя вернул платёж без зачисления',
    });
    expect(await bank.getPayment(denied.paymentId)).toEqual({
      status: 'DECLINED',
      code: 'CARD_DECLINED',
      reason: 'Банк, выпустивший карту получателя, отклонил зачисление',
    });
    expect((await sandboxPayments()).executions).toBe(0);
    expect((await readAll(bank, null)).items).toEqual([]);
  });
});

describe('bank client: faults', () => {
  it('retries 5xx with doubling pauses, then answers BANK_UNAVAILABLE', async () => {
    const bank = client();
    await bank.getPayment('warm-up-token');
    await control('faults', { errorNext: 2 });
    const request = toAccount();
    await bank.sendPayment(request);
    expect(pauses).toEqual([100, 200]);
    expect(await sandboxPayment(request.paymentId)).toMatchObject({ requests: 1 });

    pauses.length = 0;
    await control('faults', { errorNext: 10, errorStatus: 502 });
    const error = await failure(bank.getPayment(request.paymentId));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'BANK_UNAVAILABLE', message: BANK_UNAVAILABLE_MESSAGE, upstream: 502 });
    expect(pauses).toEqual([100, 200]);
  });

  it('429 is retried like a 5xx', async () => {
    const bank = client();
    await bank.getPayment('warm-up-token');
    await control('faults', { errorNext: 1, errorStatus: 429 });
    expect(await bank.getPayment('x')).toEqual({ status: 'NOT_FOUND' });
    expect(pauses).toEqual([100]);
  });

  it('a lost answer after the bank executed the payment: BankAnswerLostError, the status check finds it, a resend pays nothing more', async () => {
    const bank = client();
    const request = toAccount();
    await control('faults', { lostAnswerNext: 1 });
    const error = await failure(bank.sendPayment(request));
    expect(error).toBeInstanceOf(BankAnswerLostError);
    expect(error).toMatchObject({ paymentId: request.paymentId });
    expect(pauses).toEqual([]);
    expect(await bank.getPayment(request.paymentId)).toMatchObject({ status: 'DONE' });
    await bank.sendPayment(request);
    expect(await sandboxPayment(request.paymentId)).toMatchObject({ requests: 2, executions: 1 });
  });

  it('a payment request that timed out is BankAnswerLostError; the bank never got it, so the check says NOT_FOUND', async () => {
    await control('faults', { hangMs: 10_000 });
    const bank = client({ timeoutMs: 1500 });
    await bank.getPayment('warm-up-token');
    await control('faults', { timeoutNext: 1 });
    const request = toSbp();
    const error = await failure(bank.sendPayment(request));
    expect(error).toMatchObject({ name: 'BankAnswerLostError', upstream: 'timeout' });
    expect(await bank.getPayment(request.paymentId)).toEqual({ status: 'NOT_FOUND' });
    await bank.sendPayment(request);
    expect(await bank.getPayment(request.paymentId)).toMatchObject({ status: 'DONE' });
  });

  it('a status read that times out or loses its connection is simply retried', async () => {
    const bank = client({ timeoutMs: 1500 });
    const request = toCard();
    await bank.sendPayment(request);
    await control('faults', { timeoutNext: 1, hangMs: 10_000 });
    expect(await bank.getPayment(request.paymentId)).toMatchObject({ status: 'DONE' });
    await control('faults', { timeoutNext: 1, hangMs: 0 });
    expect(await bank.getPayment(request.paymentId)).toMatchObject({ status: 'DONE' });
    expect(pauses).toEqual([100, 100]);
  });

  it('wrong credentials are BANK_UNAVAILABLE without retries; an unreachable bank after them', async () => {
    const wrong = await failure(client({ clientSecret: 'wrong' }).sendPayment(toAccount()));
    expect(wrong).toMatchObject({ code: 'BANK_UNAVAILABLE', upstream: 'token 401' });
    expect(pauses).toEqual([]);

    const offline = createBankClient({
      baseUrl: () => 'http://127.0.0.1:1',
      clientId: 'x',
      clientSecret: 'y',
      retries: 1,
      backoffMs: 1,
      sleep: async () => {},
    });
    await expect(offline.sendPayment(toAccount())).rejects.toMatchObject({
      code: 'BANK_UNAVAILABLE',
      upstream: 'network',
    });
    await expect(offline.readStatement(null)).rejects.toMatchObject({ code: 'BANK_UNAVAILABLE' });
  });

  it('a payment request refused before it left (connection refused) is retried, not reported lost', async () => {
    const closed = Fastify();
    await closed.listen({ port: 0, host: '127.0.0.1' });
    const address = closed.server.address();
    const closedPort = typeof address === 'object' && address ? address.port : 0;
    await closed.close();
    // The token comes from the bank; then the payment's first attempt finds nobody listening.
    let refuseNext = false;
    const flaky = createBankClient({
      baseUrl: () => {
        const url = refuseNext ? `http://127.0.0.1:${closedPort}` : `${baseUrl}/sandbox/bank`;
        refuseNext = false;
        return url;
      },
      clientId: BANK_SANDBOX_CLIENT_ID,
      clientSecret: BANK_SANDBOX_CLIENT_SECRET,
      retries: 2,
      backoffMs: 1,
      sleep: async (ms) => {
        pauses.push(ms);
      },
    });
    await flaky.getPayment('warm-up-token');
    refuseNext = true;
    const request = toAccount();
    await flaky.sendPayment(request);
    expect(pauses).toHaveLength(1);
    expect(await sandboxPayment(request.paymentId)).toMatchObject({ requests: 1, executions: 1 });
  });
});

describe('bank client: statement', () => {
  async function topUp(n: number) {
    return control('top-up', {
      payerInn: '7707083893',
      payerName: 'ООО «Ромашка»',
      payerAccount: '40702810700380000001',
      amount: `${n},50`,
      purpose: `Пополнение баланса, п/п ${n}`,
    });
  }

  it('pages IN and OUT lines oldest first with a cursor that only moves forward', async () => {
    const bank = client({ statementPageSize: 2 });
    for (let n = 1; n <= 3; n++) await topUp(n);
    const paid = toAccount();
    await bank.sendPayment(paid);
    await bank.getPayment(paid.paymentId);
    await topUp(4);

    const first = await bank.readStatement(null);
    expect(first.items).toHaveLength(2);
    const all = await readAll(bank, first.nextCursor);
    const lines = [...first.items, ...all.items];
    expect(lines.map((l) => [l.direction, l.amountKopecks])).toEqual([
      ['IN', 150n],
      ['IN', 250n],
      ['IN', 350n],
      ['OUT', 150_000n],
      ['IN', 450n],
    ]);
    expect(new Set(lines.map((l) => l.bankReference)).size).toBe(5);
    expect(lines[0]).toMatchObject({
      payerInn: '7707083893',
      payerName: 'ООО «Ромашка»',
      payerAccount: '40702810700380000001',
      purpose: 'Пополнение баланса, п/п 1',
      paymentId: null,
      bookedAt: expect.any(Date),
    });

    // Nothing new: the same position comes back; a later arrival is read from it exactly once.
    expect(await bank.readStatement(all.cursor)).toEqual({ items: [], nextCursor: all.cursor });
    await topUp(5);
    const later = await readAll(bank, all.cursor);
    expect(later.items.map((l) => l.amountKopecks)).toEqual([550n]);
  });

  it('an empty statement answers no lines and no cursor; a forged cursor is refused in Russian', async () => {
    const bank = client();
    expect(await bank.readStatement(null)).toEqual({ items: [], nextCursor: null });
    const error = await failure(bank.readStatement('not-a-cursor'));
    expect(error).toBeInstanceOf(BankRejectedError);
    expect(error).toMatchObject({ code: 'INVALID_CURSOR' });
  });

  it('a top-up with a bad amount or ИНН is refused by the control call in Russian', async () => {
    const res = await fetch(`${baseUrl}/sandbox/bank/control/top-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payerInn: '123', payerName: 'ООО', amount: '10', purpose: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error_message: 'ИНН плательщика: 10 или 12 цифр', field: 'payerInn' });
  });
});

describe('bank client: chaos', () => {
  it('200 payments through timeouts, 5xx, lost answers and late declines converge, none executed twice', async () => {
    await control('faults', {
      seed: 14,
      timeoutRate: 0.2,
      errorRate: 0.1,
      lostAnswerRate: 0.05,
      lateDeclineRate: 0.05,
      delayMs: 20,
    });
    const bank = client({ retries: 5, backoffMs: 1, random: Math.random, timeoutMs: 10_000 });
    const requests = Array.from({ length: 200 }, (_, i) =>
      i % 3 === 0 ? toCard() : i % 3 === 1 ? toSbp() : toAccount(),
    );

    /** What a payout job does: send; on a lost answer or an outage ask first; resend only what the bank never got. */
    async function pay(request: BankPaymentRequest): Promise<string> {
      for (let attempt = 0; attempt < 50; attempt++) {
        try {
          const known = await bank.getPayment(request.paymentId);
          if (known.status === 'DONE' || known.status === 'DECLINED') return known.status;
          if (known.status === 'NOT_FOUND') await bank.sendPayment(request);
        } catch (error) {
          if (!(error instanceof BankAnswerLostError) && !(error instanceof AppError)) throw error;
        }
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`payment ${request.paymentId} did not converge`);
    }

    // Twenty workers at a time, like the job queue's concurrency, not two hundred sockets at once.
    const outcomes: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < requests.length) {
          const index = next++;
          outcomes[index] = await pay(requests[index]!);
        }
      }),
    );
    expect(outcomes.every((o) => o === 'DONE' || o === 'DECLINED')).toBe(true);
    expect(outcomes.filter((o) => o === 'DECLINED').length).toBeGreaterThan(0);
    const seen = await sandboxPayments();
    expect(seen.executed_twice).toEqual([]);
    expect(seen.items).toHaveLength(200);
    expect(seen.executions).toBe(outcomes.filter((o) => o === 'DONE').length);

    await control('faults', { timeoutRate: 0, errorRate: 0, lostAnswerRate: 0 });
    const { items } = await readAll(bank, null);
    expect(items.filter((i) => i.direction === 'OUT')).toHaveLength(seen.executions);
  }, 120_000);
});
