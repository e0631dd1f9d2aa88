/**
 * A fresh company with a logged-in session, for API tests that act as a customer. The company is
 * written straight into the database (registration has its own tests), accepts the current offer so
 * the offer gate lets it through, and logs in over HTTP like the web app does.
 */
import { apiPaths } from '@vyplaty/contracts';
import { expect } from 'vitest';
import { acceptCurrentOffer, createCustomer, DEMO_PASSWORD } from '../db/seed/demo.js';
import type { TestClient } from './http-client.js';
import type { TestServer } from './test-server.js';

export type LoggedInCompany = {
  client: TestClient;
  customerId: string;
  accountId: string;
  email: string;
  name: string;
};

let seq = 0;

/** Each call gets its own e-mail (process id + counter), so a test may create as many companies as it needs. */
export async function loggedInCompany(
  server: TestServer,
  options: { inn?: string; name?: string; emailPrefix?: string } = {},
): Promise<LoggedInCompany> {
  const n = ++seq;
  const email = `${options.emailPrefix ?? 'company'}-${process.pid}-${n}@company.ru`;
  const name = options.name ?? `ООО "Компания ${n}"`;
  const db = server.runtime.ctx.db;
  const { customer, account } = await createCustomer(db, {
    email,
    inn: options.inn ?? '7707083893',
    organisationName: name,
    password: DEMO_PASSWORD,
  });
  await acceptCurrentOffer(db, account.id);
  const client = server.client();
  expect((await client.post(apiPaths.auth.login, { login: email, password: DEMO_PASSWORD })).status).toBe(200);
  return { client, customerId: customer.id, accountId: account.id, email, name };
}
