/**
 * The payouts' nightly reconciliation checks: a payout the bank paid and the statement shows is fine;
 * a DONE payout missing from the statement, an НПД payout paid without a receipt, and a hold the bank has
 * not resolved for days (however old) are findings.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../../../db/schema/index.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { readStatement } from '../../balance/index.js';
import { insertPaidPayout } from '../payouts.test-helpers.js';
import {
  company,
  createPayouts,
  fund,
  individualContractor,
  row,
  waitForPayout,
} from '../payouts-flow.test-helpers.js';
import { payoutReceiptsCheck, payoutsStatementCheck } from './payouts-reconciliation.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ BANK_SANDBOX_DELAY_MS: '0' });
});
afterAll(() => server?.close());

/** The night after: the checks leave the last hour alone. */
const tonight = () => ({ ...server.runtime.ctx, now: () => new Date(Date.now() + 2 * 3_600_000) });

describe('payouts reconciliation', () => {
  it('matches paid payouts with the bank statement and НПД payouts with receipts', async () => {
    const a = await company(server);
    await fund(server, a.customerId, 1_000_00n);
    const c = await individualContractor(server, a.customerId);
    const created = await createPayouts(a.client, 'INDIVIDUAL', { rows: [row(c.employeeId, '100.00')], pay: true });
    const paid = await waitForPayout(
      a.client,
      'INDIVIDUAL',
      created.body.items[0]!.id,
      (p) => p.status === 'DONE',
      'paid',
    );
    await readStatement(server.runtime.ctx);

    const ghost = await insertPaidPayout(server.runtime.ctx.db, {
      customerId: a.customerId,
      employeeId: c.employeeId,
      kind: 'NPD',
      amountKopecks: 500_00n,
      serviceName: 'Услуга без следов',
    });
    const statement = (await payoutsStatementCheck.run(tonight())).filter((f) => f.customerId === a.customerId);
    expect(statement.map((f) => f.message)).toEqual([
      `Выплата №${ghost.number} (самозанятому, id ${ghost.id}) выполнена по ответу банка, но в выписке номинального счёта её нет`,
    ]);
    expect(statement.some((f) => f.message.includes(paid.id))).toBe(false);

    // A payout still holding its money after a month: no window lets it go unseen.
    await server.runtime.ctx.jobs.stop();
    const stuck = await createPayouts(a.client, 'INDIVIDUAL', { rows: [row(c.employeeId, '10.00')], pay: true });
    const stuckId = stuck.body.items[0]!.id;
    await server.runtime.ctx.db
      .update(payouts)
      .set({ heldAt: new Date(Date.now() - 30 * 24 * 3_600_000) })
      .where(eq(payouts.id, stuckId));
    const later = (await payoutsStatementCheck.run(tonight())).filter((f) => f.message.includes(stuckId));
    expect(later).toHaveLength(1);
    expect(later[0]!.message).toMatch(/в обработке с .*: деньги компании зарезервированы, а банк её так и не завершил/);

    const receipts = (await payoutReceiptsCheck.run(tonight())).filter((f) => f.customerId === a.customerId);
    expect(receipts.map((f) => f.message.replaceAll('\u00a0', ' '))).toEqual([
      `Выплата №${ghost.number} (самозанятому, id ${ghost.id}) на 500,00 ₽ выплачена, а чека в ФНС нет`,
    ]);
  });
});
