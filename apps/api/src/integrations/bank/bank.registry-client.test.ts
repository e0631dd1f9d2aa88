/**
 * The registry client against the bank sandbox over HTTP (a bare Fastify, as bank.client.test.ts):
 * create → submit → pay → EXECUTED with the money in the statement; IGNORE_ERRORS and FAIL_ERRORS;
 * partial execution; the one-request-a-second limit waited out by the client; the once-per-interval
 * registry read answered TOO_EARLY; the idempotent create; the size cap; results that expire.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBankClient } from './bank.client.js';
import { createBankRegistryClient, retryAfterMs } from './bank.registry-client.js';
import {
  type BankRegistryClient,
  type BankRegistryCreateRequest,
  BankRegistryExistsError,
  type BankRegistryPayment,
  type BankRegistryResult,
} from './bank.registry-types.js';
import { BANK_SANDBOX_CLIENT_ID, BANK_SANDBOX_CLIENT_SECRET, registerBankSandbox } from './bank.sandbox.js';
import { BankPaymentExistsError, BankRejectedError } from './bank.types.js';

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

const options = {
  baseUrl: () => `${baseUrl}/sandbox/bank`,
  clientId: BANK_SANDBOX_CLIENT_ID,
  clientSecret: BANK_SANDBOX_CLIENT_SECRET,
  retries: 2,
  backoffMs: 20,
  timeoutMs: 5000,
  // Really waits (the limits are real time on the sandbox), and records how long.
  sleep: async (ms: number) => {
    pauses.push(ms);
    await new Promise((resolve) => setTimeout(resolve, ms));
  },
  random: () => 1,
};
const client = (over: Partial<Parameters<typeof createBankRegistryClient>[0]> = {}) =>
  createBankRegistryClient({ ...options, ...over });

const key = (prefix: string) => `${prefix}-${++seq}-${Date.now()}`;
const payment = (over: Partial<BankRegistryPayment> = {}): BankRegistryPayment => ({
  externalId: key('payout'),
  amountKopecks: 150_000n,
  payeeInn: '500100732259',
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
const toCard = () =>
  payment({ recipient: { kind: 'CARD', cardNumber: '4276380012345679', name: 'Петров Пётр' }, amountKopecks: 2_550n });
const registry = (over: Partial<BankRegistryCreateRequest> = {}): BankRegistryCreateRequest => ({
  registryKey: key('registry'),
  payerAccount: NOMINAL.accountNumber,
  createType: 'IGNORE_ERRORS',
  payments: [payment(), toCard(), payment({ amountKopecks: 99n })],
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
type ControlRegistries = {
  items: { paymentRegistryId: string; status: string; reads: number }[];
  throttled: Record<string, number>;
};
const sandboxRegistries = async () => (await control('registries')) as unknown as ControlRegistries;
const sandboxPayments = async () =>
  (await control('payments')) as { items: { payment_id: string; executions: number }[]; executed_twice: string[] };
/** The sandbox without its limits: most tests are about the flow, not the pacing. */
const unlimited = () => control('registry-settings', { methodIntervalMs: 0, readIntervalMs: 0 });

/** Reads an operation's result until it is no longer IN_PROGRESS. */
async function outcome(bank: BankRegistryClient, correlationId: string): Promise<BankRegistryResult> {
  for (let i = 0; i < 50; i++) {
    const result = await bank.readResult(correlationId);
    if (result.status !== 'IN_PROGRESS') return result;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`result ${correlationId} still in progress`);
}

/** create → submit → pay, each result read; the registry's id. */
async function createAndPay(bank: BankRegistryClient, request: BankRegistryCreateRequest): Promise<string> {
  const created = await outcome(bank, (await bank.createRegistry(request)).correlationId);
  if (created.status !== 'SUCCESS') throw new Error(`create: ${JSON.stringify(created)}`);
  expect(created.registryStatus).toBe('DRAFT');
  const submitted = await outcome(bank, (await bank.submitRegistry(created.registryId)).correlationId);
  expect(submitted).toMatchObject({ status: 'SUCCESS', operation: 'SUBMIT', registryStatus: 'SUBMITTED' });
  const paid = await outcome(bank, (await bank.payRegistry(created.registryId)).correlationId);
  expect(paid).toMatchObject({ status: 'SUCCESS', operation: 'PAY' });
  return created.registryId;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e,
  );
}

