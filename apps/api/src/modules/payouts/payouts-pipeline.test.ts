/**
 * The one payout pipeline where it used to hold by luck (issue 23): two execute runs at once send one
 * payment; a run that did not mark the payout sent asks the bank first; the request sent is the one fixed
 * when the payout was paid, whatever is renamed later; a bank answering 409 (it holds the payout's id with
 * another body) is polled to its real end, never declined with the money released; a worker that died on
 * the execute job's last attempt still runs its give-up.
 */
import { apiPaths, type Payout } from '@vyplaty/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, employees, payouts } from '../../db/schema/index.js';
import { createBankClient } from '../../integrations/bank/bank.client.js';
import { BANK_SANDBOX_CLIENT_ID, BANK_SANDBOX_CLIENT_SECRET } from '../../integrations/bank/bank.sandbox.js';
import type { BankClient, BankPaymentRequest } from '../../integrations/bank/bank.types.js';
import { withConfiguredCron } from '../../jobs/define-job.js';
import { runJob } from '../../jobs/run-job.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { modules } from '../index.js';
import { executePayouts, markSending } from './lifecycle/payout-execute.js';
import { expectEachPaidOnce, expectLedgerWhole, waitUntilSettled } from './payouts-convergence.test-helpers.js';
import {
  bankPayments,
  type Company,
  company,
  createPayouts,
  fund,
  individualContractor,
  liftLimits,
  row,
} from './payouts-flow.test-helpers.js';

const FUNDED = 1_000_000_00n;
let server: TestServer;
let a: Company;
let employeeId: string;
/** Every payout the tests made: all settle once the workers run, before the ledger is checked. */
const made: string[] = [];

beforeAll(async () => {
  // No job workers until the last test: the pipeline's steps are run by hand, where the races are.
  server = await startTestServer({
    JOB_WORKERS: 'false',
    BANK_SANDBOX_DELAY_MS: '0',
    JOB_RETRY_DELAY_SECONDS: '0.2',
    JOB_POLL_SECONDS: '0.2',
  });
  a = await company(server);
  await liftLimits(server, a.customerId);
  await fund(server, a.customerId, FUNDED);
  employeeId = (await individualContractor(server, a.customerId)).employeeId;
}, 120_000);
afterAll(() => server?.close());

const ctx = () => server.runtime.ctx;

/** One individual payout paid through HTTP: HOLD, PENDING, its execute job waiting in the outbox. */
async function paidPayout(amount = '1000.00'): Promise<Payout> {
  const created = await createPayouts(a.client, 'INDIVIDUAL', { rows: [row(employeeId, amount)], pay: true });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  made.push(created.body.items[0]!.id);
  return created.body.items[0]!;
}

/** The bank as the pipeline sees it, counting the calls made for each payment id. */
function countingBank(bank: BankClient, hold?: Promise<void>) {
  const sends: string[] = [];
  const asks: string[] = [];
  const client: BankClient = {
    ...bank,
    sendPayment: async (request) => {
      sends.push(request.paymentId);
      await hold;
      return bank.sendPayment(request);
    },
    getPayment: async (id) => {
      asks.push(id);
      return bank.getPayment(id);
    },
  };
  return { client, sends, asks };
}

const payoutRow = async (id: string) => (await ctx().db.select().from(payouts).where(eq(payouts.id, id)))[0]!;

