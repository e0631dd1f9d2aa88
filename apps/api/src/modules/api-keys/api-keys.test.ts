// size: the API key journeys through HTTP — made, used, refused, rotated, revoked, journaled — read top to bottom
/**
 * API keys through HTTP on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): the owner makes a key
 * (its secret shown once, only its hash kept), a company's system calls the same `/v1` routes with it — no cookie,
 * no CSRF — within the key's role and company; money calls keep their Idempotency-Key; a revoked, expired, rotated-out
 * key, a disallowed address and a burst past the limit are refused in Russian; every call is in the journal under
 * the key's name, and the key's login is never one of the company's users.
 */
import {
  type ApiKey,
  type ApiKeysResponse,
  apiPaths,
  type CompanyUsersResponse,
  type ErrorBody,
  type JournalResponse,
  type Payout,
  type PayoutListResponse,
  pathWithId,
} from '@vyplaty/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, apiKeys, payouts } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { type LoggedInCompany, loggedInCompany } from '../../test-support/companies.js';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { individualContractor, row } from '../payouts/payouts-flow.test-helpers.js';
import { createKey, dayAfter, idempotencyHeaders, keyCaller } from './api-keys.test-helpers.js';

let server: TestServer;
let owner: LoggedInCompany;

beforeAll(async () => {
  server = await startTestServer();
  owner = await loggedInCompany(server, { emailPrefix: 'api-keys', name: 'ООО "Ключница"' });
}, 60_000);
afterAll(() => server?.close());

const caller = (secret: string) => keyCaller(server.baseUrl, secret);
const keyRow = async (id: string) => (await server.runtime.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0]!;
const payoutCount = async (customerId: string) =>
  (await server.runtime.ctx.db.select().from(payouts).where(eq(payouts.customerId, customerId))).length;
const keyCount = async () =>
  (await rowsOf<{ n: number }>(server.runtime.ctx.db, sql`select count(*)::int as n from api_keys`))[0]!.n;

describe('making a key', () => {
  it('answers the secret once; the list and the database never hold it', async () => {
    const key = await createKey(owner, { name: 'Выгрузка в 1С', role: 'VIEWER', allowedIps: [' 203.0.113.0/24 '] });
    expect(key.secret).toMatch(/^vpk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'Выгрузка в 1С',
      role: 'VIEWER',
      status: 'ACTIVE',
      allowed_ips: ['203.0.113.0/24'],
      secret_prefix: key.secret.slice(0, 12),
      expires_on: dayAfter(30),
      created_by_name: 'ООО "Ключница"',
      last_used_at: null,
    });
    const list = await owner.client.get<ApiKeysResponse>(apiPaths.apiKeys.list);
    const listed = list.body.items.find((k) => k.id === key.id)!;
    expect(listed).toEqual(Object.fromEntries(Object.entries(key).filter(([name]) => name !== 'secret')));
    expect(JSON.stringify(list.body)).not.toContain(key.secret);
    const stored = await keyRow(key.id);
    expect(stored.secretHash).toBe(sha256(key.secret));
    expect(JSON.stringify(stored)).not.toContain(key.secret);
    // Its login: the company's, kind API_KEY, named after the key, no e-mail or phone.
    const [login] = await server.runtime.ctx.db.select().from(accounts).where(eq(accounts.id, stored.accountId));
    expect(login).toMatchObject({
      kind: 'API_KEY',
      role: 'user',
      customerId: owner.customerId,
      memberRole: 'VIEWER',
      fullName: 'Ключ API «Выгрузка в 1С»',
      email: null,
      phone: null,
    });
  });

  it('refuses a bad expiry, a bad address and an owner role in Russian, making nothing', async () => {
    const before = await keyCount();
    const past = await owner.client.post<ErrorBody>(apiPaths.apiKeys.list, {
      name: 'Старый',
      role: 'ACCOUNTANT',
      expires_on: dayAfter(-1),
    });
    expect(past.status).toBe(400);
    expect(past.body.fields?.expires_on).toMatch(/^Срок действия — от сегодняшнего дня до \d\d\.\d\d\.\d{4}$/);
    const far = await owner.client.post<ErrorBody>(apiPaths.apiKeys.list, {
      name: 'Вечный',
      role: 'ACCOUNTANT',
      expires_on: dayAfter(731),
    });
    expect(far.status).toBe(400);
    expect(far.body.fields?.expires_on).toBeDefined();
    const badIp = await owner.client.post<ErrorBody>(apiPaths.apiKeys.list, {
      name: 'С адресами',
      role: 'ACCOUNTANT',
      allowed_ips: ['10.0.0.1', '10.0.0.0/33'],
      expires_on: dayAfter(1),
    });
    expect(badIp.status).toBe(400);
    expect(badIp.body.fields).toEqual({
      'allowed_ips.1': '«10.0.0.0/33» — не IP-адрес и не сеть: укажите, например, 203.0.113.10 или 203.0.113.0/24',
    });
    const ownerRole = await owner.client.post<ErrorBody>(apiPaths.apiKeys.list, {
      name: 'Всемогущий',
      role: 'OWNER',
      expires_on: dayAfter(1),
    });
    expect(ownerRole.status).toBe(400);
    expect(ownerRole.body.fields?.role).toBe('Роль ключа: ACCOUNTANT или VIEWER');
    expect(await keyCount()).toBe(before);
  });
});

