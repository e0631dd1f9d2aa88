/**
 * The caller's КЭП certificates for either role (docs/decisions/kep-browser.md): <CertificatesSection/>
 * lists them with statuses and adds one from CryptoPro's store or a .cer / .crt file. The contractor's
 * /employee/profile/esign and the company's /profile/security show it.
 */
export { CertificateList } from './certificate-list';
export { getCertificates, registerCertificate, useCertificates } from './certificates-api';
export { CertificatesSection } from './certificates-section';
