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
import type { FcmSandboxOptions } from './integrations/fcm/fcm.sandbox.js';
import { createMailClient } from './integrations/mail/mail.client.js';
import { type SmtpSandbox, startSmtpSandbox } from './integrations/mail/smtp.sandbox.js';
import { createSmsClient } from './integrations/sms/sms.client.js';
import { createWebPushClient, isAllowedPushEndpoint } from './integrations/web-push/web-push.client.js';
import { chooseJobs } from './jobs/choose-jobs.js';
import { withConfiguredCron } from './jobs/define-job.js';
import { createJobQueue } from './jobs/queue.js';
import { runJob } from './jobs/run-job.js';
import { createLogger } from './lib/logger.js';
import { listenOn, SMTP_PORT_HINT } from './lib/ports.js';
import { createDirectoryStorage } from './lib/storage.js';
import { createS3Storage, s3SettingsOf } from './lib/storage-s3.js';
import { useReconciliationChecks } from './modules/balance/index.js';
import {
  contractorsWithSignedContract,
  documentGoskeyOwner,
  linkRegistryActs,
  payoutsWithSignedAct,
} from './modules/documents/index.js';
import { modules } from './modules/index.js';
import { joinPendingTaskInvites, settleTaskPayouts } from './modules/tasks/index.js';
import { checkUploadedMchdSignature } from './modules/trust-signing/index.js';
import {
  createBank,
  createBankRegistry,
  createDadata,
  createDirectBank,
  createFcm,
  createFns,
  createGoskey,
  createSber,
  createStatusNpd,
} from './runtime-clients.js';
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
  const log = createLogger(resolved.LOG_LEVEL, options.logDestination);
  const s3 = s3SettingsOf(resolved);
  const jobs = createJobQueue(database, {
    pollSeconds: resolved.JOB_POLL_SECONDS,
    concurrency: resolved.JOB_CONCURRENCY,
    leaseSeconds: resolved.JOB_LEASE_SECONDS,
    log,
    retryDelaySeconds: resolved.JOB_RETRY_DELAY_SECONDS,
  });
  const ctx: AppContext = {
    db: database.db,
    database,
    jobs,
    config: resolved,
    log,
    now: options.now ?? (() => new Date()),
    mail,
    sms,
    push,
    dadata: createDadata(resolved, sandboxUrl),
    sber: createSber(resolved, sandboxUrl),
    bank: createBank(resolved, sandboxUrl),
    bankRegistry: createBankRegistry(resolved, sandboxUrl),
    oneCDirectBank: createDirectBank(resolved, sandboxUrl),
    goskey: createGoskey(resolved, sandboxUrl),
    fns: createFns(resolved, sandboxUrl),
    statusNpd: createStatusNpd(resolved, sandboxUrl),
    sandboxUrl: resolved.SANDBOXES ? sandboxUrl : null,
    // S3_BUCKET set: one object store for every process (docs/scale-out.md); else the directory.
    storage: s3
      ? createS3Storage(s3, log)
      : createDirectoryStorage(resolved.FILES_DIR ?? path.join(resolved.DATA_DIR, 'files')),
    // What lower modules call in higher ones (they may not import them: no cycles between modules).
    handoffs: {
      // N7: the payout checklist asks documents which contractors have a signed contract.
      signedContractLookup: contractorsWithSignedContract,
      // N7's second half: which payouts have an act signed by both sides (a payout waits for it when required).
      signedActLookup: payoutsWithSignedAct,
      // A task pair's payout settled: paid completes the pair (tasks), in the settling transaction.
      taskPayoutsSettled: settleTaskPayouts,
      // A person invited onto tasks by phone joined the company: tasks put them on those tasks (invites' confirm).
      contractorJoinedCompany: joinPendingTaskInvites,
      // A registry's payout made for a bundle's act: the act is linked to it (mass payouts cannot import documents).
      registryPayoutsMade: linkRegistryActs,
      // The signatures job hands a Госключ request's end to the document it signs.
      goskeyOwners: { DOCUMENT: documentGoskeyOwner },
      // An МЧД's uploaded .sig is verified by trust-signing: representatives cannot call signatures.
      mchdSignatureCheck: checkUploadedMchdSignature,
    },
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
  // JOB_WORKERS=false: an API process of the scale-out shape; it enqueues, the workers run (docs/scale-out.md).
  if (resolved.JOB_WORKERS) {
    // Some schedules come from settings (the statement's reading period): worked out before the workers start.
    const allJobs = withConfiguredCron(
      modules.flatMap((m) => m.jobs ?? []),
      resolved,
    );
    const chosen = chooseJobs(allJobs, { only: resolved.JOB_ONLY, except: resolved.JOB_EXCEPT });
    await jobs.start(chosen, (job, data, attempt) => runJob(ctx, app.log, job, data, attempt));
  }

  return {
    app,
    ctx,
    ...(smtpSandbox ? { smtpSandbox } : {}),
    async close() {
      // The jobs first: a running handler may be calling a sandbox this server hosts (the bank, FNS), which must
      // still answer while the handler finishes; what requests enqueue meanwhile waits in the database.
      await jobs.stop();
      await app.close();
      mail.close();
      await smtpSandbox?.close();
      await ctx.storage.close?.();
      if (!options.database) await database.close();
      // The log is written asynchronously: what is buffered goes out before the process ends.
      (ctx.log as unknown as { flush(): void }).flush();
    },
  };
}
