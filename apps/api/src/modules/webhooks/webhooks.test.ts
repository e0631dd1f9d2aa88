/**
 * The company's webhook endpoints over HTTP on a real database (issue 30): add, read, change, delete, the secret,
 * bad input refused in Russian with nothing written, at most 20, another company's endpoint a 404; pause, resume,
 * ping, the deliveries' list and one delivery with its attempts.
 */
import {
  apiPaths,
  type ErrorBody,
  type WebhookDeliveriesResponse,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookEndpoint,
  type WebhookEndpointsResponse,
} from '@vyplaty/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyEvents, webhookEndpoints } from '../../db/schema/index.js';
import { loggedInCompany } from '../../test-support/companies.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { createEndpoint, pathOf, type Receiver, startReceiver } from './webhooks.test-helpers.js';

let server: TestServer;
let receiver: Receiver;
const p = apiPaths.webhooks;

beforeAll(async () => {
  server = await startTestServer();
  receiver = await startReceiver();
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await server?.close();
});

const historyOf = async (endpointId: string) =>
  (
    await server.runtime.ctx.db
      .select({ event: historyEvents.event })
      .from(historyEvents)
      .where(and(eq(historyEvents.entityKind, 'webhook'), eq(historyEvents.entityId, endpointId)))
  ).map((r) => r.event);

