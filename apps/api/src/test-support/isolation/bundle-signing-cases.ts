/**
 * Isolation cases of bundle signing (issue 27 slice 2): B signs, hashes, sends to Госключ and asks codes for none of
 * A's bundles (A's generated bundle answers like an unknown one); Y reads and signs no envelope of X's. The
 * envelopes' list takes no foreign id.
 */
import { apiPaths } from '@vyplaty/contracts';
import { bundleWorld as w } from './bundle-cases.js';
import { type CaseTable, ownerOnly, selfScoped } from './cases.js';

const p = apiPaths.bundles;
const ofA = () => ({ params: { id: w.aBundleId } });
const ofX = () => ({ params: { id: w.aBundleId } });
const SIGNATURE = 'MIIBAAAAAAAA';

export const bundleSigningCases: CaseTable = {
  [`GET ${p.signKep}`]: ownerOnly('a', ofA),
  [`GET ${p.attachmentsHash}`]: ownerOnly('a', () => ({ ...ofA(), query: { page: '1', page_size: '10' } })),
  [`POST ${p.signKep}`]: ownerOnly('a', (world) => ({
    ...ofA(),
    body: { signatures: [{ document_id: world.a.documentId, signature: SIGNATURE }] },
  })),
  [`GET ${p.signGoskey}`]: ownerOnly('a', ofA),
  [`POST ${p.signGoskey}`]: ownerOnly('a', (world) => ({
    ...ofA(),
    body: { kind: 'UKEP_GOSKEY', representative_id: world.a.representativeId },
  })),
  [`POST ${p.signSelfNepSendCode}`]: ownerOnly('a', ofA),
  [`POST ${p.signSelfNep}`]: ownerOnly('a', () => ({ ...ofA(), body: { code: '123456' } })),
  [`GET ${p.employeeEnvelopes}`]: selfScoped('employee'),
  [`GET ${p.employeeEnvelope}`]: ownerOnly('x', ofX),
  [`POST ${p.employeeSignSelfNepSendCode}`]: ownerOnly('x', ofX),
  [`POST ${p.employeeSignSelfNep}`]: ownerOnly('x', () => ({ ...ofX(), body: { code: '123456' } })),
};
