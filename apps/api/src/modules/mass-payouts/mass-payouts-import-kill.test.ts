/**
 * The API killed with `kill -9` while it imports a registry (issue 25: «the API killed during import: no
 * half registry»). A portal process as `npm start` runs it on PostgreSQL — the API and the job workers in
 * one process — takes a 1C file of ROWS payment orders; it is killed once while the job reads the file
 * (rows already inserted) and once more while it checks them (verdicts already written), a fresh process
 * each time. The job's lease runs out, the next process claims it again, and that attempt starts by
 * deleting what the dead one wrote: the import ends ACTIVATED with every row once (row numbers 1..ROWS),
 * the totals of the file, and no payout or ledger entry (an import never pays).
 *
 * PostgreSQL only: the processes share the test's database. On PGlite the database lives inside the one
 * process that is killed (the embedded portal, payouts-embedded-crash.test.ts), so this file is skipped;
 * the rerun's guarantees it relies on (an attempt deletes the rows of the one before, rows unique by
 * registry and row number) are the same code on both engines and mass-payouts.test.ts runs an import
 * again on both.
 */
import type { MassPayout } from '@vyplaty/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, jobs, ledgerOperations, massPayoutRows, massPayouts, payouts } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed/demo.js';
import { loggedInCompany } from '../../test-support/companies.js';
import { loginOn, type PortalProcess, startApiProcess } from '../../test-support/portal-processes.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { fund, liftLimits, npdContractor } from '../payouts/payouts-flow.test-helpers.js';
import { getRegistry, oneCFile, pathsOf, upload } from './mass-payouts.test-helpers.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Enough rows that reading and checking each take seconds, so both kills land mid-way. */
const ROWS = 20_000;
const FUNDED = 100_000_000_00n;
/** A portal process that runs jobs too (startApiProcess turns them off by default); a dead one's lease ends in 3 s. */
const PORTAL_ENV = {
  JOB_WORKERS: 'true',
  JOB_POLL_SECONDS: '0.2',
  JOB_RETRY_DELAY_SECONDS: '0.2',
  JOB_LEASE_SECONDS: '3',
};

let server: TestServer;
let company: Awaited<ReturnType<typeof loggedInCompany>>;
const inns: string[] = [];
const portals: PortalProcess[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  server = await startTestServer({ SBER_SANDBOX_BIND_DELAY_MS: '0', JOB_POLL_SECONDS: '0.2' });
  company = await loggedInCompany(server, { emailPrefix: 'import-kill' });
  await liftLimits(server, company.customerId);
  await fund(server, company.customerId, FUNDED);
  // Contractors bound while the test server still runs jobs; from then on only the portal processes do.
  for (let i = 0; i < 4; i += 1) inns.push((await npdContractor(server, company.customerId)).inn);
  await server.runtime.ctx.jobs.stop();
}, 180_000);
afterAll(async () => {
  await Promise.all(portals.map((p) => p.stop()));
  await server?.close();
});

const db = () => server.runtime.ctx.db;

async function freshPortal() {
  const portal = await startApiProcess(server, PORTAL_ENV);
  portals.push(portal);
  return { portal, client: await loginOn(portal.url!, company.email, DEMO_PASSWORD) };
}

const registryOf = async (id: string) => (await db().select().from(massPayouts).where(eq(massPayouts.id, id)))[0]!;
const rowCount = async (id: string) =>
  (
    await db().select({ n: sql<number>`count(*)::int` }).from(massPayoutRows).where(eq(massPayoutRows.massPayoutId, id))
  )[0]!.n;

/** Waits until the import is where `at` says, still IN_PROGRESS; fails if it finished before. */
const waitImportAt = (id: string, what: string, at: (r: Awaited<ReturnType<typeof registryOf>>) => Promise<boolean>) =>
  waitFor(
    async () => {
      const r = await registryOf(id);
      if (r.importStatus === 'ACTIVATED' || r.importStatus === 'ERROR') throw new Error(`finished before ${what}`);
      return r.importStatus === 'IN_PROGRESS' && (await at(r)) ? r : undefined;
    },
    what,
    120_000,
  );

