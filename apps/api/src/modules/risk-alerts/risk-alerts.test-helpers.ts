/** Shared set-ups of the risk alerts' HTTP tests: the company's list, its notifications and running the jobs. */
import { apiPaths, type ErrorBody, type RiskAlert, type RiskAlertsResponse } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { fnsReceipts, notifications } from '../../db/schema/index.js';
import { linkEmployee } from '../../db/seed/demo.js';
import { inTransaction } from '../../db/transaction.js';
import { loggedInCompany } from '../../test-support/companies.js';
import type { TestClient } from '../../test-support/http-client.js';
import type { TestServer } from '../../test-support/test-server.js';
import { waitFor } from '../../test-support/test-server.js';
import { registerIncome } from '../fns/index.js';
import { riskNightlyJob, riskReceiptCancellationsJob, riskWatchJob } from './risk-alerts.jobs.js';

export async function listOf(client: TestClient, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  const res = await client.get<RiskAlertsResponse & ErrorBody>(
    `${apiPaths.riskAlerts.list}${search ? `?${search}` : ''}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export const resolve = (client: TestClient, id: string) =>
  client.post<RiskAlert & ErrorBody>(apiPaths.riskAlerts.resolve.replace(':id', id), {});

/** The company's bell notifications about risks (they open /risks). */
export async function riskNotices(server: TestServer, accountId: string) {
  const rows = await server.runtime.ctx.db.select().from(notifications).where(eq(notifications.accountId, accountId));
  return rows.filter((n) => n.url === '/risks');
}

export const runners = (server: TestServer) => ({
  cancellations: () => riskReceiptCancellationsJob.handler(server.runtime.ctx, {}),
  watch: () => riskWatchJob.handler(server.runtime.ctx, {}),
  nightly: () => riskNightlyJob.handler(server.runtime.ctx, {}),
});

/** A receipt of `amountKopecks` registered in the FNS sandbox for the company's payout to the contractor. */
export async function registeredReceipt(
  server: TestServer,
  customerId: string,
  employeeId: string,
  amountKopecks: bigint,
) {
  const pending = await inTransaction(server.runtime.ctx, (txCtx) =>
    registerIncome(txCtx, {
      customerId,
      employeeId,
      operationUniqueId: crypto.randomUUID(),
      operationTime: new Date(),
      services: [{ name: 'Курьерская доставка', amountKopecks, quantity: 1 }],
    }),
  );
  return waitFor(
    async () => {
      const [row] = await server.runtime.ctx.db.select().from(fnsReceipts).where(eq(fnsReceipts.id, pending.id));
      return row?.status === 'REGISTERED' ? row : undefined;
    },
    'the receipt registered in FNS',
    30_000,
  );
}

/** A logged-in company the contractor works for (an ACTIVE link). */
export async function companyWith(server: TestServer, employeeId: string) {
  const company = await loggedInCompany(server, { emailPrefix: 'risks' });
  await linkEmployee(server.runtime.ctx.db, { customerId: company.customerId, employeeId });
  return company;
}
