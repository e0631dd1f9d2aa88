/**
 * Isolation case of payouts from a bundle's signed acts (modules/bundles bundle-payouts): B cannot make payout
 * registries of A's bundles — A's bundle id in the body answers like an unknown one, nothing made.
 */
import { apiPaths } from '@vyplaty/contracts';
import { bundleWorld as w } from './bundle-cases.js';
import { type CaseTable, ownerOnly } from './cases.js';

export const bundlePayoutsCases: CaseTable = {
  [`POST ${apiPaths.bundles.generatePayouts}`]: ownerOnly('a', () => [
    { body: { bundle_id: w.aBundleId } },
    { body: { bundle_id: w.aEmptyBundleId } },
  ]),
};
