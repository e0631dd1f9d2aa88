/** The evidence row as printed on a signature sheet. */
import type { SignedEvidence } from '../signatures/index.js';
import type { SignatureEvidence } from './agreement-pdf.js';

export const evidenceForSheet = (row: SignedEvidence, documentName: string): SignatureEvidence => ({
  signerName: row.signerName,
  documentName,
  documentSha256: row.documentSha256,
  documentStreebog256: row.documentStreebog256,
  channel: row.channel ?? 'SMS',
  destinationMasked: row.destinationMasked ?? '—',
  codeHash: row.codeHash ?? '—',
  signedAt: row.signedAt,
  ip: row.ip,
  userAgent: row.userAgent,
  signatureId: row.id,
  selfNepKeyId: row.selfNepKeyId,
});
