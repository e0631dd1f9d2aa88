/**
 * The payout pipeline with batches (lifecycle/payout-jobs.ts): a form paid at once goes to the bank in one
 * payouts.execute and is settled by payouts.poll and fns.register-incomes.
 * One bad payout of a batch fails alone; a worker that dies mid-batch loses nothing and pays nothing twice.
 */
import { randomUUID } from 'node:crypto';
import { apiPaths } from '@vyplaty/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeRequisites } from '../../db/schema/index.js';
import type { BankClient } from '../../integrations/bank/bank.types.js';
import { withConfiguredCron } from '../../jobs/define-job.js';
import { claimJob } from '../../jobs/queue-sql.js';
import { runJob } from '../../jobs/run-job.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { sandbox as fnsSandbox } from '../fns/connection/fns-connection.test-helpers.js';
import { modules } from '../index.js';
import { executePayoutsJob } from './lifecycle/payout-jobs.js';
import {
  expectEachPaidOnce,
  expectLedgerWhole,
  settlement,
  submitPayouts,
  waitUntilSettled,
} from './payouts-convergence.test-helpers.js';
import {
  bankControl,
  company,
  createPayouts,
  fund,
  individualContractor,
  liftLimits,
  npdContractor,
  row,
} from './payouts-flow.test-helpers.js';

/** The payouts.execute jobs of several payouts (a form's batch) ever enqueued. */
const batchRuns = async (server: TestServer) =>
  (
    (await server.runtime.ctx.db.execute(
      sql`select count(*)::int as n from jobs
          where name = 'payouts.execute' and jsonb_array_length(data->'payoutIds') > 1`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;

describe('a batch with one bad payout', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      BANK_SANDBOX_DELAY_MS: '0',
      FNS_SANDBOX_MESSAGE_DELAY_MS: '0',
      JOB_RETRY_DELAY_SECONDS: '0.2',
      JOB_POLL_SECONDS: '0.2',
      // The dying worker's claim lasts a second (below): so does its hold on the payouts it marked sent.
      BANK_SENDING_LEASE_SECONDS: '1',
    });
  });
  afterAll(() => server?.close());

  it('the bank refuses one payout and loses the answer of another: the others are paid, each once', async () => {
    const a = await company(server);
    await fund(server, a.customerId, 10_000_00n);
    await liftLimits(server, a.customerId);
    const good = [await npdContractor(server, a.customerId), await npdContractor(server, a.customerId)];
    const bad = await npdContractor(server, a.customerId);
    // An account the bank refuses at the door (its control digit does not match the БИК).
    await server.runtime.ctx.db
      .update(employeeRequisites)
      .set({ accountNumber: '40817810000000000000' })
      .where(eq(employeeRequisites.employeeId, bad.employeeId));
    await bankControl(server, '/faults', { lostAnswerNext: 1 });
    const executeBatchesBefore = await batchRuns(server);

    const rows = [
      row(good[0]!.employeeId, '100.00'),
      row(bad.employeeId, '200.00'),
      row(good[1]!.employeeId, '300.00'),
      row(good[0]!.employeeId, '400.00'),
    ];
    // The checklist first, as the form shows it: it asks FNS about each contractor.
    const checked = await a.client.post<{ rows: { payable: boolean }[] }>(apiPaths.payouts.check, { rows });
    expect(checked.body.rows.map((r) => r.payable)).toEqual([true, true, true, true]);
    const created = await createPayouts(a.client, 'NPD', { rows, pay: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const ids = created.body.items.map((p) => p.id);
    const settled = await waitUntilSettled(server.runtime.ctx.db, ids, 60_000);

    expect(settled.counts).toEqual({ DONE: 3, DECLINED: 1 });
    expect(settled.receipts).toBe(3);
    const declined = created.body.items[1]!;
    const [failed] = (
      (await server.runtime.ctx.db.execute(
        sql`select status, reason from payouts where id = ${declined.id}`,
      )) as unknown as { rows: { status: string; reason: string }[] }
    ).rows;
    expect(failed!.status).toBe('DECLINED');
    expect(failed!.reason).toMatch(/[А-Яа-я]/);
    // One batch for the form; the payout whose answer was lost went on as a batch of its own.
    expect((await batchRuns(server)) - executeBatchesBefore).toBe(1);
    await expectEachPaidOnce(server, server.runtime.ctx.db, ids);
    await expectLedgerWhole(server.runtime.ctx.db, a.customerId, 10_000_00n);
  }, 90_000);
});

