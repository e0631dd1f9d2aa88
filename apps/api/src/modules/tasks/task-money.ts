/**
 * The money of accepted pairs as the task shows it (contracts/tasks.ts `payout`, `act`, `registry`, `can_repay`):
 * each pair's payout — its own, or the one its registry's row made for it — (payouts' facts, its wait status in
 * SPEC §4's words), act (documents' number and status) and registry, read for a page of pairs at once; and
 * whether the work may be paid on its own now (task-repay.service.ts asks the same question under its locks).
 * A pair never accepted has none of them.
 */
import type { TaskPairAct, TaskPairPayout, TaskPairRegistry } from '@vyplaty/contracts';
import { kopecksToRubles, TASK_REGISTRY_MESSAGES } from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import { taskActFacts } from '../documents/index.js';
import { taskPayoutFacts } from '../payouts/index.js';
import type { PairRow } from './task-pairs.repo.js';
import { type PairRegistry, selectRegistries, selectRegistryPayouts } from './task-registry.repo.js';

export type PairMoney = {
  payout: TaskPairPayout | null;
  act: TaskPairAct | null;
  registry: TaskPairRegistry | null;
  /** Why the work may not be paid on its own now; null: it may (only ever for an accepted pair with an act). */
  repayRefusal: string | null;
};
export const NO_MONEY: PairMoney = {
  payout: null,
  act: null,
  registry: null,
  repayRefusal: TASK_REGISTRY_MESSAGES.notWaiting,
};

type MoneyPair = Pick<PairRow, 'id' | 'status' | 'payoutId' | 'actDocumentId' | 'massPayoutId'>;
type MoneyOf = (pair: MoneyPair | undefined) => PairMoney;

const LIVE_REGISTRY = new Set(['DRAFT', 'PROCESSING']);

/** Why an accepted pair's work may not be paid again or alone now (null: it may). */
export function repayRefusalOf(
  pair: MoneyPair,
  payout: TaskPairPayout | null,
  registry: PairRegistry | null,
): string | null {
  if (pair.status !== 'WAIT_PAYOUT') return TASK_REGISTRY_MESSAGES.notWaiting;
  if (!pair.actDocumentId) return TASK_REGISTRY_MESSAGES.noAct;
  if (payout?.status === 'DONE') return TASK_REGISTRY_MESSAGES.paid;
  if (payout && payout.wait_status !== 'ERROR') return TASK_REGISTRY_MESSAGES.payoutInFlight;
  if (!payout && registry && !registry.deleted && LIVE_REGISTRY.has(registry.status)) {
    return TASK_REGISTRY_MESSAGES.inRegistry(registry.number);
  }
  return null;
}

/** What each of these pairs' payout, act and registry are now (one read of each for them all). */
export async function pairMoneyOf(ctx: Pick<AppContext, 'db'>, pairs: (MoneyPair | undefined)[]): Promise<MoneyOf> {
  const present = pairs.filter((p): p is MoneyPair => p !== undefined);
  // One after the other: inside a transaction they share one connection.
  const fromRegistries = await selectRegistryPayouts(ctx.db, present);
  const payoutIdOf = (p: MoneyPair) => p.payoutId ?? fromRegistries.get(p.id) ?? null;
  const payouts = await taskPayoutFacts(
    ctx,
    present.flatMap((p) => payoutIdOf(p) ?? []),
  );
  const acts = await taskActFacts(
    ctx,
    present.flatMap((p) => (p.actDocumentId ? [p.actDocumentId] : [])),
  );
  const registries = await selectRegistries(
    ctx.db,
    present.flatMap((p) => (p.massPayoutId ? [p.massPayoutId] : [])),
  );
  return (pair) => {
    if (!pair) return NO_MONEY;
    const payoutId = payoutIdOf(pair);
    const facts = payoutId ? payouts.get(payoutId) : undefined;
    const act = pair.actDocumentId ? acts.get(pair.actDocumentId) : undefined;
    const registry = (pair.massPayoutId && registries.get(pair.massPayoutId)) || null;
    const payout: TaskPairPayout | null = facts
      ? {
          id: facts.id,
          number: facts.number,
          status: facts.status,
          wait_status: facts.waitStatus,
          amount: kopecksToRubles(facts.amountKopecks),
          reason: facts.reason,
        }
      : null;
    return {
      payout,
      act: act ? { id: act.id, number: act.number, status: act.status } : null,
      registry: registry
        ? {
            id: registry.id,
            number: registry.number,
            kind: registry.kind,
            status: registry.status,
            deleted: registry.deleted,
          }
        : null,
      repayRefusal: repayRefusalOf(pair, payout, registry),
    };
  };
}
