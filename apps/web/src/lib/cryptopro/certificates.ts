/**
 * The person's certificates in CryptoPro's store (DOMAIN.md §6.2 step 2): the current user's «My»
 * store, only certificates valid now and with a private key, read 1-based.
 */
import {
  CAPICOM_CERTIFICATE_FIND_EXTENDED_PROPERTY,
  CAPICOM_CERTIFICATE_FIND_SHA1_HASH,
  CAPICOM_CERTIFICATE_FIND_TIME_VALID,
  CAPICOM_CURRENT_USER_STORE,
  CAPICOM_ENCODE_BASE64,
  CAPICOM_MY_STORE,
  CAPICOM_PROPID_KEY_PROV_INFO,
  CAPICOM_STORE_OPEN_MAXIMUM_ALLOWED,
} from './constants';
import { CryptoProError, pluginFailure } from './errors';
import type { CadesCertificate, CadesCertificates, CadesStore, CryptoPro } from './types';

export type StoreCertificate = {
  /** SHA-1 of the DER, upper case: how the store finds it again. */
  thumbprint: string;
  /** The owner's name (CN), and the organisation when the certificate has one. */
  owner: string;
  organisation: string | null;
  issuer: string;
  subjectName: string;
  validFrom: string;
  validTo: string;
};

/** One attribute of a distinguished name as CryptoPro writes it: «CN=Иванов Иван, O="ООО ""Ромашка""", C=RU». */
export function nameAttribute(name: string, key: string): string | null {
  const pattern = new RegExp(`(?:^|,\\s*)${key}=("(?:[^"]|"")*"|[^,]*)`, 'i');
  const raw = name.match(pattern)?.[1]?.trim();
  if (!raw) return null;
  return raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw;
}

async function describe(certificate: CadesCertificate): Promise<StoreCertificate> {
  const [subjectName, issuerName, thumbprint, validFrom, validTo] = await Promise.all([
    certificate.SubjectName,
    certificate.IssuerName,
    certificate.Thumbprint,
    certificate.ValidFromDate,
    certificate.ValidToDate,
  ]);
  return {
    thumbprint: thumbprint.toUpperCase(),
    owner: nameAttribute(subjectName, 'CN') ?? subjectName,
    organisation: nameAttribute(subjectName, 'O'),
    issuer: nameAttribute(issuerName, 'CN') ?? issuerName,
    subjectName,
    validFrom: new Date(validFrom).toISOString(),
    validTo: new Date(validTo).toISOString(),
  };
}

/** Runs `work` over the opened «My» store and closes it whatever happens. */
async function withStore<T>(plugin: CryptoPro, work: (certificates: CadesCertificates) => Promise<T>): Promise<T> {
  let store: CadesStore;
  try {
    store = await plugin.create('CAdESCOM.Store');
    await store.Open(CAPICOM_CURRENT_USER_STORE, CAPICOM_MY_STORE, CAPICOM_STORE_OPEN_MAXIMUM_ALLOWED);
  } catch (error) {
    throw pluginFailure(error, plugin.lastError(error), 'Не удалось открыть хранилище сертификатов');
  }
  try {
    return await work(await store.Certificates);
  } finally {
    await Promise.resolve(store.Close()).catch(() => undefined);
  }
}

/** Certificates valid now with a private key; «Нет доступных сертификатов» when there are none. */
export async function listStoreCertificates(plugin: CryptoPro): Promise<StoreCertificate[]> {
  return withStore(plugin, async (all) => {
    let found: CadesCertificates;
    let count: number;
    try {
      const valid = await all.Find(CAPICOM_CERTIFICATE_FIND_TIME_VALID);
      found = await valid.Find(CAPICOM_CERTIFICATE_FIND_EXTENDED_PROPERTY, CAPICOM_PROPID_KEY_PROV_INFO);
      count = await found.Count;
    } catch (error) {
      throw pluginFailure(error, plugin.lastError(error), 'Не удалось прочитать сертификаты');
    }
    if (!count) throw new CryptoProError('NO_CERTIFICATES');
    const items: StoreCertificate[] = [];
    for (let i = 1; i <= count; i++) items.push(await describe(await found.Item(i)));
    return items.sort((a, b) => b.validTo.localeCompare(a.validTo));
  });
}

/** The store's certificate by thumbprint, or «Сертификат не найден». */
export async function findStoreCertificate(plugin: CryptoPro, thumbprint: string): Promise<CadesCertificate> {
  return withStore(plugin, async (all) => {
    try {
      const found = await all.Find(CAPICOM_CERTIFICATE_FIND_SHA1_HASH, thumbprint);
      if (!(await found.Count)) throw new CryptoProError('NOT_FOUND');
      return await found.Item(1);
    } catch (error) {
      throw pluginFailure(error, plugin.lastError(error));
    }
  });
}

/** The certificate's DER in base64, to register it with the portal. */
export async function exportStoreCertificate(plugin: CryptoPro, thumbprint: string): Promise<string> {
  const certificate = await findStoreCertificate(plugin, thumbprint);
  try {
    return await certificate.Export(CAPICOM_ENCODE_BASE64);
  } catch (error) {
    throw pluginFailure(error, plugin.lastError(error), 'Не удалось выгрузить сертификат');
  }
}
