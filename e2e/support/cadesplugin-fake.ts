/**
 * A fake CryptoPro plug-in for the journeys (DOMAIN.md §6.10): installed with `addInitScript` before the
 * page's own code, it is the `window.cadesplugin` the portal's lib/cryptopro loads — a Promise with
 * `CreateObjectAsync(name)` answering the plug-in's async objects (CAdESCOM.Store with Open, Close and
 * Certificates → Count, 1-based Item, chainable Find; CPSigner; CadesSignedData; HashedData). Its
 * SignCades — and SignHash over a HashedData given a GOST 2012-256 value, as the portal signs files
 * over 5 MiB — return a REAL GOST CAdES-BES made by the API's КЭП sandbox (/sandbox/kep, test CA), so
 * the server's verification runs as for a real signature. Modes: ready, missing (a rejected Promise: no extension),
 * cancel (the person closes CryptoPro's PIN window); an empty store is `certificates: []`.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

export type FakeCertificate = {
  certificate: string;
  thumbprint: string;
  subject_name: string;
  issuer_name: string;
  valid_from: string;
  valid_to: string;
};

export type CertificateSubject = {
  fio: string;
  inn?: string;
  snils?: string;
  inn_company?: string;
  ogrn?: string;
  organisation?: string;
};

export type FakePluginOptions = { mode?: 'ready' | 'missing' | 'cancel'; certificates?: FakeCertificate[] };

const baseUrl = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3210';

/** A certificate of the GOST test CA for this identity, with the private key the sandbox signs with. */
export async function issueTestCertificate(
  request: APIRequestContext,
  subject: CertificateSubject,
): Promise<FakeCertificate> {
  const response = await request.post(`${baseUrl()}/sandbox/kep/certificate`, { data: subject });
  if (!response.ok()) throw new Error(`КЭП sandbox answered ${response.status()}`);
  return (await response.json()) as FakeCertificate;
}

