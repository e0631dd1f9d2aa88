/**
 * A detached CAdES-BES, as the server verifies it (DOMAIN.md §6.2 steps 3–4):
 * - over exact bytes: CPSigner with the certificate and the whole chain, CadesSignedData told the
 *   content is base64 of binary BEFORE it is given the content (else the plug-in signs the base64
 *   text), SignCades(signer, CADESCOM_CADES_BES, detached);
 * - over a large file's hash (the server sends no bytes above 5 MiB): HashedData with the GOST
 *   2012-256 algorithm set before SetHashValue(hex), then SignHash(hashed, signer, CADESCOM_CADES_BES).
 *   The hex goes as the server prints it (openssl's order: the digest's bytes as they stand in
 *   messageDigest — docs/decisions/signatures.md); the CMS is the same as SignCades would make.
 */
import { findStoreCertificate } from './certificates';
import {
  CADESCOM_BASE64_TO_BINARY,
  CADESCOM_CADES_BES,
  CADESCOM_HASH_ALGORITHM_CP_GOST_3411_2012_256,
  CAPICOM_CERTIFICATE_INCLUDE_WHOLE_CHAIN,
} from './constants';
import { pluginFailure } from './errors';
import type { CadesSigner, CryptoPro, KepToSign } from './types';

async function signerFor(plugin: CryptoPro, thumbprint: string): Promise<CadesSigner> {
  const certificate = await findStoreCertificate(plugin, thumbprint);
  try {
    const signer = await plugin.create('CAdESCOM.CPSigner');
    await signer.propset_Certificate(certificate);
    await signer.propset_Options(CAPICOM_CERTIFICATE_INCLUDE_WHOLE_CHAIN);
    return signer;
  } catch (error) {
    throw pluginFailure(error, plugin.lastError(error));
  }
}

/** Signs `contentBase64` (the file's bytes in base64) with the store's certificate; the CMS in base64. */
export async function signDetached(plugin: CryptoPro, thumbprint: string, contentBase64: string): Promise<string> {
  const signer = await signerFor(plugin, thumbprint);
  try {
    const signedData = await plugin.create('CAdESCOM.CadesSignedData');
    await signedData.propset_ContentEncoding(CADESCOM_BASE64_TO_BINARY);
    await signedData.propset_Content(contentBase64);
    const signature = await signedData.SignCades(signer, CADESCOM_CADES_BES, true);
    return signature.replace(/\s+/g, '');
  } catch (error) {
    throw pluginFailure(error, plugin.lastError(error));
  }
}

/** Signs a file by its Streebog-256 (`hashHex`, 64 hex digits); the CMS in base64. */
export async function signHashDetached(plugin: CryptoPro, thumbprint: string, hashHex: string): Promise<string> {
  const signer = await signerFor(plugin, thumbprint);
  try {
    const hashed = await plugin.create('CAdESCOM.HashedData');
    await hashed.propset_Algorithm(CADESCOM_HASH_ALGORITHM_CP_GOST_3411_2012_256);
    await hashed.propset_DataEncoding(CADESCOM_BASE64_TO_BINARY);
    // Upper case, as HashedData.Value reads it back; the order of the bytes is unchanged.
    await hashed.SetHashValue(hashHex.toUpperCase());
    const signedData = await plugin.create('CAdESCOM.CadesSignedData');
    const signature = await signedData.SignHash(hashed, signer, CADESCOM_CADES_BES);
    return signature.replace(/\s+/g, '');
  } catch (error) {
    throw pluginFailure(error, plugin.lastError(error));
  }
}

/** What the server asked to sign: the bytes (CONTENT) or, for a large file, its hash (HASH). */
export async function signKepToSign(plugin: CryptoPro, thumbprint: string, toSign: KepToSign): Promise<string> {
  if (toSign.sign_mode === 'HASH') return signHashDetached(plugin, thumbprint, toSign.hash);
  if (toSign.content === undefined) throw new Error('Сервер не передал содержимое документа для подписи');
  return signDetached(plugin, thumbprint, toSign.content);
}
