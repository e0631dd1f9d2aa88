/**
 * POST task/{id}/repay (docs/decisions/tasks.md «Paying a work again»): an accepted pair's work paid on its own —
 * after its payout was declined or failed, or when it waits to be paid in a registry and the company pays it
 * alone instead. A new payout of the pair (payouts' `payAcceptedWork`: the whole checklist, held), linked to the
 * pair's act — already signed by both sides, the payout goes to the bank at once; else it waits for the act.
 * Under an Idempotency-Key, in `withIdempotency`'s transaction: a replay answers the same and pays nothing.
 */
import type { Task } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import { notFound } from '../../lib/errors.js';
import { linkActToPayout } from '../documents/index.js';
import { payAcceptedWork } from '../payouts/index.js';
import { recordTaskEvent } from './task-events.js';
import { pairMoneyOf } from './task-money.js';
import { lockPairs, selectPersons, updatePair } from './task-pairs.repo.js';
import { workOf } from './task-payout.service.js';
import { lockTask } from './tasks.repo.js';
import { companyOf, companyTask, invalidState, taskNotFound } from './tasks.service.js';

const PAIR_NOT_FOUND = 'Исполнитель не участвует в задании';

export async function repayPair(txCtx: TxContext<ActorContext>, taskId: string, employeeId: string): Promise<Task> {
  const customerId = companyOf(txCtx);
  const task = await lockTask(txCtx.db, customerId, taskId);
  if (!task) throw taskNotFound();
  const [pair] = await lockPairs(txCtx.db, taskId, [employeeId]);
  if (!pair) throw notFound(PAIR_NOT_FOUND);
  const refusal = (await pairMoneyOf(txCtx, [pair]))(pair).repayRefusal;
  if (refusal) throw invalidState(refusal);
  const person = (await selectPersons(txCtx.db, [employeeId])).get(employeeId)!;
  const [payout] = await payAcceptedWork(txCtx, customerId, [workOf(task, employeeId, person)]);
  await updatePair(txCtx.db, pair.id, { payoutId: payout!.payoutId, updatedAt: txCtx.now() });
  await linkActToPayout(txCtx, customerId, pair.actDocumentId!, payout!.payoutId);
  await recordTaskEvent(txCtx, task, 'REPAID', {
    by: 'COMPANY',
    actorAccountId: txCtx.actor.accountId,
    employee: person,
    comment: `Выплата № ${payout!.number}`,
  });
  return companyTask(txCtx, customerId, taskId);
}
