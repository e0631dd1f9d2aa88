/** Shared by the FNS connection, watch and eligibility tests: contractors known to the FNS sandbox, and its control calls. */
import { apiPaths, type ErrorBody, type FnsConnection, inn12WithCheckDigits } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { customerEmployees, notifications } from '../../db/schema/index.js';
import { acceptCurrentOffer, createCustomer, createEmployee, DEMO_PASSWORD, linkEmployee } from '../../db/seed/demo.js';
import type { TestClient } from '../../test-support/http-client.js';
import { type TestServer, waitFor } from '../../test-support/test-server.js';

let seq = 0;

/** A valid 12-digit ИНН of a person (both check digits computed), distinct per call. */
export const personInn = (n: number, prefix = '50') => inn12WithCheckDigits(`${prefix}${String(n).padStart(8, '0')}`);

export type Contractor = { client: TestClient; employeeId: string; accountId: string; inn: string; phone: string };

export async function sandbox(server: TestServer, path: string, body: unknown = {}) {
  const res = await fetch(`${server.baseUrl}/sandbox/fns/control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, path).toBeLessThan(300);
  return res.json();
}

export async function bindRequests(server: TestServer) {
  const res = await fetch(`${server.baseUrl}/sandbox/fns/control/bind-requests`);
  return ((await res.json()) as { items: { id: string; inn: string; status: string; kind: string }[] }).items;
}

/**
 * A contractor with a login; by default verified, with a fresh ИНН the sandbox knows as НПД (ALLOW).
 * `taxpayer: false` leaves the sandbox alone; other taxpayer fields go to the control call.
 */
export async function contractor(
  server: TestServer,
  options: { inn?: string | null; isVerified?: boolean; taxpayer?: Record<string, unknown> | false } = {},
): Promise<Contractor> {
  seq += 1;
  const n = 7000 + seq + Math.floor(Math.random() * 1_000_000) * 10;
  const phone = `+7996${String(n).slice(-7).padStart(7, '0')}`;
  const inn = options.inn === undefined ? personInn(n) : options.inn;
  const { employee, account } = await createEmployee(server.runtime.ctx.db, {
    phone,
    inn,
    password: DEMO_PASSWORD,
    lastName: 'Сидоров',
    firstName: `Семён${seq}`,
    isVerified: options.isVerified ?? true,
  });
  await acceptCurrentOffer(server.runtime.ctx.db, account.id);
  if (options.taxpayer !== false && inn) {
    await sandbox(server, '/taxpayers', {
      inn,
      first_name: 'Семён',
      second_name: 'Сидоров',
      phone: phone.slice(1),
      registered: true,
      ...(options.taxpayer ?? {}),
    });
  }
  const client = server.client();
  expect((await client.post(apiPaths.auth.login, { login: phone, password: DEMO_PASSWORD })).status).toBe(200);
  return { client, employeeId: employee.id, accountId: account.id, inn: inn ?? '', phone };
}

/** A company (with its login) the contractor works for. */
export async function companyOf(server: TestServer, c: Contractor, link: { formerEmploymentEndedOn?: string } = {}) {
  seq += 1;
  const email = `fns-${seq}-${Math.random().toString(36).slice(2, 8)}@company.ru`;
  const { customer, account } = await createCustomer(server.runtime.ctx.db, {
    email,
    inn: '7707083893',
    organisationName: `ООО "Заказчик ${seq}"`,
    password: DEMO_PASSWORD,
  });
  await linkEmployee(server.runtime.ctx.db, { customerId: customer.id, employeeId: c.employeeId });
  if (link.formerEmploymentEndedOn) {
    await server.runtime.ctx.db
      .update(customerEmployees)
      .set({ formerEmploymentEndedOn: link.formerEmploymentEndedOn })
      .where(eq(customerEmployees.customerId, customer.id));
  }
  return { customerId: customer.id, accountId: account.id, email };
}

export const connection = async (c: Contractor) => (await c.client.get<FnsConnection>(apiPaths.fns.bind)).body;
export const bind = (c: Contractor, by: 'INN' | 'PHONE' = 'INN') =>
  c.client.post<FnsConnection & ErrorBody>(apiPaths.fns.bind, { by });

export const waitForStatus = (c: Contractor, status: string) =>
  waitFor(
    async () => {
      const s = await connection(c);
      return s.status === status ? s : undefined;
    },
    `FNS connection ${status}`,
    40_000,
  );

/** The sandbox's bind request for this ИНН, once the job has sent it. */
export const sentBindRequest = (server: TestServer, inn: string) =>
  waitFor(
    async () =>
      (await bindRequests(server)).find((r) => r.inn === inn && r.kind === 'BIND' && r.status === 'IN_PROGRESS'),
    `a bind request for ${inn}`,
    20_000,
  );

/** Bind by ИНН, the contractor approves in «Мой налог» (with `permissions` or all asked), BIND. */
export async function bound(server: TestServer, c: Contractor, permissions?: string[]) {
  expect((await bind(c)).status).toBe(200);
  const request = await sentBindRequest(server, c.inn);
  await sandbox(server, `/bind-requests/${request.id}/approve`, permissions ? { permissions } : {});
  return waitForStatus(c, 'BIND');
}

export async function notificationsOf(server: TestServer, accountId: string) {
  return server.runtime.ctx.db.select().from(notifications).where(eq(notifications.accountId, accountId));
}