describe('a batch interrupted', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The API alone: this test plays the workers itself.
    server = await startTestServer({
      BANK_SANDBOX_DELAY_MS: '0',
      FNS_SANDBOX_MESSAGE_DELAY_MS: '0',
      JOB_RETRY_DELAY_SECONDS: '0.2',
      JOB_POLL_SECONDS: '0.2',
      JOB_WORKERS: 'false',
    });
  });
  afterAll(() => server?.close());

  it('a worker dies after sending part of a batch: the rerun asks the bank first, each payout is paid once', async () => {
    const ctx = server.runtime.ctx;
    const a = await company(server);
    await fund(server, a.customerId, 10_000_00n);
    await liftLimits(server, a.customerId);
    const contractors = [
      await individualContractor(server, a.customerId),
      await individualContractor(server, a.customerId),
    ];
    const submitted = await submitPayouts({
      clients: [a.client],
      kind: 'INDIVIDUAL',
      employeeIds: contractors.map((c) => c.employeeId),
      count: 6,
      amount: '100.00',
    });
    const ids = submitted.map((p) => p.id);

    // The first worker claims the batch (a one-second lease) and dies while its payments are on the wire:
    // two answered, the third sent but never answered, the rest never sent.
    const claimed = await claimJob(ctx.db, [executePayoutsJob.name], 1);
    expect(claimed?.name).toBe(executePayoutsJob.name);
    const bank = ctx.bank!;
    let sent = 0;
    const dying: BankClient = {
      ...bank,
      sendPayment: async (request) => {
        sent += 1;
        if (sent <= 2) return bank.sendPayment(request);
        if (sent === 3) await bank.sendPayment(request);
        return new Promise<void>(() => {});
      },
    };
    void executePayoutsJob.handler({ ...ctx, bank: dying }, executePayoutsJob.schema.parse(claimed!.data));
    await waitFor(async () => (sent >= 3 ? true : undefined), 'the dying worker sent three payments', 10_000);
    const before = await settlement(ctx.db, ids);
    expect(before.counts).toEqual({ PENDING: 6 });

    // A new worker: the lease has run out, the batch is claimed again and finished.
    const jobs = withConfiguredCron(
      modules.flatMap((m) => m.jobs ?? []),
      ctx.config,
    );
    await ctx.jobs.start(jobs, (job, data, attempt) => runJob(ctx, server.runtime.app.log, job, data, attempt));
    const settled = await waitUntilSettled(ctx.db, ids, 60_000);
    expect(settled.counts).toEqual({ DONE: 6 });
    await expectEachPaidOnce(server, ctx.db, ids);
    await expectLedgerWhole(ctx.db, a.customerId, 10_000_00n);
  }, 90_000);
});

