/**
 * The company's roles on every private route (issue 28, http/route-access.ts): every route buildApp puts behind
 * the session — found through app.privateRoutes, so a new route is covered without a line here — is called by a
 * VIEWER and by an ACCOUNTANT of one company. Each (role, route) is refused with 403 ROLE_FORBIDDEN and the role's
 * Russian reason exactly when the access table says so, and allowed (any other answer) otherwise; the refused
 * calls together changed nothing in the database. The table names only routes that exist. An API key of each role
 * (issue 30) walks the same routes: refused what its role is refused plus KEY_FORBIDDEN_ROUTES, each with its code.
 */
import { apiPaths, type ErrorBody } from '@vyplaty/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerBankAccounts, customers, payouts } from '../db/schema/index.js';
import {
  apiKeyRefusal,
  KEY_FORBIDDEN_ROUTES,
  OWNER_AREA_ROUTES,
  roleRefusal,
  VIEWER_WRITES,
} from '../http/route-access.js';
import { type LoggedInCompany, loggedInCompany } from '../test-support/companies.js';
import { fingerprintOf } from '../test-support/fuzz.js';
import type { TestClient } from '../test-support/http-client.js';
import { rowsOf } from '../test-support/sql.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { createKey, type KeyCaller, keyCaller } from './api-keys/api-keys.test-helpers.js';
import { COLLEAGUE_PASSWORD, colleagueWithRole } from './company-users/company-users.test-helpers.js';

let server: TestServer;
let owner: LoggedInCompany;
const colleagues = {} as Record<'VIEWER' | 'ACCOUNTANT', LoggedInCompany>;
const keys = {} as Record<'VIEWER' | 'ACCOUNTANT', KeyCaller>;

beforeAll(async () => {
  // A key walks every route within a minute: its limit is not what this test is about.
  server = await startTestServer({ SBER_SANDBOX_BIND_DELAY_MS: '0', API_KEY_CALLS_PER_MINUTE: '100000' });
  owner = await loggedInCompany(server, { emailPrefix: 'roles' });
  colleagues.VIEWER = await colleagueWithRole(server, owner, 'VIEWER', 'Смотрова Вера');
  colleagues.ACCOUNTANT = await colleagueWithRole(server, owner, 'ACCOUNTANT', 'Счётова Анна');
  for (const role of ['VIEWER', 'ACCOUNTANT'] as const) {
    keys[role] = keyCaller(server.baseUrl, (await createKey(owner, { role, name: `Ключ ${role}` })).secret);
  }
}, 120_000);
afterAll(async () => server?.close());

const routes = () => server.runtime.app.privateRoutes.map((r) => ({ method: r.method, url: r.url }));
/** Every `:param` filled with an id nobody has: the gate decides before the route looks at anything. */
const pathOf = (url: string) => url.replace(/:\w+/g, '00000000-0000-4000-8000-00000000abcd');

/** The role's client, logged in again if a call (a session's end) logged it out. */
async function clientOf(role: 'VIEWER' | 'ACCOUNTANT'): Promise<TestClient> {
  const who = colleagues[role];
  if ((await who.client.get(apiPaths.auth.me)).status !== 200) {
    await who.client.post(apiPaths.auth.login, { login: who.email, password: COLLEAGUE_PASSWORD });
  }
  return who.client;
}

const call = (client: TestClient | KeyCaller, method: string, url: string) =>
  client.request<ErrorBody>(method, pathOf(url), method === 'GET' || method === 'DELETE' ? {} : { body: {} });

it('the access table names only routes behind the session', () => {
  const registered = new Set(routes().map((r) => `${r.method} ${r.url}`));
  const stale = [...OWNER_AREA_ROUTES, ...VIEWER_WRITES, ...KEY_FORBIDDEN_ROUTES].filter((key) => !registered.has(key));
  expect(stale).toEqual([]);
  // The owner is never refused.
  expect(routes().filter((r) => roleRefusal('OWNER', r.method, r.url) !== null)).toEqual([]);
});

