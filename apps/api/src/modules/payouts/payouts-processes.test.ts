/**
 * Payouts across operating-system processes on one PostgreSQL (issue 14, Tests), PostgreSQL only:
 * PGlite belongs to one process.
 *
 * - A job worker killed with `kill -9` several times while 1,000 payouts go through: its claimed jobs
 *   are taken again after the lease, and each payout is still paid exactly once.
 * - The scale-out shape: two API processes and two job workers pay 1,000 payouts submitted to both
 *   APIs at once: each paid once, every balance equal to the sum of its entries.
 *
 * The test server hosts the bank and FNS sandboxes for every process (SANDBOX_URL) and runs no jobs
 * itself once the companies are set up.
 */
import { and, gt, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed/demo.js';
import { loggedInCompany } from '../../test-support/companies.js';
import {
  loginOn,
  type PortalProcess,
  startApiProcess,
  startWorkerProcess,
} from '../../test-support/portal-processes.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  expectEachPaidOnce,
  expectLedgerWhole,
  settlement,
  submitPayouts,
  waitUntilSettled,
} from './payouts-convergence.test-helpers.js';
import { fund, individualContractor, liftLimits, npdContractor } from './payouts-flow.test-helpers.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const FUNDED = 10_000_000_00n;
const FAST_JOBS = { JOB_POLL_SECONDS: '0.2', JOB_RETRY_DELAY_SECONDS: '0.2', JOB_CONCURRENCY: '8' };

let server: TestServer;
const processes: PortalProcess[] = [];
let companies: Awaited<ReturnType<typeof fundedCompany>>[];

beforeAll(async () => {
  if (!onPostgres) return;
  server = await startTestServer({ BANK_SANDBOX_DELAY_MS: '200', FNS_SANDBOX_MESSAGE_DELAY_MS: '0' });
  // Contractors are connected to FNS by jobs of the test server; from then on only the processes work.
  companies = [await fundedCompany(), await fundedCompany()];
  await server.runtime.ctx.jobs.stop();
}, 120_000);
afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await server?.close();
});

/** A funded company with two НПД and two individual contractors; set up while the test server runs jobs. */
async function fundedCompany() {
  const a = await loggedInCompany(server, { emailPrefix: 'processes' });
  await liftLimits(server, a.customerId);
  await fund(server, a.customerId, FUNDED);
  const npd = [await npdContractor(server, a.customerId), await npdContractor(server, a.customerId)];
  const individuals = [
    await individualContractor(server, a.customerId),
    await individualContractor(server, a.customerId),
  ];
  return { ...a, npd: npd.map((c) => c.employeeId), individuals: individuals.map((c) => c.employeeId) };
}

const failureReport = () => processes.map((p, i) => `#${i}: ${p.output().slice(-2000)}`).join('\n');

describe.skipIf(!onPostgres)('processes on one PostgreSQL', () => {
  it('kill -9 of the worker, three times during 1,000 payouts: after each restart every payout is paid once', async () => {
    const a = companies[0]!;
    const api = await startApiProcess(server);
    processes.push(api);
    const client = await loginOn(api.url!, a.email, DEMO_PASSWORD);
    // A short lease: the jobs a killed worker held are taken again seconds later, not in five minutes.
    const workerEnv = { ...FAST_JOBS, JOB_LEASE_SECONDS: '3' };
    let worker = await startWorkerProcess(server, workerEnv);
    processes.push(worker);

    const submitted = [
      ...(await submitPayouts({
        clients: [client],
        kind: 'INDIVIDUAL',
        employeeIds: a.individuals,
        count: 800,
        amount: '100.00',
      })),
      ...(await submitPayouts({ clients: [client], kind: 'NPD', employeeIds: a.npd, count: 200, amount: '100.00' })),
    ];
    const ids = submitted.map((p) => p.id);
    const db = server.runtime.ctx.db;

    for (const doneAtLeast of [150, 400, 650]) {
      await waitUntilSettledAtLeast(db, ids, doneAtLeast);
      await worker.killHard();
      worker = await startWorkerProcess(server, workerEnv);
      processes.push(worker);
    }
    const settled = await waitUntilSettled(db, ids, 240_000).catch((error) => {
      throw new Error(`${error.message}\n${failureReport()}`);
    });
    expect(settled.counts.DONE, JSON.stringify(settled.counts)).toBe(1000);
    // The kills did land mid-work: jobs a dead worker held were claimed again once their lease ran out.
    const reclaimed = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(like(jobs.name, 'payouts.%'), gt(jobs.attempts, 1)));
    expect(reclaimed[0]!.n).toBeGreaterThan(0);
    await expectEachPaidOnce(server, db, ids);
    await expectLedgerWhole(db, a.customerId, FUNDED);
    await Promise.all([api.stop(), worker.stop()]);
  }, 420_000);

  it('two API processes and two job workers pay 1,000 payouts sent to both at once: each once, balances = Σ entries', async () => {
    const a = companies[1]!;
    const started = await Promise.all([
      startApiProcess(server),
      startApiProcess(server),
      startWorkerProcess(server, FAST_JOBS),
      startWorkerProcess(server, FAST_JOBS),
    ]);
    processes.push(...started);
    const clients = await Promise.all(started.slice(0, 2).map((p) => loginOn(p.url!, a.email, DEMO_PASSWORD)));

    const [individual, npd] = await Promise.all([
      submitPayouts({ clients, kind: 'INDIVIDUAL', employeeIds: a.individuals, count: 500, amount: '100.00' }),
      submitPayouts({ clients, kind: 'NPD', employeeIds: a.npd, count: 500, amount: '100.00' }),
    ]);
    const ids = [...individual, ...npd].map((p) => p.id);
    expect(new Set(ids).size).toBe(1000);
    const db = server.runtime.ctx.db;
    const settled = await waitUntilSettled(db, ids, 240_000).catch((error) => {
      throw new Error(`${error.message}\n${failureReport()}`);
    });
    expect(settled.counts.DONE, JSON.stringify(settled.counts)).toBe(1000);
    expect(settled.receipts).toBe(500);
    await expectEachPaidOnce(server, db, ids);
    await expectLedgerWhole(db, a.customerId, FUNDED);
  }, 420_000);
});

/** Waits until at least `count` of the payouts are DONE (the worker is busy mid-way when it is killed). */
async function waitUntilSettledAtLeast(db: TestServer['runtime']['ctx']['db'], ids: string[], count: number) {
  const until = Date.now() + 120_000;
  for (;;) {
    const s = await settlement(db, ids);
    if ((s.counts.DONE ?? 0) >= count) return;
    if (Date.now() > until) throw new Error(`only ${s.counts.DONE ?? 0} of ${count} payouts DONE\n${failureReport()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
