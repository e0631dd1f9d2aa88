/**
 * Isolation cases of a bundle's download, act, terminate and PDFs made again (issue 27 slice 3) over A's bundles
 * of bundle-cases.ts (one generated with a draft of X, one empty): B downloads, prints, terminates and regenerates
 * nothing of A's — A's bundles answer like unknown ones, and B's terminate naming A's document in A's bundle is
 * the same 404.
 */
import { apiPaths } from '@vyplaty/contracts';
import { bundleWorld as w } from './bundle-cases.js';
import { type CaseTable, ownerOnly } from './cases.js';

const p = apiPaths.bundles;
const both = () => [{ params: { id: w.aBundleId } }, { params: { id: w.aEmptyBundleId } }];

export const bundleFilesCases: CaseTable = {
  [`GET ${p.download}`]: ownerOnly('a', () => [
    { params: { id: w.aBundleId } },
    { params: { id: w.aBundleId }, query: { part: '1' } },
    { params: { id: w.aEmptyBundleId } },
  ]),
  [`GET ${p.act}`]: ownerOnly('a', both),
  [`POST ${p.terminate}`]: ownerOnly('a', () => [
    { params: { id: w.aBundleId }, body: { reason: 'Чужой пакет' } },
    { params: { id: w.aEmptyBundleId }, body: { reason: 'Чужой пакет' } },
  ]),
  [`POST ${p.attachmentsGenerate}`]: ownerOnly('a', both),
};
