/**
 * Paying a registry when things go wrong, over HTTP on a real database with the bank and FNS sandboxes:
 * the bank declining some payments of the registry (partial execution), its one request a second per
 * method and one read of a registry per interval, the bank refusing the registry as a whole at create,
 * the pay job run twice at once, a worker killed with `kill -9` mid-payment (PostgreSQL: the worker is a
 * separate process), and another company or a contractor reaching for the registry.
 */
import {
  apiPaths,
  type ErrorBody,
  type MassPayout,
  massPayoutPaidText,
  type NotificationListResponse,
  pathWithId,
} from '@vyplaty/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jobs,
  ledgerOperations,
  massPayoutRows,
  massPayouts,
  payoutBankRegistries,
  payouts,
} from '../../db/schema/index.js';
import type { TestClient } from '../../test-support/http-client.js';
import { type PortalProcess, startWorkerProcess } from '../../test-support/portal-processes.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { reconcileBalances } from '../ledger/index.js';
import { advanceBankRegistry } from '../payouts/bank-registry/bank-registry.jobs.js';
import { expectEachPaidOnce, expectLedgerWhole } from '../payouts/payouts-convergence.test-helpers.js';
import {
  balanceOf,
  bankControl,
  bankPayments,
  company,
  fund,
  liftLimits,
  npdContractor,
} from '../payouts/payouts-flow.test-helpers.js';
import { followRegistry } from './mass-payout-follow.jobs.js';
import { payRegistry } from './mass-payout-pay.jobs.js';
import {
  download,
  getRegistry,
  importedRegistry,
  npdRow,
  pathsOf,
  postPay,
  rowsOf,
  sheetRows,
  waitPaid,
} from './mass-payouts.test-helpers.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const paths = pathsOf('NPD');
const FUNDED = 10_000_000_00n;
/** The bank's decline of a payee on its deny list (ACCOUNT_CLOSED), in the company's words. */
const ACCOUNT_CLOSED_REASON = 'Банк получателя отклонил платёж: счёт закрыт или не найден';
const TOO_LARGE_REASON = 'Банк не принял реестр: в нём больше платежей, чем банк принимает в одном реестре';

let server: TestServer;
let client: TestClient;
let customerId: string;
const inns: string[] = [];
let big: { b: Awaited<ReturnType<typeof company>>; people: string[] } | undefined;

beforeAll(async () => {
  server = await startTestServer({
    SBER_SANDBOX_BIND_DELAY_MS: '0',
    BANK_SANDBOX_DELAY_MS: '0',
    FNS_SANDBOX_MESSAGE_DELAY_MS: '0',
    BANK_REGISTRY_FIRST_READ_SECONDS: '0',
    JOB_POLL_SECONDS: '0.2',
  });
  // The bank's limits as it documents them (one request a second per method, one read of a registry per
  // 10 minutes); only its operations are quick.
  await bankControl(server, '/registry-settings', { operationDelayMs: 0 });
  const c = await company(server);
  client = c.client;
  customerId = c.customerId;
  await liftLimits(server, customerId);
  await fund(server, customerId, FUNDED);
  for (let i = 0; i < 4; i += 1) inns.push((await npdContractor(server, customerId)).inn);
  if (onPostgres) {
    // The kill test's company, set up while the test server still runs jobs (its contractors' FNS binding).
    const b = await company(server);
    await liftLimits(server, b.customerId);
    await fund(server, b.customerId, FUNDED);
    const people: string[] = [];
    for (let i = 0; i < 4; i += 1) people.push((await npdContractor(server, b.customerId)).inn);
    big = { b, people };
  }
}, 240_000);
afterAll(async () => server?.close());

const db = () => server.runtime.ctx.db;

const pay = (who: TestClient, id: string, key?: string) => postPay(who, id, { key });

const payoutsOf = async (registryId: string) => {
  const rows = await db()
    .select({ payoutId: massPayoutRows.payoutId })
    .from(massPayoutRows)
    .where(eq(massPayoutRows.massPayoutId, registryId));
  const ids = rows.flatMap((r) => (r.payoutId ? [r.payoutId] : []));
  return ids.length === 0 ? [] : db().select().from(payouts).where(inArray(payouts.id, ids));
};

const registryLedger = (registryId: string) =>
  db().select().from(ledgerOperations).where(eq(ledgerOperations.referenceId, registryId));

