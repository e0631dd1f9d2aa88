/**
 * A `window.cadesplugin` for unit tests: `CreateObjectAsync` answers a mock per object name
 * (CAdESCOM.Store, CPSigner, CadesSignedData, HashedData) with the plug-in's async surface, over the given
 * certificates. Failures are injected as the plug-in throws them (text with the hex code).
 */
import { vi } from 'vitest';
import type { CadesCertificate, CadesCertificates, CadesPluginGlobal } from './types';

export type MockCertificate = {
  subjectName: string;
  issuerName?: string;
  thumbprint: string;
  validFrom?: string;
  validTo?: string;
  hasKey?: boolean;
  expired?: boolean;
  der?: string;
};

export type MockOptions = {
  certificates?: MockCertificate[];
  /** What SignCades answers, or the error it throws. */
  signCades?: (content: string, thumbprint: string) => string | Error;
  /** What SignHash answers (given the hash value set and its algorithm), or the error it throws. */
  signHash?: (hash: string, algorithm: number | null, thumbprint: string) => string | Error;
  /** A rejected plug-in promise: no extension. */
  missing?: boolean;
};

function certificateObject(c: MockCertificate): CadesCertificate {
  return {
    SubjectName: Promise.resolve(c.subjectName),
    IssuerName: Promise.resolve(c.issuerName ?? 'CN=Тестовый УЦ ГОСТ, O=Тестовый УЦ, C=RU'),
    Thumbprint: Promise.resolve(c.thumbprint),
    ValidFromDate: Promise.resolve(c.validFrom ?? '2026-01-01T00:00:00.000Z'),
    ValidToDate: Promise.resolve(c.validTo ?? '2027-01-01T00:00:00.000Z'),
    HasPrivateKey: async () => c.hasKey !== false,
    Export: async () => c.der ?? 'MIIB',
  };
}

function collection(items: MockCertificate[]): CadesCertificates {
  return {
    Count: Promise.resolve(items.length),
    Item: async (i: number) => {
      const item = items[i - 1];
      if (!item) throw new Error('Неверный индекс. (0x80070057)');
      return certificateObject(item);
    },
    Find: async (type: number, criteria?: unknown) => {
      if (type === 9) return collection(items.filter((c) => !c.expired));
      if (type === 6) return collection(items.filter((c) => c.hasKey !== false));
      if (type === 0) return collection(items.filter((c) => c.thumbprint === criteria));
      return collection(items);
    },
  };
}

export function mockCadesPlugin(options: MockOptions = {}) {
  const certificates = options.certificates ?? [];
  const calls: string[] = [];
  let content = '';
  let encoding: number | null = null;
  let thumbprint = '';
  const objects = {
    'CAdESCOM.HashedData': () => {
      const hashed = {
        algorithm: null as number | null,
        value: null as string | null,
        propset_Algorithm: vi.fn(async (value: number) => {
          calls.push(`algorithm:${value}`);
          hashed.algorithm = value;
        }),
        propset_DataEncoding: vi.fn(async (value: number) => {
          calls.push(`data-encoding:${value}`);
        }),
        SetHashValue: vi.fn(async (value: string) => {
          // The real plug-in needs the algorithm first: it decides the hash's length.
          if (hashed.algorithm === null) throw new Error('Неверный параметр. (0x80070057)');
          calls.push('hash-value');
          hashed.value = value;
        }),
      };
      return hashed;
    },
    'CAdESCOM.Store': () => ({
      Open: vi.fn(async () => undefined),
      Close: vi.fn(async () => undefined),
      Certificates: Promise.resolve(collection(certificates)),
    }),
    'CAdESCOM.CPSigner': () => ({
      propset_Certificate: vi.fn(async (c: CadesCertificate) => {
        thumbprint = await c.Thumbprint;
      }),
      propset_Options: vi.fn(async () => undefined),
    }),
    'CAdESCOM.CadesSignedData': () => ({
      propset_ContentEncoding: vi.fn(async (value: number) => {
        calls.push('encoding');
        encoding = value;
      }),
      propset_Content: vi.fn(async (value: string) => {
        calls.push('content');
        content = value;
      }),
      SignCades: vi.fn(async (_signer: unknown, type: number, detached: boolean) => {
        calls.push(`sign:${type}:${detached}:${encoding}`);
        const answer = options.signCades?.(content, thumbprint) ?? `SIG(${content})`;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      SignHash: vi.fn(
        async (hashed: { value: string | null; algorithm: number | null }, _signer: unknown, type: number) => {
          calls.push(`sign-hash:${type}`);
          const answer =
            options.signHash?.(hashed.value ?? '', hashed.algorithm, thumbprint) ?? `HASHSIG(${hashed.value})`;
          if (answer instanceof Error) throw answer;
          return answer;
        },
      ),
    }),
  } as const;
  const CreateObjectAsync = vi.fn(async (name: keyof typeof objects) => objects[name]());
  const ready = options.missing
    ? Promise.reject(new Error('Истекло время ожидания загрузки плагина'))
    : Promise.resolve();
  ready.catch(() => undefined);
  const plugin = Object.assign(ready, { CreateObjectAsync }) as unknown as CadesPluginGlobal;
  return { plugin, CreateObjectAsync, calls };
}
