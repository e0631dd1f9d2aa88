/**
 * Public face of document bundles (docs/decisions/bundles.md). Nothing is used by other modules yet; the next
 * slices (bulk signing, the contractor's envelope, payouts from signed acts) read bundles through here.
 */
export type { BundleRecord } from './bundles.repo.js';
export { getBundle } from './bundles.service.js';
