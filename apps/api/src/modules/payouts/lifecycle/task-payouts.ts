/**
 * A task's accepted work paid (docs/decisions/tasks.md «From acceptance to money»): each accepted contractor
 * their own payout — never pooled — of the kind the company pays them under (an НПД link: an НПД payout; any
 * other: an individual ГПХ payout with НДФЛ), for the task's total and service, checked by the whole
 * checklist on what the caller's transaction sees, held and PENDING, and always waiting for its act (the
 * tasks module makes the act in the same transaction; the act signed by both sides releases the payout,
 * payout-act-release.ts). One failing contractor refuses the whole call, named, with nothing changed.
 *
 * The tasks module learns how each payout ended through `ctx.handoffs.taskPayoutsSettled` (payouts cannot
 * import tasks), called by the settlement in the transaction that settles the payout.
 */
import type { PayoutKind } from '@vyplaty/contracts';
import type { ActorContext, AppContext } from '../../../context.js';
import type { TxContext } from '../../../db/transaction.js';
import { AppError } from '../../../lib/errors.js';
import { checkPayoutRows } from '../checks/payout-checks.js';
import { type ContractorFacts, type PayoutRow, selectContractorFacts } from '../payouts.repo.js';
import { selectPayoutsByIds } from './payout-lifecycle.repo.js';
import { insertNewPayouts, lockParties, payCheckedPayouts } from './payout-records.js';

/** How payouts of a task's pairs ended, told to the tasks module in the settling transaction. */
export type TaskPayoutSettlement = { payoutId: string; status: 'DONE' | 'DECLINED' | 'ERROR'; reason: string | null };
export type TaskPayoutsSettled = (txCtx: TxContext, settled: TaskPayoutSettlement[]) => Promise<void>;

export type AcceptedWork = {
  employeeId: string;
  /** How the contractor is named in a refusal («Жуков Иван Петрович: …»). */
  name: string;
  amountKopecks: bigint;
  serviceName: string;
  serviceId: string | null;
  comment: string | null;
};
export type AcceptedWorkPayout = { employeeId: string; payoutId: string; number: number; kind: PayoutKind };

/** НПД for a contractor the company pays as self-employed, else an individual payout under a ГПХ contract. */
export const payoutKindFor = (facts: ContractorFacts | undefined): PayoutKind =>
  facts?.taxRegime === 'NPD' ? 'NPD' : 'INDIVIDUAL';

/** The kind each of these contractors is paid under by the company (a registry of tasks' work is of one kind). */
export async function payoutKindsOf(
  ctx: Pick<AppContext, 'db'>,
  customerId: string,
  employeeIds: string[],
): Promise<Map<string, PayoutKind>> {
  const facts = await selectContractorFacts(ctx.db, customerId, employeeIds);
  return new Map(employeeIds.map((id) => [id, payoutKindFor(facts.get(id))]));
}

/**
 * Makes, checks and holds one payout per accepted contractor (the caller holds the task's locks; this locks
 * the company and the contractors, ADR 009). НПД ones first, then individual ones: the second group's balance
 * check sees the first group's holds. Returns the payouts in no particular order.
 */
export async function payAcceptedWork(
  txCtx: TxContext<ActorContext>,
  customerId: string,
  work: AcceptedWork[],
): Promise<AcceptedWorkPayout[]> {
  const ids = work.map((w) => w.employeeId);
  await lockParties(txCtx, customerId, ids);
  const facts = await selectContractorFacts(txCtx.db, customerId, ids);
  const made: AcceptedWorkPayout[] = [];
  for (const kind of ['NPD', 'INDIVIDUAL'] as const) {
    const own = work.filter((w) => payoutKindFor(facts.get(w.employeeId)) === kind);
    if (own.length === 0) continue;
    const checked = await checkPayoutRows(txCtx, {
      customerId,
      kind,
      facts,
      rows: own.map((w) => ({ employeeId: w.employeeId, amountKopecks: w.amountKopecks })),
      refreshFns: false,
      alwaysWaitForAct: true,
    });
    const failing = checked.rows.findIndex((row) => !row.payable);
    if (failing >= 0) {
      const reason = checked.rows[failing]!.failures[0]?.message ?? 'выплата не прошла проверку';
      throw new AppError('VALIDATION_ERROR', { status: 422, message: `${own[failing]!.name}: ${reason}` });
    }
    const payouts = await insertNewPayouts(
      txCtx,
      customerId,
      own.map((w, index) => ({
        facts: facts.get(w.employeeId)!,
        input: {
          kind,
          employeeId: w.employeeId,
          amountKopecks: w.amountKopecks,
          serviceName: w.serviceName,
          serviceId: w.serviceId,
          comment: w.comment,
        },
        tax: checked.rows[index]!.tax,
      })),
    );
    await payCheckedPayouts(
      txCtx,
      customerId,
      payouts.map((payout, index) => ({
        payout,
        facts: facts.get(payout.employeeId)!,
        tax: checked.rows[index]!.tax,
      })),
      'NOW',
      'ALWAYS',
    );
    made.push(...payouts.map((p) => ({ employeeId: p.employeeId, payoutId: p.id, number: p.number, kind })));
  }
  return made;
}

/** A task pair's payout as the task shows it; waitStatus in SPEC §4's words (payoutWaitStatusSchema). */
export type TaskPayoutFacts = {
  id: string;
  number: number;
  status: PayoutRow['status'];
  waitStatus: 'WAIT_PERIOD' | 'IN_PROGRESS' | 'DONE' | 'ERROR';
  amountKopecks: bigint;
  reason: string | null;
};

/** Held and waiting (for the act) — at the bank — paid — failed. */
function waitStatusOf(row: PayoutRow): TaskPayoutFacts['waitStatus'] {
  if (row.status === 'DONE') return 'DONE';
  if (row.status === 'DECLINED' || row.status === 'ERROR') return 'ERROR';
  return row.status === 'PENDING' && row.waitingFor === null ? 'IN_PROGRESS' : 'WAIT_PERIOD';
}

/** The payouts of tasks' pairs by id (the caller reads only its own tasks' pairs). */
export async function taskPayoutFacts(
  ctx: Pick<AppContext, 'db'>,
  ids: string[],
): Promise<Map<string, TaskPayoutFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await selectPayoutsByIds(ctx.db, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        number: row.number,
        status: row.status,
        waitStatus: waitStatusOf(row),
        amountKopecks: row.amountKopecks,
        reason: row.reason,
      },
    ]),
  );
}
