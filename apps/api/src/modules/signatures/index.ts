/**
 * Public face of signatures: the one signing mechanism every signable thing calls (a code bound to the
 * document's hash, the evidence row, the caller's `onSigned` in the same transaction), who signs, and
 * the ПЭП keys. It knows nothing of what is signed: callers hand it the bytes and the subject.
 */

export { evidenceByIds, evidenceOfSubject } from './evidence.js';
export {
  EVIDENCE_PDF_NAME,
  type EvidencePdfInput,
  type EvidenceSignature,
  renderEvidencePdf,
  signatureBlocks,
  signatureSheet,
} from './evidence-pdf.js';
export { type EvidenceLine, type EvidenceRow, evidenceJson, evidenceLines, KIND_SHORT } from './evidence-report.js';
export type { GoskeyRequestRow } from './goskey.repo.js';
export type { GoskeyEnd, GoskeyOwner, GoskeyOwners, GoskeySubjectType } from './goskey-owners.js';
export { pollGoskeyRequests } from './goskey-poll.js';
export {
  detailsOfRequest,
  GOSKEY_KIND_TEXT,
  type GoskeyKind,
  type GoskeyParty,
  type GoskeyPerson,
  type GoskeyRepresentative,
  type GoskeyRequestDetails,
  moscowText,
  sendToGoskey,
} from './goskey-signing.js';
export { latestGoskeyRequests } from './goskey-views.js';
export { kepToSignOf, signatureInvalid, signWithKep } from './kep-signing.js';
export { type BatchOutcome, batchManifest, signManyWithCode } from './self-nep-batch.js';
export {
  findActiveSelfNepKey,
  issueSelfNepKey,
  lockSignerAccount,
  type NewSelfNepKey,
  type SelfNepKeyRow,
} from './self-nep-keys.service.js';
export {
  type SignedEvidence,
  type SigningPurpose,
  type SigningSubject,
  sendSigningCode,
  signWithCode,
} from './self-nep-signing.js';
export type { OwnerRule, RefusalWording } from './signature-verification.js';
export { channelsOf, destinationOf, loadSigner, type Signer, type SignerParty } from './signer.js';
