/** Shared by the FNS connection, watch and eligibility tests: contractors known to the FNS sandbox, and its control calls. */
import {
  apiPaths,
  type ErrorBody,
  type FnsConnection,
  type FormerEmploymentStatus,
  inn12WithCheckDigits,
} from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications } from '../../../db/schema/index.js';
import { acceptCurrentOffer, createEmployee, DEMO_PASSWORD, linkEmployee } from '../../../db/seed/demo.js';
import { loggedInCompany } from '../../../test-support/companies.js';
import type { TestClient } from '../../../test-support/http-client.js';
import { type TestServer, waitFor } from '../../../test-support/test-server.js';
import { insertFormerEmploymentStatement } from '../../former-employment/former-employment.repo.js';

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

/** What a side stated about former employment (N5); null: the contractor has not answered. */
export type FormerEmploymentStatements = {
  employee?: { status: FormerEmploymentStatus; ended_on?: string } | null;
  customer?: { status: FormerEmploymentStatus; ended_on?: string };
};

/**
 * A company (with its login) the contractor works for. By default the contractor has declared they
 * were never its employee (N5 passes); `former` sets either side's statement, `employee: null` none.
 */
export async function companyOf(server: TestServer, c: Contractor, former: FormerEmploymentStatements = {}) {
  const db = server.runtime.ctx.db;
  const { customerId, accountId, email } = await loggedInCompany(server, { emailPrefix: 'fns' });
  const link = await linkEmployee(db, { customerId, employeeId: c.employeeId });
  const employee = former.employee === undefined ? { status: 'NEVER' as const } : former.employee;
  const statements = [
    employee && { party: 'EMPLOYEE' as const, ...employee, statedBy: c.accountId },
    former.customer && { party: 'CUSTOMER' as const, ...former.customer, statedBy: accountId },
  ];
  for (const s of statements) {
    if (!s) continue;
    await insertFormerEmploymentStatement(db, {
      customerEmployeeId: link.id,
      party: s.party,
      status: s.status,
      endedOn: s.ended_on ?? null,
      statedBy: s.statedBy,
      statedAt: new Date(),
    });
  }
  return { customerId, accountId, email, linkId: link.id };
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
