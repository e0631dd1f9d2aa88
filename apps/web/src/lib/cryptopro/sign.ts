/**
 * A detached CAdES-BES over exact bytes (DOMAIN.md §6.2 step 3): CPSigner with the certificate and the
 * whole chain, CadesSignedData told the content is base64 of binary BEFORE it is given the content
 * (else the plug-in signs the base64 text), SignCades(signer, CADESCOM_CADES_BES, detached).
 */
import { findStoreCertificate } from './certificates';
import { CADESCOM_BASE64_TO_BINARY, CADESCOM_CADES_BES, CAPICOM_CERTIFICATE_INCLUDE_WHOLE_CHAIN } from './constants';
import { pluginFailure } from './errors';
import type { CryptoPro } from './types';

/** Signs `contentBase64` (the file's bytes in base64) with the store's certificate; the CMS in base64. */
export async function signDetached(plugin: CryptoPro, thumbprint: string, contentBase64: string): Promise<string> {
  const certificate = await findStoreCertificate(plugin, thumbprint);
  try {
    const signer = await plugin.create('CAdESCOM.CPSigner');
    await signer.propset_Certificate(certificate);
    await signer.propset_Options(CAPICOM_CERTIFICATE_INCLUDE_WHOLE_CHAIN);
    const signedData = await plugin.create('CAdESCOM.CadesSignedData');
    await signedData.propset_ContentEncoding(CADESCOM_BASE64_TO_BINARY);
    await signedData.propset_Content(contentBase64);
    const signature = await signedData.SignCades(signer, CADESCOM_CADES_BES, true);
    return signature.replace(/\s+/g, '');
  } catch (error) {
    throw pluginFailure(error, plugin.lastError(error));
  }
}
