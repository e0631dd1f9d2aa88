/**
 * The clients of the external systems for the runtime (runtime.ts): each the configured service, else
 * the built-in sandbox's when the sandboxes are on, else none (null) — the callers then answer with the
 * system's "unavailable" error.
 */
import type { Config } from './config.js';
import { createBankClient } from './integrations/bank/bank.client.js';
import { createBankRegistryClient } from './integrations/bank/bank.registry-client.js';
import type { BankRegistryClient } from './integrations/bank/bank.registry-types.js';
import { BANK_SANDBOX_CLIENT_ID, BANK_SANDBOX_CLIENT_SECRET } from './integrations/bank/bank.sandbox.js';
import type { BankClient } from './integrations/bank/bank.types.js';
import { createDadataClient, type DadataClient } from './integrations/dadata/dadata.client.js';
import { DADATA_SANDBOX_KEY } from './integrations/dadata/dadata.sandbox.js';
import { createFcmClient, type FcmClient } from './integrations/fcm/fcm.client.js';
import type { FcmSandboxOptions } from './integrations/fcm/fcm.sandbox.js';
import { createFnsClient } from './integrations/fns/fns.client.js';
import { FNS_SANDBOX_MASTER_TOKEN, FNS_SANDBOX_USER_TOKEN } from './integrations/fns/fns.sandbox.js';
import type { FnsClient, StatusNpdClient } from './integrations/fns/fns.types.js';
import { createGoskeyClient } from './integrations/goskey/goskey.client.js';
import { GOSKEY_SANDBOX_API_KEY } from './integrations/goskey/goskey.sandbox.js';
import type { GoskeyClient } from './integrations/goskey/goskey.types.js';
import { createDirectBankClient, type DirectBankClient } from './integrations/one-c-direct-bank/direct-bank.client.js';
import { createSberClient, type SberClient } from './integrations/sber/sber.client.js';
import { SBER_SANDBOX_CLIENT_ID, SBER_SANDBOX_CLIENT_SECRET } from './integrations/sber/sber.sandbox.js';
import { createStatusNpdClient } from './integrations/statusnpd/statusnpd.client.js';

/** The configured FCM service account, else the sandbox's (sandboxes on), else none. */
export function createFcm(
  config: Config,
  sandbox: FcmSandboxOptions | undefined,
  sandboxUrl: (path: string) => string,
): FcmClient | null {
  if (config.FCM_PROJECT_ID && config.FCM_CLIENT_EMAIL && config.FCM_PRIVATE_KEY) {
    return createFcmClient(
      {
        projectId: config.FCM_PROJECT_ID,
        clientEmail: config.FCM_CLIENT_EMAIL,
        // Keys in environment variables usually carry escaped newlines.
        privateKey: config.FCM_PRIVATE_KEY.replaceAll('\\n', '\n'),
      },
      { tokenUrl: config.FCM_TOKEN_URL, apiUrl: config.FCM_API_URL },
    );
  }
  if (!sandbox) return null;
  return createFcmClient(sandbox, () => ({ tokenUrl: sandbox.tokenUrl(), apiUrl: sandboxUrl('fcm') }));
}

/** The configured DaData key, else the sandbox on this server (sandboxes on), else no lookups. */
export function createDadata(config: Config, sandboxUrl: (path: string) => string): DadataClient | null {
  if (config.DADATA_API_KEY) {
    const baseUrl = config.DADATA_BASE_URL.replace(/\/$/, '');
    return createDadataClient({ baseUrl: () => baseUrl, apiKey: config.DADATA_API_KEY });
  }
  if (!config.SANDBOXES) return null;
  return createDadataClient({ baseUrl: () => sandboxUrl('dadata'), apiKey: DADATA_SANDBOX_KEY });
}

/** The configured bank API, else the sandbox on this server (sandboxes on), else none. */
export function createSber(config: Config, sandboxUrl: (path: string) => string): SberClient | null {
  if (config.SBER_API_URL) {
    const baseUrl = config.SBER_API_URL.replace(/\/$/, '');
    return createSberClient({
      baseUrl: () => baseUrl,
      clientId: config.SBER_CLIENT_ID ?? '',
      clientSecret: config.SBER_CLIENT_SECRET ?? '',
    });
  }
  if (!config.SANDBOXES) return null;
  return createSberClient({
    baseUrl: () => sandboxUrl('sber'),
    clientId: SBER_SANDBOX_CLIENT_ID,
    clientSecret: SBER_SANDBOX_CLIENT_SECRET,
  });
}

