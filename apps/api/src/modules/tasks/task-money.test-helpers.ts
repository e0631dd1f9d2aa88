/**
 * Set-ups of the tests from acceptance to money: a paying company with a ПЭП and a service, НПД contractors who
 * sign with ПЭП, a task whose contractors have handed their work over, the pairs as the company lists them,
 * a document signed with ПЭП, and rows counted.
 */
import {
  apiPaths,
  type Document,
  pathWithId,
  type Task,
  type TaskPair,
  type TaskPairListResponse,
} from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { acceptCurrentOffer, createCustomer, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { rowsOf } from '../../test-support/sql.js';
import type { TestServer } from '../../test-support/test-server.js';
import { issueSelfNep, type Party, smsCode } from '../agreements/self-nep.test-helpers.js';
import { fund, liftLimits, npdContractor } from '../payouts/payouts-flow.test-helpers.js';
import { api, at, taskInput } from './tasks.test-helpers.js';

const PLATFORM_SERVICE_UNIT_ID = '5e4a1c00-0000-4000-8000-000000000001';
const docs = apiPaths.documents;
let seq = 0;

export type Company = Party & { serviceId: string };

/** A verified company with a ПЭП, `kopecks` on its balance, limits lifted and a service in its catalogue. */
export async function payingCompany(server: TestServer, kopecks: bigint): Promise<Company> {
  const n = ++seq;
  const email = `task-pay-${process.pid}-${n}@company.ru`;
  const phone = `+7992${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(4, '0')}`;
  const { customer, account } = await createCustomer(server.runtime.ctx.db, {
    email,
    inn: '7707083893',
    organisationName: `ООО "Задания ${n}"`,
    lastName: 'Иванова',
    firstName: 'Мария',
    phone,
    password: DEMO_PASSWORD,
  });
  await acceptCurrentOffer(server.runtime.ctx.db, account.id);
  const client = server.client();
  expect((await client.post(apiPaths.auth.login, { login: email, password: DEMO_PASSWORD })).status).toBe(200);
  const party = { client, accountId: account.id, entityId: customer.id, phone, email };
  await issueSelfNep(server, party);
  if (kopecks > 0n) await fund(server, customer.id, kopecks);
  await liftLimits(server, customer.id);
  const service = await client.post<{ id: string }>(apiPaths.services.one, {
    name: `Уборка ${n}`,
    unit_id: PLATFORM_SERVICE_UNIT_ID,
    price: '1500.00',
  });
  expect(service.status, JSON.stringify(service.body)).toBeLessThan(300);
  return { ...party, serviceId: service.body.id };
}

/** An НПД contractor of the company, ready to be paid and to sign with ПЭП. */
export async function signingContractor(server: TestServer, company: Company): Promise<Party> {
  const c = await npdContractor(server, company.entityId);
  const party = { client: c.client, accountId: c.accountId, entityId: c.employeeId, phone: c.phone, email: null };
  await issueSelfNep(server, party);
  return party;
}

/** A published task whose contractors have all handed their work over (their pairs DONE). */
export async function handedOver(company: Company, contractors: Party[]): Promise<Task> {
  const created = await api.create(company.client, taskInput(company.serviceId));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id;
  const ids = contractors.map((c) => c.entityId);
  expect((await api.user(company.client, id, 'INVITE', ids)).status).toBe(200);
  expect((await api.publish(company.client, id, 'CHOSEN')).status).toBe(200);
  for (const c of contractors) {
    expect((await api.own(c.client, id, 'CONFIRM')).status).toBe(200);
    expect((await api.start(c.client, id)).status).toBe(200);
    expect((await api.done(c.client, id, 'Сделано')).status).toBe(200);
  }
  return created.body;
}

export const pairsOf = async (company: Company, taskId: string): Promise<TaskPair[]> =>
  (await company.client.post<TaskPairListResponse>(at(apiPaths.tasks.employees, taskId), {})).body.items;

export const count = async (server: TestServer, table: 'payouts' | 'documents', customerId: string) =>
  (
    await rowsOf<{ n: number }>(
      server.runtime.ctx.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where customer_id = ${customerId}`,
    )
  )[0]!.n;

export async function signAs(server: TestServer, party: Party, id: string): Promise<Document> {
  const sentAt = Date.now();
  expect((await party.client.post(pathWithId(docs.signSelfNepSendCode, id), {})).status).toBe(200);
  const code = await smsCode(server, party, sentAt);
  const res = await party.client.post<Document>(pathWithId(docs.signSelfNep, id), { code });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
