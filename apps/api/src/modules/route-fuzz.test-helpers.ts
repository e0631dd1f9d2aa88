/**
 * Route-wide fuzz (issue 13), beside the tenant-isolation test: every route buildApp registers —
 * public, private, support and sandbox, found through app.allRoutes, so a new route is covered without
 * a line here — gets malformed input built from its own schemas (test-support/fuzz.ts), as a customer,
 * as a contractor and as support staff. No answer is a 5xx, every refusal carries a Russian
 * error_message, and a route whose every answer was a refusal changed nothing in the database. Every
 * route that takes a body also gets one nested thousands deep, once: a 400 that changes nothing.
 *
 * The ~380 routes take ~21,500 requests: one test of them all took 95 s alone and 174 s beside another file on
 * PostgreSQL, against a 180 s limit. The route-fuzz-N.test.ts files each take every ROUTE_FUZZ_SHARDS-th route
 * (by its place in app.allRoutes), each on a server of its own, so they run side by side and each stays far
 * from its limit; together they cover every route.
 */
import { apiPaths, USER_NOT_AUTHENTICATED_MESSAGE } from '@vyplaty/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RegisteredRoute } from '../app.js';
import { DEMO_EMPLOYEE, DEMO_PASSWORD } from '../db/seed/demo.js';
import { TOO_DEEP_MESSAGE } from '../http/text-guard.js';
import { loggedInCompany } from '../test-support/companies.js';
import { deepBodyRequest, fingerprintOf, fuzzRequests } from '../test-support/fuzz.js';
import type { TestClient } from '../test-support/http-client.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

type Caller = { name: string; client: () => Promise<TestClient>; headers: Record<string, string> };
export const ROUTE_FUZZ_SHARDS = 4;

const RUSSIAN = /[А-Яа-яЁё]/;

/** Registers the fuzz of the routes whose place in app.allRoutes is `shard` modulo ROUTE_FUZZ_SHARDS. */
export function routeFuzzShard(shard: number) {
  let server: TestServer;
  let callers: Caller[];

  beforeAll(async () => {
    server = await startTestServer({ SBER_SANDBOX_BIND_DELAY_MS: '0' });
    const company = await loggedInCompany(server, { emailPrefix: 'fuzz' });
    let contractor = server.client();
    // A refused request may still end a session (logout takes no body): log in again when it has.
    const stillIn = async (client: TestClient) => (await client.get(apiPaths.auth.me)).status === 200;
    callers = [
      {
        name: 'customer',
        headers: {},
        client: async () => {
          if (!(await stillIn(company.client))) {
            await company.client.post(apiPaths.auth.login, { login: company.email, password: DEMO_PASSWORD });
          }
          return company.client;
        },
      },
      {
        name: 'contractor',
        headers: {},
        client: async () => {
          if (!(await stillIn(contractor))) {
            contractor = server.client();
            await contractor.post(apiPaths.auth.login, { login: DEMO_EMPLOYEE.phone, password: DEMO_PASSWORD });
          }
          return contractor;
        },
      },
      {
        name: 'support',
        headers: { authorization: `Bearer ${server.runtime.ctx.config.SUPPORT_API_TOKEN}` },
        client: async () => server.client(),
      },
    ];
  }, 60_000);
  afterAll(async () => server?.close());

  it(`routes ${shard + 1} of every ${ROUTE_FUZZ_SHARDS}: no route answers malformed input with a 5xx, every refusal is in Russian, and a refused route changes nothing`, async () => {
    // The sandboxes emulate outside systems in their own formats (SOAP faults, English errors) and are
    // never mounted in production; the OpenAPI viewer serves static files.
    const all: RegisteredRoute[] = server.runtime.app.allRoutes.filter(
      (r) => !r.url.startsWith('/api/docs') && !r.url.startsWith('/sandbox/'),
    );
    expect(all.length).toBeGreaterThan(50);
    const routes = all.filter((_, i) => i % ROUTE_FUZZ_SHARDS === shard);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      // Every caller logged in (again, if an earlier route ended a session) before the fingerprint: a login is not
      // the route's change.
      for (const caller of callers) await caller.client();
      const before = await fingerprintOf(server.runtime.ctx.db);
      let wasAccepted = false;
      for (const caller of callers) {
        const client = await caller.client();
        const deep = caller === callers[0] ? deepBodyRequest(route) : undefined;
        if (deep) {
          // Once per route, first of all, as the customer with support's token too: every scope lets it in,
          // so it reaches the text guard wherever the route is mounted.
          const res = await client.request<Record<string, unknown> | string>(deep.method, deep.path, {
            rawBody: deep.rawBody!,
            headers: { ...deep.headers, ...callers[2]!.headers },
          });
          sent++;
          const message = typeof res.body === 'object' ? res.body?.error_message : undefined;
          if (res.status !== 400 || message !== TOO_DEEP_MESSAGE)
            failures.push(
              `${route.method} ${route.url}, ${deep.what}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`,
            );
          const afterDeep = await fingerprintOf(server.runtime.ctx.db);
          const changed = Object.keys(afterDeep).filter((t) => afterDeep[t] !== before[t]);
          if (changed.length > 0)
            failures.push(`${route.method} ${route.url}, ${deep.what}: changed ${changed.join(', ')}`);
        }
        for (const request of fuzzRequests(route)) {
          const res = await client.request<Record<string, unknown> | string>(request.method, request.path, {
            ...(request.rawBody !== undefined ? { rawBody: request.rawBody } : {}),
            headers: { ...request.headers, ...caller.headers },
          });
          sent++;
          const where = `${route.method} ${route.url} as ${caller.name}, ${request.what}: ${res.status}`;
          if (res.status >= 500) failures.push(`${where} ${JSON.stringify(res.body).slice(0, 200)}`);
          else if (res.status >= 400 && res.status !== 304) {
            const message = typeof res.body === 'object' ? res.body?.error_message : undefined;
            // SPEC §6 prescribes this one English text for a profile call by the other role.
            const isRussian =
              typeof message === 'string' && (RUSSIAN.test(message) || message === USER_NOT_AUTHENTICATED_MESSAGE);
            if (!isRussian)
              failures.push(`${where} no Russian error_message: ${JSON.stringify(res.body).slice(0, 120)}`);
          } else wasAccepted = true;
        }
      }
      if (!wasAccepted) {
        const after = await fingerprintOf(server.runtime.ctx.db);
        const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
        if (changed.length > 0)
          failures.push(`${route.method} ${route.url}: refused, yet changed ${changed.join(', ')}`);
      }
    }
    expect(failures, `${sent} requests`).toEqual([]);
  }, 180_000);
}
