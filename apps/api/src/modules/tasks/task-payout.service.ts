/**
 * From acceptance to money (docs/decisions/tasks.md): the company accepting a contractor's work pays them, for
 * each order separately (DOMAIN §9.3). In the accepting call's transaction each accepted pair gets its act
 * (documents' `makeTaskAct`: the platform's act template, sent for both signatures) and — paid NOW — its own
 * payout (payouts' `payAcceptedWork`: the whole checklist, held, always waiting for its act), linked to the act;
 * paid later in a REGISTRY, no payout yet: the signed work goes into a mass payout registry
 * (task-registry.service.ts) whose payout for it is linked when it settles. The act signed by both sides
 * releases a payout waiting for it; the payout paid completes the pair (`settleTaskPayouts`, handed to payouts'
 * settlement by runtime.ts: payouts cannot import tasks).
 */
import { formatKopecks, type TaskPaymentMode } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import { linkActToPayout, makeTaskAct } from '../documents/index.js';
import { payAcceptedWork, type TaskPayoutsSettled } from '../payouts/index.js';
import { completePaidPair } from './task-lifecycle.service.js';
import { type PairPerson, selectPairsByPayouts, updatePair } from './task-pairs.repo.js';
import { selectPairsByRegistryPayouts } from './task-registry.repo.js';
import { fioOf, shownQuantity, taskTotalKopecks } from './task-view.js';
import { lockTaskById, type TaskRow } from './tasks.repo.js';

export type AcceptedPair = { pairId: string; employeeId: string; person: PairPerson };

/** The act's lines: the service, and for work priced per unit its quantity and unit price. */
export function actServices(task: TaskRow): string[] {
  if (task.pricing !== 'PER_UNIT' || task.quantity === null) return [task.serviceName];
  const unit = task.unit?.trim() || 'ед.';
  return [`${task.serviceName}: ${shownQuantity(task.quantity)} ${unit} × ${formatKopecks(task.amountKopecks)}`];
}

/** The payout of one pair's work: the task's total, its service the receipt's line. */
export const workOf = (task: TaskRow, employeeId: string, person: PairPerson) => ({
  employeeId,
  name: fioOf(person),
  amountKopecks: taskTotalKopecks(task.amountKopecks, task.quantity),
  serviceName: task.serviceName,
  serviceId: task.serviceId,
  comment: `Задание № ${task.number} «${task.name}»`,
});

/**
 * Pays the pairs just accepted (the caller holds the task's and the pairs' locks): one act each, and paid NOW one
 * payout each. A contractor whose payout fails a check refuses the whole call (422 naming them).
 */
export async function payAcceptedPairs(
  txCtx: TxContext<ActorContext>,
  task: TaskRow,
  accepted: AcceptedPair[],
  payment: TaskPaymentMode = 'NOW',
) {
  if (accepted.length === 0) return;
  const payouts =
    payment === 'NOW'
      ? await payAcceptedWork(
          txCtx,
          task.customerId,
          accepted.map((pair) => workOf(task, pair.employeeId, pair.person)),
        )
      : [];
  const payoutOf = new Map(payouts.map((p) => [p.employeeId, p.payoutId]));
  for (const pair of accepted) {
    const payoutId = payoutOf.get(pair.employeeId) ?? null;
    const act = await makeTaskAct(txCtx, {
      customerId: task.customerId,
      employeeId: pair.employeeId,
      payoutId,
      services: actServices(task),
      amountKopecks: taskTotalKopecks(task.amountKopecks, task.quantity),
      periodFrom: task.periodStart,
      periodTo: task.periodEnd,
      title: `Акт об оказанных услугах по заданию № ${task.number} «${task.name}»`,
    });
    await updatePair(txCtx.db, pair.pairId, { payoutId, actDocumentId: act.id, updatedAt: txCtx.now() });
  }
}

/**
 * How the payouts of tasks' pairs ended, in the settling transaction: paid completes the pair (and the task
 * with its last one); a registry's payout paid is first made the pair's own and linked to its act. Declined or
 * failed leaves the pair WAIT_PAYOUT: its payout (status, reason) says why, shown on the pair as wait status
 * ERROR, and the company may pay the work again (task-repay.service.ts).
 */
export const settleTaskPayouts: TaskPayoutsSettled = async (txCtx, settled) => {
  const paid = settled.filter((s) => s.status === 'DONE').map((s) => s.payoutId);
  if (paid.length === 0) return;
  const fromRegistries = await selectPairsByRegistryPayouts(txCtx.db, paid);
  fromRegistries.sort((a, b) => a.pair.taskId.localeCompare(b.pair.taskId) || a.pair.id.localeCompare(b.pair.id));
  for (const { pair, payoutId } of fromRegistries) {
    // The task first, then its pair, as every move of a pair takes them.
    await lockTaskById(txCtx.db, pair.taskId);
    await updatePair(txCtx.db, pair.id, { payoutId, updatedAt: txCtx.now() });
    if (pair.actDocumentId) await linkActToPayout(txCtx, pair.customerId, pair.actDocumentId, payoutId);
  }
  const pairs = await selectPairsByPayouts(txCtx.db, paid);
  // Tasks in a fixed order, so two settlements lock them the same way round.
  pairs.sort((a, b) => a.taskId.localeCompare(b.taskId) || a.employeeId.localeCompare(b.employeeId));
  for (const pair of pairs) await completePaidPair(txCtx, pair.taskId, pair.employeeId);
};