describe('webhook endpoints', () => {
  it('are added with a whsec_ secret shown once, listed, changed, read again and deleted, each in the history', async () => {
    const owner = await loggedInCompany(server);
    const created = await createEndpoint(owner, receiver.url, ['payout.status_changed', 'task.status_changed']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ url: receiver.url, status: 'ACTIVE', consecutive_failures: 0 });

    const list = await owner.client.get<WebhookEndpointsResponse>(p.list);
    expect(list.body.items.map((e) => e.id)).toEqual([created.id]);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    const [row] = await server.runtime.ctx.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.id));
    expect(row!.secretEncrypted).not.toContain(created.secret.slice(6));

    const secret = await owner.client.get<{ secret: string }>(pathOf(p.secret, created.id));
    expect(secret.body.secret).toBe(created.secret);

    const patched = await owner.client.request<WebhookEndpoint>('PATCH', pathOf(p.one, created.id), {
      body: { events: ['receipt.registered'], description: 'Учётная система' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ events: ['receipt.registered'], description: 'Учётная система' });

    expect((await owner.client.request('DELETE', pathOf(p.one, created.id))).status).toBe(200);
    expect((await owner.client.get(pathOf(p.one, created.id))).status).toBe(404);
    expect((await owner.client.get<WebhookEndpointsResponse>(p.list)).body.items).toEqual([]);
    expect(await historyOf(created.id)).toEqual(['CREATED', 'UPDATED', 'DELETED']);
  });

  it('refuse a bad address, no events, an unknown event — a Russian 400, nothing written', async () => {
    const owner = await loggedInCompany(server);
    const cases: [unknown, RegExp][] = [
      [{ url: 'ftp://example.ru/hook', events: ['payout.status_changed'] }, /https:\/\//],
      [{ url: 'просто текст', events: ['payout.status_changed'] }, /https:\/\//],
      [{ url: receiver.url, events: [] }, /хотя бы одно событие/],
      [{ url: receiver.url, events: ['payout.deleted'] }, /Неизвестный тип события/],
      [{ url: receiver.url, events: ['task.status_changed', 'task.status_changed'] }, /не должны повторяться/],
    ];
    for (const [body, message] of cases) {
      const res = await owner.client.post<ErrorBody>(p.list, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(message);
    }
    expect((await owner.client.get<WebhookEndpointsResponse>(p.list)).body.items).toEqual([]);
  });

  it('are at most 20 per company', async () => {
    const owner = await loggedInCompany(server);
    for (let i = 0; i < 20; i++) await createEndpoint(owner, `${receiver.url}?n=${i}`);
    const res = await owner.client.post<ErrorBody>(p.list, { url: receiver.url, events: ['contractor.joined'] });
    expect(res.status).toBe(409);
    expect(res.body.error_message).toMatch(/Не больше 20 вебхуков/);
  });

  it('of another company are a 404 on every call, and stay unchanged', async () => {
    const a = await loggedInCompany(server);
    const b = await loggedInCompany(server);
    const endpoint = await createEndpoint(a, receiver.url);
    for (const [method, path] of [
      ['GET', p.one],
      ['PATCH', p.one],
      ['DELETE', p.one],
      ['GET', p.secret],
      ['POST', p.pause],
      ['POST', p.resume],
      ['POST', p.ping],
      ['GET', p.deliveries],
    ] as const) {
      const body = method === 'PATCH' ? { events: ['contractor.left'] } : undefined;
      const res = await b.client.request<ErrorBody>(method, pathOf(path, endpoint.id), { body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await a.client.get<WebhookEndpoint>(pathOf(p.one, endpoint.id))).body).toMatchObject({
      status: 'ACTIVE',
      events: ['payout.status_changed'],
    });
  });
});

describe('ping, pause and resume', () => {
  it('a ping reaches the endpoint alone; paused, it waits; resumed, it goes out', async () => {
    const owner = await loggedInCompany(server);
    const endpoint = await createEndpoint(owner, `${receiver.url}?ping`);
    const other = await createEndpoint(owner, `${receiver.url}?other`);
    const ping = await owner.client.post<WebhookDelivery>(pathOf(p.ping, endpoint.id));
    expect(ping.status).toBe(200);
    expect(ping.body).toMatchObject({ event_type: 'ping', status: 'PENDING' });
    const got = await waitFor(
      () => receiver.received.find((r) => r.headers['x-vyplaty-event-id'] === ping.body.event_id),
      'the ping',
    );
    expect(got.headers['x-vyplaty-event-type']).toBe('ping');
    expect(JSON.parse(got.body).data).toEqual({ endpoint_id: endpoint.id, message: 'Проверка связи' });
    const otherDeliveries = await owner.client.get<WebhookDeliveriesResponse>(pathOf(p.deliveries, other.id));
    expect(otherDeliveries.body.items).toEqual([]);

    const paused = await owner.client.post<WebhookEndpoint>(pathOf(p.pause, endpoint.id));
    expect(paused.body).toMatchObject({ status: 'PAUSED', paused_reason: 'BY_USER' });
    const waiting = await owner.client.post<WebhookDelivery>(pathOf(p.ping, endpoint.id));
    await server.waitForQueueIdle();
    expect(receiver.received.some((r) => r.headers['x-vyplaty-event-id'] === waiting.body.event_id)).toBe(false);
    const pending = await owner.client.get<WebhookDeliveriesResponse>(
      `${pathOf(p.deliveries, endpoint.id)}?status=PENDING`,
    );
    expect(pending.body.items.map((d) => d.id)).toEqual([waiting.body.id]);

    const resumed = await owner.client.post<WebhookEndpoint>(pathOf(p.resume, endpoint.id));
    expect(resumed.body).toMatchObject({ status: 'ACTIVE', paused_reason: null });
    await waitFor(
      () => receiver.received.find((r) => r.headers['x-vyplaty-event-id'] === waiting.body.event_id),
      'the waiting ping after resume',
    );
    expect(await historyOf(endpoint.id)).toEqual(['CREATED', 'PAUSED', 'RESUMED']);
  });

  it('lists deliveries newest first in keyset pages and shows one with its body and attempts', async () => {
    const owner = await loggedInCompany(server);
    const endpoint = await createEndpoint(owner, `${receiver.url}?pages`);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await owner.client.post<WebhookDelivery>(pathOf(p.ping, endpoint.id))).body.id);
    await server.waitForQueueIdle();
    const first = await owner.client.get<WebhookDeliveriesResponse>(`${pathOf(p.deliveries, endpoint.id)}?page_size=2`);
    expect(first.body.items.map((d) => d.id)).toEqual([ids[2], ids[1]]);
    const second = await owner.client.get<WebhookDeliveriesResponse>(
      `${pathOf(p.deliveries, endpoint.id)}?page_size=2&after=${first.body.next_cursor}`,
    );
    expect(second.body.items.map((d) => d.id)).toEqual([ids[0]]);
    expect(second.body.next_cursor).toBeNull();

    const detail = await owner.client.get<WebhookDeliveryDetail>(pathOf(p.delivery, ids[0]!));
    expect(detail.body).toMatchObject({ status: 'SUCCEEDED', attempts: 1, endpoint_id: endpoint.id });
    expect(JSON.parse(detail.body.body)).toMatchObject({ id: detail.body.event_id, type: 'ping' });
    expect(detail.body.attempts_list).toEqual([
      expect.objectContaining({ attempt_no: 1, status_code: 200, error: null, response_body: 'ok' }),
    ]);
    const stranger = await loggedInCompany(server);
    expect((await stranger.client.get(pathOf(p.delivery, ids[0]!))).status).toBe(404);
    expect((await stranger.client.post(pathOf(p.resend, ids[0]!))).status).toBe(404);
  });
});
