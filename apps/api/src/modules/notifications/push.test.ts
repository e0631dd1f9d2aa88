import { apiPaths } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptCurrentOffer, createEmployee, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { inTransaction } from '../../db/transaction.js';
import type { SandboxFcmMessage } from '../../integrations/fcm/fcm.sandbox.js';
import { notifyNow } from '../../test-support/notifications.js';
import { createPushSubscriber } from '../../test-support/push-subscriber.js';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { notify } from './notify.js';

let server: TestServer;
let seq = 0;

async function newEmployee() {
  seq += 1;
  const phone = `+7999555${String(seq).padStart(4, '0')}`;
  const { account } = await createEmployee(server.runtime.ctx.db, { phone, password: DEMO_PASSWORD, inn: null });
  await acceptCurrentOffer(server.runtime.ctx.db, account.id);
  const client = server.client();
  expect((await client.post(apiPaths.auth.login, { login: phone, password: DEMO_PASSWORD })).status).toBe(200);
  return { accountId: account.id, client };
}

const webSubscriptionCount = async (endpoint: string) =>
  (await rowsOf(server.runtime.ctx.db, sql`select 1 from push_subscriptions where endpoint = ${endpoint}`)).length;
const nativeTokenCount = async (token: string) =>
  (await rowsOf(server.runtime.ctx.db, sql`select 1 from native_push_tokens where token = ${token}`)).length;

async function fcmMessagesFor(token: string) {
  const response = await fetch(`${server.baseUrl}/sandbox/fcm/messages?token=${encodeURIComponent(token)}`);
  return ((await response.json()) as { items: SandboxFcmMessage[] }).items;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the VAPID key', () => {
  it('is public and is the key the server signs pushes with', async () => {
    const res = await server.client().get<{ public_key: string }>(apiPaths.notifications.webPushKey);
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.public_key, 'base64url')).toHaveLength(65);
    expect(res.body.public_key).toBe(server.runtime.ctx.config.WEB_PUSH_PUBLIC_KEY);
  });
});

describe('web push', () => {
  it('delivers a payload only the subscriber’s keys decrypt, with TTL and topic', async () => {
    const { accountId, client } = await newEmployee();
    const subscriber = createPushSubscriber(server.baseUrl);
    const registered = await client.post(apiPaths.notifications.token, subscriber.subscription);
    expect(registered.status).toBe(204);

    const [row] = await notifyNow(
      server.runtime.ctx,
      { accountId },
      {
        title: 'Выплата получена',
        body: 'Поступило 1 500,00 ₽',
        type: 'other',
        url: '/employee/payments',
      },
    );
    const [push] = await subscriber.waitForPush();
    expect(subscriber.decrypt(push!)).toEqual({
      notification_id: row!.id,
      title: 'Выплата получена',
      body: 'Поступило 1 500,00 ₽',
      type: 'other',
      url: '/employee/payments',
    });
    expect(Buffer.from(push!.body, 'base64').toString('utf8')).not.toContain('Выплата');
    expect(push!.ttl).toBe('86400');
    expect(push!.topic).toBe(row!.id.replaceAll('-', ''));
    const stranger = createPushSubscriber(server.baseUrl);
    expect(() => stranger.decrypt(push!)).toThrow();
  });

  it('forgets a subscription the push service answers 410 Gone for', async () => {
    const { accountId, client } = await newEmployee();
    const gone = createPushSubscriber(server.baseUrl, `gone-${crypto.randomUUID()}`);
    const alive = createPushSubscriber(server.baseUrl);
    expect((await client.post(apiPaths.notifications.token, gone.subscription)).status).toBe(204);
    expect((await client.post(apiPaths.notifications.token, alive.subscription)).status).toBe(204);

    await notifyNow(server.runtime.ctx, { accountId }, { title: 'Проверка', body: 'Текст', type: 'system' });
    await alive.waitForPush();
    await waitFor(
      async () => ((await webSubscriptionCount(gone.subscription.endpoint)) === 0 ? true : undefined),
      'the dead subscription to be removed',
    );
    expect(await webSubscriptionCount(alive.subscription.endpoint)).toBe(1);
  });

  it('a device follows the account that registered it last', async () => {
    const first = await newEmployee();
    const second = await newEmployee();
    const subscriber = createPushSubscriber(server.baseUrl);
    await first.client.post(apiPaths.notifications.token, subscriber.subscription);
    await second.client.post(apiPaths.notifications.token, subscriber.subscription);

    await notifyNow(server.runtime.ctx, { accountId: first.accountId }, { title: 'Первому', body: 'x', type: 'other' });
    await notifyNow(
      server.runtime.ctx,
      { accountId: second.accountId },
      { title: 'Второму', body: 'y', type: 'other' },
    );
    const [push] = await subscriber.waitForPush();
    expect(subscriber.decrypt(push!)).toMatchObject({ title: 'Второму' });
    // Pushes go out from jobs: once the queue has run every due job, a second push would have arrived.
    await server.waitForQueueIdle();
    expect(await subscriber.received()).toHaveLength(1);
  });

  it('refuses endpoints outside the known push services and malformed subscriptions, in Russian', async () => {
    const { client } = await newEmployee();
    const keys = { auth: 'a'.repeat(22), p256dh: 'b'.repeat(87) };
    for (const body of [
      { endpoint: 'https://169.254.169.254/latest/meta-data', keys },
      { endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys },
      { endpoint: `${server.baseUrl}/v1/auth/logout`, keys },
      { endpoint: 'не адрес', keys },
      { endpoint: 'https://fcm.googleapis.com/fcm/send/x' },
      { token: '' },
      {},
    ]) {
      const res = await client.post<{ error_message: string }>(apiPaths.notifications.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error_message).toMatch(/[а-яё]/i);
    }
    expect(
      (await rowsOf(server.runtime.ctx.db, sql`select 1 from push_subscriptions where endpoint like '%169.254%'`))
        .length,
    ).toBe(0);
  });
});