describe('calling with a key', () => {
  it('reads the company with no cookie and no CSRF; its login is never among the users', async () => {
    const key = await createKey(owner, { role: 'ACCOUNTANT' });
    const profile = await caller(key.secret).request<{ organisation_name: string }>('GET', apiPaths.userProfile);
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    expect(profile.body.organisation_name).toBe('ООО "Ключница"');
    // A write with no CSRF header (a list read by POST).
    const list = await caller(key.secret).request<PayoutListResponse>('POST', apiPaths.payouts.list, { body: {} });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const users = await owner.client.get<CompanyUsersResponse>(apiPaths.companyUsers.list);
    expect(users.body.items.map((u) => u.full_name)).toEqual(['ООО "Ключница"']);
    expect(users.body.totalCount).toBe(1);
    // Its login cannot be changed as a colleague either: not one.
    const stored = await keyRow(key.id);
    const patch = await owner.client.request('PATCH', pathWithId(apiPaths.companyUsers.one, stored.accountId), {
      body: { role: 'VIEWER' },
    });
    expect(patch.status).toBe(404);
  });

  it('a viewer key is refused a money call; an accountant key pays once with an Idempotency-Key', async () => {
    const contractor = await individualContractor(server, owner.customerId);
    const body = { rows: [row(contractor.employeeId, '1 200,00')], pay: false };
    const viewer = await createKey(owner, { role: 'VIEWER' });
    const refused = await caller(viewer.secret).request<ErrorBody>('POST', apiPaths.individualPayouts.create, {
      body,
      headers: idempotencyHeaders(),
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'ROLE_FORBIDDEN',
      error_message: 'Недостаточно прав: роль «Наблюдатель» только просматривает данные',
    });
    expect(await payoutCount(owner.customerId)).toBe(0);

    const accountant = caller((await createKey(owner, { role: 'ACCOUNTANT' })).secret);
    const noKey = await accountant.request<ErrorBody>('POST', apiPaths.individualPayouts.create, { body });
    expect(noKey.status).toBe(400);
    expect(noKey.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const headers = idempotencyHeaders();
    const first = await accountant.request<{ items: Payout[] }>('POST', apiPaths.individualPayouts.create, {
      body,
      headers,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const replay = await accountant.request<{ items: Payout[] }>('POST', apiPaths.individualPayouts.create, {
      body,
      headers,
    });
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await payoutCount(owner.customerId)).toBe(1);
    expect(first.body.items[0]).toMatchObject({ amount: '1200.00', status: 'CREATED' });

    // Another company's key never sees it: the same 404 as an unknown id, and not in its list.
    const other = await loggedInCompany(server, { emailPrefix: 'api-keys-b' });
    const stranger = caller((await createKey(other, { role: 'ACCOUNTANT' })).secret);
    const payoutPath = pathWithId(apiPaths.individualPayouts.one, first.body.items[0]!.id);
    const foreign = await stranger.request<ErrorBody>('GET', payoutPath);
    expect(foreign.status).toBe(404);
    const unknown = await stranger.request<ErrorBody>(
      'GET',
      pathWithId(apiPaths.individualPayouts.one, '00000000-0000-4000-8000-000000000abc'),
    );
    expect(foreign.body).toEqual(unknown.body);
    const theirs = await stranger.request<PayoutListResponse>('POST', apiPaths.individualPayouts.list, { body: {} });
    expect(theirs.status).toBe(200);
    expect(JSON.stringify(theirs.body)).not.toContain(first.body.items[0]!.id);
    // Nor A's keys: B's owner gets 404 on A's key, as on an unknown one.
    const aKey = await createKey(owner);
    const revokeForeign = await other.client.post<ErrorBody>(pathWithId(apiPaths.apiKeys.revoke, aKey.id));
    expect(revokeForeign.status).toBe(404);
    expect(revokeForeign.body.error_message).toBe('Ключ API не найден');
    expect((await keyRow(aKey.id)).revokedAt).toBeNull();
  });

  it('a key calls neither the keys themselves nor a person’s own routes', async () => {
    const key = caller((await createKey(owner, { role: 'ACCOUNTANT' })).secret);
    const keys = await key.request<ErrorBody>('GET', apiPaths.apiKeys.list);
    expect(keys.status).toBe(403);
    expect(keys.body).toEqual({
      code: 'ROLE_FORBIDDEN',
      error_message: 'Недостаточно прав: это может только владелец компании',
    });
    const made = await key.request<ErrorBody>('POST', apiPaths.apiKeys.list, {
      body: { name: 'Ещё один', role: 'ACCOUNTANT', expires_on: dayAfter(1) },
    });
    expect(made.status).toBe(403);
    const password = await key.request<ErrorBody>('POST', apiPaths.auth.changePassword, {
      body: { old_password: 'x', new_password: 'Новый-пароль-2026' },
    });
    expect(password.status).toBe(403);
    expect(password.body.code).toBe('API_KEY_ROUTE_FORBIDDEN');
    expect(password.body.error_message).toMatch(/^Ключ API не может вызывать этот метод/);
    expect((await key.request<ErrorBody>('GET', apiPaths.auth.sessions)).body.code).toBe('API_KEY_ROUTE_FORBIDDEN');
  });

  it('every call is in the journal under the key’s name, and the key shows its last use', async () => {
    const key = await createKey(owner, { name: 'Бэк-офис', role: 'VIEWER' });
    expect((await caller(key.secret).request('GET', apiPaths.userProfile)).status).toBe(200);
    const refused = await caller(key.secret).request('POST', apiPaths.userBanks, { body: {} });
    expect(refused.status).toBe(403);
    const journal = await waitFor(async () => {
      const page = await owner.client.get<JournalResponse>(`${apiPaths.userJournal}?entity_kind=api_key`);
      const calls = page.body.items.filter((i) => i.entity_id === key.id && i.event === 'API_CALL');
      return calls.length === 2 ? page.body.items.filter((i) => i.entity_id === key.id) : undefined;
    }, 'both calls in the journal');
    expect(journal.map((i) => [i.text, i.entity_label, i.actor_name])).toEqual([
      ['Запрос по API-ключу: POST /v1/user/bank/ → 403, 127.0.0.1', 'Ключ API «Бэк-офис»', 'Ключ API «Бэк-офис»'],
      ['Запрос по API-ключу: GET /v1/user/profile → 200, 127.0.0.1', 'Ключ API «Бэк-офис»', 'Ключ API «Бэк-офис»'],
      ['Создан API-ключ', 'Ключ API «Бэк-офис»', 'ООО "Ключница"'],
    ]);
    const listed = (await owner.client.get<ApiKeysResponse>(apiPaths.apiKeys.list)).body.items.find(
      (k) => k.id === key.id,
    )!;
    expect(listed.last_used_at).not.toBeNull();
    expect(listed.last_used_ip).toBe('127.0.0.1');
    // Renamed: the journal names it by its new name, its calls by its login too.
    const renamed = await owner.client.request<ApiKey>('PATCH', pathWithId(apiPaths.apiKeys.one, key.id), {
      body: { name: 'Бэк-офис 2' },
    });
    expect(renamed.body.name).toBe('Бэк-офис 2');
    const after = await owner.client.get<JournalResponse>(`${apiPaths.userJournal}?entity_kind=api_key`);
    expect(after.body.items[0]).toMatchObject({ text: 'Изменены название или адреса API-ключа' });
    expect(after.body.items.filter((i) => i.entity_id === key.id).map((i) => i.entity_label)).toEqual(
      Array(4).fill('Ключ API «Бэк-офис 2»'),
    );
  });
});

describe('refusals of a key', () => {
  const profileStatus = async (secret: string) => (await caller(secret).request('GET', apiPaths.userProfile)).status;

  it('revoked: the very next call is 401; revoking again changes nothing', async () => {
    const key = await createKey(owner);
    expect(await profileStatus(key.secret)).toBe(200);
    const revoked = await owner.client.post<ApiKey>(pathWithId(apiPaths.apiKeys.revoke, key.id));
    expect(revoked.body.status).toBe('REVOKED');
    const next = await caller(key.secret).request<ErrorBody>('GET', apiPaths.userProfile);
    expect(next.status).toBe(401);
    expect(next.body).toEqual({
      code: 'API_KEY_INVALID',
      error_message: 'Ключ API не действует: он неизвестен, отозван или его срок истёк',
    });
    const again = await owner.client.post<ApiKey>(pathWithId(apiPaths.apiKeys.revoke, key.id));
    expect(again.body.revoked_at).toBe(revoked.body.revoked_at);
    const rotate = await owner.client.post<ErrorBody>(pathWithId(apiPaths.apiKeys.rotate, key.id), {
      overlap_hours: 0,
    });
    expect(rotate.status).toBe(409);
    // An unknown secret is the same 401; a bearer that is no key's is judged by the (missing) cookie.
    expect(await profileStatus('vpk_no-such-secret')).toBe(401);
    const other = await caller('not-a-key').request<ErrorBody>('GET', apiPaths.userProfile);
    expect(other.status).toBe(401);
    expect(other.body.code).toBe('UNAUTHENTICATED');
  });

  it('expired: 401, and the list says EXPIRED', async () => {
    const key = await createKey(owner, { expiresOn: dayAfter(0) });
    expect(await profileStatus(key.secret)).toBe(200);
    await server.runtime.ctx.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key.id));
    expect(await profileStatus(key.secret)).toBe(401);
    const listed = (await owner.client.get<ApiKeysResponse>(apiPaths.apiKeys.list)).body.items.find(
      (k) => k.id === key.id,
    );
    expect(listed?.status).toBe('EXPIRED');
  });

  it('rotated with an overlap both secrets work; rotated with none the old one stops at once', async () => {
    const key = await createKey(owner);
    const rotated = await owner.client.post<ApiKey & { secret: string }>(pathWithId(apiPaths.apiKeys.rotate, key.id), {
      overlap_hours: 2,
    });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    expect(rotated.body.secret).not.toBe(key.secret);
    expect(rotated.body.secret_prefix).toBe(rotated.body.secret.slice(0, 12));
    expect(Date.parse(rotated.body.previous_valid_until!) - Date.now()).toBeGreaterThan(2 * 3_600_000 - 60_000);
    expect(await profileStatus(key.secret)).toBe(200);
    expect(await profileStatus(rotated.body.secret)).toBe(200);

    const again = await owner.client.post<ApiKey & { secret: string }>(pathWithId(apiPaths.apiKeys.rotate, key.id), {
      overlap_hours: 0,
    });
    expect(again.body.previous_valid_until).toBeNull();
    expect(await profileStatus(key.secret)).toBe(401);
    expect(await profileStatus(rotated.body.secret)).toBe(401);
    expect(await profileStatus(again.body.secret)).toBe(200);
  });

  it('an allow-list without the caller’s address: 403; with its network: let in', async () => {
    const key = await createKey(owner, { allowedIps: ['203.0.113.5', '2001:db8::/32'] });
    const refused = await caller(key.secret).request<ErrorBody>('GET', apiPaths.userProfile);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('API_KEY_ADDRESS_FORBIDDEN');
    expect(refused.body.error_message).toContain('127.0.0.1');
    const changed = await owner.client.request<ApiKey>('PATCH', pathWithId(apiPaths.apiKeys.one, key.id), {
      body: { allowed_ips: ['127.0.0.0/8'] },
    });
    expect(changed.body.allowed_ips).toEqual(['127.0.0.0/8']);
    expect(await profileStatus(key.secret)).toBe(200);
    const bad = await owner.client.request<ErrorBody>('PATCH', pathWithId(apiPaths.apiKeys.one, key.id), {
      body: { allowed_ips: ['localhost'] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(['allowed_ips.0']);
    expect((await keyRow(key.id)).allowedIps).toEqual(['127.0.0.0/8']);
  });
});

describe('the rate limit of a key', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ API_KEY_CALLS_PER_MINUTE: '3' });
  }, 60_000);
  afterAll(() => limited?.close());

  it('past its calls per minute a key gets 429 with Retry-After; another key is not slowed', {
    timeout: 30_000,
  }, async () => {
    const company = await loggedInCompany(limited, { emailPrefix: 'api-keys-limit' });
    const first = keyCaller(limited.baseUrl, (await createKey(company)).secret);
    // The windows are whole minutes: the burst starts early enough in one to end in it.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await first.request('GET', apiPaths.userProfile)).status);
    const over = await first.request<ErrorBody>('GET', apiPaths.userProfile);
    expect(statuses).toEqual([200, 200, 200]);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('RATE_LIMITED');
    expect(over.body.error_message).toBe('Слишком много запросов по ключу API: не больше 3 в минуту');
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const second = keyCaller(limited.baseUrl, (await createKey(company)).secret);
    expect((await second.request('GET', apiPaths.userProfile)).status).toBe(200);
  });
});
