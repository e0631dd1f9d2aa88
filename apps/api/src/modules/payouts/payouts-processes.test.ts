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
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
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

    // The worker starts once all 1,000 wait, so each kill below lands with work left, whatever the speed of
    // the submission against the worker's (a worker that kept up with it was killed idle three times once).
    // A short lease: the jobs a killed worker held are taken again seconds later, not in five minutes.
    const workerEnv = { ...FAST_JOBS, JOB_LEASE_SECONDS: '3' };
    let worker = await startWorkerProcess(server, workerEnv);
    processes.push(worker);
    const heldAtKill: string[] = [];
    for (const doneAtLeast of [150, 400, 650]) {
      await waitUntilMidWork(db, ids, doneAtLeast);
      await worker.killHard();
      // Only this worker runs jobs: the payout jobs still active are the ones it held when it died.
      heldAtKill.push(...(await activePayoutJobs(db)));
      worker = await startWorkerProcess(server, workerEnv);
      processes.push(worker);
    }
    const settled = await waitUntilSettled(db, ids, 240_000).catch((error) => {
      throw new Error(`${error.message}\n${failureReport()}`);
    });
    expect(settled.counts.DONE, JSON.stringify(settled.counts)).toBe(1000);
    // The kills did land mid-work, and every job a dead worker held was claimed again once its lease ran
    // out (a retry of one may end parked as failed when a queued twin with its singleton key does its work:
    // what counts is each payout paid once, checked below).
    expect(heldAtKill.length).toBeGreaterThan(0);
    for (const job of await finished(db, heldAtKill)) {
      expect(job.attempts, JSON.stringify(job)).toBeGreaterThan(1);
    }
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

/**
 * Waits until at least `count` of the payouts are DONE and the worker holds payout jobs (it is busy
 * mid-way when it is killed; a job runs for the bank's 200 ms at least, so it is still held at the kill).
 */
async function waitUntilMidWork(db: Db, ids: string[], count: number) {
  const until = Date.now() + 120_000;
  for (;;) {
    const s = await settlement(db, ids);
    if ((s.counts.DONE ?? 0) >= count && (await activePayoutJobs(db)).length > 0) return;
    if (Date.now() > until) throw new Error(`only ${s.counts.DONE ?? 0} of ${count} payouts DONE\n${failureReport()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** These jobs once none of them is active any more (a job's outcome is written just after its payouts'). */
async function finished(db: Db, jobIds: string[]) {
  const until = Date.now() + 60_000;
  for (;;) {
    const rows = await db
      .select({ name: jobs.name, state: jobs.state, attempts: jobs.attempts })
      .from(jobs)
      .where(inArray(jobs.id, jobIds));
    if (rows.every((r) => r.state !== 'active')) {
      expect(rows).toHaveLength(new Set(jobIds).size);
      return rows;
    }
    if (Date.now() > until) throw new Error(`jobs still active: ${JSON.stringify(rows)}\n${failureReport()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The payout jobs claimed and not finished. */
async function activePayoutJobs(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(like(jobs.name, 'payouts.%'), eq(jobs.state, 'active')));
  return rows.map((r) => r.id);
}