/** Every HOLD of the registry's own reservation released (one UNHOLD per HOLD). */
function expectHoldsResolved(ops: { type: string }[]) {
  const holds = ops.filter((o) => o.type === 'HOLD').length;
  expect(holds).toBeGreaterThan(0);
  expect(ops.filter((o) => o.type === 'UNHOLD').length).toBe(holds);
  expect(ops.filter((o) => o.type !== 'HOLD' && o.type !== 'UNHOLD')).toEqual([]);
}

const notificationTitles = async (who: TestClient) =>
  (await who.post<NotificationListResponse>(apiPaths.notifications.list, { page: 1, page_size: 100 })).body.items.map(
    (n) => n.title,
  );

type BankRegistries = {
  settings: { methodIntervalMs: number; readIntervalMs: number };
  items: { paymentRegistryId: string; status: string; reads: number; payments: { externalId: string }[] }[];
  throttled: Record<string, number>;
};
const bankRegistries = async () => (await bankControl(server, '/registries')) as unknown as BankRegistries;

describe('paying a registry when the bank declines some payments', () => {
  let registry: MassPayout;
  let paidIds: string[] = [];

  it('partial execution: 4 of 6 paid, the 2 declined ones DECLINED with the bank’s reason and their money released', async () => {
    // The payouts go to each contractor's account with their ИНН: the bank declines the ones to inns[2]
    // when it pays the registry (the create accepts them: nothing is wrong with the data).
    await bankControl(server, '/faults', { denyRecipients: [inns[2]!] });
    const before = await balanceOf(server, customerId);
    registry = await importedRegistry(
      client,
      [
        npdRow(inns[0]!, '1000,00'),
        npdRow(inns[1]!, '1100,00'),
        npdRow(inns[2]!, '1200,00'),
        npdRow(inns[3]!, '1300,00'),
        npdRow(inns[2]!, '1400,00'),
        npdRow(inns[1]!, '1500,00'),
      ],
      'Реестр с отказами.xlsx',
    );
    expect(registry.rows).toEqual({ valid: 6, invalid: 0, duplicate: 0 });
    const started = await pay(client, registry.id);
    expect(started.status, JSON.stringify(started.body)).toBe(202);

    const paid = await waitPaid(client, registry.id);
    await bankControl(server, '/faults', { denyRecipients: [] });
    expect(paid.status, JSON.stringify(paid)).toBe('COMPLETED');
    expect(paid.payment).toMatchObject({ phase: 'DONE', rows_total: 6, rows_paid: 4, rows_failed: 2, error: null });

    const rows = await rowsOf(client, 'NPD', registry.id);
    expect(rows.map((r) => [r.row_number, r.state, r.payout_status])).toEqual([
      [2, 'PAYOUT_CREATED', 'DONE'],
      [3, 'PAYOUT_CREATED', 'DONE'],
      [4, 'PAYOUT_CREATED', 'DECLINED'],
      [5, 'PAYOUT_CREATED', 'DONE'],
      [6, 'PAYOUT_CREATED', 'DECLINED'],
      [7, 'PAYOUT_CREATED', 'DONE'],
    ]);
    const made = await payoutsOf(registry.id);
    const declined = made.filter((p) => p.status === 'DECLINED');
    expect(declined.map((p) => [p.amountKopecks, p.reason]).sort()).toEqual([
      [120_000n, ACCOUNT_CLOSED_REASON],
      [140_000n, ACCOUNT_CLOSED_REASON],
    ]);
    paidIds = made.filter((p) => p.status === 'DONE').map((p) => p.id);
    expect(paidIds).toHaveLength(4);

    // The bank paid each of the four once and declined the two; we agree with it on every payout.
    await expectEachPaidOnce(
      server,
      db(),
      made.map((p) => p.id),
    );
    const bank = await bankPayments(server);
    expect(declined.map((p) => bank.get(p.id)?.status)).toEqual(['DECLINED', 'DECLINED']);

    // The money: only the four paid left the balance (1 000 + 1 100 + 1 300 + 1 500 ₽), nothing stays held.
    const after = await balanceOf(server, customerId);
    expect(after.heldKopecks).toBe(0n);
    expect(before.availableKopecks - after.availableKopecks).toBe(490_000n);
    expect(await reconcileBalances(server.runtime.ctx, { customerId })).toEqual([]);
    expectHoldsResolved(await registryLedger(registry.id));

    expect(await notificationTitles(client)).toContain(massPayoutPaidText(registry.number, 4, 6));

    // The result report names the bank's reason on each declined row.
    const report = await download(client, pathWithId(paths.report, registry.id));
    expect(report.status).toBe(200);
    const sheet = await sheetRows(report.bytes);
    const byRow = new Map(sheet.slice(1).map((r) => [r[0], r]));
    for (const n of ['4', '6']) {
      expect(byRow.get(n)?.[7]).toBe('Отклонено банком');
      expect(byRow.get(n)?.[10]).toBe(ACCOUNT_CLOSED_REASON);
    }
    for (const n of ['2', '3', '5', '7']) {
      expect(byRow.get(n)?.[7]).toBe('Выплачено');
      expect(byRow.get(n)?.[10] ?? '').toBe('');
    }
  }, 120_000);

  it('the bank’s limits kept: one request a second per method barely hit, the registry read once', async () => {
    const bank = await bankRegistries();
    expect(bank.settings).toMatchObject({ methodIntervalMs: 1000, readIntervalMs: 600_000 });
    const ours = bank.items.filter((r) => r.payments.some((p) => paidIds.includes(p.externalId)));
    expect(ours).toHaveLength(1);
    // Paid anyway, the declines included, and read once: never again within the 10 minutes.
    expect(ours[0]).toMatchObject({ status: 'PART_EXEC', reads: 1 });
    expect(bank.throttled.read ?? 0).toBe(0);
    // The client waits its second between calls of a method instead of hammering: a 429 now and then
    // (a result read right after another one), never a burst.
    console.info(`bank 429s per method: ${JSON.stringify(bank.throttled)}`);
    for (const [method, count] of Object.entries(bank.throttled)) {
      expect(count, `429s of ${method}: ${JSON.stringify(bank.throttled)}`).toBeLessThanOrEqual(3);
    }
  });

  it('another company cannot pay it or read its report; a contractor gets 403', async () => {
    const other = await company(server);
    const paying = await pay(other.client, registry.id);
    expect(paying.status).toBe(404);
    expect(paying.body.error_message).toBe('Реестр не найден');
    const report = await other.client.get<ErrorBody>(pathWithId(paths.report, registry.id));
    expect(report.status).toBe(404);
    expect(report.body.error_message).toBe('Реестр не найден');
    const rows = await other.client.get<ErrorBody>(pathWithId(paths.rows, registry.id));
    expect(rows.status).toBe(404);

    const contractor = (await npdContractor(server, customerId)).client;
    expect((await pay(contractor, registry.id)).status).toBe(403);
    expect((await contractor.get(pathWithId(paths.report, registry.id))).status).toBe(403);
    // Nothing changed for the owner.
    expect((await getRegistry(client, 'NPD', registry.id)).body.status).toBe('COMPLETED');
  }, 60_000);
});

