/** Public face of certificates: the trust store the signature service verifies against, and whose certificate it is. */
export { type CertificateOwner, certificateOwner } from './certificate-owner.js';
export { refreshCertificateStatuses, registeredCertificatesOf } from './certificates.service.js';
export { cacheCrl, refreshAuthorities, trustMaterial } from './trust-store.service.js';
