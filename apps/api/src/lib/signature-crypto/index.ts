/**
 * The signature service's cryptographic core (DOMAIN.md §6.3–6.4): hashes of every SPEC algorithm
 * and the step-by-step verification of a detached CAdES-BES at an explicit time. No I/O, no clock.
 */
export { type CertificateFacts, certificateFacts, crlDistributionPoints } from './certificate-facts.js';
export { type CertificateCheck, checkCertificate, crlFacts } from './certificate-status.js';
export { issuerOf } from './chain.js';
export { certificateDer, ParseError, parseCertificate, parseCrl, toDer } from './der.js';
export { HASH_ALGORITHMS, type HashResult, hashAlgorithmByOid, hashBytes } from './hashes.js';
export { type ExpectedSigner, identityProblems } from './identity.js';
export {
  type CadesVerification,
  type CertificateStatusAt,
  type StepName,
  VERIFICATION_STEPS,
  type VerificationStep,
  type VerifyInput,
  verifyDetachedCades,
} from './verify-cades.js';
