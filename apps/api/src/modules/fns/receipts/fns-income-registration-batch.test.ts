/**
 * fns.register-incomes against the FNS sandbox over HTTP, on a real database: a batch's receipts are sent
 * one PostIncomeRequestV2 each and polled together with GetMessagesRequest (counted in the sandbox's log
 * of SOAP exchanges), a worker dying after the sends makes the rerun poll, never send again, and FNS
 * refusing GetMessages for «too many calls» hands every receipt to its own job, which registers it.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { AppContext } from '../../../context.js';
import { fnsReceipts, fnsRequests, jobs } from '../../../db/schema/index.js';
import { acceptCurrentOffer, createEmployee, DEMO_PASSWORD, linkEmployee } from '../../../db/seed/demo.js';
import { inTransaction } from '../../../db/transaction.js';
import { createFnsClient } from '../../../integrations/fns/fns.client.js';
import { FNS_SANDBOX_MASTER_TOKEN, FNS_SANDBOX_USER_TOKEN } from '../../../integrations/fns/fns.sandbox.js';
import { watchFnsTraffic } from '../../../integrations/fns/fns.schema-check.js';
import { REQUESTED_PERMISSIONS } from '../../../integrations/fns/fns.types.js';
import { loggedInCompany } from '../../../test-support/companies.js';
import { personInn } from '../../../test-support/isolation/world.js';
import { startTestServer, type TestServer, waitFor } from '../../../test-support/test-server.js';
import { registerIncomesJob } from './fns-income-registration-batch.jobs.js';
import { registerIncomes } from './fns-receipts.service.js';

const DEMO_INN = '500100732259';
/** FNS_GET_MESSAGES_BATCH_SIZE of this file's server. */
const BATCH_SIZE = 10;
/** The GetMessages rounds of one run of the job (POLL_ROUNDS_MS). */
const ROUNDS = 3;

let server: TestServer;
let traffic: ReturnType<typeof watchFnsTraffic>;
let customerId: string;
let bound: string;
let unbound: string;
let seq = 0;
let amount = 500_00n;

const ctx = () => server.runtime.ctx;

