/**
 * КЭП in the browser through CryptoPro's plug-in (DOMAIN.md §6.2, docs/decisions/kep-browser.md):
 * - loadCryptoPro(): the plug-in ready, or CryptoProError NO_PLUGIN (show how to install it);
 * - listStoreCertificates / exportStoreCertificate: the person's certificates valid now with a key;
 * - signKepToSign: a detached CAdES-BES over what GET sign_kep gave — the bytes (signDetached) or, for
 *   a file over 5 MiB, its Streebog-256 (signHashDetached) — as the server verifies it;
 * - CryptoProError.kind / message: every failure in Russian.
 */
export { exportStoreCertificate, listStoreCertificates, nameAttribute, type StoreCertificate } from './certificates';
export { CRYPTOPRO_MESSAGES, CryptoProError, type CryptoProErrorKind, pluginFailure } from './errors';
export { CADESPLUGIN_API_URL, loadCryptoPro } from './load-plugin';
export { signDetached, signHashDetached, signKepToSign } from './sign';
export type { CryptoPro, KepToSign } from './types';
