/**
 * A second login of an existing company (issue 28, the MY / ALL scope): a colleague's account written
 * straight into the database (the company-users flow has its own tests), who accepts the current offer
 * so the offer gate lets them through, and logs in over HTTP like the web app does.
 */
import { apiPaths } from '@vyplaty/contracts';
import { expect } from 'vitest';
import { accounts } from '../db/schema/index.js';
import { acceptCurrentOffer, DEMO_PASSWORD } from '../db/seed/demo.js';
import { hashPassword } from '../lib/passwords.js';
import type { LoggedInCompany } from './companies.js';
import type { TestServer } from './test-server.js';

let seq = 0;

export async function colleagueOf(
  server: TestServer,
  company: Pick<LoggedInCompany, 'customerId' | 'name'>,
  fullName = 'Коллегова Анна',
): Promise<LoggedInCompany> {
  const email = `colleague-${process.pid}-${++seq}@company.ru`;
  const db = server.runtime.ctx.db;
  const [account] = await db
    .insert(accounts)
    .values({
      role: 'user',
      customerId: company.customerId,
      email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      memberRole: 'ACCOUNTANT',
      fullName,
      emailVerifiedAt: new Date(),
    })
    .returning();
  await acceptCurrentOffer(db, account!.id);
  const client = server.client();
  expect((await client.post(apiPaths.auth.login, { login: email, password: DEMO_PASSWORD })).status).toBe(200);
  return { client, customerId: company.customerId, accountId: account!.id, email, name: company.name };
}