describe.each(['VIEWER', 'ACCOUNTANT'] as const)('a company login with the role %s', (role) => {
  it('is refused exactly the routes the table refuses it, and the refused calls change nothing', async () => {
    const refused = routes().filter((r) => roleRefusal(role, r.method, r.url) !== null);
    const allowed = routes().filter((r) => roleRefusal(role, r.method, r.url) === null);
    expect(refused.length).toBeGreaterThan(role === 'VIEWER' ? 100 : 15);
    const wrong: string[] = [];

    const before = await fingerprintOf(server.runtime.ctx.db);
    for (const route of refused) {
      const res = await call(await clientOf(role), route.method, route.url);
      const reason = roleRefusal(role, route.method, route.url);
      if (res.status !== 403 || res.body.code !== 'ROLE_FORBIDDEN' || res.body.error_message !== reason) {
        wrong.push(`${route.method} ${route.url}: expected refused, got ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(await fingerprintOf(server.runtime.ctx.db)).toEqual(before);

    for (const route of allowed) {
      const res = await call(await clientOf(role), route.method, route.url);
      if (res.status === 403 && res.body?.code === 'ROLE_FORBIDDEN') {
        wrong.push(`${route.method} ${route.url}: expected allowed, got ${res.body.error_message}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});

/** The database but what a key's calls write by design: their journal lines (history), the key's last use. */
async function fingerprintBesidesKeyCalls() {
  const { history_events: _history, api_keys: _keys, ...rest } = await fingerprintOf(server.runtime.ctx.db);
  const [other] = await rowsOf<{ n: number }>(
    server.runtime.ctx.db,
    sql`select count(*)::int as n from history_events where event <> 'API_CALL'`,
  );
  return { ...rest, historyBesidesCalls: other!.n };
}

describe.each(['VIEWER', 'ACCOUNTANT'] as const)('an API key with the role %s', (role) => {
  it('is refused what its role is refused and the person-only routes, each with its code; it changes nothing', async () => {
    const refused = routes().filter((r) => apiKeyRefusal(role, r.method, r.url) !== null);
    const allowed = routes().filter((r) => apiKeyRefusal(role, r.method, r.url) === null);
    expect(refused.length).toBe(
      routes().filter(
        (r) => roleRefusal(role, r.method, r.url) !== null || KEY_FORBIDDEN_ROUTES.includes(`${r.method} ${r.url}`),
      ).length,
    );
    const wrong: string[] = [];

    const before = await fingerprintBesidesKeyCalls();
    for (const route of refused) {
      const res = await call(keys[role], route.method, route.url);
      const refusal = apiKeyRefusal(role, route.method, route.url)!;
      if (res.status !== 403 || res.body.code !== refusal.code || res.body.error_message !== refusal.message) {
        wrong.push(`${route.method} ${route.url}: expected refused, got ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(await fingerprintBesidesKeyCalls()).toEqual(before);

    for (const route of allowed) {
      const res = await call(keys[role], route.method, route.url);
      const code = res.body?.code;
      // Never refused by the gate, and the key keeps working whatever the route did.
      if (
        res.status === 401 ||
        (res.status === 403 && (code === 'ROLE_FORBIDDEN' || code === 'API_KEY_ROUTE_FORBIDDEN'))
      ) {
        wrong.push(`${route.method} ${route.url}: expected allowed, got ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});

describe('what the roles mean for real calls', () => {
  it('a viewer creating a payout gets 403 and no payout exists; an accountant is let through to the checks', async () => {
    const body = {
      rows: [{ employee_id: '00000000-0000-4000-8000-000000000001', amount: '1000.00', purpose: 'Оплата работ' }],
      pay: true,
    };
    const headers = { 'Idempotency-Key': '5f0a0c7e-6f7e-4a43-9d0e-3f1e7b0a2c11' };
    const viewer = await colleagues.VIEWER.client.request<ErrorBody>('POST', apiPaths.payouts.create, {
      body,
      headers,
    });
    expect(viewer.status).toBe(403);
    expect(viewer.body.error_message).toBe('Недостаточно прав: роль «Наблюдатель» только просматривает данные');
    expect(await server.runtime.ctx.db.select().from(payouts).where(eq(payouts.customerId, owner.customerId))).toEqual(
      [],
    );
    const accountant = await colleagues.ACCOUNTANT.client.request<ErrorBody>('POST', apiPaths.payouts.create, {
      body,
      headers,
    });
    expect(accountant.body.code).not.toBe('ROLE_FORBIDDEN');
  });

  it('an accountant cannot add a bank account nor rename the company; a viewer still reads them', async () => {
    const db = server.runtime.ctx.db;
    const [company] = await db.select().from(customers).where(eq(customers.id, owner.customerId));
    const bank = await colleagues.ACCOUNTANT.client.post<ErrorBody>(apiPaths.userBanks, {
      bik: '044525225',
      account_number: '40702810900000000001',
    });
    expect(bank.status).toBe(403);
    expect(bank.body.error_message).toBe('Недостаточно прав: это может только владелец компании');
    const rename = await colleagues.ACCOUNTANT.client.request<ErrorBody>('PATCH', apiPaths.userProfile, {
      body: { organisation_name: 'ООО "Чужое имя"' },
    });
    expect(rename.status).toBe(403);
    expect(
      await db.select().from(customerBankAccounts).where(eq(customerBankAccounts.customerId, owner.customerId)),
    ).toEqual([]);
    expect((await db.select().from(customers).where(eq(customers.id, owner.customerId)))[0]).toEqual(company);
    expect((await colleagues.VIEWER.client.get(apiPaths.userProfile)).status).toBe(200);
    expect((await colleagues.VIEWER.client.get(apiPaths.userBanks)).status).toBe(200);
  });
});