beforeAll(async () => {
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

describe('bank registry client: the flow', () => {
  it('create → submit → pay → EXECUTED: every payment DONE, each an OUT line of the statement, executed once', async () => {
    await unlimited();
    const bank = client();
    const request = registry();
    const registryId = await createAndPay(bank, request);
    const read = await bank.getRegistry(registryId);
    if (read.status !== 'FOUND') throw new Error(read.status);
    expect(read.registry).toMatchObject({ registryId, status: 'EXECUTED', createType: 'IGNORE_ERRORS' });
    expect(read.registry.totalKopecks).toBe(150_000n + 2_550n + 99n);
    expect(read.registry.payments).toEqual(
      request.payments.map((p) => ({
        externalId: p.externalId,
        amountKopecks: p.amountKopecks,
        status: 'DONE',
        executedAt: expect.any(Date),
        bankReference: expect.stringMatching(/^SBX/),
      })),
    );
    const statement = await createBankClient(options).readStatement(null);
    expect(statement.items.map((i) => [i.direction, i.paymentId, i.amountKopecks])).toEqual(
      request.payments.map((p) => ['OUT', p.externalId, p.amountKopecks]),
    );
    const paid = await sandboxPayments();
    expect(paid.items.map((p) => [p.payment_id, p.executions])).toEqual(request.payments.map((p) => [p.externalId, 1]));

    // Paying again (a retry after a crash) answers SUCCESS and pays nothing more.
    const again = await outcome(bank, (await bank.payRegistry(registryId)).correlationId);
    expect(again).toMatchObject({ status: 'SUCCESS', registryStatus: 'EXECUTED' });
    expect((await sandboxPayments()).executed_twice).toEqual([]);
    expect((await createBankClient(options).readStatement(statement.nextCursor)).items).toEqual([]);
  });

  it('IGNORE_ERRORS with one invalid payment builds the registry from the valid ones; the bad one with its Russian reason', async () => {
    await unlimited();
    const bank = client();
    const bad = payment({
      recipient: { kind: 'ACCOUNT', accountNumber: '40702810300180001775', bik: '044525311', name: 'Сидоров' },
    });
    const badInn = payment({ payeeInn: '123456789012' });
    const good = [payment(), toCard()];
    const created = await outcome(
      bank,
      (await bank.createRegistry(registry({ payments: [good[0]!, bad, good[1]!, badInn] }))).correlationId,
    );
    if (created.status !== 'SUCCESS') throw new Error(created.status);
    expect(created.paymentErrors).toEqual([
      {
        externalId: bad.externalId,
        kind: 'REJECTED',
        code: 'INVALID_ACCOUNT',
        reason: 'Банк не принял платёж: номер счёта получателя не соответствует БИК банка',
      },
      {
        externalId: badInn.externalId,
        kind: 'REJECTED',
        code: 'INVALID_INN',
        reason: 'Банк не принял платёж: неверный ИНН самозанятого',
      },
    ]);
    const read = await bank.getRegistry(created.registryId);
    if (read.status !== 'FOUND') throw new Error(read.status);
    expect(read.registry.status).toBe('DRAFT');
    expect(read.registry.payments.map((p) => [p.externalId, p.status])).toEqual(good.map((p) => [p.externalId, 'NEW']));
  });

  it('FAIL_ERRORS with one invalid payment creates nothing and says which payment failed', async () => {
    await unlimited();
    const bank = client();
    const bad = payment({ amountKopecks: 0n });
    const result = await outcome(
      bank,
      (await bank.createRegistry(registry({ createType: 'FAIL_ERRORS', payments: [payment(), bad] }))).correlationId,
    );
    expect(result).toEqual({
      status: 'ERROR',
      operation: 'CREATE',
      registryId: null,
      code: 'PAYMENT_ERRORS',
      reason: 'Банк не создал реестр: в нём есть платежи с ошибками',
      paymentErrors: [
        {
          externalId: bad.externalId,
          kind: 'REJECTED',
          code: 'INVALID_AMOUNT',
          reason: 'Банк не принял платёж: неверная сумма',
        },
      ],
    });
    expect((await sandboxRegistries()).items).toEqual([]);
  });

  it('chosen payments declined: PART_EXEC with a status per payment, only the paid ones in the statement', async () => {
    await unlimited();
    const bank = client();
    const request = registry();
    const declined = request.payments[1]!;
    await control('faults', { declinePaymentIds: [declined.externalId] });
    const registryId = await createAndPay(bank, request);
    const read = await bank.getRegistry(registryId);
    if (read.status !== 'FOUND') throw new Error(read.status);
    expect(read.registry.status).toBe('PART_EXEC');
    expect(read.registry.payments.map((p) => [p.externalId, p.status])).toEqual(
      request.payments.map((p) => [p.externalId, p === declined ? 'DECLINED' : 'DONE']),
    );
    expect(read.registry.payments[1]).toMatchObject({
      code: 'RECIPIENT_BANK_DECLINED',
      reason: 'Банк получателя вернул платёж без зачисления',
    });
    const statement = await createBankClient(options).readStatement(null);
    expect(statement.items.map((i) => i.paymentId)).toEqual(
      request.payments.filter((p) => p !== declined).map((p) => p.externalId),
    );

    // Every payment declined: REJECTED.
    const all = registry();
    await control('faults', { declinePaymentIds: all.payments.map((p) => p.externalId) });
    const rejectedId = await createAndPay(bank, all);
    expect(await bank.getRegistry(rejectedId)).toMatchObject({ status: 'FOUND', registry: { status: 'REJECTED' } });
  });

  it('pay before submit is an ERROR result; an unknown registry is refused at once', async () => {
    await unlimited();
    const bank = client();
    const created = await outcome(bank, (await bank.createRegistry(registry())).correlationId);
    if (created.status !== 'SUCCESS') throw new Error(created.status);
    expect(await outcome(bank, (await bank.payRegistry(created.registryId)).correlationId)).toMatchObject({
      status: 'ERROR',
      code: 'REGISTRY_NOT_SUBMITTED',
      reason: 'Банк не оплатил реестр: реестр не подписан',
    });
    expect((await sandboxPayments()).items).toEqual([]);
    const error = await failure(bank.submitRegistry('00000000-0000-4000-8000-000000000000'));
    expect(error).toBeInstanceOf(BankRejectedError);
    expect(error).toMatchObject({ code: 'REGISTRY_NOT_FOUND' });
  });
});

describe('bank registry client: faults and size', () => {
  it('5xx, a dropped connection and a lost answer on create are retried under the same key: one registry', async () => {
    await unlimited();
    const bank = client();
    await control('faults', { errorNext: 1 });
    const first = await outcome(bank, (await bank.createRegistry(registry())).correlationId);
    expect(first).toMatchObject({ status: 'SUCCESS' });
    expect(pauses).toEqual([20]);
    await control('faults', { timeoutNext: 1 });
    expect(await outcome(bank, (await bank.createRegistry(registry())).correlationId)).toMatchObject({
      status: 'SUCCESS',
    });
    await control('faults', { lostAnswerNext: 1 });
    const lost = registry();
    const created = await outcome(bank, (await bank.createRegistry(lost)).correlationId);
    expect(created).toMatchObject({ status: 'SUCCESS' });
    expect(pauses).toEqual([20, 20, 20]);
    expect((await sandboxRegistries()).items).toHaveLength(3);
  });

  it('a registry of 10,000 payments is one bank registry: created, paid and settled in seconds, each paid once', async () => {
    await unlimited();
    const bank = client();
    const payments = Array.from({ length: 10_000 }, (_, i) =>
      payment({ externalId: `bulk-${seq}-${i}`, amountKopecks: BigInt(100 + i) }),
    );
    const started = performance.now();
    const registryId = await createAndPay(bank, registry({ payments }));
    const read = await bank.getRegistry(registryId);
    const took = performance.now() - started;
    if (read.status !== 'FOUND') throw new Error(read.status);
    expect(read.registry.status).toBe('EXECUTED');
    expect(read.registry.payments).toHaveLength(10_000);
    expect(read.registry.payments.every((p) => p.status === 'DONE')).toBe(true);
    const paid = await sandboxPayments();
    expect(paid.items).toHaveLength(10_000);
    expect(paid.executed_twice).toEqual([]);
    expect(took).toBeLessThan(10_000);
  }, 30_000);
});

describe('bank registry client: keys and caps', () => {
  it('the same key again is the same registry; another body under it is BankRegistryExistsError, never a refusal', async () => {
    await unlimited();
    const bank = client();
    const request = registry();
    const first = await bank.createRegistry(request);
    const second = await bank.createRegistry(request);
    expect(second).toEqual(first);
    const created = await outcome(bank, first.correlationId);
    expect((await sandboxRegistries()).items).toHaveLength(1);

    const error = await failure(bank.createRegistry({ ...request, payments: request.payments.slice(1) }));
    expect(error).toBeInstanceOf(BankRegistryExistsError);
    expect(error).not.toBeInstanceOf(BankRejectedError);
    expect(error).toMatchObject({ registryKey: request.registryKey });

    // Its payments' keys are held: a single payment or another registry with one of them is no refusal either.
    const [held] = request.payments;
    const single = await failure(
      createBankClient(options).sendPayment({
        paymentId: held!.externalId,
        amountKopecks: held!.amountKopecks,
        recipient: held!.recipient,
        purpose: held!.purpose,
      }),
    );
    expect(single).toBeInstanceOf(BankPaymentExistsError);
    const other = await outcome(
      bank,
      (await bank.createRegistry(registry({ payments: [held!, payment()] }))).correlationId,
    );
    expect(other).toMatchObject({
      status: 'SUCCESS',
      paymentErrors: [{ externalId: held!.externalId, kind: 'EXISTS', code: 'PAYMENT_EXISTS' }],
    });

    // Once the first result has expired, the same key still answers the same registry.
    await control('registry-settings', { resultTtlMs: 200 });
    const late = registry();
    const lateCall = await bank.createRegistry(late);
    const lateFirst = await outcome(bank, lateCall.correlationId);
    if (lateFirst.status !== 'SUCCESS') throw new Error(lateFirst.status);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await bank.readResult(lateCall.correlationId)).toEqual({ status: 'NOT_FOUND' });
    const lateAgain = await bank.createRegistry(late);
    expect(lateAgain.correlationId).not.toBe(lateCall.correlationId);
    const again = await outcome(bank, lateAgain.correlationId);
    expect(again).toMatchObject({ status: 'SUCCESS', registryId: lateFirst.registryId });
    expect((await sandboxRegistries()).items).toHaveLength(3);
    expect(created.status).toBe('SUCCESS');
  });

  it('a result older than the bank keeps is NOT_FOUND', async () => {
    await unlimited();
    await control('registry-settings', { resultTtlMs: 50 });
    const bank = client();
    const { correlationId } = await bank.createRegistry(registry());
    expect(await outcome(bank, correlationId)).toMatchObject({ status: 'SUCCESS' });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await bank.readResult(correlationId)).toEqual({ status: 'NOT_FOUND' });
  });

  it('the size cap: the client says it and refuses a bigger registry before sending; the bank refuses one too', async () => {
    await unlimited();
    await control('registry-settings', { maxPayments: 2 });
    const bank = client({ maxRegistryPayments: 2 });
    expect(bank.maxRegistryPayments).toBe(2);
    expect(client().maxRegistryPayments).toBe(10_000);
    const local = await failure(bank.createRegistry(registry()));
    expect(local).toBeInstanceOf(BankRejectedError);
    expect(local).toMatchObject({ code: 'REGISTRY_TOO_LARGE' });
    const remote = await failure(client().createRegistry(registry()));
    expect(remote).toMatchObject({
      code: 'REGISTRY_TOO_LARGE',
      reason: 'Банк не принял реестр: в нём больше платежей, чем банк принимает в одном реестре',
    });
    const wrongAccount = await failure(client().createRegistry(registry({ payerAccount: '40702810300180001774' })));
    expect(wrongAccount).toMatchObject({ code: 'INVALID_PAYER_ACCOUNT' });
    expect((await sandboxRegistries()).items).toEqual([]);
  });
});

