/**
 * N7: an act signed by both sides lets the payouts linked to it go to the bank, when they wait for it
 * (the company requires an act per payout). Called inside the transaction that signs the act (markSigned)
 * or links an already signed act to a payout (linkPayout), after the document's locks; the payouts
 * module's public face does the rest (payouts cannot import documents, which reads payouts).
 */
import type { TxContext } from '../../db/transaction.js';
import { releasePayoutsWaitingForAct } from '../payouts/index.js';
import { type DocumentRow, isActSignedByBoth, selectLinkedPayoutIds } from './documents.repo.js';

/** The act's linked payouts (or just `payoutIds`) that waited for it are released; nothing for another document. */
export async function releasePayoutsOfSignedAct(
  txCtx: TxContext,
  doc: DocumentRow,
  payoutIds?: string[],
): Promise<void> {
  if (!isActSignedByBoth(doc)) return;
  const ids = payoutIds ?? (await selectLinkedPayoutIds(txCtx.db, [doc.id])).get(doc.id) ?? [];
  if (ids.length === 0) return;
  await releasePayoutsWaitingForAct(txCtx, doc.customerId, ids, { number: doc.number });
}
