/**
 * An act linked to the payout made for it after the act itself: a task's work paid later (a registry's payout, or a
 * new payout after one failed) and a bundle's act paid through a registry (`bundle-act:<id>` is the registry row's
 * external id). The link, a document event, and the payout released at once if it waits for the act already signed
 * by both sides — in the caller's transaction, after the payouts' locks (the registry's chunk, the settlement).
 */
import type { TxContext } from '../../db/transaction.js';
import { recordHistoryEvent } from '../history/index.js';
import { findCompanyPayout } from '../payouts/index.js';
import { releasePayoutsOfSignedAct } from './document-payout-release.js';
import { insertLink, lockDocument } from './documents.repo.js';

const BUNDLE_ACT = 'bundle-act:';

/** The external id of a registry row paying this act (bundles' generate_payouts). */
export const actExternalId = (documentId: string) => `${BUNDLE_ACT}${documentId}`;

/** Links the company's act to its contractor's payout; another company's act or another contractor's payout is refused. */
export async function linkActToPayout(
  txCtx: TxContext,
  customerId: string,
  actId: string,
  payoutId: string,
): Promise<void> {
  const doc = await lockDocument(txCtx.db, { customerId }, actId);
  const payout = await findCompanyPayout(txCtx, customerId, payoutId);
  if (!doc || !payout || payout.employeeId !== doc.employeeId) {
    throw new Error(`act ${actId} and payout ${payoutId}: not one contractor's of one company`);
  }
  if (!(await insertLink(txCtx.db, { documentId: doc.id, payoutId, customerId, createdAt: txCtx.now() }))) return;
  // No actor: the portal links them (a registry's chunk, a settlement) or the company's call records its own event.
  await recordHistoryEvent(txCtx, {
    entityKind: 'document',
    entityId: doc.id,
    event: 'UPDATED',
    customerId,
    employeeId: doc.employeeId,
    actorAccountId: null,
    details: { text: `связан с выплатой № ${payout.number}` },
  });
  await releasePayoutsOfSignedAct(txCtx, doc, [payoutId]);
}

/** Mass payouts' `registryPayoutsMade`: the rows that paid a bundle's act link that act to their payout. */
export async function linkRegistryActs(
  txCtx: TxContext,
  customerId: string,
  made: { payoutId: string; externalId: string; employeeId: string }[],
): Promise<void> {
  const acts = made
    .filter((m) => m.externalId.startsWith(BUNDLE_ACT))
    .map((m) => ({ ...m, actId: m.externalId.slice(BUNDLE_ACT.length) }))
    // A company's own file may carry any text as an external id: only an id of its own act is linked.
    .filter((m) => /^[0-9a-f-]{36}$/.test(m.actId));
  acts.sort((a, b) => a.actId.localeCompare(b.actId));
  for (const act of acts) {
    const doc = await lockDocument(txCtx.db, { customerId }, act.actId);
    if (doc?.kind !== 'ACT' || doc.employeeId !== act.employeeId) continue;
    await linkActToPayout(txCtx, customerId, act.actId, act.payoutId);
  }
}
