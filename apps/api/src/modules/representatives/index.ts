/** Public face of the company's responsible persons: the list and a person with their trust documents. */

export { type MchdPurpose, PURPOSE_TEXT, powersCover } from './mchd-powers.js';
export type { MchdSignatureCheck } from './mchd-signature-upload.js';
export {
  findSigningRepresentative,
  NO_MCHD_IN_FORCE,
  type RepresentativeForSigning,
  representativeMchdState,
  representativesForSigning,
  type SigningRepresentative,
} from './representative-signing.js';
export { findRepresentative, findRepresentativeDocuments, findRepresentatives } from './representatives.service.js';
export {
  recordTrustDocumentKep,
  TRUST_DOCUMENT_ALREADY_SIGNED,
  type TrustDocumentPrincipal,
  trustDocumentToSign,
} from './trust-document-kep.js';