/** The configured payout API of the nominal-account bank, else the sandbox on this server (sandboxes on), else none. */
export function createBank(config: Config, sandboxUrl: (path: string) => string): BankClient | null {
  if (config.BANK_API_URL) {
    const baseUrl = config.BANK_API_URL.replace(/\/$/, '');
    return createBankClient({
      baseUrl: () => baseUrl,
      clientId: config.BANK_CLIENT_ID ?? '',
      clientSecret: config.BANK_CLIENT_SECRET ?? '',
    });
  }
  if (!config.SANDBOXES) return null;
  return createBankClient({
    baseUrl: () => sandboxUrl('bank'),
    clientId: BANK_SANDBOX_CLIENT_ID,
    clientSecret: BANK_SANDBOX_CLIENT_SECRET,
  });
}

/** The payment registry API of the same bank as createBank, with the same credentials (DOMAIN §9.1). */
export function createBankRegistry(config: Config, sandboxUrl: (path: string) => string): BankRegistryClient | null {
  if (config.BANK_API_URL) {
    const baseUrl = config.BANK_API_URL.replace(/\/$/, '');
    return createBankRegistryClient({
      baseUrl: () => baseUrl,
      clientId: config.BANK_CLIENT_ID ?? '',
      clientSecret: config.BANK_CLIENT_SECRET ?? '',
    });
  }
  if (!config.SANDBOXES) return null;
  return createBankRegistryClient({
    baseUrl: () => sandboxUrl('bank'),
    clientId: BANK_SANDBOX_CLIENT_ID,
    clientSecret: BANK_SANDBOX_CLIENT_SECRET,
  });
}

/** The configured 1C:DirectBank gate, else the sandbox on this server (sandboxes on), else none. */
export function createDirectBank(config: Config, sandboxUrl: (path: string) => string): DirectBankClient | null {
  if (config.ONE_C_DIRECT_BANK_URL) {
    const baseUrl = config.ONE_C_DIRECT_BANK_URL.replace(/\/$/, '');
    return createDirectBankClient({ baseUrl: () => baseUrl });
  }
  if (!config.SANDBOXES) return null;
  return createDirectBankClient({ baseUrl: () => sandboxUrl('one-c-direct-bank') });
}

/** The configured Госключ gateway (ЕПГУ partner API), else the sandbox on this server (sandboxes on), else none. */
export function createGoskey(config: Config, sandboxUrl: (path: string) => string): GoskeyClient | null {
  if (config.GOSKEY_API_URL) {
    const baseUrl = config.GOSKEY_API_URL.replace(/\/$/, '');
    return createGoskeyClient({ baseUrl: () => baseUrl, apiKey: config.GOSKEY_API_KEY ?? '' });
  }
  if (!config.SANDBOXES) return null;
  return createGoskeyClient({ baseUrl: () => sandboxUrl('goskey'), apiKey: GOSKEY_SANDBOX_API_KEY });
}

/** The configured FNS partner API, else the sandbox on this server (sandboxes on), else none. */
export function createFns(config: Config, sandboxUrl: (path: string) => string): FnsClient | null {
  if (config.FNS_API_URL) {
    const serviceUrl = config.FNS_API_URL;
    const authUrl = config.FNS_AUTH_URL ?? 'https://openapi.nalog.ru:8090/open-api/AuthService/0.1';
    return createFnsClient({
      serviceUrl: () => serviceUrl,
      authUrl: () => authUrl,
      masterToken: config.FNS_MASTER_TOKEN ?? '',
      userToken: config.FNS_USER_TOKEN ?? '',
      getMessagesBatchSize: config.FNS_GET_MESSAGES_BATCH_SIZE,
    });
  }
  if (!config.SANDBOXES) return null;
  return createFnsClient({
    serviceUrl: () => sandboxUrl('fns/ais3/smz/SmzIntegrationService'),
    authUrl: () => sandboxUrl('fns/open-api/AuthService/0.1'),
    masterToken: FNS_SANDBOX_MASTER_TOKEN,
    userToken: FNS_SANDBOX_USER_TOKEN,
    getMessagesBatchSize: config.FNS_GET_MESSAGES_BATCH_SIZE,
  });
}

/** The configured НПД status check, else the sandbox on this server (sandboxes on), else none. */
export function createStatusNpd(config: Config, sandboxUrl: (path: string) => string): StatusNpdClient | null {
  if (config.STATUSNPD_API_URL) {
    const baseUrl = config.STATUSNPD_API_URL.replace(/\/$/, '');
    return createStatusNpdClient({ baseUrl: () => baseUrl });
  }
  if (!config.SANDBOXES) return null;
  return createStatusNpdClient({ baseUrl: () => sandboxUrl('statusnpd') });
}
