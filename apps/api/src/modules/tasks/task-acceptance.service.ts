/**
 * The acceptance window (docs/decisions/tasks.md «Acceptance window», DOMAIN §9.3 Solar Staff): a hand-over
 * fixes `accept_by` = the hand-over + the company's window (customer_constants.task_acceptance_days, 15 by
 * default); once it has passed with the pair still DONE, the job accepts it through the same money path as
 * the company's «Принять работу» (payAcceptedPairs: its own payout, held for its act, and the act), the
 * history saying the system did. One pair per transaction, the task and the pair locked and rechecked first:
 * a rerun or a second worker finds the pair no longer DONE and makes nothing twice.
 */
import type { ActorContext, AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { notify } from '../notifications/index.js';
import { selectAcceptanceDays, selectDuePairs, selectFirstCompanyAccount } from './task-acceptance.repo.js';
import { recordTaskEvent, tellCompany, tellContractor } from './task-events.js';
import { lockPairs, type PairRow, selectPersons, updatePair } from './task-pairs.repo.js';
import { payAcceptedPairs } from './task-payout.service.js';
import { decidePairInTask } from './task-states.js';
import { fioOf } from './task-view.js';
import { lockTaskById, selectCompanyName, type TaskRow } from './tasks.repo.js';

const DAY_MS = 86_400_000;
/** Pairs one run looks at; the rest wait for the next run (every 10 minutes). */
const AUTO_ACCEPT_BATCH = 100;

export async function acceptanceDaysOf(db: Db, customerId: string): Promise<number> {
  return (await selectAcceptanceDays(db, [customerId])).get(customerId)!;
}

/** The pair's columns at a hand-over: the window starts now, with the company's days now. */
export async function handOverWindow(db: Db, customerId: string, now: Date) {
  const days = await acceptanceDaysOf(db, customerId);
  return { handedOverAt: now, acceptBy: new Date(now.getTime() + days * DAY_MS) };
}

/**
 * Who the payout and the act are recorded as made by: the task's author, else the company's first account
 * (payouts and documents keep an account; the task's history says SYSTEM).
 */
async function companyAccountOf(db: Db, task: TaskRow): Promise<string> {
  const id = task.createdBy ?? (await selectFirstCompanyAccount(db, task.customerId));
  if (!id) throw new Error(`company ${task.customerId} has no account`);
  return id;
}

/** «1 день», «2 дня», «15 дней». */
export function daysText(days: number): string {
  const tens = days % 100;
  const ones = days % 10;
  const word = tens >= 11 && tens <= 14 ? 'дней' : ones === 1 ? 'день' : ones >= 2 && ones <= 4 ? 'дня' : 'дней';
  return `${days} ${word}`;
}

type Outcome = 'ACCEPTED' | 'SKIPPED' | { refused: string };

/** The pair locked and rechecked: still DONE, its window passed, the state machine lets it be accepted. */
async function acceptOne(ctx: AppContext, pairId: string, taskId: string, employeeId: string): Promise<Outcome> {
  return inTransaction(ctx, async (txCtx) => {
    const task = await lockTaskById(txCtx.db, taskId);
    if (!task) return 'SKIPPED';
    const [pair] = await lockPairs(txCtx.db, taskId, [employeeId]);
    const now = txCtx.now();
    if (!pair || pair.id !== pairId || pair.status !== 'DONE' || !pair.acceptBy || pair.acceptBy > now) {
      return 'SKIPPED';
    }
    if (!decidePairInTask(task.status, pair.status, 'ACCEPT', 'COMPANY').ok) return 'SKIPPED';
    const actorCtx: TxContext<ActorContext> = {
      ...txCtx,
      actor: {
        accountId: await companyAccountOf(txCtx.db, task),
        sessionId: `task-acceptance:${pair.id}:${pair.handedOverAt?.toISOString() ?? ''}`,
        role: 'user',
        entityId: task.customerId,
      },
    };
    await acceptPair(actorCtx, task, pair);
    return 'ACCEPTED';
  });
}

async function acceptPair(txCtx: TxContext<ActorContext>, task: TaskRow, pair: PairRow) {
  const person = (await selectPersons(txCtx.db, [pair.employeeId])).get(pair.employeeId)!;
  const days = Math.round((pair.acceptBy!.getTime() - (pair.handedOverAt ?? pair.acceptBy!).getTime()) / DAY_MS);
  const comment = `компания не ответила за ${daysText(days)}`;
  await updatePair(txCtx.db, pair.id, { status: 'WAIT_PAYOUT', updatedAt: txCtx.now() });
  await recordTaskEvent(txCtx, task, 'AUTO_ACCEPTED', {
    by: 'SYSTEM',
    actorAccountId: null,
    employee: person,
    comment,
  });
  const companyName = await selectCompanyName(txCtx.db, task.customerId);
  await tellContractor(txCtx, task, companyName, 'AUTO_ACCEPTED', pair.employeeId, comment);
  await tellCompany(txCtx, task, 'AUTO_ACCEPTED', person, comment);
  // A refusal of the checklist throws here (422 «Фамилия Имя: причина») and the whole transaction is undone.
  await payAcceptedPairs(txCtx, task, [{ pairId: pair.id, employeeId: pair.employeeId, person }]);
}

/** The company told once per hand-over why the work could not be accepted automatically. */
async function tellRefusal(ctx: AppContext, pairId: string, taskId: string, employeeId: string, reason: string) {
  await inTransaction(ctx, async (txCtx) => {
    const task = await lockTaskById(txCtx.db, taskId);
    const [pair] = await lockPairs(txCtx.db, taskId, [employeeId]);
    if (!task || !pair || pair.id !== pairId || pair.status !== 'DONE' || !pair.handedOverAt) return;
    if (pair.autoAcceptRefusalFor?.getTime() === pair.handedOverAt.getTime()) return;
    await updatePair(txCtx.db, pair.id, { autoAcceptRefusalFor: pair.handedOverAt });
    const person = (await selectPersons(txCtx.db, [employeeId])).get(employeeId)!;
    await notify(
      txCtx,
      { customerId: task.customerId },
      {
        title: 'Не удалось принять работу автоматически',
        body: `Не удалось принять работу автоматически: ${reason}. ${fioOf(person)}, задание № ${task.number} «${task.name}»`,
        type: 'other',
        url: `/tasks/${task.id}`,
      },
    );
  });
}

/**
 * One run of the job: every pair whose window has passed (up to AUTO_ACCEPT_BATCH) accepted in its own
 * transaction. A refused one stays DONE (the next run tries again); an unexpected failure of one pair does
 * not stop the others and fails the run afterwards, so it is seen.
 */
export async function acceptBySilence(ctx: AppContext) {
  const result = { accepted: 0, refused: 0 };
  const failures: unknown[] = [];
  for (const due of await selectDuePairs(ctx.db, ctx.now(), AUTO_ACCEPT_BATCH)) {
    try {
      const outcome = await acceptOne(ctx, due.id, due.taskId, due.employeeId);
      if (outcome === 'ACCEPTED') result.accepted += 1;
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 422) {
        ctx.log.error({ err: error, pairId: due.id }, 'automatic acceptance failed');
        failures.push(error);
        continue;
      }
      result.refused += 1;
      await tellRefusal(ctx, due.id, due.taskId, due.employeeId, error.message);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} pairs could not be accepted`);
  return result;
}