describe('native push (FCM HTTP v1)', () => {
  it('sends to the registered token on the important channel', async () => {
    const { accountId, client } = await newEmployee();
    const token = `fcm-${crypto.randomUUID()}`;
    expect((await client.post(apiPaths.notifications.token, { token })).status).toBe(204);

    const [row] = await notifyNow(
      server.runtime.ctx,
      { accountId },
      { title: 'Новое задание', body: 'Откройте приложение', type: 'other', url: '/employee/tasks' },
    );
    const [message] = await waitFor(async () => {
      const items = await fcmMessagesFor(token);
      return items.length ? items : undefined;
    }, 'an FCM message');
    expect(message).toMatchObject({
      title: 'Новое задание',
      body: 'Откройте приложение',
      channelId: 'important',
      data: { notification_id: row!.id, type: 'other', url: '/employee/tasks' },
    });
  });

  it('forgets a token FCM reports UNREGISTERED', async () => {
    const { accountId, client } = await newEmployee();
    const token = `gone-${crypto.randomUUID()}`;
    await client.post(apiPaths.notifications.token, { token });
    expect(await nativeTokenCount(token)).toBe(1);
    await notifyNow(server.runtime.ctx, { accountId }, { title: 'Проверка', body: 'Текст', type: 'system' });
    await waitFor(
      async () => ((await nativeTokenCount(token)) === 0 ? true : undefined),
      'the dead token to be removed',
    );
  });
});

describe('the outbox', () => {
  it('a rolled-back change pushes nothing and stores nothing', async () => {
    const { accountId, client } = await newEmployee();
    const subscriber = createPushSubscriber(server.baseUrl);
    await client.post(apiPaths.notifications.token, subscriber.subscription);
    await inTransaction(server.runtime.ctx, async (txCtx) => {
      await notify(txCtx, { accountId }, { title: 'Не случилось', body: 'x', type: 'other' });
      throw new Error('rollback');
    }).catch(() => undefined);
    // Pushes go out from jobs: once the queue has run every due job, a push the rollback failed to undo would be here.
    await server.waitForQueueIdle();
    expect(await subscriber.received()).toHaveLength(0);
    expect((await client.get<{ count: number }>(apiPaths.notifications.notReadCount)).body.count).toBe(0);
  });
});