describe('the bank refusing the registry at create (FAIL_ERRORS)', () => {
  it('nothing paid: every payout DECLINED with the bank’s reason, the money released, the company told', async () => {
    // The bank lowers its cap below what the portal knows of: the create is refused as a whole (400).
    await bankControl(server, '/registry-settings', { maxPayments: 2 });
    const before = await balanceOf(server, customerId);
    const bankBefore = await bankPayments(server);
    try {
      const registry = await importedRegistry(
        client,
        [npdRow(inns[0]!, '2001,00'), npdRow(inns[1]!, '2002,00'), npdRow(inns[2]!, '2003,00')],
        'Реестр, который банк не принял.xlsx',
      );
      expect(registry.error_mode).toBe('FAIL_ERRORS');
      expect((await pay(client, registry.id)).status).toBe(202);
      const ended = await waitPaid(client, registry.id);
      expect(ended.status, JSON.stringify(ended)).toBe('ERROR');
      expect(ended.payment).toMatchObject({ rows_total: 3, rows_paid: 0, rows_failed: 3 });

      const made = await payoutsOf(registry.id);
      expect(made.map((p) => [p.status, p.reason])).toEqual(
        Array.from({ length: 3 }, () => ['DECLINED', TOO_LARGE_REASON]),
      );
      // The bank holds no payment of them; the balance is as before, nothing held.
      const bank = await bankPayments(server);
      expect(made.filter((p) => bank.has(p.id))).toEqual([]);
      expect(bank.size).toBe(bankBefore.size);
      expect(await balanceOf(server, customerId)).toEqual(before);
      expect(await reconcileBalances(server.runtime.ctx, { customerId })).toEqual([]);
      expectHoldsResolved(await registryLedger(registry.id));
      expect(await notificationTitles(client)).toContain(massPayoutPaidText(registry.number, 0, 3));
      const report = await sheetRows((await download(client, pathWithId(paths.report, registry.id))).bytes);
      expect(report.slice(1).map((r) => r[10])).toEqual([TOO_LARGE_REASON, TOO_LARGE_REASON, TOO_LARGE_REASON]);
    } finally {
      await bankControl(server, '/registry-settings', { maxPayments: 10_000 });
    }
  }, 120_000);
});

