/**
 * The two sides of the payout benches, made as the tests make them (modules/payouts/payouts-flow.test-helpers.ts)
 * but without vitest: a company with money and limits high enough for thousands of payouts, and НПД
 * contractors known to the FNS sandbox, connected to the platform in «Мой налог» through the real bind flow
 * (the sandbox approves at once), with an N5 statement and a bank account.
 */
import { randomUUID } from 'node:crypto';
import { accountValid, apiPaths, type FnsConnection, inn12WithCheckDigits } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { employeeRequisites, formerEmploymentStatements } from '../apps/api/src/db/schema/index.js';
import { acceptCurrentOffer, createEmployee, DEMO_PASSWORD, linkEmployee } from '../apps/api/src/db/seed/demo.js';
import { inTransaction } from '../apps/api/src/db/transaction.js';
import { setPaymentLimits } from '../apps/api/src/modules/company/index.js';
import { credit } from '../apps/api/src/modules/ledger/index.js';
import type { Runtime } from '../apps/api/src/runtime.js';
import { TestClient } from '../apps/api/src/test-support/http-client.js';
import { benchCompany } from './payouts-data.js';
import { ok } from './raw-http.js';

export type BenchCompany = { customerId: string; accountId: string; email: string; client: TestClient };

/** A logged-in company with `kopecks` on its balance and limits that never stop a bench. */
export async function fundedCompany(runtime: Runtime, baseUrl: string, tag: string, kopecks: bigint) {
  const company = await benchCompany(runtime.ctx.db, tag, 0);
  await inTransaction(runtime.ctx, (txCtx) =>
    credit(txCtx, {
      customerId: company.customerId,
      amountKopecks: kopecks,
      externalReference: `bench-${randomUUID()}`,
      description: 'Пополнение (нагрузочный тест)',
    }),
  );
  await setPaymentLimits(runtime.ctx, {
    customer_id: company.customerId,
    per_payout: 100_000_000_00n,
    per_day: 100_000_000_00n,
    per_month: 100_000_000_00n,
  });
  const client = new TestClient(baseUrl);
  await ok(client.post(apiPaths.auth.login, { login: company.email, password: DEMO_PASSWORD }));
  return {
    customerId: company.customerId,
    accountId: company.accountId,
    email: company.email,
    client,
  } satisfies BenchCompany;
}

async function sandbox(baseUrl: string, path: string, body: unknown = {}) {
  const res = await fetch(`${baseUrl}/sandbox/fns/control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`bench: FNS sandbox ${path} answered ${res.status}`);
  return res.json();
}

export const BIK = '044525225';

/** The i-th contractor's account at that bank, its control digit (the 9th) computed as the bank checks it. */
export function accountFor(i: number) {
  for (let key = 0; key < 10; key++) {
    const account = `40817810${key}${String(i).padStart(11, '0')}`;
    if (accountValid(account, BIK)) return account;
  }
  throw new Error('bench: no control digit fits');
}

/**
 * `n` НПД contractors of the company, ready to be paid (every rule of the checklist passes); `series` keeps
 * the ИНН and phones of several sets in one database apart.
 */
export async function npdContractors(runtime: Runtime, baseUrl: string, customerId: string, n: number, series = 0) {
  const db = runtime.ctx.db;
  await sandbox(baseUrl, '', { auto_approve_ms: 0 });
  const made: { employeeId: string; inn: string }[] = [];
  // Every contractor logs in from this one address: the login limit per IP (50 in 15 minutes) is reset
  // between batches, as it would be for people logging in from their own devices.
  for (let from = 0; from < n; from += 20) {
    await db.execute(sql`delete from rate_limits`);
    made.push(...(await Promise.all(Array.from({ length: Math.min(20, n - from) }, (_, k) => one(from + k)))));
  }
  return made;

  async function one(i: number) {
    const inn = inn12WithCheckDigits(`52${series}${String(i).padStart(7, '0')}`);
    const phone = `+7993${series}${String(i).padStart(6, '0')}`;
    const { employee, account } = await createEmployee(db, {
      phone,
      inn,
      password: DEMO_PASSWORD,
      lastName: 'Нагрузкин',
      firstName: `Семён${i}`,
    });
    await acceptCurrentOffer(db, account.id);
    await sandbox(baseUrl, '/taxpayers', {
      inn,
      first_name: `Семён${i}`,
      second_name: 'Нагрузкин',
      phone: phone.slice(1),
      registered: true,
    });
    const link = await linkEmployee(db, { customerId, employeeId: employee.id });
    // N5: the contractor stated they were never the company's employee (as db/seed/demo-money.ts records it).
    await db.insert(formerEmploymentStatements).values({
      customerEmployeeId: link.id,
      party: 'EMPLOYEE',
      status: 'NEVER',
      statedBy: account.id,
    });
    await db.insert(employeeRequisites).values({
      employeeId: employee.id,
      kind: 'BANK_ACCOUNT',
      bik: BIK,
      bankName: 'ПАО Сбербанк',
      corrAccount: '30101810400000000225',
      accountNumber: accountFor(i),
      isPrimary: true,
    });
    const client = new TestClient(baseUrl);
    await ok(client.post(apiPaths.auth.login, { login: phone, password: DEMO_PASSWORD }));
    await ok(client.post(apiPaths.fns.bind, { by: 'INN' }));
    for (let tries = 0; ; tries++) {
      const state = (await client.get<FnsConnection>(apiPaths.fns.bind)).body;
      if (state.status === 'BIND') break;
      if (tries > 600) throw new Error(`bench: contractor ${i} not connected (${state.status})`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return { employeeId: employee.id, inn };
  }
}
