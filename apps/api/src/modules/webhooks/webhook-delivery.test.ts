/**
 * Webhook deliveries over HTTP on a real database (issue 30): a receiver that fails twice then succeeds gets the
 * event three times with the same event id and a valid signature each time; a hanging receiver is a recorded
 * timeout, then delivered; a worker that died mid-delivery leaves the job to another worker, which delivers the
 * same event; a day of failures pauses the endpoint and rings the owner's bell once; a FAILED delivery resent is
 * delivered with the same event id.
 */
import {
  apiPaths,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookEndpoint,
} from '@vyplaty/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyEvents, notifications, webhookAttempts, webhookEndpoints } from '../../db/schema/index.js';
import { loggedInCompany } from '../../test-support/companies.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { verifyWebhookSignature } from './index.js';
import { deliverWebhook } from './webhook-deliver.job.js';
import { attemptNow, createEndpoint, pathOf, type Receiver, startReceiver } from './webhooks.test-helpers.js';

let server: TestServer;
let receiver: Receiver;
const p = apiPaths.webhooks;
const DAY_MS = 24 * 3600 * 1000;

beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_TIMEOUT_MS: '500' });
  receiver = await startReceiver();
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await server?.close();
});

const receivedFor = (eventId: string) => receiver.received.filter((r) => r.headers['x-vyplaty-event-id'] === eventId);

async function detail(owner: Awaited<ReturnType<typeof loggedInCompany>>, id: string) {
  return (await owner.client.get<WebhookDeliveryDetail>(pathOf(p.delivery, id))).body;
}