describe('the pay job run twice at once', () => {
  it('two runs of the job on one registry: each row one payout, one bank registry, paid once', async () => {
    const registry = await importedRegistry(
      client,
      Array.from({ length: 8 }, (_, i) => npdRow(inns[i % 4]!, `${3000 + i},00`)),
      'Реестр двух воркеров.xlsx',
    );
    expect(registry.rows.valid).toBe(8);
    const before = await balanceOf(server, customerId);
    const payoutsBefore = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(payouts)
      .where(eq(payouts.customerId, customerId));

    // No worker of the queue from here on (a stopped queue does not start again: the rest of the file runs
    // its jobs by hand or in worker processes). The job POST …/pay enqueued waits; two "workers" run it at once.
    await server.runtime.ctx.jobs.stop();
    expect((await pay(client, registry.id)).status).toBe(202);
    await Promise.all([payRegistry(server.runtime.ctx, registry.id), payRegistry(server.runtime.ctx, registry.id)]);
    const [row] = await db().select().from(massPayouts).where(eq(massPayouts.id, registry.id));
    expect(row).toMatchObject({ status: 'PROCESSING', payPhase: 'FOLLOWING', holdId: null });
    // A third run (the queued job, claimed late) finds it past CREATING and does nothing.
    await payRegistry(server.runtime.ctx, registry.id);

    const bankRows = await db()
      .select()
      .from(payoutBankRegistries)
      .where(eq(payoutBankRegistries.reference, `mass_payout:${registry.id}`));
    expect(bankRows).toHaveLength(1);
    // The bank registry's job and the following, as the queue would run them (twice each, too).
    await waitFor(
      async () => {
        await Promise.all([
          advanceBankRegistry(server.runtime.ctx, bankRows[0]!.id),
          advanceBankRegistry(server.runtime.ctx, bankRows[0]!.id),
        ]);
        const [now] = await db()
          .select()
          .from(payoutBankRegistries)
          .where(eq(payoutBankRegistries.id, bankRows[0]!.id));
        return now?.state === 'DONE' || now?.state === 'FAILED' ? now : undefined;
      },
      'the bank registry to be read',
      60_000,
    );
    await followRegistry(server.runtime.ctx, registry.id, 0);
    const paid = (await getRegistry(client, 'NPD', registry.id)).body;
    expect(paid.status, JSON.stringify(paid)).toBe('COMPLETED');
    expect(paid.payment).toMatchObject({ rows_total: 8, rows_paid: 8, rows_failed: 0 });

    const rows = await db().select().from(massPayoutRows).where(eq(massPayoutRows.massPayoutId, registry.id));
    const ids = rows.map((r) => r.payoutId);
    // No run wrote its check's verdicts over the rows the other had already made payouts of.
    expect(rows.map((r) => r.state)).toEqual(Array.from({ length: 8 }, () => 'PAYOUT_CREATED'));
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(8);
    const payoutsAfter = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(payouts)
      .where(eq(payouts.customerId, customerId));
    expect(payoutsAfter[0]!.n - payoutsBefore[0]!.n).toBe(8);
    const [bankRow] = await db()
      .select()
      .from(payoutBankRegistries)
      .where(eq(payoutBankRegistries.reference, `mass_payout:${registry.id}`));
    expect(bankRow).toMatchObject({ state: 'DONE' });
    expect([...bankRow!.payoutIds].sort()).toEqual([...(ids as string[])].sort());
    const bank = await bankRegistries();
    expect(bank.items.filter((r) => r.payments.some((p) => ids.includes(p.externalId)))).toHaveLength(1);
    await expectEachPaidOnce(server, db(), ids as string[]);

    const net = rows.reduce((sum, r) => sum + r.amountKopecks!, 0n);
    const after = await balanceOf(server, customerId);
    expect(after.heldKopecks).toBe(0n);
    expect(before.availableKopecks - after.availableKopecks).toBe(net);
    expect(await reconcileBalances(server.runtime.ctx, { customerId })).toEqual([]);
    expectHoldsResolved(await registryLedger(registry.id));
  }, 120_000);
});

