/**
 * The embedded portal — one process, PGlite in its data folder, as `npm start` runs it — killed with
 * `kill -9` while a batch of payouts is on its way to the bank (issue 23): after the restart whatever the
 * dead process held is claimed again once its lease (20 s, kept alive by a heartbeat while a handler runs)
 * has run out, so every payout is settled within 30 s of the restart, paid once, and the ledger is
 * balanced. Where the kill lands (a job held, or only queued) depends on the machine's speed; that a held
 * job is claimed again is asserted by the queue's tests and, across processes, by payouts-processes.test.ts. The bank is the test server's sandbox (SANDBOX_URL), which outlives the portal as a real bank
 * outlives a crash. PGlite runs only: the PostgreSQL run has the scale-out shape's kill -9
 * (payouts-processes.test.ts).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, type BalanceResponse } from '@vyplaty/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { accounts, payouts } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed/demo.js';
import type { TestClient } from '../../test-support/http-client.js';
import { loginOn, type PortalProcess, startEmbeddedPortal } from '../../test-support/portal-processes.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { reconcileBalances } from '../ledger/index.js';
import { submitPayouts } from './payouts-convergence.test-helpers.js';
import { bankPayments } from './payouts-flow.test-helpers.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PAYOUTS = 100;
const SETTLED_WITHIN_MS = 30_000;

let host: TestServer;
let portal: PortalProcess | undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-embedded-'));
/** The portal's own settings: the demo seeded, jobs polled often, nothing else changed. */
const env = { JOB_POLL_SECONDS: '0.2', JOB_RETRY_DELAY_SECONDS: '0.2' };

beforeAll(async () => {
  if (onPostgres) return;
  host = await startTestServer({ BANK_SANDBOX_DELAY_MS: '1000' });
}, 120_000);
afterAll(async () => {
  await portal?.stop();
  await host?.close();
});

/** Whether nothing of the company's money is held (every payout settled), as its balance says. */
const nothingHeld = async (client: TestClient) =>
  (await client.get<BalanceResponse>(apiPaths.balance.balance)).body.held === '0.00' ? true : undefined;

describe.skipIf(onPostgres)('the embedded portal killed mid-batch', () => {
  it('kill -9 while payouts go to the bank: within 30 s of the restart each is settled, paid once, the ledger balanced', async () => {
    portal = await startEmbeddedPortal(host, dataDir, env);
    const client = await loginOn(portal.url!, 'demo@company.ru', DEMO_PASSWORD);
    // The demo's own payouts in flight settle first, so what is held afterwards is this test's alone.
    await waitFor(() => nothingHeld(client), 'the demo settled', 60_000);
    const contractors = await client.post<{ items: { id: string }[] }>(apiPaths.employees.list, {
      page: 1,
      page_size: 50,
    });
    expect(contractors.status, JSON.stringify(contractors.body).slice(0, 300)).toBe(200);
    const kuznetsov = contractors.body.items.find((c) => JSON.stringify(c).includes('Кузнецов'));
    expect(kuznetsov, 'the demo ГПХ contractor').toBeDefined();

    const submitted = await submitPayouts({
      clients: [client],
      kind: 'INDIVIDUAL',
      employeeIds: [kuznetsov!.id],
      count: PAYOUTS,
      amount: '10.00',
    });
    const ids = submitted.map((p) => p.id);
    // Killed once the bank has some of them: mid-batch — the bank takes a second over each payment, so the
    // polls and the settling are still to come (on a fast machine every payment may reach the bank at once).
    await waitFor(
      async () => {
        const bank = await bankPayments(host);
        return ids.filter((id) => bank.has(id)).length >= 10 ? true : undefined;
      },
      'the bank to have part of the batch',
      60_000,
    );
    await portal.killHard();

    portal = await startEmbeddedPortal(host, dataDir, env);
    const restarted = Date.now();
    const again = await loginOn(portal.url!, 'demo@company.ru', DEMO_PASSWORD);
    await waitFor(() => nothingHeld(again), 'every payout settled after the restart', SETTLED_WITHIN_MS + 30_000);
    const settledMs = Date.now() - restarted;
    expect(settledMs, `settled ${settledMs} ms after the restart`).toBeLessThanOrEqual(SETTLED_WITHIN_MS);

    // Paid once each: the bank executed every payment at most once.
    const bank = await bankPayments(host);
    expect(ids.filter((id) => (bank.get(id)?.executions ?? 0) > 1)).toEqual([]);
    await portal.stop();
    portal = undefined;

    // The portal's own database, read once it has stopped: every payout DONE with one bank payment, and
    // the ledger balanced (each account equal to the sum of its entries, nothing held).
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db
        .select({ id: payouts.id, status: payouts.status })
        .from(payouts)
        .where(inArray(payouts.id, ids));
      expect(rows.filter((r) => r.status !== 'DONE')).toEqual([]);
      expect(ids.filter((id) => bank.get(id)?.executions !== 1)).toEqual([]);
      const [demo] = await database.db
        .select({ customerId: accounts.customerId })
        .from(accounts)
        .where(eq(accounts.email, 'demo@company.ru'));
      expect(await reconcileBalances({ db: database.db }, { customerId: demo!.customerId! })).toEqual([]);
    } finally {
      await database.close();
    }
  }, 300_000);
});
