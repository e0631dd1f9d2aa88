/**
 * Signing with КЭП in the browser, shared by every signable thing (docs/decisions/kep-browser.md):
 * - <KepSignDialog getToSign postSignature onSigned/>: plug-in → certificate → SignCades (SignHash over
 *   a large file's hash) → server;
 * - <CertificateChoice/>, useStoreCertificates(): the store's certificates (also for registering one);
 * - <PluginInstallHelp/>: what to install when the plug-in is missing.
 */
export { CertificateChoice } from './certificate-choice';
export { KepSignDialog, type KepSignDialogProps } from './kep-sign-dialog';
export { CRYPTOPRO_LINKS, PluginInstallHelp } from './plugin-install-help';
export { type StoreState, useStoreCertificates } from './use-store-certificates';
