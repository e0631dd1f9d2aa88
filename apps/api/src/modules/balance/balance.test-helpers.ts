/** Set-ups shared by the balance tests: companies with their own ИНН, top-ups through the bank sandbox, downloads. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { inTransaction } from '../../db/transaction.js';
import { type LoggedInCompany, loggedInCompany } from '../../test-support/companies.js';
import type { TestClient } from '../../test-support/http-client.js';
import type { TestServer } from '../../test-support/test-server.js';
import { credit } from '../ledger/index.js';
import { readStatement } from './read-statement.js';

let seq = 0;

/** A valid ИНН of an organisation (10 digits, check digit of DOMAIN §4), unique per call in this process. */
export function organisationInn(): string {
  const first9 = `77${String(process.pid % 10_000).padStart(4, '0')}${String(++seq).padStart(3, '0')}`;
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const sum = weights.reduce((s, w, i) => s + w * Number(first9[i]), 0);
  return `${first9}${(sum % 11) % 10}`;
}

export type BalanceCompany = LoggedInCompany & { inn: string };

/** A logged-in company with an ИНН of its own (arrivals are matched by it). */
export async function companyWithOwnInn(server: TestServer, inn = organisationInn()): Promise<BalanceCompany> {
  const company = await loggedInCompany(server, { inn, emailPrefix: 'balance' });
  return { ...company, inn };
}

/** Money on the company's balance without the bank (a CREDIT with a fresh reference). */
export async function creditDirectly(server: TestServer, customerId: string, amountKopecks: bigint) {
  return inTransaction(server.runtime.ctx, (txCtx) =>
    credit(txCtx, { customerId, amountKopecks, externalReference: `TEST-${randomUUID()}`, description: 'Пополнение' }),
  );
}

/** A top-up paid into the nominal account, as the sandbox's «Пополнить» does it. */
export async function payIntoNominalAccount(
  server: TestServer,
  input: { payerInn: string | null; amount: string; purpose?: string; payerName?: string },
): Promise<{ bank_reference: string }> {
  const res = await fetch(`${server.baseUrl}/sandbox/bank/control/top-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      payerInn: input.payerInn ?? '',
      payerName: input.payerName ?? 'ООО «Плательщик»',
      payerAccount: '40702810900000000001',
      amount: input.amount,
      purpose: input.purpose ?? 'Пополнение баланса',
    }),
  });
  const body = (await res.json()) as { bank_reference: string };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body;
}

/** The statement read now (the cron job does the same every minute). */
export const readNow = (server: TestServer) => readStatement(server.runtime.ctx);

export const supportHeaders = (server: TestServer) => ({
  authorization: `Bearer ${server.runtime.ctx.config.SUPPORT_API_TOKEN}`,
});

/** A file answer as bytes (the test client reads spreadsheets as text). */
export async function download(client: TestClient, path: string, headers: Record<string, string> = {}) {
  const cookie = client.allCookies();
  const res = await fetch(client.baseUrl + path, { headers: { cookie, ...headers } });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    disposition: res.headers.get('content-disposition') ?? '',
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}