describe('one pipeline, where it held by luck', () => {
  it('two execute runs at once make one bank payment; a later run asks the bank before anything', async () => {
    const payout = await paidPayout();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bank = countingBank(ctx().bank!, held);
    // Whichever reads the payout second finds it NOT_SENT (and cannot mark it) or SENT by a run still
    // calling the bank (and leaves it to that run): either way only the run that marked it sends.
    const runs = Promise.allSettled([
      executePayouts({ ...ctx(), bank: bank.client }, [payout.id]),
      executePayouts({ ...ctx(), bank: bank.client }, [payout.id]),
    ]);
    await expect.poll(() => bank.sends.length).toBe(1);
    release();
    const outcomes = await runs;
    expect(outcomes.filter((o) => o.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    expect(bank.sends).toEqual([payout.id]);
    expect(bank.asks).toEqual([]);
    expect((await bankPayments(server)).get(payout.id)).toMatchObject({ executions: 1 });

    // A rerun (a reclaimed lease, a hand-over): the payout is SENT, so the bank is asked first and the
    // payment not sent again.
    const rerun = countingBank(ctx().bank!);
    await executePayouts({ ...ctx(), bank: rerun.client }, [payout.id]);
    expect(rerun.asks).toEqual([payout.id]);
    expect(rerun.sends).toEqual([]);
  });

  it('a run that finds the payout being sent by another leaves it to that run and tries later, asking nothing', async () => {
    const payout = await paidPayout();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bank = countingBank(ctx().bank!, held);
    const sender = executePayouts({ ...ctx(), bank: bank.client }, [payout.id]);
    await expect.poll(() => bank.sends.length).toBe(1);
    // The sender is inside its bank call: the bank does not know the payment yet, so asking would send twice.
    await expect(executePayouts({ ...ctx(), bank: bank.client }, [payout.id])).rejects.toThrow(/tried again/);
    expect(bank.asks).toEqual([]);
    release();
    await sender;
    expect(bank.sends).toEqual([payout.id]);
    expect(await payoutRow(payout.id)).toMatchObject({ bankState: 'SENT', bankSendingUntil: null });
  });

  it('a sender that died inside its bank call holds the payout only until its lease: then the bank is asked, and sent to if it knows nothing', async () => {
    const payout = await paidPayout();
    await markSending(ctx(), [payout.id]); // marked SENT, then the worker died before the bank heard of it
    const early = countingBank(ctx().bank!);
    await expect(executePayouts({ ...ctx(), bank: early.client }, [payout.id])).rejects.toThrow(/tried again/);
    expect([...early.asks, ...early.sends]).toEqual([]);

    const later = new Date(Date.now() + ctx().config.BANK_SENDING_LEASE_SECONDS * 1000 + 1_000);
    const after = countingBank(ctx().bank!);
    await executePayouts({ ...ctx(), bank: after.client, now: () => later }, [payout.id]);
    expect(after.asks).toEqual([payout.id]);
    expect(after.sends).toEqual([payout.id]);
    expect((await bankPayments(server)).get(payout.id)).toMatchObject({ executions: 1 });
  });

  it('sends the request fixed when the payout was paid: a rename of the company or the contractor changes nothing', async () => {
    const payout = await paidPayout('1234.56');
    const paid = await payoutRow(payout.id);
    const fixed = paid.bankRequest;
    // What leaves the balance: the net after НДФЛ.
    expect(fixed).toMatchObject({
      amountKopecks: String(paid.netKopecks),
      recipient: { kind: 'ACCOUNT', name: 'Гражданкин Глеб Петрович' },
    });
    const [company] = await ctx().db.select().from(customers).where(eq(customers.id, a.customerId));
    expect(fixed!.purpose).toContain(company!.organisationName!);

    await ctx().db.update(customers).set({ organisationName: 'ООО "Новое имя"' }).where(eq(customers.id, a.customerId));
    await ctx().db.update(employees).set({ lastName: 'Переименов' }).where(eq(employees.id, employeeId));
    try {
      const seen: BankPaymentRequest[] = [];
      const bank = ctx().bank!;
      await executePayouts({ ...ctx(), bank: { ...bank, sendPayment: async (r) => void seen.push(r) } }, [payout.id]);
      expect(seen).toHaveLength(1);
      expect(seen[0]!.purpose).toBe(fixed!.purpose);
      expect(seen[0]!.recipient).toEqual(fixed!.recipient);
      expect(seen[0]!.amountKopecks).toBe(paid.netKopecks);
      expect((await payoutRow(payout.id)).bankRequest).toEqual(fixed);
    } finally {
      await ctx()
        .db.update(customers)
        .set({ organisationName: company!.organisationName })
        .where(eq(customers.id, a.customerId));
      await ctx().db.update(employees).set({ lastName: 'Гражданкин' }).where(eq(employees.id, employeeId));
    }
  });

  it('a worker that died on the execute job’s last attempt: its give-up asks the bank and returns the money', async () => {
    const payout = await paidPayout('500.00');
    // The payout was marked sent, then every attempt of its job died; the bank never got the payment.
    await ctx().db.update(payouts).set({ bankState: 'SENT' }).where(eq(payouts.id, payout.id));
    await ctx().db.execute(sql`
      update jobs set state = 'active', attempts = retry_limit + 1, locked_until = now() - interval '1 second'
      where name = 'payouts.execute' and data::text like ${`%${payout.id}%`}`);
    await startWorkers();
    const settled = await waitUntilSettled(ctx().db, [payout.id], 30_000);
    expect(settled.counts).toEqual({ ERROR: 1 });
    const failed = await payoutRow(payout.id);
    expect(failed.reason).toBe('Банк не ответил: выплата не отправлена, средства возвращены на баланс');
    expect((await bankPayments(server)).has(payout.id)).toBe(false);
  });

  it('a bank that answers 409 (it holds the payout’s id with another body) is polled to its real end, nothing released', async () => {
    // The bank already holds a payment under the payout's id (sent before the request was fixed, say).
    const draft = (await createPayouts(a.client, 'INDIVIDUAL', { rows: [row(employeeId, '700.00')], pay: false })).body
      .items[0]!;
    const fixedElsewhere = createBankClient({
      baseUrl: () => `${server.baseUrl}/sandbox/bank`,
      clientId: BANK_SANDBOX_CLIENT_ID,
      clientSecret: BANK_SANDBOX_CLIENT_SECRET,
    });
    await fixedElsewhere.sendPayment({
      paymentId: draft.id,
      amountKopecks: 700_00n,
      recipient: { kind: 'ACCOUNT', accountNumber: '40817810200001234567', bik: '044525225', name: 'Гражданкин Г. П.' },
      purpose: 'Вознаграждение по договору ГПХ (прежнее назначение)',
    });
    const paid = await a.client.post(
      apiPaths.individualPayouts.pay,
      { payout_ids: [draft.id] },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    const settled = await waitUntilSettled(ctx().db, [draft.id], 30_000);
    expect(settled.counts).toEqual({ DONE: 1 });
    const history = await ctx().db.execute(
      sql`select event from history_events where entity_id = ${draft.id} order by occurred_at`,
    );
    expect((history as unknown as { rows: { event: string }[] }).rows.map((r) => r.event)).not.toContain('ERROR');
    // The bank's own payment, executed once: the pipeline's request (refused with 409) paid nothing more.
    await expectEachPaidOnce(server, ctx().db, [draft.id]);
    await waitUntilSettled(ctx().db, made, 30_000);
    await expectLedgerWhole(ctx().db, a.customerId, FUNDED);
  });
});

async function startWorkers() {
  const jobs = withConfiguredCron(
    modules.flatMap((m) => m.jobs ?? []),
    ctx().config,
  );
  await ctx().jobs.start(jobs, (job, data, attempt) => runJob(ctx(), server.runtime.app.log, job, data, attempt));
}