async function control(path: string, body: unknown = {}) {
  const response = await fetch(`${server.baseUrl}/sandbox/fns/control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBeLessThan(300);
}

/** The SOAP exchanges the sandbox logged after `after`, and the last seq. */
async function exchanges(after: number) {
  const response = await fetch(`${server.baseUrl}/sandbox/fns/control/exchanges?after=${after}`);
  const { items } = (await response.json()) as { items: { seq: number; status: number; request: string }[] };
  return { items, seq: items.at(-1)?.seq ?? after };
}
const lastSeq = async () => (await exchanges(0)).seq;

/** The calls since `after` per kind that concern these operations and messages (other jobs' calls left out). */
async function callsSince(after: number, operationIds: string[], messageIds: string[]) {
  const { items } = await exchanges(after);
  const mentions = (request: string, ids: string[]) => ids.some((id) => request.includes(id));
  const is = (request: string, element: string) => new RegExp(`<(\\w+:)?${element}[\\s>]`).test(request);
  const of = (element: string, ids: string[]) =>
    items.filter((e) => is(e.request, element) && mentions(e.request, ids));
  return {
    sends: of('PostIncomeRequestV2', operationIds).length,
    getMessages: of('GetMessagesRequest', messageIds),
    getMessage: of('GetMessageRequest', messageIds).length,
  };
}

async function newContractor(inn: string) {
  const phone = `+7994${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(4, '0')}`;
  const { employee, account } = await createEmployee(ctx().db, {
    phone,
    password: DEMO_PASSWORD,
    inn,
    lastName: 'Пакетов',
    firstName: 'Иван',
  });
  await acceptCurrentOffer(ctx().db, account.id);
  await linkEmployee(ctx().db, { customerId, employeeId: employee.id });
  return employee.id;
}

/**
 * `count` PENDING receipts with their recorded messages, as a batch of settled payouts leaves them — the
 * fns.register-incomes job the service enqueues is kept out of the queue, so the test runs it itself.
 */
async function pendingReceipts(employeeIds: string[]) {
  const quiet: AppContext = { ...ctx(), jobs: { ...ctx().jobs, enqueue: async () => {} } };
  const operationIds = employeeIds.map(() => randomUUID());
  await inTransaction(quiet, (txCtx) =>
    registerIncomes(
      txCtx,
      employeeIds.map((employeeId, i) => {
        amount += 1_01n;
        return {
          customerId,
          employeeId,
          operationUniqueId: operationIds[i]!,
          operationTime: new Date(),
          services: [{ name: `Доставка по заданию №${i + 1}`, amountKopecks: amount, quantity: 1 }],
        };
      }),
    ),
  );
  const rows = await ctx().db.select().from(fnsReceipts).where(inArray(fnsReceipts.operationUniqueId, operationIds));
  expect(rows).toHaveLength(employeeIds.length);
  return { operationIds, receiptIds: rows.map((r) => r.id) };
}

const receiptsOf = (ids: string[]) => ctx().db.select().from(fnsReceipts).where(inArray(fnsReceipts.id, ids));
async function requestsOf(receiptIds: string[]) {
  const requestIds = (await receiptsOf(receiptIds)).map((r) => r.registerRequestId!);
  return ctx().db.select().from(fnsRequests).where(inArray(fnsRequests.id, requestIds));
}

beforeAll(async () => {
  server = await startTestServer({
    FNS_SANDBOX_MESSAGE_DELAY_MS: '0',
    FNS_GET_MESSAGES_BATCH_SIZE: String(BATCH_SIZE),
  });
  traffic = watchFnsTraffic(server.baseUrl);
  const { id } = await ctx().fns!.call('PostBindPartnerWithInn', { inn: DEMO_INN, permissions: REQUESTED_PERMISSIONS });
  await control(`/bind-requests/${id}/approve`);
  customerId = (await loggedInCompany(server, { inn: '7707083893', name: 'ООО "Пакет"', emailPrefix: 'batch' }))
    .customerId;
  bound = await newContractor(DEMO_INN);
  // Registered as НПД, but never connected the platform: FNS refuses its receipt TAXPAYER_UNBOUND.
  const unboundInn = personInn();
  await control('/taxpayers', { inn: unboundInn, first_name: 'Пётр', second_name: 'Несвязанный', registered: true });
  unbound = await newContractor(unboundInn);
}, 60_000);
afterAll(async () => server?.close());
// Every message the portal sent FNS and every answer, checked against the XSD 0.28 after each test.
afterEach(() => traffic.check());

it('a batch of 26 receipts: one send each, polled by GetMessages in batches — not one GetMessage each', async () => {
  const { operationIds, receiptIds } = await pendingReceipts([...Array.from({ length: 25 }, () => bound), unbound]);
  const before = await lastSeq();

  await registerIncomesJob.handler(ctx(), { receiptIds });

  const receipts = await receiptsOf(receiptIds);
  const refused = receipts.filter((r) => r.employeeId === unbound);
  const registered = receipts.filter((r) => r.employeeId === bound);
  expect(refused.map((r) => [r.status, r.errorCode])).toEqual([['ERROR', 'TAXPAYER_UNBOUND']]);
  expect(registered.map((r) => r.status)).toEqual(Array(25).fill('REGISTERED'));
  expect(new Set(registered.map((r) => r.receiptId)).size).toBe(25);
  // Every message's outcome is in its row, as a single run leaves it.
  const requests = await requestsOf(receiptIds);
  expect(requests.map((r) => [r.state, r.sendCount]).sort()).toEqual([
    ...Array(25).fill(['COMPLETED', 1]),
    ['FAILED', 1],
  ]);
  expect(requests.find((r) => r.state === 'FAILED')?.errorCode).toBe('TAXPAYER_UNBOUND');

  const calls = await callsSince(
    before,
    operationIds,
    requests.map((r) => r.messageId!),
  );
  expect(calls.sends).toBe(26);
  expect(calls.getMessage).toBe(0);
  expect(calls.getMessages.length).toBeGreaterThanOrEqual(Math.ceil(26 / BATCH_SIZE));
  expect(calls.getMessages.length).toBeLessThanOrEqual(Math.ceil(26 / BATCH_SIZE) * ROUNDS);
  // Nothing was left for a receipt's own job.
  const handedOver = await ctx().db.select().from(jobs).where(eq(jobs.name, 'fns.register-income'));
  expect(handedOver.filter((j) => receiptIds.includes((j.data as { receiptId: string }).receiptId))).toEqual([]);
});

it('a worker dies after the sends: the rerun polls the recorded MessageIds and sends nothing again', async () => {
  const { operationIds, receiptIds } = await pendingReceipts(Array.from({ length: 12 }, () => bound));
  const before = await lastSeq();
  // The first worker sends every message, then dies while polling (its GetMessages never answers).
  const dying: AppContext = { ...ctx(), fns: { ...ctx().fns!, getMessages: () => new Promise(() => {}) } };
  void registerIncomesJob.handler(dying, { receiptIds });
  await waitFor(
    async () => ((await requestsOf(receiptIds)).every((r) => r.state === 'SENT') ? true : undefined),
    'every message sent',
  );
  const sent = await requestsOf(receiptIds);
  expect((await receiptsOf(receiptIds)).map((r) => r.status)).toEqual(Array(12).fill('PENDING'));

  await registerIncomesJob.handler(ctx(), { receiptIds });

  expect((await receiptsOf(receiptIds)).map((r) => r.status)).toEqual(Array(12).fill('REGISTERED'));
  const requests = await requestsOf(receiptIds);
  expect(requests.map((r) => [r.id, r.state, r.sendCount, r.messageId]).sort()).toEqual(
    sent.map((r) => [r.id, 'COMPLETED', 1, r.messageId]).sort(),
  );
  const calls = await callsSince(
    before,
    operationIds,
    requests.map((r) => r.messageId!),
  );
  expect(calls.sends).toBe(12);
  expect(calls.getMessages.length).toBeGreaterThanOrEqual(1);

  // And a third run finds them settled: no call at all.
  const after = await lastSeq();
  await registerIncomesJob.handler(ctx(), { receiptIds });
  expect((await exchanges(after)).items).toEqual([]);
});

it('FNS refuses GetMessages for too many calls: each receipt goes to its own job and ends registered', async () => {
  const { operationIds, receiptIds } = await pendingReceipts(Array.from({ length: 5 }, () => bound));
  const before = await lastSeq();
  // A client that waits out «too many calls» briefly, so the refusal reaches the job within the test.
  const impatient: AppContext = {
    ...ctx(),
    fns: createFnsClient({
      serviceUrl: () => `${server.baseUrl}/sandbox/fns/ais3/smz/SmzIntegrationService`,
      authUrl: () => `${server.baseUrl}/sandbox/fns/open-api/AuthService/0.1`,
      masterToken: FNS_SANDBOX_MASTER_TOKEN,
      userToken: FNS_SANDBOX_USER_TOKEN,
      getMessagesRetries: 1,
      getMessagesBackoffMs: 10,
    }),
  };
  await control('', { get_messages_max_calls: 0 });
  try {
    await registerIncomesJob.handler(impatient, { receiptIds });
    expect((await receiptsOf(receiptIds)).map((r) => r.status)).toEqual(Array(5).fill('PENDING'));
    const requests = await requestsOf(receiptIds);
    expect(requests.map((r) => [r.state, r.sendCount])).toEqual(Array(5).fill(['SENT', 1]));
    const calls = await callsSince(
      before,
      operationIds,
      requests.map((r) => r.messageId!),
    );
    expect(calls.sends).toBe(5);
    expect(calls.getMessages.length).toBeGreaterThanOrEqual(1);
    expect(calls.getMessages.every((e) => e.status === 500)).toBe(true);
  } finally {
    await control('', { get_messages_max_calls: 20 });
  }
  // The queue runs each receipt's own fns.register-income, which polls its MessageId with GetMessage.
  await waitFor(
    async () => ((await receiptsOf(receiptIds)).every((r) => r.status === 'REGISTERED') ? true : undefined),
    'every receipt registered by its own job',
    30_000,
  );
  const requests = await requestsOf(receiptIds);
  expect(requests.map((r) => [r.state, r.sendCount])).toEqual(Array(5).fill(['COMPLETED', 1]));
  const calls = await callsSince(
    before,
    operationIds,
    requests.map((r) => r.messageId!),
  );
  expect(calls.sends).toBe(5);
  expect(calls.getMessage).toBeGreaterThanOrEqual(5);
}, 60_000);