describe('a delivery', () => {
  it('to a receiver failing twice then succeeding arrives 3 times, same event id, each validly signed', async () => {
    const owner = await loggedInCompany(server);
    const endpoint = await createEndpoint(owner, `${receiver.url}?retry`);
    receiver.failNext(2);
    const ping = (await owner.client.post<WebhookDelivery>(pathOf(p.ping, endpoint.id))).body;
    await waitFor(() => (receivedFor(ping.event_id).length === 1 ? true : undefined), 'the first attempt');
    await server.waitForQueueIdle();
    const afterFirst = await detail(owner, ping.id);
    expect(afterFirst).toMatchObject({ status: 'PENDING', attempts: 1, last_status_code: 500 });
    // The first retry waits 30 s: its time is brought forward instead of waited out.
    expect(Date.parse(afterFirst.next_attempt_at!) - Date.now()).toBeGreaterThan(20_000);
    await attemptNow(server, ping.id);
    await attemptNow(server, ping.id);

    const got = receivedFor(ping.event_id);
    expect(got).toHaveLength(3);
    const now = Math.floor(Date.now() / 1000);
    for (const r of got) {
      expect(r.headers['x-vyplaty-event-type']).toBe('ping');
      expect(r.headers['user-agent']).toBe('Vyplaty-Webhooks/1.0');
      expect(JSON.parse(r.body).id).toBe(ping.event_id);
      const header = r.headers['x-vyplaty-signature'] as string;
      expect(verifyWebhookSignature(header, r.body, endpoint.secret, now, WEBHOOK_TOLERANCE_SECONDS)).toBe(true);
      expect(verifyWebhookSignature(header, `${r.body} `, endpoint.secret, now, WEBHOOK_TOLERANCE_SECONDS)).toBe(false);
      expect(verifyWebhookSignature(header, r.body, 'whsec_other', now, WEBHOOK_TOLERANCE_SECONDS)).toBe(false);
      expect(verifyWebhookSignature(header, r.body, endpoint.secret, now + 3600, WEBHOOK_TOLERANCE_SECONDS)).toBe(
        false,
      );
    }
    expect(new Set(got.map((r) => r.body)).size).toBe(1);
    const done = await detail(owner, ping.id);
    expect(done).toMatchObject({ status: 'SUCCEEDED', attempts: 3, last_status_code: 200, last_error: null });
    expect(done.attempts_list.map((a) => [a.attempt_no, a.status_code])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
    expect((await owner.client.get<WebhookEndpoint>(pathOf(p.one, endpoint.id))).body.consecutive_failures).toBe(0);
  });

  it('to a receiver that hangs is a recorded timeout in Russian, then delivered on the next attempt', async () => {
    const owner = await loggedInCompany(server);
    const endpoint = await createEndpoint(owner, `${receiver.url}?hang`);
    receiver.hangNext(1);
    const ping = (await owner.client.post<WebhookDelivery>(pathOf(p.ping, endpoint.id))).body;
    const first = await waitFor(async () => {
      const d = await detail(owner, ping.id);
      return d.attempts === 1 ? d : undefined;
    }, 'the timed-out attempt');
    expect(first.attempts_list[0]).toMatchObject({ status_code: null, error: expect.stringMatching(/не ответил/) });
    await attemptNow(server, ping.id);
    expect((await detail(owner, ping.id)).status).toBe('SUCCEEDED');
    expect(new Set(receivedFor(ping.event_id).map((r) => r.body)).size).toBe(1);
  });

  it('whose worker died mid-request is claimed again and delivered with the same event id, nothing lost', async () => {
    // An API process without workers makes the event; a worker process on the same database finds the job that a
    // killed worker left: claimed, its lease run out, its attempt perhaps recorded.
    const api = await startTestServer({ JOB_WORKERS: 'false' });
    try {
      const owner = await loggedInCompany(api);
      const endpoint = await createEndpoint(owner, `${receiver.url}?crash`);
      const ping = (await owner.client.post<WebhookDelivery>(pathOf(p.ping, endpoint.id))).body;
      await api.runtime.ctx.db.execute(sql`update jobs set state = 'active', attempts = 1,
        locked_until = now() - interval '1 second' where name = 'webhooks.deliver' and data->>'deliveryId' = ${ping.id}`);
      await api.runtime.ctx.db.insert(webhookAttempts).values({
        deliveryId: ping.id,
        attemptNo: 1,
        startedAt: new Date(),
        durationMs: 0,
        error: 'Процесс остановлен',
      });
      const worker = await startTestServer({}, { sameDatabaseAs: api });
      try {
        await waitFor(
          async () => ((await detail(owner, ping.id)).status === 'SUCCEEDED' ? true : undefined),
          'the rerun',
        );
      } finally {
        await worker.close();
      }
      expect(receivedFor(ping.event_id)).toHaveLength(1);
      expect(JSON.parse(receivedFor(ping.event_id)[0]!.body).id).toBe(ping.event_id);
      expect((await detail(owner, ping.id)).attempts_list.map((a) => a.attempt_no)).toEqual([1, 2]);
    } finally {
      await api.close();
    }
  }, 60_000);
});

describe('an endpoint failing for a day', () => {
  it('is paused, its owner told in the bell once, and a FAILED delivery resent arrives with the same event id', async () => {
    const owner = await loggedInCompany(server);
    const endpoint = await createEndpoint(owner, `${receiver.url}?day`);
    receiver.failNext(1000);
    const ping = (await owner.client.post<WebhookDelivery>(pathOf(p.ping, endpoint.id))).body;
    await waitFor(async () => ((await detail(owner, ping.id)).attempts === 1 ? true : undefined), 'the first failure');
    const ctx = server.runtime.ctx;
    const realNow = ctx.now;
    try {
      ctx.now = () => new Date(Date.now() + DAY_MS / 2);
      await attemptNow(server, ping.id);
      // Read from the table: the session would not survive the moved clock.
      const [half] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(half).toMatchObject({ status: 'ACTIVE', consecutiveFailures: 2 });
      ctx.now = () => new Date(Date.now() + DAY_MS + 60_000);
      await attemptNow(server, ping.id);
    } finally {
      ctx.now = realNow;
    }
    const paused = (await owner.client.get<WebhookEndpoint>(pathOf(p.one, endpoint.id))).body;
    expect(paused).toMatchObject({ status: 'PAUSED', paused_reason: 'FAILING', consecutive_failures: 3 });
    expect((await detail(owner, ping.id)).status).toBe('FAILED');
    const bell = await ctx.db.select().from(notifications).where(eq(notifications.accountId, owner.accountId));
    expect(bell.filter((n) => n.title === 'Вебхук приостановлен')).toHaveLength(1);
    expect(bell.find((n) => n.title === 'Вебхук приостановлен')!.body).toContain(`${receiver.url}?day`);
    const paused_events = await ctx.db
      .select()
      .from(historyEvents)
      .where(and(eq(historyEvents.entityId, endpoint.id), eq(historyEvents.event, 'FAILING_PAUSED')));
    expect(paused_events).toHaveLength(1);
    // Paused: a run of the job sends nothing more.
    await deliverWebhook(ctx, ping.id);
    expect(receivedFor(ping.event_id)).toHaveLength(3);

    receiver.failNext(0);
    await owner.client.post(pathOf(p.resume, endpoint.id));
    const resent = await owner.client.post<WebhookDeliveryDetail>(pathOf(p.resend, ping.id));
    expect(resent.status).toBe(200);
    expect(resent.body.status).toBe('PENDING');
    await waitFor(async () => ((await detail(owner, ping.id)).status === 'SUCCEEDED' ? true : undefined), 'the resend');
    const got = receivedFor(ping.event_id);
    expect(got).toHaveLength(4);
    expect(new Set(got.map((r) => JSON.parse(r.body).id))).toEqual(new Set([ping.event_id]));
    expect((await detail(owner, ping.id)).attempts_list.map((a) => a.attempt_no)).toEqual([1, 2, 3, 4]);
  });
});
