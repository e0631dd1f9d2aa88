/**
 * The money of accepted pairs as the task shows it (contracts/tasks.ts `payout`, `act`): each pair's payout
 * (payouts' facts, its wait status in SPEC §4's words) and act (documents' number and status), read for a
 * page of pairs at once. A pair never accepted has neither.
 */
import type { TaskPairAct, TaskPairPayout } from '@vyplaty/contracts';
import { kopecksToRubles } from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import { taskActFacts } from '../documents/index.js';
import { taskPayoutFacts } from '../payouts/index.js';
import type { PairRow } from './task-pairs.repo.js';

export type PairMoney = { payout: TaskPairPayout | null; act: TaskPairAct | null };
export const NO_MONEY: PairMoney = { payout: null, act: null };

type MoneyOf = (pair: Pick<PairRow, 'payoutId' | 'actDocumentId'> | undefined) => PairMoney;

/** What each of these pairs' payout and act are now (one read of each for them all). */
export async function pairMoneyOf(
  ctx: Pick<AppContext, 'db'>,
  pairs: (Pick<PairRow, 'payoutId' | 'actDocumentId'> | undefined)[],
): Promise<MoneyOf> {
  const payoutIds = pairs.flatMap((p) => (p?.payoutId ? [p.payoutId] : []));
  const actIds = pairs.flatMap((p) => (p?.actDocumentId ? [p.actDocumentId] : []));
  // One after the other: inside a transaction they share one connection.
  const payouts = await taskPayoutFacts(ctx, payoutIds);
  const acts = await taskActFacts(ctx, actIds);
  return (pair) => {
    const payout = pair?.payoutId ? payouts.get(pair.payoutId) : undefined;
    const act = pair?.actDocumentId ? acts.get(pair.actDocumentId) : undefined;
    return {
      payout: payout
        ? {
            id: payout.id,
            number: payout.number,
            status: payout.status,
            wait_status: payout.waitStatus,
            amount: kopecksToRubles(payout.amountKopecks),
            reason: payout.reason,
          }
        : null,
      act: act ? { id: act.id, number: act.number, status: act.status } : null,
    };
  };
}
