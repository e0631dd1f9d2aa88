/**
 * The company told once that every document of a bundle is signed (issue 27): a bundle history event SIGNED is the
 * mark — written with the notification in one transaction under the bundle's row lock, so two callers (a bulk
 * signing and the job's sweep) never both tell. Bulk signings ask right after their documents are signed; the job
 * sweeps the rest (a document signed on its own page, in Госключ, by the contractor).
 */
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { notify } from '../notifications/index.js';
import { bundlePagePath } from './bundle-processes.js';
import { selectSignedUntold } from './bundle-signing.repo.js';
import { selectBundleForJob } from './bundles.repo.js';
import { recordBundleEvent } from './bundles.service.js';

/** Tells the company of each of these bundles (or of the one given) fully signed and not told yet. */
export async function tellSignedBundles(
  ctx: AppContext,
  scope: { customerId?: string; bundleId?: string; limit?: number } = {},
): Promise<number> {
  const found = await selectSignedUntold(ctx.db, scope.limit ?? 200, scope.customerId, scope.bundleId);
  let told = 0;
  for (const { id } of found) {
    const done = await inTransaction(ctx, async (txCtx) => {
      const bundle = await selectBundleForJob(txCtx.db, id, true);
      // Checked again under the bundle's lock: another caller may have told it meanwhile.
      const still = bundle ? await selectSignedUntold(txCtx.db, 1, bundle.customerId, bundle.id) : [];
      if (!bundle || still.length === 0) return false;
      await recordBundleEvent(txCtx, bundle, 'SIGNED', null);
      await notify(
        txCtx,
        { customerId: bundle.customerId },
        {
          title: 'Пакет документов подписан',
          body: `Все документы пакета № ${bundle.number} «${bundle.name}» подписаны`,
          type: 'other',
          url: bundlePagePath(bundle.id),
        },
      );
      return true;
    });
    if (done) told += 1;
  }
  return told;
}
