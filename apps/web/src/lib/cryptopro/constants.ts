/**
 * The CAPICOM / CAdESCOM constants the portal uses (values of CryptoPro's cadesplugin_api.js; the
 * plug-in object carries them too, but our own copy keeps the calls readable and testable).
 */
export const CAPICOM_CURRENT_USER_STORE = 2;
export const CAPICOM_MY_STORE = 'My';
export const CAPICOM_STORE_OPEN_MAXIMUM_ALLOWED = 2;
export const CAPICOM_CERTIFICATE_FIND_SHA1_HASH = 0;
export const CAPICOM_CERTIFICATE_FIND_EXTENDED_PROPERTY = 6;
export const CAPICOM_CERTIFICATE_FIND_TIME_VALID = 9;
/** The extended property «has a private key» (CAPICOM_PROPID_KEY_PROV_INFO). */
export const CAPICOM_PROPID_KEY_PROV_INFO = 2;
export const CAPICOM_CERTIFICATE_INCLUDE_WHOLE_CHAIN = 1;
export const CAPICOM_ENCODE_BASE64 = 0;
export const CADESCOM_BASE64_TO_BINARY = 1;
/** CAdES-BES: signed attributes with signingCertificateV2 (not CADESCOM_PKCS7_TYPE, a plain CMS). */
export const CADESCOM_CADES_BES = 1;
/** GOST R 34.11-2012 256-bit (Streebog) for CAdESCOM.HashedData (SignHash of large files, DOMAIN.md §6.2 step 4). */
export const CADESCOM_HASH_ALGORITHM_CP_GOST_3411_2012_256 = 101;
