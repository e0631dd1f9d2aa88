import { apiPaths, type NotificationListResponse } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo.js';
import { loggedInCompany } from '../../test-support/companies.js';
import type { TestClient } from '../../test-support/http-client.js';
import { notifyNow } from '../../test-support/notifications.js';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;

/** A fresh company with its own login, so each test owns its notifications. */
const newCustomer = () => loggedInCompany(server, { emailPrefix: 'notify' });

async function seedNotifications(accountId: string, count: number) {
  const ctx = server.runtime.ctx;
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    // Distinct moments so "newest first" is checkable.
    const at = new Date(Date.UTC(2026, 10, 1, 9, 0, i));
    const [row] = await notifyNow(
      { ...ctx, now: () => at },
      { accountId },
      { title: `Событие ${i}`, body: `Текст ${i}`, type: i % 2 ? 'system' : 'other' },
    );
    ids.push(row!.id);
  }
  return ids;
}

const list = (client: TestClient, body: unknown) =>
  client.post<NotificationListResponse>(apiPaths.notifications.list, body);
const unread = async (client: TestClient) =>
  (await client.get<{ count: number }>(apiPaths.notifications.notReadCount)).body.count;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /v1/notifications', () => {
  it('pages the newest first with the total count', async () => {
    const { accountId, client } = await newCustomer();
    await seedNotifications(accountId, 25);

    const first = await list(client, { page: 1, page_size: 10 });
    expect(first.status).toBe(200);
    expect(first.body.totalCount).toBe(25);
    expect(first.body.items.map((n) => n.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Событие ${25 - i}`));
    expect(first.body.items[0]).toMatchObject({
      body: 'Текст 25',
      type: 'system',
      is_read: false,
      url: null,
      added_at: '2026-11-01T09:00:25.000Z',
    });

    const third = await list(client, { page: 3, page_size: 10 });
    expect(third.body.items.map((n) => n.title)).toEqual([
      'Событие 5',
      'Событие 4',
      'Событие 3',
      'Событие 2',
      'Событие 1',
    ]);
    const beyond = await list(client, { page: 4, page_size: 10 });
    expect(beyond.body).toEqual({ items: [], totalCount: 25 });
  });

  it('filters by is_read when given and lists everything when omitted', async () => {
    const { accountId, client } = await newCustomer();
    const ids = await seedNotifications(accountId, 4);
    await client.post(apiPaths.notifications.read, { notification_ids: [ids[0], ids[1]] });

    const onlyUnread = await list(client, { is_read: false, page: 1, page_size: 10 });
    expect(onlyUnread.body.totalCount).toBe(2);
    expect(onlyUnread.body.items.every((n) => !n.is_read)).toBe(true);
    const onlyRead = await list(client, { is_read: true, page: 1, page_size: 10 });
    expect(onlyRead.body.items.map((n) => n.id).sort()).toEqual([ids[0], ids[1]].sort());
    const all = await list(client, { page: 1, page_size: 10 });
    expect(all.body.totalCount).toBe(4);
  });

  it('rejects bad paging in Russian', async () => {
    const { client } = await newCustomer();
    for (const body of [
      { page: 0, page_size: 10 },
      { page: 1, page_size: 0 },
      { page: 1, page_size: 101 },
      { page: 'один', page_size: 10 },
      { page: 1.5, page_size: 10 },
      { page: 1, page_size: 10, is_read: 'нет' },
      {},
    ]) {
      const res = await list(client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as unknown as { error_message: string }).error_message).toMatch(/[а-яё]/i);
    }
  });

  it('needs a session', async () => {
    const res = await server.client().post(apiPaths.notifications.list, { page: 1, page_size: 10 });
    expect(res.status).toBe(401);
    const count = await server.client().get(apiPaths.notifications.notReadCount);
    expect(count.status).toBe(401);
  });
});

describe('unread count and marking read', () => {
  it('counts unread, marks the given ones read once, and the count drops', async () => {
    const { accountId, client } = await newCustomer();
    const ids = await seedNotifications(accountId, 3);
    expect(await unread(client)).toBe(3);

    const res = await client.post(apiPaths.notifications.read, { notification_ids: [ids[0], ids[0], ids[2]] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 2 });
    expect(await unread(client)).toBe(1);

    const again = await client.post(apiPaths.notifications.read, { notification_ids: [ids[0]] });
    expect(again.body).toEqual({ updated: 0 });
    const [row] = await rowsOf<{ read_at: Date | null }>(
      server.runtime.ctx.db,
      sql`select read_at from notifications where id = ${ids[0]}`,
    );
    expect(row?.read_at).not.toBeNull();
  });

  it('rejects bad ids in Russian and changes nothing', async () => {
    const { accountId, client } = await newCustomer();
    await seedNotifications(accountId, 2);
    for (const body of [
      { notification_ids: [] },
      { notification_ids: ['not-a-uuid'] },
      { notification_ids: 'все' },
      {},
    ]) {
      const res = await client.post<{ error_message: string }>(apiPaths.notifications.read, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error_message).toMatch(/[а-яё]/i);
    }
    expect(await unread(client)).toBe(2);
  });

  it('refuses a write without the CSRF header', async () => {
    const { accountId, client } = await newCustomer();
    const ids = await seedNotifications(accountId, 1);
    const res = await client.post(apiPaths.notifications.read, { notification_ids: ids }, { csrf: false });
    expect(res.status).toBe(403);
    expect(await unread(client)).toBe(1);
  });
});

describe('tenant isolation', () => {
  it('never shows or marks another account’s notifications', async () => {
    const alice = await newCustomer();
    const bob = await newCustomer();
    const aliceIds = await seedNotifications(alice.accountId, 2);
    await seedNotifications(bob.accountId, 1);

    const bobsList = await list(bob.client, { page: 1, page_size: 100 });
    expect(bobsList.body.totalCount).toBe(1);
    expect(bobsList.body.items.map((n) => n.id)).not.toContain(aliceIds[0]);

    const attempt = await bob.client.post(apiPaths.notifications.read, { notification_ids: aliceIds });
    expect(attempt.body).toEqual({ updated: 0 });
    expect(await unread(alice.client)).toBe(2);
    expect(await unread(bob.client)).toBe(1);
  });
});

describe('events that notify', () => {
  it('a password change notifies the account with a link to the security page', async () => {
    const { client } = await newCustomer();
    const res = await client.post(apiPaths.auth.changePassword, {
      old_password: DEMO_PASSWORD,
      new_password: 'Nov-Parol-2026',
    });
    expect(res.status).toBe(200);
    const page = await list(client, { page: 1, page_size: 10 });
    expect(page.body.items[0]).toMatchObject({ title: 'Пароль изменён', type: 'system', url: '/profile/security' });
  });

  it('a login from another browser notifies; the same browser again does not', async () => {
    const { client, email } = await newCustomer();
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const other = server.client();
    await other.post(
      apiPaths.auth.login,
      { login: email, password: DEMO_PASSWORD },
      { headers: { 'user-agent': firefox } },
    );
    await other.post(
      apiPaths.auth.login,
      { login: email, password: DEMO_PASSWORD },
      { headers: { 'user-agent': firefox } },
    );
    const page = await list(client, { page: 1, page_size: 10 });
    const logins = page.body.items.filter((n) => n.title === 'Вход с нового устройства');
    expect(logins).toHaveLength(1);
    expect(logins[0]?.body).toContain('Firefox, Linux');
  });
});
