/**
 * Step 1 of payouts.execute-batch (payout-batch-jobs.ts): which of a batch's payouts never sent may go to the
 * bank now. Support's payments block once per company; for НПД every rule of DOMAIN §2.1 again with fresh FNS
 * data, once per contractor for the sum of their payouts in the batch, the rules' facts read once for all of a
 * company's contractors here (payoutEligibilityJudge). A contractor whose sum fails is checked payout by
 * payout, as the single job does; a refusal ends the payout ERROR with its money released. Rules that cannot
 * be checked now (FNS not answering, a failed read) hand the payouts to their own payouts.execute jobs.
 */
import type { AppContext } from '../../../context.js';
import { moscowYear, moscowYearBounds } from '../../../lib/moscow-time.js';
import { codeOf } from '../../../lib/pipeline.js';
import { type EligibilityJudge, payoutEligibilityJudge } from '../../fns/index.js';
import { paymentsBlockedMessage, paymentsBlockOf } from '../money/payout-money.js';
import { type PayoutRow, pendingNpdIncomesBetween } from '../payouts.repo.js';
import { npdFreshness, npdRefusal, npdSumRefusal } from './payout-jobs.js';
import { settleFailed } from './payout-settlement.js';

/** Step 1: the payouts that may go to the bank now; the others are settled (ERROR) or handed over. */
export async function admitted(ctx: AppContext, fresh: PayoutRow[], handOver: string[]): Promise<PayoutRow[]> {
  const ok: PayoutRow[] = [];
  const blocks = new Map<string, Awaited<ReturnType<typeof paymentsBlockOf>>>();
  // НПД payouts by company, then by contractor.
  const npd = new Map<string, Map<string, PayoutRow[]>>();
  for (const row of fresh) {
    if (!blocks.has(row.customerId)) blocks.set(row.customerId, await paymentsBlockOf(ctx, row.customerId));
    const block = blocks.get(row.customerId)!;
    if (block.blocked) {
      await settleFailed(ctx, row.id, { status: 'ERROR', reason: paymentsBlockedMessage(block.reason) });
    } else if (row.kind === 'NPD') {
      const contractors = npd.get(row.customerId) ?? new Map<string, PayoutRow[]>();
      npd.set(row.customerId, contractors.set(row.employeeId, [...(contractors.get(row.employeeId) ?? []), row]));
    } else {
      ok.push(row);
    }
  }
  const cannotCheck = (error: unknown, rows: PayoutRow[]) => {
    ctx.log.warn(
      { error: (error as Error).name, code: codeOf(error) },
      'the НПД rules could not be checked: the payouts go to their own jobs',
    );
    handOver.push(...rows.map((r) => r.id));
  };
  for (const [customerId, contractors] of npd) {
    // The rules' facts read once for the company's contractors here; held first (see npdRefusalOfContractor).
    let judge: EligibilityJudge;
    let held: Map<string, bigint>;
    try {
      const year = moscowYearBounds(moscowYear(ctx.now()));
      held = await pendingNpdIncomesBetween(ctx.db, [...contractors.keys()], year.from, year.to);
      judge = await payoutEligibilityJudge(ctx, {
        customerId,
        employeeIds: [...contractors.keys()],
        refresh: npdFreshness(ctx),
      });
    } catch (error) {
      cannotCheck(error, [...contractors.values()].flat());
      continue;
    }
    for (const rows of contractors.values()) {
      try {
        if (npdSumRefusal(judge, held, rows) === null) {
          ok.push(...rows);
          continue;
        }
        // The sum fails: payout by payout, as the single job would (a refusal releases its money for the next).
        for (const row of rows) {
          const refusal = await npdRefusal(ctx, row);
          if (refusal) await settleFailed(ctx, row.id, { status: 'ERROR', reason: refusal });
          else ok.push(row);
        }
      } catch (error) {
        cannotCheck(error, rows);
      }
    }
  }
  return ok;
}
