/**
 * The FNS request runner against the FNS sandbox over HTTP, on a real database: a run that ends while
 * FNS is still processing leaves the message SENT with its MessageId, and a run in a restarted process
 * resumes by polling it — the message is sent once. Finished rows answer without a call.
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { AppContext } from '../../context.js';
import { createFnsClient } from '../../integrations/fns/fns.client.js';
import { FnsStillProcessingError } from '../../integrations/fns/fns.errors.js';
import { FNS_SANDBOX_MASTER_TOKEN, FNS_SANDBOX_USER_TOKEN } from '../../integrations/fns/fns.sandbox.js';
import { watchFnsTraffic } from '../../integrations/fns/fns.schema-check.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { recordFnsRequest, runFnsRequest } from './fns-request-runner.js';
import { selectFnsRequest, updateFnsRequest } from './fns-requests.repo.js';

const DEMO_INN = '500100732259';
let server: TestServer;
let traffic: ReturnType<typeof watchFnsTraffic>;

async function control(body: Record<string, unknown>) {
  const res = await fetch(`${server.baseUrl}/sandbox/fns/control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

/** What the sandbox received with this MessageId (newest first). */
async function sentWith(messageId: string) {
  const res = await fetch(`${server.baseUrl}/sandbox/fns/control/messages`);
  const { items } = (await res.json()) as { items: { message_id: string; method: string }[] };
  return items.filter((m) => m.message_id === messageId);
}
async function sentCount(method: string) {
  const res = await fetch(`${server.baseUrl}/sandbox/fns/control/messages`);
  const { items } = (await res.json()) as { items: { method: string; inn: string | null }[] };
  return items.filter((m) => m.method === method && m.inn === DEMO_INN).length;
}

/** A process started afresh: the same database, a new FNS client with no token and nothing in memory. */
function restartedContext(): AppContext {
  const ctx = server.runtime.ctx;
  return {
    ...ctx,
    fns: createFnsClient({
      serviceUrl: () => `${server.baseUrl}/sandbox/fns/ais3/smz/SmzIntegrationService`,
      authUrl: () => `${server.baseUrl}/sandbox/fns/open-api/AuthService/0.1`,
      masterToken: FNS_SANDBOX_MASTER_TOKEN,
      userToken: FNS_SANDBOX_USER_TOKEN,
    }),
  };
}

const record = () =>
  recordFnsRequest(server.runtime.ctx.db, 'GetTaxpayerStatus', { inn: DEMO_INN }, { inn: DEMO_INN }, new Date());
const stateOf = async (id: string) => (await selectFnsRequest(server.runtime.ctx.db, id))!;

beforeAll(async () => {
  server = await startTestServer({ FNS_SANDBOX_MESSAGE_DELAY_MS: '0' });
  traffic = watchFnsTraffic(server.baseUrl);
}, 60_000);
afterAll(async () => server?.close());
// Every FNS message and answer of each test follows the XSD 0.28.
afterEach(() => traffic.check());

it('a run that ends while FNS processes leaves the MessageId; the restarted process polls it, never sends again', async () => {
  await control({ message_delay_ms: 1500 });
  try {
    const before = await sentCount('GetTaxpayerStatusRequest');
    const row = await record();
    await expect(runFnsRequest(server.runtime.ctx, row.id, { pausesMs: [50, 50] })).rejects.toBeInstanceOf(
      FnsStillProcessingError,
    );
    const parked = await stateOf(row.id);
    expect(parked).toMatchObject({ state: 'SENT', sendCount: 1, response: null });
    expect(parked.messageId).toEqual(expect.any(String));

    const outcome = await runFnsRequest<'GetTaxpayerStatus'>(restartedContext(), row.id, {
      pausesMs: [500, 500, 500, 500],
    });
    expect(outcome.ok && outcome.response.firstName).toEqual(expect.any(String));
    const done = await stateOf(row.id);
    expect(done).toMatchObject({ state: 'COMPLETED', sendCount: 1, messageId: parked.messageId });
    expect(await sentWith(parked.messageId!)).toHaveLength(1);
    expect(await sentCount('GetTaxpayerStatusRequest')).toBe(before + 1);
  } finally {
    await control({ message_delay_ms: 0 });
  }
});

it('finished rows answer their stored outcome without calling FNS', async () => {
  const noFns: AppContext = { ...server.runtime.ctx, fns: null };
  const failed = await record();
  await updateFnsRequest(
    server.runtime.ctx.db,
    failed.id,
    { state: 'FAILED', errorCode: 'TAXPAYER_UNBOUND', errorMessage: 'Пользователь не привязан к Партнеру' },
    new Date(),
  );
  const completed = await record();
  await updateFnsRequest(
    server.runtime.ctx.db,
    completed.id,
    { state: 'COMPLETED', response: { firstName: 'Сохранённый' } },
    new Date(),
  );
  const before = await sentCount('GetTaxpayerStatusRequest');

  // With no FNS client at all, any call would throw FNS_UNAVAILABLE.
  expect(await runFnsRequest(noFns, failed.id)).toEqual({
    ok: false,
    code: 'TAXPAYER_UNBOUND',
    message: 'Пользователь не привязан к Партнеру',
  });
  expect(await runFnsRequest(noFns, completed.id)).toEqual({ ok: true, response: { firstName: 'Сохранённый' } });
  expect(await sentCount('GetTaxpayerStatusRequest')).toBe(before);
});

it('a message FNS never answers stays in processing, and reruns never send it a second time', async () => {
  await control({ lose_next: 1 });
  const before = await sentCount('GetTaxpayerStatusRequest');
  const row = await record();
  for (let run = 0; run < 3; run += 1) {
    await expect(runFnsRequest(restartedContext(), row.id, { pausesMs: [50, 50] })).rejects.toBeInstanceOf(
      FnsStillProcessingError,
    );
  }
  const parked = await stateOf(row.id);
  expect(parked).toMatchObject({ state: 'SENT', sendCount: 1 });
  expect(await sentWith(parked.messageId!)).toHaveLength(1);
  expect(await sentCount('GetTaxpayerStatusRequest')).toBe(before + 1);
});