describe('bank registry client: the bank limits', () => {
  it('reads Retry-After in seconds or as an HTTP date; without it, the bank’s one second', () => {
    const now = Date.parse('2026-11-29T10:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Sun, 29 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Sun, 29 Nov 2026 09:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBe(1000);
    expect(retryAfterMs('soon', now)).toBe(1000);
  });

  it('one request a second per method: the client waits out the 429 per Retry-After, then succeeds', async () => {
    await control('registry-settings', { readIntervalMs: 0 });
    const bank = client();
    const { correlationId } = await bank.createRegistry(registry());
    const started = Date.now();
    await bank.readResult(correlationId);
    const result = await bank.readResult(correlationId);
    expect(result).toMatchObject({ status: 'SUCCESS' });
    expect(pauses).toEqual([1000]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect((await sandboxRegistries()).throttled).toEqual({ result: 1 });

    // The bank's answer itself: 429 with Retry-After in seconds.
    const token = await fetch(`${baseUrl}/sandbox/bank/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${BANK_SANDBOX_CLIENT_ID}:${BANK_SANDBOX_CLIENT_SECRET}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const raw = () =>
      fetch(`${baseUrl}/sandbox/bank/v1/payment-registries/results/${correlationId}`, {
        headers: { authorization: `Bearer ${token.access_token}` },
      });
    await raw();
    const refused = await raw();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
  });

  it('a whole registry at the bank’s real pace of one request a second per method', async () => {
    await control('registry-settings', { readIntervalMs: 0 });
    const bank = client();
    const registryId = await createAndPay(bank, registry());
    expect(await bank.getRegistry(registryId)).toMatchObject({ registry: { status: 'EXECUTED' } });
    // Each wait is the bank's Retry-After, never a hammering retry.
    expect(pauses.length).toBeGreaterThan(0);
    for (const pause of pauses) expect(pause).toBe(1000);
  }, 15_000);

  it('one read of a registry per interval: TOO_EARLY from memory without a request, from the bank for another process', async () => {
    await control('registry-settings', { methodIntervalMs: 0, readIntervalMs: 1500 });
    const bank = client({ registryReadIntervalMs: 1500 });
    const created = await outcome(bank, (await bank.createRegistry(registry())).correlationId);
    if (created.status !== 'SUCCESS') throw new Error(created.status);
    const before = Date.now();
    expect(await bank.getRegistry(created.registryId)).toMatchObject({ status: 'FOUND' });

    const remembered = await bank.getRegistry(created.registryId);
    if (remembered.status !== 'TOO_EARLY') throw new Error(remembered.status);
    expect(remembered.nextReadAt.getTime()).toBeGreaterThanOrEqual(before + 1500);
    let sandbox = await sandboxRegistries();
    expect(sandbox.items[0]?.reads).toBe(1);
    expect(sandbox.throttled).toEqual({});

    // Another worker (its own memory) is refused by the bank: TOO_EARLY with the bank's Retry-After, no wait.
    const other = client({ registryReadIntervalMs: 1500 });
    const refusedAt = Date.now();
    const refused = await other.getRegistry(created.registryId);
    if (refused.status !== 'TOO_EARLY') throw new Error(refused.status);
    expect(refused.nextReadAt.getTime()).toBeGreaterThan(refusedAt);
    expect(pauses).toEqual([]);
    sandbox = await sandboxRegistries();
    expect(sandbox.throttled).toEqual({ read: 1 });
    // …and remembers it: asking again sends nothing.
    expect(await other.getRegistry(created.registryId)).toMatchObject({ status: 'TOO_EARLY' });
    expect((await sandboxRegistries()).throttled).toEqual({ read: 1 });

    await new Promise((resolve) => setTimeout(resolve, Math.max(remembered.nextReadAt.getTime() - Date.now(), 0) + 20));
    expect(await bank.getRegistry(created.registryId)).toMatchObject({ status: 'FOUND' });
    expect((await sandboxRegistries()).items[0]?.reads).toBe(2);
    expect(await bank.getRegistry('00000000-0000-4000-8000-000000000000')).toEqual({ status: 'NOT_FOUND' });
  });
});
