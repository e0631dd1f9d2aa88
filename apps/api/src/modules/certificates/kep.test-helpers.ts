/**
 * КЭП material for this module's tests and the documents' (certificates, CRLs, CAdES-BES): the test
 * PKI over the public fixture CA, shared with the sandboxes (lib/signature-crypto/test-pki.ts).
 */
export {
  freshCrl,
  makeCertificate,
  type Subject,
  signCades,
  signCadesOverHash,
} from '../../lib/signature-crypto/test-pki.js';