/** Rows enough for three chunks of PAY_CHUNK (500): amounts all different, so none is a repeat. */
const BIG = 1_100;

describe.skipIf(!onPostgres)('a worker killed mid-payment (PostgreSQL: the worker is its own process)', () => {
  const workers: PortalProcess[] = [];
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
  });

  it('kill -9 after a chunk: a fresh worker finishes — one payout per row, none paid twice, the ledger whole', async () => {
    await server.runtime.ctx.jobs.stop();
    const workerEnv = { JOB_POLL_SECONDS: '0.2', JOB_RETRY_DELAY_SECONDS: '0.2', JOB_LEASE_SECONDS: '3' };
    const { b, people } = big!;
    // The test server's queue is stopped (above): a worker process runs every job, the import's too.
    let worker = await startWorkerProcess(server, workerEnv);
    workers.push(worker);
    const building = Date.now();
    const registry = await importedRegistry(
      b.client,
      Array.from({ length: BIG }, (_, i) => npdRow(people[i % 4]!, `${100 + i},${String(i % 100).padStart(2, '0')}`)),
      'Большой реестр.xlsx',
    );
    console.info(`a registry of ${BIG} rows imported in ${Date.now() - building} ms`);
    expect(registry.rows, `built in ${Date.now() - building} ms`).toEqual({ valid: BIG, invalid: 0, duplicate: 0 });

    try {
      expect((await pay(b.client, registry.id)).status).toBe(202);
      // Killed once a chunk is committed and the rest is still to be made.
      const landed = await waitFor(
        async () => {
          const [row] = await db().select().from(massPayouts).where(eq(massPayouts.id, registry.id));
          return row && row.payPhase === 'CREATING' && row.payCursor > 0 ? row : undefined;
        },
        'the first chunk to be committed',
        120_000,
      );
      await worker.killHard();
      console.info(`killed after ${landed.payRowsDone} of ${BIG} rows made payouts`);
      const [atKill] = await db().select().from(massPayouts).where(eq(massPayouts.id, registry.id));
      expect(landed.payRowsDone).toBeLessThan(BIG);
      expect(atKill!.payPhase, 'the kill landed before the last chunk').toBe('CREATING');
      // The money stays reserved across the crash: the registry's HOLD for the rest plus each made payout's.
      const all = await db().select().from(massPayoutRows).where(eq(massPayoutRows.massPayoutId, registry.id));
      const net = all.reduce((sum, r) => sum + r.amountKopecks!, 0n);
      expect(await balanceOf(server, b.customerId)).toMatchObject({
        heldKopecks: net,
        availableKopecks: FUNDED - net,
      });

      worker = await startWorkerProcess(server, workerEnv);
      workers.push(worker);
      const paid = await waitPaid(b.client, registry.id, { timeoutMs: 240_000 }).catch((error) => {
        throw new Error(`${error.message}\n${worker.output().slice(-2000)}`);
      });
      expect(paid.status, JSON.stringify(paid)).toBe('COMPLETED');
      expect(paid.payment).toMatchObject({ rows_total: BIG, rows_paid: BIG, rows_failed: 0 });
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }

    const rows = await db().select().from(massPayoutRows).where(eq(massPayoutRows.massPayoutId, registry.id));
    const ids = rows.map((r) => r.payoutId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(BIG);
    const theirs = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(payouts)
      .where(eq(payouts.customerId, b.customerId));
    expect(theirs[0]!.n).toBe(BIG);
    await expectEachPaidOnce(server, db(), ids as string[]);
    const bankRows = await db()
      .select()
      .from(payoutBankRegistries)
      .where(eq(payoutBankRegistries.reference, `mass_payout:${registry.id}`));
    expect(bankRows.map((r) => [r.state, r.payoutIds.length])).toEqual([['DONE', BIG]]);
    await expectLedgerWhole(db(), b.customerId, FUNDED);
    expectHoldsResolved(await registryLedger(registry.id));
    // The kill did land inside the pay job: the fresh worker claimed it again once its lease ran out.
    const payJobs = await db()
      .select({ attempts: jobs.attempts })
      .from(jobs)
      .where(and(eq(jobs.name, 'massPayouts.pay'), sql`${jobs.data}->>'massPayoutId' = ${registry.id}`));
    expect(payJobs.map((j) => j.attempts)).toEqual([2]);
  }, 420_000);
});
