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

export type CadesSignedData = {
  propset_ContentEncoding(encoding: number): Promise<void>;
  propset_Content(content: string): Promise<void>;
  SignCades(signer: CadesSigner, cadesType: number, detached: boolean): Promise<string>;
};

export type CadesObjects = {
  'CAdESCOM.Store': CadesStore;
  'CAdESCOM.CPSigner': CadesSigner;
  'CAdESCOM.CadesSignedData': CadesSignedData;
};

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
