/**
 * The asynchronous surface of CryptoPro's browser plug-in (cadesplugin_api.js 2.x, «async» objects
 * of the extension): every property read and method call answers a Promise. Only what the portal uses.
 */
type Async<T> = T | Promise<T>;

export type CadesCertificate = {
  readonly SubjectName: Async<string>;
  readonly IssuerName: Async<string>;
  readonly Thumbprint: Async<string>;
  readonly ValidFromDate: Async<string>;
  readonly ValidToDate: Async<string>;
  HasPrivateKey(): Promise<boolean>;
  /** The DER in base64 with CAPICOM_ENCODE_BASE64. */
  Export(encoding: number): Promise<string>;
};

export type CadesCertificates = {
  readonly Count: Async<number>;
  /** 1-based. */
  Item(index: number): Promise<CadesCertificate>;
  Find(findType: number, criteria?: unknown, validOnly?: boolean): Promise<CadesCertificates>;
};

export type CadesStore = {
  Open(location: number, name: string, mode: number): Promise<void>;
  Close(): Promise<void>;
  readonly Certificates: Async<CadesCertificates>;
};

export type CadesSigner = {
  propset_Certificate(certificate: CadesCertificate): Promise<void>;
  propset_Options(options: number): Promise<void>;
};

/** A hash given to the plug-in instead of the content (SignHash). */
export type CadesHashedData = {
  propset_Algorithm(algorithm: number): Promise<void>;
  propset_DataEncoding(encoding: number): Promise<void>;
  /** The digest as hex; the algorithm must be set first. */
  SetHashValue(hex: string): Promise<void>;
};

export type CadesSignedData = {
  propset_ContentEncoding(encoding: number): Promise<void>;
  propset_Content(content: string): Promise<void>;
  SignCades(signer: CadesSigner, cadesType: number, detached: boolean): Promise<string>;
  /** A detached CAdES over a hash (always detached: there is no content). */
  SignHash(hashed: CadesHashedData, signer: CadesSigner, cadesType: number): Promise<string>;
};

export type CadesObjects = {
  'CAdESCOM.Store': CadesStore;
  'CAdESCOM.CPSigner': CadesSigner;
  'CAdESCOM.CadesSignedData': CadesSignedData;
  'CAdESCOM.HashedData': CadesHashedData;
};

/**
 * What GET …/sign_kep hands out (packages/contracts `KepToSignResponse`): the bytes in base64
 * (CONTENT), or for a large file only its Streebog-256 in hex (HASH).
 */
export type KepToSign = { sign_mode: 'CONTENT' | 'HASH'; content?: string; hash: string };

/**
 * `window.cadesplugin` as cadesplugin_api.js makes it: a Promise (resolved once the extension and the
 * native part answered, rejected when they are missing) with the API on it.
 */
export type CadesPluginGlobal = PromiseLike<unknown> & {
  CreateObjectAsync<K extends keyof CadesObjects>(name: K): Promise<CadesObjects[K]>;
  getLastError?: (error: unknown) => string;
};

/** The loaded plug-in, as a plain (non-thenable) object so that an async function can return it. */
export type CryptoPro = {
  create<K extends keyof CadesObjects>(name: K): Promise<CadesObjects[K]>;
  lastError(error: unknown): string | undefined;
};

declare global {
  interface Window {
    cadesplugin?: CadesPluginGlobal;
  }
}
