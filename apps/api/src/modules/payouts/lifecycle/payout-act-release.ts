/**
 * N7: a payout waiting for its act is let go once an act linked to it is SIGNED by both sides. Documents
 * call this (the payouts module's public face) inside the transaction that signs the act or links an
 * already signed act, after their own locks (company → contractor → document), so the payouts are
 * locked last (ADR 009): the release commits with the signature or not at all, and its execution job is
 * in that same transaction's outbox. The job checks everything again before the money moves, as always.
 */
import type { TxContext } from '../../../db/transaction.js';
import { recordHistoryEvents } from '../../history/index.js';
import { lockPayoutsByIds, setPayoutsWaitingFor } from './payout-lifecycle.repo.js';
import { enqueueExecution } from './payout-records.js';

/**
 * Releases those of `payoutIds` that are the company's, PENDING and waiting for a signed act (others are
 * left alone: another company's payout is never touched, a released or finished one stays as it is).
 * Returns the released ids.
 */
export async function releasePayoutsWaitingForAct(
  txCtx: TxContext,
  customerId: string,
  payoutIds: string[],
  act: { number: number },
): Promise<string[]> {
  const locked = await lockPayoutsByIds(txCtx.db, [...new Set(payoutIds)]);
  const released = locked.filter(
    (p) => p.customerId === customerId && p.status === 'PENDING' && p.waitingFor === 'SIGNED_ACT',
  );
  if (released.length === 0) return [];
  const ids = released.map((p) => p.id);
  await setPayoutsWaitingFor(txCtx.db, ids, null, txCtx.now());
  await recordHistoryEvents(
    txCtx,
    released.map((p) => ({
      entityKind: 'payout' as const,
      entityId: p.id,
      event: 'SIGNED' as const,
      customerId,
      employeeId: p.employeeId,
      details: { text: `Акт № ${act.number} подписан обеими сторонами: выплата отправляется в банк` },
    })),
  );
  await enqueueExecution(txCtx, ids);
  return ids;
}
