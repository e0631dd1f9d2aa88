/**
 * A bank that fails the way real ones do (issue 14, Tests): a fifth of its calls time out (the
 * connection dropped, nothing done), one in twenty payments is executed but its answer lost, and one
 * in ten accepted payments is declined later. 500 payouts, НПД and individual, still converge: each
 * DONE or DECLINED, none executed twice, the ledger whole, every DONE НПД payout with its receipt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
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
  fund,
  individualContractor,
  liftLimits,
  npdContractor,
} from './payouts-flow.test-helpers.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    // Settled at once: the late declines still come, and no poll waits on a payment still processing.
    BANK_SANDBOX_DELAY_MS: '0',
    FNS_SANDBOX_MESSAGE_DELAY_MS: '0',
    // A failed job comes back soon, so the suite sees many retries in seconds rather than minutes.
    JOB_RETRY_DELAY_SECONDS: '0.2',
    JOB_POLL_SECONDS: '0.2',
    JOB_CONCURRENCY: '8',
  });
});
afterAll(() => server?.close());

const FUNDED = 10_000_000_00n;

describe('500 payouts through a faulty bank', () => {
  it('converge to DONE or DECLINED with zero double payments, Σ ledger = 0 and a receipt for every DONE НПД payout', async () => {
    const a = await company(server);
    await liftLimits(server, a.customerId);
    await fund(server, a.customerId, FUNDED);
    const npd = [await npdContractor(server, a.customerId), await npdContractor(server, a.customerId)];
    const individuals = [
      await individualContractor(server, a.customerId),
      await individualContractor(server, a.customerId),
    ];
    await bankControl(server, '/faults', { timeoutRate: 0.2, lostAnswerRate: 0.05, lateDeclineRate: 0.1, hangMs: 0 });

    const submitted = [
      ...(await submitPayouts({
        clients: [a.client],
        kind: 'NPD',
        employeeIds: npd.map((c) => c.employeeId),
        count: 250,
        amount: '100.00',
      })),
      ...(await submitPayouts({
        clients: [a.client],
        kind: 'INDIVIDUAL',
        employeeIds: individuals.map((c) => c.employeeId),
        count: 250,
        amount: '100.00',
      })),
    ];
    const ids = submitted.map((p) => p.id);
    expect(new Set(ids).size).toBe(500);

    const settled = await waitUntilSettled(server.runtime.ctx.db, ids, 360_000);
    await bankControl(server, '/faults', { timeoutRate: 0, lostAnswerRate: 0, lateDeclineRate: 0 });

    // Every payout reached the bank's answer: paid or declined by the bank, none given up on.
    expect(settled.counts.ERROR ?? 0).toBe(0);
    expect((settled.counts.DONE ?? 0) + (settled.counts.DECLINED ?? 0)).toBe(500);
    // The faults really happened: about one in ten declined late (a few dozen, not none, not most).
    expect(settled.counts.DECLINED).toBeGreaterThan(10);
    expect(settled.counts.DECLINED).toBeLessThan(150);
    // A lost answer never made us send again blindly: the job asked the bank first, so each payment
    // was requested once (a resend would show as a second request, even if the bank deduplicated it).
    const bank = await bankControl(server, '/payments');
    expect((bank.items as { requests: number }[]).filter((p) => p.requests !== 1)).toEqual([]);

    await expectEachPaidOnce(server, server.runtime.ctx.db, ids);
    await expectLedgerWhole(server.runtime.ctx.db, a.customerId, FUNDED);
    expect((await settlement(server.runtime.ctx.db, ids)).receipts).toBe(settled.doneNpd);
  }, 420_000);
});
