/**
 * N7's wait for a signed act, at confirmation (docs/decisions/payouts.md «Waiting for a signed act»): of the
 * payouts just held and made PENDING in the caller's transaction, those the company wants an act for
 * (signed-act-rule.ts) get `waiting_for = SIGNED_ACT` and the history event UPDATED «Выплата ждёт
 * подписанного акта»; no execution job is enqueued for them. payout-act-release.ts lets them go.
 */
import type { TxContext } from '../../../db/transaction.js';
import { recordHistoryEvents } from '../../history/index.js';
import { payoutsToWaitForAct } from '../checks/signed-act-rule.js';
import type { PayoutRow } from '../payouts.repo.js';
import { setPayoutsWaitingFor } from './payout-lifecycle.repo.js';

export const WAITING_FOR_ACT_TEXT =
  'Выплата ждёт подписанного акта: деньги зарезервированы, в банк она уйдёт, когда акт подпишут обе стороны';

/** Marks those of the just-paid payouts that wait for their act; returns the ids that may go to the bank now. */
export async function waitForSignedActs(
  txCtx: TxContext,
  customerId: string,
  paid: Pick<PayoutRow, 'id' | 'employeeId'>[],
  /** ALWAYS: a task's accepted work waits for its act whatever the company's setting. */
  actWait: 'RULE' | 'ALWAYS' = 'RULE',
): Promise<string[]> {
  const waiting = new Set(
    await payoutsToWaitForAct(
      txCtx,
      customerId,
      paid.map((p) => p.id),
      actWait === 'ALWAYS',
    ),
  );
  if (waiting.size === 0) return paid.map((p) => p.id);
  await setPayoutsWaitingFor(txCtx.db, [...waiting], 'SIGNED_ACT', txCtx.now());
  await recordHistoryEvents(
    txCtx,
    paid
      .filter((p) => waiting.has(p.id))
      .map((p) => ({
        entityKind: 'payout' as const,
        entityId: p.id,
        event: 'UPDATED' as const,
        customerId,
        employeeId: p.employeeId,
        details: { text: WAITING_FOR_ACT_TEXT },
      })),
  );
  return paid.filter((p) => !waiting.has(p.id)).map((p) => p.id);
}
