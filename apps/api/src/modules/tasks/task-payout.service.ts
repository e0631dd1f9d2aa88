/**
 * From acceptance to money (docs/decisions/tasks.md): the company accepting a contractor's work pays them.
 * In the accepting call's transaction each accepted pair gets its own payout (payouts' `payAcceptedWork`:
 * the whole checklist, held, always waiting for its act) and its act (documents' `makeTaskAct`: the platform's
 * act template, linked to the payout, sent for both signatures); the pair keeps both. The act signed by both
 * sides releases the payout; the payout paid completes the pair (`settleTaskPayouts`, handed to payouts'
 * settlement by runtime.ts: payouts cannot import tasks).
 */
import type { ActorContext } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import { makeTaskAct } from '../documents/index.js';
import { payAcceptedWork, type TaskPayoutsSettled } from '../payouts/index.js';
import { completePaidPair } from './task-lifecycle.service.js';
import { type PairPerson, selectPairsByPayouts, updatePair } from './task-pairs.repo.js';
import { fioOf, taskTotalKopecks } from './task-view.js';
import type { TaskRow } from './tasks.repo.js';

export type AcceptedPair = { pairId: string; employeeId: string; person: PairPerson };

/**
 * Pays the pairs just accepted (the caller holds the task's and the pairs' locks): one payout and one act
 * each. A contractor whose payout fails a check refuses the whole call (422 naming them).
 */
export async function payAcceptedPairs(txCtx: TxContext<ActorContext>, task: TaskRow, accepted: AcceptedPair[]) {
  if (accepted.length === 0) return;
  const amountKopecks = taskTotalKopecks(task.amountKopecks, task.quantity);
  const payouts = await payAcceptedWork(
    txCtx,
    task.customerId,
    accepted.map((pair) => ({
      employeeId: pair.employeeId,
      name: fioOf(pair.person),
      amountKopecks,
      serviceName: task.serviceName,
      serviceId: task.serviceId,
      comment: `Задание № ${task.number} «${task.name}»`,
    })),
  );
  const pairOf = new Map(accepted.map((pair) => [pair.employeeId, pair]));
  for (const payout of payouts) {
    const act = await makeTaskAct(txCtx, {
      customerId: task.customerId,
      employeeId: payout.employeeId,
      payoutId: payout.payoutId,
      periodFrom: task.periodStart,
      periodTo: task.periodEnd,
      title: `Акт об оказанных услугах по заданию № ${task.number} «${task.name}»`,
    });
    await updatePair(txCtx.db, pairOf.get(payout.employeeId)!.pairId, {
      payoutId: payout.payoutId,
      actDocumentId: act.id,
      updatedAt: txCtx.now(),
    });
  }
}

/**
 * How the payouts of tasks' pairs ended, in the settling transaction: paid completes the pair (and the task
 * with its last one). Declined or failed leaves the pair WAIT_PAYOUT: its payout (status, reason) says why,
 * shown on the pair as wait status ERROR; both sides were told by the payout's own notifications.
 */
export const settleTaskPayouts: TaskPayoutsSettled = async (txCtx, settled) => {
  const paid = settled.filter((s) => s.status === 'DONE').map((s) => s.payoutId);
  if (paid.length === 0) return;
  const pairs = await selectPairsByPayouts(txCtx.db, paid);
  // Tasks in a fixed order, so two settlements lock them the same way round.
  pairs.sort((a, b) => a.taskId.localeCompare(b.taskId) || a.employeeId.localeCompare(b.employeeId));
  for (const pair of pairs) await completePaidPair(txCtx, pair.taskId, pair.employeeId);
};