describe('the НПД rules of a form, their facts read once for all its contractors', () => {
  let server: TestServer;
  beforeAll(async () => {
    // FNS asked again by every execution (no window), so a change between confirming and paying is seen.
    server = await startTestServer({
      BANK_SANDBOX_DELAY_MS: '0',
      FNS_SANDBOX_MESSAGE_DELAY_MS: '0',
      JOB_RETRY_DELAY_SECONDS: '0.2',
      JOB_POLL_SECONDS: '0.2',
      PAYOUT_FNS_FRESH_SECONDS: '0',
    });
  });
  afterAll(() => server?.close());

  type CheckedRow = { payable: boolean; checks: { rule: string; passed: boolean }[] };
  const failed = (r: CheckedRow) => r.checks.filter((c) => !c.passed).map((c) => c.rule);
  const restrict = (inn: string) =>
    fnsSandbox(server, '/taxpayers', { inn, restriction: { result: 'DENY', rejection_code: 'BLOCKED_42' } });

  it('the checklist judges each row: the yearly cap across one contractor’s rows, a restricted one, someone else’s', async () => {
    const a = await company(server);
    await fund(server, a.customerId, 3_000_000_00n);
    await liftLimits(server, a.customerId);
    const [first, second, restricted] = [
      await npdContractor(server, a.customerId),
      await npdContractor(server, a.customerId),
      await npdContractor(server, a.customerId),
    ];
    const other = await company(server);
    const stranger = await npdContractor(server, other.customerId);
    await restrict(restricted!.inn);

    const checked = await a.client.post<{ rows: CheckedRow[] }>(apiPaths.payouts.check, {
      rows: [
        row(first!.employeeId, '1200000.00'),
        row(second!.employeeId, '100.00'),
        row(first!.employeeId, '1200000.01'),
        row(restricted!.employeeId, '100.00'),
        row(stranger.employeeId, '100.00'),
      ],
    });
    expect(checked.status).toBe(200);
    expect(checked.body.rows.map((r) => r.payable)).toEqual([true, true, false, false, false]);
    expect(checked.body.rows.map(failed)).toEqual([[], [], ['YEARLY_LIMIT'], ['NOT_RESTRICTED'], ['EMPLOYEE']]);
  }, 90_000);

  it('the execute batch refuses the contractor FNS restricted after confirming, payout by payout; the others are paid', async () => {
    const a = await company(server);
    await fund(server, a.customerId, 10_000_00n);
    await liftLimits(server, a.customerId);
    const [first, second, restricted] = [
      await npdContractor(server, a.customerId),
      await npdContractor(server, a.customerId),
      await npdContractor(server, a.customerId),
    ];
    const rows = [
      row(first!.employeeId, '100.00'),
      row(restricted!.employeeId, '200.00'),
      row(second!.employeeId, '300.00'),
      row(restricted!.employeeId, '400.00'),
    ];
    const drafts = await createPayouts(a.client, 'NPD', { rows, pay: false });
    expect(drafts.status, JSON.stringify(drafts.body)).toBe(201);
    const ids = drafts.body.items.map((p) => p.id);
    // Refreshes FNS's data of all three (all pass), then FNS restricts one before the batch runs.
    const checked = await a.client.post<{ rows: CheckedRow[] }>(apiPaths.payouts.check, { rows });
    expect(checked.body.rows.map((r) => r.payable)).toEqual([true, true, true, true]);
    await restrict(restricted!.inn);
    const paid = await a.client.post(
      apiPaths.payouts.pay,
      { payout_ids: ids },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    const settled = await waitUntilSettled(server.runtime.ctx.db, ids, 60_000);
    expect(settled.counts).toEqual({ DONE: 2, ERROR: 2 });
    expect(settled.receipts).toBe(2);
    const reasons = (
      (await server.runtime.ctx.db.execute(
        sql`select employee_id, status, reason from payouts where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and status = 'ERROR'`,
      )) as unknown as { rows: { employee_id: string; reason: string }[] }
    ).rows;
    expect(reasons.map((r) => r.employee_id)).toEqual([restricted!.employeeId, restricted!.employeeId]);
    for (const r of reasons) expect(r.reason).toBe('ФНС ограничила операции исполнителя (код BLOCKED_42)');
    await expectEachPaidOnce(server, server.runtime.ctx.db, ids);
    await expectLedgerWhole(server.runtime.ctx.db, a.customerId, 10_000_00n);
  }, 90_000);
});
