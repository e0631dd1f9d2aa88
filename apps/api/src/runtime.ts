/**
 * Composition root: opens the database, applies migrations, ensures content and demo data,
 * starts the SMTP sandbox and the job workers, and builds the app. main.ts and tests both use it.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { type Database, openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { seedDemo } from './db/seed/demo.js';
import { isDemoMoneyMissing, seedDemoMoney } from './db/seed/demo-money.js';
import { ensureDocumentTemplates } from './db/seed/document-templates.js';
import { ensureCurrentOffer } from './db/seed/offers.js';
import { ensureSbpBanks } from './db/seed/sbp-banks.js';
import { withStartupLock } from './db/startup-lock.js';
import { createBankClient } from './integrations/bank/bank.client.js';
import { BANK_SANDBOX_CLIENT_ID, BANK_SANDBOX_CLIENT_SECRET } from './integrations/bank/bank.sandbox.js';
import type { BankClient } from './integrations/bank/bank.types.js';
import { createDadataClient, type DadataClient } from './integrations/dadata/dadata.client.js';
import { DADATA_SANDBOX_KEY } from './integrations/dadata/dadata.sandbox.js';
import { createFcmClient, type FcmClient } from './integrations/fcm/fcm.client.js';
import type { FcmSandboxOptions } from './integrations/fcm/fcm.sandbox.js';
import { createFnsClient } from './integrations/fns/fns.client.js';
import { FNS_SANDBOX_MASTER_TOKEN, FNS_SANDBOX_USER_TOKEN } from './integrations/fns/fns.sandbox.js';
import type { FnsClient, StatusNpdClient } from './integrations/fns/fns.types.js';
import { createMailClient } from './integrations/mail/mail.client.js';
import { type SmtpSandbox, startSmtpSandbox } from './integrations/mail/smtp.sandbox.js';
import { createDirectBankClient, type DirectBankClient } from './integrations/one-c-direct-bank/direct-bank.client.js';
import { createSberClient, type SberClient } from './integrations/sber/sber.client.js';
import { SBER_SANDBOX_CLIENT_ID, SBER_SANDBOX_CLIENT_SECRET } from './integrations/sber/sber.sandbox.js';
import { createSmsClient } from './integrations/sms/sms.client.js';
import { createStatusNpdClient } from './integrations/statusnpd/statusnpd.client.js';
import { createWebPushClient, isAllowedPushEndpoint } from './integrations/web-push/web-push.client.js';
import { withConfiguredCron } from './jobs/define-job.js';
import { createJobQueue } from './jobs/queue.js';
import { runJob } from './jobs/run-job.js';
import { createLogger } from './lib/logger.js';
import { listenOn, SMTP_PORT_HINT } from './lib/ports.js';
import { createDirectoryStorage } from './lib/storage.js';
import { useReconciliationChecks } from './modules/balance/index.js';
import { contractorsWithSignedContract } from './modules/documents/index.js';
import { modules } from './modules/index.js';
import { useSignedContractLookup } from './modules/payouts/index.js';
import { resolveSecrets } from './secrets.js';

export type Runtime = { app: FastifyInstance; ctx: AppContext; smtpSandbox?: SmtpSandbox; close(): Promise<void> };

export type RuntimeOptions = {
  /** An already opened database (tests open theirs from a migrated template). */
  database?: Database;
  /** Where logs go (stdout by default); tests read them to prove nothing secret is written. */
  logDestination?: DestinationStream;
  now?: () => Date;
};

