/**
 * Set-ups of the payout tests: a company with money on its balance (a ledger CREDIT, as the statement
 * job leaves it), contractors ready for each kind, the calls with an Idempotency-Key, waiting for a
 * payout's status, and the bank sandbox's control calls.
 */
import { randomUUID } from 'node:crypto';
import { apiPaths, type ErrorBody, type Payout, type PayoutKind, pathWithId } from '@vyplaty/contracts';
import { expect } from 'vitest';
import { employeeRequisites } from '../../db/schema/index.js';
import { acceptCurrentOffer, createEmployee, DEMO_PASSWORD, linkEmployee } from '../../db/seed/demo.js';
import { inTransaction } from '../../db/transaction.js';
import { loggedInCompany } from '../../test-support/companies.js';
import type { TestClient } from '../../test-support/http-client.js';
import { type TestServer, waitFor } from '../../test-support/test-server.js';
import { setPaymentLimits } from '../company/index.js';
import { bound, connection, contractor as fnsContractor } from '../fns/connection/fns-connection.test-helpers.js';
import { insertFormerEmploymentStatement } from '../former-employment/former-employment.repo.js';
import { credit, getBalance } from '../ledger/index.js';

export type Company = { client: TestClient; customerId: string; accountId: string };

let seq = 0;

export async function company(server: TestServer): Promise<Company> {
  const c = await loggedInCompany(server, { emailPrefix: 'payouts' });
  return { client: c.client, customerId: c.customerId, accountId: c.accountId };
}

/** Money on the company's balance: a CREDIT with a fresh bank reference. */
export async function fund(server: TestServer, customerId: string, kopecks: bigint) {
  await inTransaction(server.runtime.ctx, (txCtx) =>
    credit(txCtx, {
      customerId,
      amountKopecks: kopecks,
      externalReference: `test-${randomUUID()}`,
      description: 'Пополнение (тест)',
    }),
  );
}

export const balanceOf = (server: TestServer, customerId: string) => getBalance(server.runtime.ctx, customerId);

/** Limits high enough for a test that is about something else. */
export const liftLimits = (server: TestServer, customerId: string) =>
  setPaymentLimits(server.runtime.ctx, {
    customer_id: customerId,
    per_payout: 100_000_000_00n,
    per_day: 100_000_000_00n,
    per_month: 100_000_000_00n,
  });

const ACCOUNT = {
  kind: 'BANK_ACCOUNT' as const,
  bik: '044525225',
  bankName: 'ПАО Сбербанк',
  corrAccount: '30101810400000000225',
  accountNumber: '40817810200001234567',
};

async function withRequisite(server: TestServer, employeeId: string) {
  await server.runtime.ctx.db.insert(employeeRequisites).values({ ...ACCOUNT, employeeId, isPrimary: true });
}

/** A verified contractor of the company with a primary bank account: payable as an individual (ГПХ). */
export async function individualContractor(
  server: TestServer,
  customerId: string,
  options: { requisite?: boolean } = {},
) {
  seq += 1;
  const phone = `+7995${String(process.pid % 1000).padStart(3, '0')}${String(seq).padStart(4, '0')}`;
  const { employee, account } = await createEmployee(server.runtime.ctx.db, {
    phone,
    password: DEMO_PASSWORD,
    lastName: 'Гражданкин',
    firstName: 'Глеб',
    patronymic: 'Петрович',
  });
  await acceptCurrentOffer(server.runtime.ctx.db, account.id);
  await linkEmployee(server.runtime.ctx.db, { customerId, employeeId: employee.id, taxRegime: 'OTHER' });
  if (options.requisite !== false) await withRequisite(server, employee.id);
  const client = server.client();
  expect((await client.post(apiPaths.auth.login, { login: phone, password: DEMO_PASSWORD })).status).toBe(200);
  return { employeeId: employee.id, client };
}

/**
 * A self-employed contractor of the company: known to the FNS sandbox, platform connected, its НПД status
 * checked, N5 stated, a bank account. The status check is a job of its own after the binding: a payout asked
 * before it ran is refused «Статус НПД исполнителя ещё не проверен в ФНС» (CI under load once saw exactly that).
 */
export async function npdContractor(server: TestServer, customerId: string) {
  const c = await fnsContractor(server);
  const link = await linkEmployee(server.runtime.ctx.db, { customerId, employeeId: c.employeeId });
  await insertFormerEmploymentStatement(server.runtime.ctx.db, {
    customerEmployeeId: link.id,
    party: 'EMPLOYEE',
    status: 'NEVER',
    endedOn: null,
    statedBy: c.accountId,
    statedAt: new Date(),
  });
  await bound(server, c);
  await waitFor(
    async () => ((await connection(c)).taxpayer.checked_at ? true : undefined),
    "the contractor's НПД status checked in FNS",
    40_000,
  );
  await withRequisite(server, c.employeeId);
  return c;
}

export const pathsOf = (kind: PayoutKind) => (kind === 'NPD' ? apiPaths.payouts : apiPaths.individualPayouts);

export const row = (employeeId: string, amount: string, more: Record<string, unknown> = {}) => ({
  employee_id: employeeId,
  amount,
  service_name: 'Доставка документов',
  ...more,
});

export function createPayouts(client: TestClient, kind: PayoutKind, body: unknown, key: string | null = randomUUID()) {
  return client.post<{ items: Payout[] } & ErrorBody>(pathsOf(kind).create, body, {
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

export const getPayout = async (client: TestClient, kind: PayoutKind, id: string) =>
  (await client.get<Payout>(pathWithId(pathsOf(kind).one, id))).body;

export const waitForPayout = (
  client: TestClient,
  kind: PayoutKind,
  id: string,
  done: (p: Payout) => boolean,
  what: string,
) =>
  waitFor(
    async () => {
      const payout = await getPayout(client, kind, id);
      return done(payout) ? payout : undefined;
    },
    what,
    30_000,
  );

export async function bankControl(server: TestServer, path: string, body?: unknown) {
  const res = await fetch(`${server.baseUrl}/sandbox/bank/control${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, path).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
}

/** The bank sandbox's payments by our payment id, with how many times each was executed. */
export async function bankPayments(server: TestServer) {
  const body = (await bankControl(server, '/payments')) as {
    items: { payment_id: string; status: string; executions: number }[];
  };
  return new Map(body.items.map((p) => [p.payment_id, p]));
}