/** Runs in the page before its scripts: must not close over anything. */
function fakePlugin({ mode, certificates }: Required<FakePluginOptions>) {
  const constants = {
    CAPICOM_CURRENT_USER_STORE: 2,
    CAPICOM_MY_STORE: 'My',
    CAPICOM_STORE_OPEN_MAXIMUM_ALLOWED: 2,
    CAPICOM_CERTIFICATE_FIND_SHA1_HASH: 0,
    CAPICOM_CERTIFICATE_FIND_EXTENDED_PROPERTY: 6,
    CAPICOM_CERTIFICATE_FIND_TIME_VALID: 9,
    CAPICOM_CERTIFICATE_INCLUDE_WHOLE_CHAIN: 1,
    CADESCOM_BASE64_TO_BINARY: 1,
    CADESCOM_CADES_BES: 1,
    CADESCOM_HASH_ALGORITHM_CP_GOST_3411_2012_256: 101,
  };
  const pluginError = (text: string) => new Error(text);
  if (mode === 'missing') {
    const rejected = Promise.reject(pluginError('Истекло время ожидания загрузки плагина'));
    rejected.catch(() => undefined);
    Object.assign(window, { cadesplugin: Object.assign(rejected, constants) });
    return;
  }
  type Fake = FakeCertificate;
  const ders = new WeakMap<object, Fake>();
  /** The value SetHashValue gave each HashedData. */
  const hashes = new WeakMap<object, string>();
  const certificateObject = (c: Fake) => {
    const object = {
      SubjectName: Promise.resolve(c.subject_name),
      IssuerName: Promise.resolve(c.issuer_name),
      Thumbprint: Promise.resolve(c.thumbprint),
      ValidFromDate: Promise.resolve(c.valid_from),
      ValidToDate: Promise.resolve(c.valid_to),
      HasPrivateKey: async () => true,
      Export: async (encoding: number) => {
        if (encoding !== 0) throw pluginError('Неверный параметр. (0x80070057)');
        return c.certificate;
      },
    };
    ders.set(object, c);
    return object;
  };
  const collection = (items: Fake[]): unknown => ({
    Count: Promise.resolve(items.length),
    Item: async (index: number) => {
      const item = items[index - 1];
      if (!item) throw pluginError('Неверный индекс. (0x80070057)');
      return certificateObject(item);
    },
    Find: async (findType: number, criteria?: unknown) => {
      const now = Date.now();
      if (findType === constants.CAPICOM_CERTIFICATE_FIND_TIME_VALID)
        return collection(items.filter((c) => Date.parse(c.valid_from) <= now && now < Date.parse(c.valid_to)));
      if (findType === constants.CAPICOM_CERTIFICATE_FIND_EXTENDED_PROPERTY) return collection(items);
      if (findType === constants.CAPICOM_CERTIFICATE_FIND_SHA1_HASH)
        return collection(items.filter((c) => c.thumbprint.toUpperCase() === String(criteria).toUpperCase()));
      throw pluginError('Неверный параметр. (0x80070057)');
    },
  });
  const objects: Record<string, () => unknown> = {
    'CAdESCOM.Store': () => {
      let opened = false;
      return {
        Open: async () => {
          opened = true;
        },
        Close: async () => {
          opened = false;
        },
        get Certificates() {
          return opened
            ? Promise.resolve(collection(certificates))
            : Promise.reject(pluginError('Хранилище не открыто. (0x80070057)'));
        },
      };
    },
    'CAdESCOM.CPSigner': () => {
      const signer = {
        certificate: null as object | null,
        propset_Certificate: async (c: object) => {
          signer.certificate = c;
        },
        propset_Options: async () => undefined,
      };
      return signer;
    },
    'CAdESCOM.HashedData': () => {
      let algorithm: number | null = null;
      const hashed = {
        propset_Algorithm: async (value: number) => {
          algorithm = value;
        },
        propset_DataEncoding: async () => undefined,
        SetHashValue: async (value: string) => {
          // The real plug-in knows the hash's length from the algorithm, set before the value.
          if (algorithm !== constants.CADESCOM_HASH_ALGORITHM_CP_GOST_3411_2012_256 || !/^[0-9a-fA-F]{64}$/.test(value))
            throw pluginError('Неверный параметр. (0x80070057)');
          hashes.set(hashed, value);
        },
      };
      return hashed;
    },
    'CAdESCOM.CadesSignedData': () => {
      let encoding = 0;
      let content: string | null = null;
      return {
        propset_ContentEncoding: async (value: number) => {
          encoding = value;
        },
        propset_Content: async (value: string) => {
          // The real plug-in reads the content by the encoding set before it: later is too late.
          content =
            encoding === constants.CADESCOM_BASE64_TO_BINARY ? value : btoa(unescape(encodeURIComponent(value)));
        },
        SignCades: async (signer: { certificate: object | null }, cadesType: number, detached: boolean) => {
          if (mode === 'cancel') throw pluginError('Действие было отменено пользователем. (0x8010006E)');
          const fake = signer.certificate ? ders.get(signer.certificate) : undefined;
          if (!fake) throw pluginError('Не удается найти сертификат и закрытый ключ для расшифровки. (0x8009200B)');
          if (cadesType !== constants.CADESCOM_CADES_BES || detached !== true || content === null)
            throw pluginError('Неверный параметр. (0x80070057)');
          const response = await fetch('/sandbox/kep/sign', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ certificate: fake.certificate, content }),
          });
          if (!response.ok) throw pluginError('Ошибка при подписании данных. (0x80090008)');
          return ((await response.json()) as { signature: string }).signature;
        },
        SignHash: async (hashed: object, signer: { certificate: object | null }, cadesType: number) => {
          if (mode === 'cancel') throw pluginError('Действие было отменено пользователем. (0x8010006E)');
          const fake = signer.certificate ? ders.get(signer.certificate) : undefined;
          if (!fake) throw pluginError('Не удается найти сертификат и закрытый ключ для расшифровки. (0x8009200B)');
          const hash = hashes.get(hashed);
          if (cadesType !== constants.CADESCOM_CADES_BES || !hash) throw pluginError('Неверный параметр. (0x80070057)');
          const response = await fetch('/sandbox/kep/sign', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ certificate: fake.certificate, hash }),
          });
          if (!response.ok) throw pluginError('Ошибка при подписании данных. (0x80090008)');
          return ((await response.json()) as { signature: string }).signature;
        },
      };
    },
  };
  const plugin = Object.assign(Promise.resolve(), constants, {
    CreateObjectAsync: async (name: string) => {
      const make = objects[name];
      if (!make) throw pluginError(`Не удалось создать объект ${name}. (0x80040154)`);
      return make();
    },
    getLastError: (error: unknown) => (error instanceof Error ? error.message : String(error)),
  });
  Object.assign(window, { cadesplugin: plugin });
}

/** Installs the fake in every page of `target` opened after this call. */
export async function installCadesPluginFake(target: Page | BrowserContext, options: FakePluginOptions = {}) {
  await target.addInitScript(fakePlugin, { mode: options.mode ?? 'ready', certificates: options.certificates ?? [] });
}