export async function createRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const { fcmSandboxPrivateKey, ...secrets } = resolveSecrets(config);
  const resolved: Config = { ...config, ...secrets };
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: resolved.DATABASE_URL,
      dataDir: resolved.DATABASE_URL ? undefined : resolved.DATA_DIR,
    }));
  const demoWanted = resolved.SEED_DEMO && resolved.APP_ENV !== 'production';
  await withStartupLock(database, async () => {
    await runMigrations(database);
    await ensureCurrentOffer(database.db);
    await ensureSbpBanks(database.db);
    await ensureDocumentTemplates(database.db);
    if (demoWanted) await seedDemo(database.db, resolved.APP_ENV);
  });

  let smtpSandbox: SmtpSandbox | undefined;
  let smtpUrl = resolved.SMTP_URL;
  if (!smtpUrl) {
    if (!resolved.SANDBOXES) throw new Error('SMTP_URL must be set when sandboxes are off');
    const port = resolved.SMTP_SANDBOX_PORT;
    smtpSandbox = await listenOn(port, 'SMTP_SANDBOX_PORT', () => startSmtpSandbox(port), SMTP_PORT_HINT);
    smtpUrl = smtpSandbox.url;
  }
  const mail = createMailClient(smtpUrl, resolved.MAIL_FROM);
  // The SMS sandbox lives on this same server; its address is known once the server listens.
  let listeningUrl = '';
  const sms = createSmsClient({
    baseUrl: () => resolved.SMS_GATEWAY_URL ?? `${listeningUrl}/sandbox/sms`,
    apiId: resolved.SMS_API_ID,
    sender: resolved.SMS_SENDER,
  });
  // Another process may host the sandboxes (SANDBOX_URL): every process then talks to one bank and one FNS.
  const sandboxBase = resolved.SANDBOX_URL?.replace(/\/$/, '');
  const sandboxUrl = (path: string) => `${sandboxBase ?? `${listeningUrl}/sandbox`}/${path}`;
  const fcmSandbox: FcmSandboxOptions | undefined = fcmSandboxPrivateKey
    ? {
        projectId: 'vyplaty-sandbox',
        clientEmail: 'portal@vyplaty-sandbox.iam.gserviceaccount.com',
        privateKey: fcmSandboxPrivateKey,
        tokenUrl: () => sandboxUrl('fcm/token'),
      }
    : undefined;
  const allowedPushHosts = resolved.WEB_PUSH_ALLOWED_HOSTS.split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  const push = {
    web: createWebPushClient({
      publicKey: secrets.WEB_PUSH_PUBLIC_KEY,
      privateKey: secrets.WEB_PUSH_PRIVATE_KEY,
      subject: resolved.WEB_PUSH_SUBJECT,
    }),
    fcm: createFcm(resolved, fcmSandbox, sandboxUrl),
    isAllowedEndpoint: (endpoint: string) =>
      isAllowedPushEndpoint(endpoint, allowedPushHosts, resolved.SANDBOXES ? [listeningUrl, resolved.PUBLIC_URL] : []),
  };
  const jobs = createJobQueue(database, {
    pollSeconds: resolved.JOB_POLL_SECONDS,
    concurrency: resolved.JOB_CONCURRENCY,
    leaseSeconds: resolved.JOB_LEASE_SECONDS,
    retryDelaySeconds: resolved.JOB_RETRY_DELAY_SECONDS,
  });
  const ctx: AppContext = {
    db: database.db,
    database,
    jobs,
    config: resolved,
    log: createLogger(resolved.LOG_LEVEL, options.logDestination),
    now: options.now ?? (() => new Date()),
    mail,
    sms,
    push,
    dadata: createDadata(resolved, sandboxUrl),
    sber: createSber(resolved, sandboxUrl),
    bank: createBank(resolved, sandboxUrl),
    oneCDirectBank: createDirectBank(resolved, sandboxUrl),
    fns: createFns(resolved, sandboxUrl),
    statusNpd: createStatusNpd(resolved, sandboxUrl),
    sandboxUrl: resolved.SANDBOXES ? sandboxUrl : null,
    storage: createDirectoryStorage(resolved.FILES_DIR ?? path.join(resolved.DATA_DIR, 'files')),
  };
  // The demo's money needs the whole context (the ledger posts with it); once, at the first start that finds
  // the demo company without it (also after `npm run db:seed` made the accounts alone), under the start-up lock.
  if (demoWanted)
    await withStartupLock(database, async () => {
      if (await isDemoMoneyMissing(database.db)) await seedDemoMoney(ctx);
    });
  const app = await buildApp({ ctx, smtpSandbox, fcmSandbox });
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object') listeningUrl = `http://127.0.0.1:${address.port}`;
  });

  // The nightly reconciliation runs every module's checks (modules/balance).
  useReconciliationChecks(modules.flatMap((m) => m.reconciliationChecks ?? []));
  // N7: the payout checklist asks documents which contractors have a signed contract (no import cycle).
  useSignedContractLookup(contractorsWithSignedContract);
  // JOB_WORKERS=false: an API process of the scale-out shape; it enqueues, the workers run (docs/scale-out.md).
  if (resolved.JOB_WORKERS) {
    // Some schedules come from settings (the statement's reading period): worked out before the workers start.
    const allJobs = withConfiguredCron(
      modules.flatMap((m) => m.jobs ?? []),
      resolved,
    );
    await jobs.start(allJobs, (job, data, attempt) => runJob(ctx, app.log, job, data, attempt));
  }

  return {
    app,
    ctx,
    ...(smtpSandbox ? { smtpSandbox } : {}),
    async close() {
      await app.close();
      await jobs.stop();
      mail.close();
      await smtpSandbox?.close();
      if (!options.database) await database.close();
      // The log is written asynchronously: what is buffered goes out before the process ends.
      (ctx.log as unknown as { flush(): void }).flush();
    },
  };
}