describe.skipIf(!onPostgres)('the API killed mid-import (PostgreSQL: the portal is its own process)', () => {
  it('kill -9 while reading and again while checking: ACTIVATED, every row once, the totals right, nothing paid', async () => {
    const [customer] = await db().select().from(customers).where(eq(customers.id, company.customerId));
    const payer = { inn: customer!.inn!, account: server.runtime.ctx.config.NOMINAL_ACCOUNT_NUMBER };
    // Each row its own amount (none repeats another): 100.00 ₽ + i kopecks.
    const orders = Array.from({ length: ROWS }, (_, i) => ({
      number: i + 1,
      inn: inns[i % inns.length]!,
      name: 'Сидоров Семён',
      amount: `${100 + Math.floor(i / 100)}.${String(i % 100).padStart(2, '0')}`,
      purpose: 'Доставка документов',
    }));
    const grossKopecks = orders.reduce((sum, _, i) => sum + 10_000n + BigInt(i), 0n);
    const ledgerBefore = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerOperations)
      .where(eq(ledgerOperations.customerId, company.customerId));

    let { portal, client } = await freshPortal();
    const res = await upload(client, pathsOf('NPD').importFile1c, {
      name: 'Реестр 1С.txt',
      bytes: oneCFile(payer, orders),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.id;

    // 1: killed while the job reads the file, some batches of rows already in the table.
    const reading = await waitImportAt(
      id,
      'rows inserted while reading',
      async (r) => r.importPhase === 'READING' && (await rowCount(id)) > 0,
    );
    await portal.killHard();
    const leftByFirst = await rowCount(id);
    console.info(`killed while reading: ${reading.rowsDone} rows read, ${leftByFirst} in the table`);
    expect(leftByFirst).toBeLessThan(ROWS);

    // 2: the next process claims the job once the lease ends; killed while it checks the rows.
    ({ portal, client } = await freshPortal());
    const checking = await waitImportAt(
      id,
      'rows checked',
      async (r) => r.importPhase === 'VALIDATING' && r.rowsDone > 0,
    );
    await portal.killHard();
    console.info(`killed while checking: ${(await registryOf(id)).rowsDone} of ${checking.rowsTotal} rows checked`);

    // 3: a third process finishes it.
    ({ portal, client } = await freshPortal());
    const done = await waitFor(
      async () => {
        const r = await getRegistry(client, 'NPD', id);
        return r.body.import.status === 'ACTIVATED' || r.body.import.status === 'ERROR' ? r.body : undefined;
      },
      'the import to finish after two kills',
      180_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${portal.output().slice(-2000)}`);
    });
    expect(done.import, JSON.stringify(done.import)).toMatchObject({
      status: 'ACTIVATED',
      rows_total: ROWS,
      rows_done: ROWS,
    });
    expect(done.rows).toEqual({ valid: ROWS, invalid: 0, duplicate: 0 });
    expect(done.totals.gross).toBe(rubles(grossKopecks));
    expectNothingPaid(done);

    // Every row once: row numbers 1..ROWS, each with the file's amount; none left by a dead attempt.
    const rows = await db()
      .select({
        rowNumber: massPayoutRows.rowNumber,
        amount: massPayoutRows.amountKopecks,
        state: massPayoutRows.state,
      })
      .from(massPayoutRows)
      .where(eq(massPayoutRows.massPayoutId, id))
      .orderBy(massPayoutRows.rowNumber);
    expect(rows).toHaveLength(ROWS);
    expect(rows.every((r, i) => r.rowNumber === i + 1 && r.amount === 10_000n + BigInt(i) && r.state === 'VALID')).toBe(
      true,
    );

    // The import paid nothing and moved no money: no payout of the company, no ledger entry since the funding.
    const made = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(payouts)
      .where(eq(payouts.customerId, company.customerId));
    expect(made[0]!.n).toBe(0);
    const ledgerAfter = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerOperations)
      .where(eq(ledgerOperations.customerId, company.customerId));
    expect(ledgerAfter[0]!.n).toBe(ledgerBefore[0]!.n);

    // Both kills landed inside the job: it was claimed three times.
    const importJobs = await db()
      .select({ attempts: jobs.attempts, state: jobs.state })
      .from(jobs)
      .where(sql`${jobs.name} = 'massPayouts.import' and ${jobs.data}->>'massPayoutId' = ${id}`);
    expect(importJobs.map((j) => j.attempts)).toEqual([3]);
  }, 420_000);
});

const rubles = (kopecks: bigint) => `${kopecks / 100n}.${String(kopecks % 100n).padStart(2, '0')}`;

/** A registry straight from its import: a draft, nothing paid or being paid. */
function expectNothingPaid(registry: MassPayout) {
  expect(registry.status).toBe('DRAFT');
  expect(registry.payment?.rows_paid ?? 0).toBe(0);
}
