/**
 * Step 1 of payouts.execute (payout-execute.ts): which of a batch's payouts never sent may go to the
 * bank now (a payout on its own is a batch of one). Support's payments block once per company; for НПД every rule of DOMAIN §2.1 again with fresh FNS
 * data, once per contractor for the sum of their payouts in the batch, the rules' facts read once for all of a
 * company's contractors here (payoutEligibilityJudge). A contractor whose sum fails is checked payout by
 * payout, as the single job does; a refusal ends the payout ERROR with its money released. Rules that cannot
 * be checked now (FNS not answering, a failed read) are left for a retry (`retry`).
 */
import type { AppContext } from '../../../context.js';
import { moscowYear, moscowYearBounds } from '../../../lib/moscow-time.js';
import { codeOf } from '../../../lib/pipeline.js';
import { type EligibilityJudge, payoutEligibilityJudge } from '../../fns/index.js';
import { paymentsBlockedMessage, paymentsBlockOf } from '../money/payout-money.js';
import { type PayoutRow, pendingNpdIncomesBetween } from '../payouts.repo.js';
import { settleFailed } from './payout-settlement.js';

/** DOMAIN §2.1 again right before the money moves; the reason of the first failing rule, or null. */
const npdRefusal = (ctx: AppContext, row: PayoutRow) => npdRefusalOfContractor(ctx, [row]);

/** What FNS said within PAYOUT_FNS_FRESH_SECONDS counts as asked now (a mass payout asks once per contractor). */
const npdFreshness = (ctx: AppContext) => ({
  unlessCheckedWithinMs: ctx.config.PAYOUT_FNS_FRESH_SECONDS * 1000,
});

/**
 * npdRefusal for several held НПД payouts of one contractor by one company: the rules once, for their sum —
 * the yearly cap counts the contractor's other held payouts and these once.
 */
async function npdRefusalOfContractor(ctx: AppContext, rows: PayoutRow[]): Promise<string | null> {
  const first = rows[0]!;
  const year = moscowYearBounds(moscowYear(ctx.now()));
  // Held first, the rules' facts after: a payout settled in between is counted twice (the safe side), never missed.
  const held = await pendingNpdIncomesBetween(ctx.db, [first.employeeId], year.from, year.to);
  const judge = await payoutEligibilityJudge(ctx, {
    customerId: first.customerId,
    employeeIds: [first.employeeId],
    refresh: npdFreshness(ctx),
  });
  return npdSumRefusal(judge, held, rows);
}

/**
 * The rules for the sum of one contractor's held payouts `rows`, on facts read before (`judge`) and the
 * contractor's held НПД payouts of the year (`held`, these among them): these amounts are counted once.
 */
function npdSumRefusal(judge: EligibilityJudge, held: Map<string, bigint>, rows: PayoutRow[]): string | null {
  const first = rows[0]!;
  const amount = rows.reduce((sum, row) => sum + row.amountKopecks, 0n);
  const others = (held.get(first.employeeId) ?? 0n) - amount;
  const eligibility = judge({
    employeeId: first.employeeId,
    amountKopecks: amount,
    heldKopecks: others > 0n ? others : 0n,
  });
  return eligibility.eligible ? null : (eligibility.checks.find((c) => !c.ok)?.message ?? 'Выплата не прошла проверку');
}

/** Step 1: the payouts that may go to the bank now; the others are settled (ERROR) or left for a retry. */
export async function admitted(ctx: AppContext, fresh: PayoutRow[], retry: string[]): Promise<PayoutRow[]> {
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
      'the НПД rules could not be checked now: the payouts are tried again',
    );
    retry.push(...rows.map((r) => r.id));
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
        // The sum fails: payout by payout (a refusal releases its money for the next).
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