/** The configured FCM service account, else the sandbox's (sandboxes on), else none. */
function createFcm(
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
function createDadata(config: Config, sandboxUrl: (path: string) => string): DadataClient | null {
  if (config.DADATA_API_KEY) {
    const baseUrl = config.DADATA_BASE_URL.replace(/\/$/, '');
    return createDadataClient({ baseUrl: () => baseUrl, apiKey: config.DADATA_API_KEY });
  }
  if (!config.SANDBOXES) return null;
  return createDadataClient({ baseUrl: () => sandboxUrl('dadata'), apiKey: DADATA_SANDBOX_KEY });
}

/** The configured bank API, else the sandbox on this server (sandboxes on), else none. */
function createSber(config: Config, sandboxUrl: (path: string) => string): SberClient | null {
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
function createBank(config: Config, sandboxUrl: (path: string) => string): BankClient | null {
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

/** The configured 1C:DirectBank gate, else the sandbox on this server (sandboxes on), else none. */
function createDirectBank(config: Config, sandboxUrl: (path: string) => string): DirectBankClient | null {
  if (config.ONE_C_DIRECT_BANK_URL) {
    const baseUrl = config.ONE_C_DIRECT_BANK_URL.replace(/\/$/, '');
    return createDirectBankClient({ baseUrl: () => baseUrl });
  }
  if (!config.SANDBOXES) return null;
  return createDirectBankClient({ baseUrl: () => sandboxUrl('one-c-direct-bank') });
}

/** The configured FNS partner API, else the sandbox on this server (sandboxes on), else none. */
function createFns(config: Config, sandboxUrl: (path: string) => string): FnsClient | null {
  if (config.FNS_API_URL) {
    const serviceUrl = config.FNS_API_URL;
    const authUrl = config.FNS_AUTH_URL ?? 'https://openapi.nalog.ru:8090/open-api/AuthService/0.1';
    return createFnsClient({
      serviceUrl: () => serviceUrl,
      authUrl: () => authUrl,
      masterToken: config.FNS_MASTER_TOKEN ?? '',
      userToken: config.FNS_USER_TOKEN ?? '',
    });
  }
  if (!config.SANDBOXES) return null;
  return createFnsClient({
    serviceUrl: () => sandboxUrl('fns/ais3/smz/SmzIntegrationService'),
    authUrl: () => sandboxUrl('fns/open-api/AuthService/0.1'),
    masterToken: FNS_SANDBOX_MASTER_TOKEN,
    userToken: FNS_SANDBOX_USER_TOKEN,
  });
}

/** The configured НПД status check, else the sandbox on this server (sandboxes on), else none. */
function createStatusNpd(config: Config, sandboxUrl: (path: string) => string): StatusNpdClient | null {
  if (config.STATUSNPD_API_URL) {
    const baseUrl = config.STATUSNPD_API_URL.replace(/\/$/, '');
    return createStatusNpdClient({ baseUrl: () => baseUrl });
  }
  if (!config.SANDBOXES) return null;
  return createStatusNpdClient({ baseUrl: () => sandboxUrl('statusnpd') });
}
