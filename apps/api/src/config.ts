/**
 * Configuration from the environment, validated once. Every variable is listed in .env.example.
 * With nothing set, the portal runs embedded: PGlite under DATA_DIR and every external system
 * answered by its built-in sandbox.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { integrationsEnvShape } from './config-integrations.js';
import { bool, storageEnvShape } from './config-storage.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const names = (v: string) => v.split(',').flatMap((name) => (name.trim() ? [name.trim()] : []));
const jobNames = z.string().default('').transform(names);

const envSchema = z.object({
  APP_ENV: z.enum(['embedded', 'development', 'test', 'production']).default('embedded'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.string().optional(),
  ...storageEnvShape,
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Mount the emulators of external systems under /sandbox (never in production). */
  SANDBOXES: bool.optional(),
  SEED_DEMO: bool.default(true),
  /** Serve the OpenAPI document under /api/docs; on everywhere but production unless set. */
  API_DOCS: bool.optional(),
  COOKIE_SECURE: bool.default(true),
  /** Base of the progressive pause before a login of an account with many failures (docs/security.md). */
  LOGIN_DELAY_MS: z.coerce.number().int().min(0).default(250),
  /**
   * Login attempts from one address in 15 minutes (docs/security.md «Подбор пароля»). The browser journeys
   * raise it: every one of them logs in from 127.0.0.1, like a whole office behind one address.
   */
  LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().positive().default(50),
  ACCESS_TOKEN_TTL_MIN: z.coerce.number().int().positive().default(15),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** HMAC key for SMS codes and CSRF tokens; generated and kept under DATA_DIR when not given. */
  APP_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  /**
   * Port of the built-in SMTP sandbox (its mailbox is read at /sandbox/mail); 0, the default, lets the
   * system choose a free one, so two copies of the portal run side by side.
   */
  SMTP_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  MAIL_FROM: z.string().default('«Выплаты и документы» <no-reply@vyplaty.local>'),
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_API_ID: z.string().default('sandbox'),
  SMS_SENDER: z.string().default('VYPLATY'),
  /** VAPID key pair of web push (base64url, as web-push generates them); generated when not given. */
  WEB_PUSH_PUBLIC_KEY: z.string().optional(),
  WEB_PUSH_PRIVATE_KEY: z.string().optional(),
  /** Contact the push services may use (RFC 8292): mailto: or https:. */
  WEB_PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/)
    .default('mailto:support@vyplaty.local'),
  /**
   * Hosts a browser subscription may point to (suffix match). The server POSTs to the subscription's
   * endpoint, so an open list would let anyone make it call internal addresses.
   */
  WEB_PUSH_ALLOWED_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,updates.push.services.mozilla.com,push.services.mozilla.com,web.push.apple.com,notify.windows.com',
    ),
  /** FCM HTTP v1 service account; native push is off without it (sandboxes on: the FCM sandbox). */
  FCM_PROJECT_ID: z.string().optional(),
  FCM_CLIENT_EMAIL: z.string().optional(),
  FCM_PRIVATE_KEY: z.string().optional(),
  FCM_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  FCM_API_URL: z.url().default('https://fcm.googleapis.com'),
  /**
   * DaData Suggestions API key (address, bank, company and country lookups). Not set: the built-in
   * sandbox answers (sandboxes on) or lookups answer LOOKUP_UNAVAILABLE.
   */
  DADATA_API_KEY: z.string().optional(),
  DADATA_BASE_URL: z.url().default('https://suggestions.dadata.ru'),
  /**
   * The partner bank's nominal-account API (integrations/sber). Not set: the built-in sandbox answers
   * (sandboxes on) or connecting the nominal account answers BANK_UNAVAILABLE.
   */
  SBER_API_URL: z.url().optional(),
  SBER_CLIENT_ID: z.string().optional(),
  SBER_CLIENT_SECRET: z.string().optional(),
  /** How long the sandbox bank keeps a binding request PROCESSING (tests use 0). */
  SBER_SANDBOX_BIND_DELAY_MS: z.coerce.number().int().min(0).default(2000),
  /**
   * The nominal-account bank's payout API (integrations/bank: payments, their status, the statement).
   * Not set: the built-in sandbox at /sandbox/bank answers (sandboxes on) or payouts wait with
   * BANK_UNAVAILABLE. BANK_CLIENT_ID / BANK_CLIENT_SECRET: the OAuth 2.0 client credentials the bank issued.
   */
  BANK_API_URL: z.url().optional(),
  BANK_CLIENT_ID: z.string().optional(),
  BANK_CLIENT_SECRET: z.string().optional(),
  /** How long the sandbox bank keeps a payment PROCESSING before it is executed (tests use 0). */
  BANK_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).default(2000),
  /**
   * After the bank accepted a payment registry's pay, when its payments' statuses are first read (the bank
   * allows one read of a registry per 10 minutes, so the first is aimed past its usual execution time);
   * payments still in progress then are followed one by one (payouts.poll).
   */
  BANK_REGISTRY_FIRST_READ_SECONDS: z.coerce.number().int().min(0).default(3),
  /**
   * How often the nominal account's statement is read (job `balance.read-statement`: arrivals credited to
   * the balance, the bank's record of executed payments), in seconds: a divisor of 60 (a seconds cron) or 60 (every
   * minute). The default, 30, with the balance page asking every 10 s, shows a top-up within a minute of the money
   * reaching the account, as the «Пополнить» dialog promises. The browser tests read it every 2 s, so a top-up made
   * on the bank sandbox's page shows on the balance at once (docs/decisions/balance.md).
   */
  BANK_STATEMENT_POLL_SECONDS: z.coerce
    .number()
    .int()
    .refine((s) => s > 0 && 60 % s === 0, 'a divisor of 60: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30 or 60')
    .default(30),
  /**
   * The company's own bank through 1C:DirectBank (integrations/one-c-direct-bank): the bank's DirectBank
   * gate, e.g. https://dbogate.bank.ru. Not set: the built-in sandbox at /sandbox/one-c-direct-bank
   * answers (sandboxes on) or connecting a bank this way answers BANK_UNAVAILABLE.
   */
  ONE_C_DIRECT_BANK_URL: z.url().optional(),
  /** How long a DirectBank session is trusted after login: the standard recommends 5 minutes. */
  ONE_C_DIRECT_BANK_SESSION_TTL_SECONDS: z.coerce.number().int().min(30).default(300),
  /**
   * How often signed payment orders are sent and their state asked of the company's bank (job
   * `payouts.payment-orders-sweep`), in seconds: 60 or a divisor of 60 (a seconds cron).
   */
  ONE_C_DIRECT_BANK_POLL_SECONDS: z.coerce
    .number()
    .int()
    .refine((s) => s > 0 && 60 % s === 0, 'a divisor of 60: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30 or 60')
    .default(10),
  /**
   * The platform's nominal account the companies top up (balance screen, the sandbox's statement).
   * The defaults are invented sandbox requisites with valid checksums; a real deployment sets all of them.
   */
  NOMINAL_ACCOUNT_RECIPIENT: z.string().min(1).default('ООО «Выплаты и документы»'),
  NOMINAL_ACCOUNT_INN: z
    .string()
    .regex(/^\d{10}$/)
    .default('7723456782'),
  NOMINAL_ACCOUNT_KPP: z
    .string()
    .regex(/^\d{9}$/)
    .default('772301001'),
  NOMINAL_ACCOUNT_NUMBER: z
    .string()
    .regex(/^\d{20}$/)
    .default('40702810938000012345'),
  NOMINAL_ACCOUNT_BANK_NAME: z.string().min(1).default('ПАО Сбербанк'),
  NOMINAL_ACCOUNT_BIK: z
    .string()
    .regex(/^\d{9}$/)
    .default('044525225'),
  NOMINAL_ACCOUNT_CORR_ACCOUNT: z
    .string()
    .regex(/^\d{20}$/)
    .default('30101810400000000225'),
  /**
   * The FNS partner API (ПП НПД, integrations/fns): SmzIntegrationService URL, the AuthService URL and
   * the partner's tokens. Not set: the built-in sandbox answers (sandboxes on) or FNS calls answer
   * FNS_UNAVAILABLE.
   */
  FNS_API_URL: z.url().optional(),
  FNS_AUTH_URL: z.url().optional(),
  FNS_MASTER_TOKEN: z.string().optional(),
  FNS_USER_TOKEN: z.string().optional(),
  /**
   * MessageIds per GetMessagesRequest, the batch poll of FNS answers (DOMAIN §9.2). FNS refuses a call
   * over its limit and does not publish it: keep this at or below it. The sandbox's limit is 100.
   */
  FNS_GET_MESSAGES_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
  /** How long the sandbox FNS keeps a message PROCESSING before its answer (tests use less). */
  FNS_SANDBOX_MESSAGE_DELAY_MS: z.coerce.number().int().min(0).default(300),
  /**
   * The public НПД status check (integrations/statusnpd), e.g. https://statusnpd.nalog.ru. Not set: the
   * built-in sandbox answers (sandboxes on) or there is no status check.
   */
  STATUSNPD_API_URL: z.url().optional(),
  /**
   * Госключ through the ЕПГУ partner API (integrations/goskey, DOMAIN.md §6.5): the gateway's address and
   * the partner's API key. Not set: the built-in sandbox at /sandbox/goskey answers (sandboxes on) or
   * signing with Госключ answers GOSKEY_UNAVAILABLE.
   */
  GOSKEY_API_URL: z.url().optional(),
  GOSKEY_API_KEY: z.string().optional(),
  /** How long a person has to sign in the «Госключ» app, in hours (the request's time to live). */
  GOSKEY_REQUEST_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /**
   * How often the pending Госключ requests are asked about (job `signatures.poll-goskey`), in seconds:
   * 60, or a divisor of 60 (a seconds cron). The default 10 s lets a person see the result soon.
   */
  GOSKEY_POLL_SECONDS: z.coerce
    .number()
    .int()
    .refine((s) => s > 0 && 60 % s === 0, 'a divisor of 60: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30 or 60')
    .default(10),
  /**
   * Roots pinned for unqualified Госключ signatures (УНЭП: not in the accredited list, DOMAIN §6.5):
   * certificates as base64 DER or PEM, separated by commas. Not set: none, and УНЭП is refused — but
   * where KEP_TEST_CA allows the test CA, the sandbox's УНЭП root (that CA) is pinned.
   */
  GOSKEY_UNEP_ROOTS: z.string().optional(),
  /**
   * Where the platform's reports to support go by e-mail: a bank arrival no company could be matched to,
   * the nightly reconciliation's findings (modules/balance). The default reaches the SMTP sandbox.
   */
  SUPPORT_EMAIL: z.email().default('support@vyplaty.local'),
  /** Bearer token of the support-only calls; generated and kept under DATA_DIR when not given. */
  SUPPORT_API_TOKEN: z.string().min(32).optional(),
  /**
   * Origins the support chat and analytics scripts load from and talk to (space or comma separated),
   * e.g. 'https://code.jivo.ru https://*.jivosite.com wss://*.jivosite.com https://mc.yandex.ru'.
   * Added to the CSP only when the web app is built with their ids; empty keeps the CSP 'self' only.
   */
  CSP_THIRD_PARTY_ORIGINS: z.string().default(''),
  JOB_POLL_SECONDS: z.coerce.number().positive().default(1),
  /**
   * Whether this process runs jobs. false: an API process that only enqueues (the outbox) while job
   * workers (`npm run worker`, src/worker.ts) run them — the scale-out shape of docs/scale-out.md.
   */
  JOB_WORKERS: bool.default(true),
  /** Jobs this process runs / leaves to others, comma-separated names (empty: all / none; docs/scale-out.md). */
  JOB_ONLY: jobNames,
  JOB_EXCEPT: jobNames,
  /** Jobs run at the same time in this process. */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(3),
  /**
   * A worker whose heartbeat has not renewed a job's lease within this is taken for dead and the job is
   * claimed again (the heartbeat renews it every quarter of it while the handler runs).
   */
  JOB_LEASE_SECONDS: z.coerce.number().positive().default(20),
  /**
   * How long a payout marked SENT belongs to the run sending it (payout-execute.ts): the bank client's one
   * attempt (10 s) and a margin. Past it another run asks the bank; the payout id, the bank's idempotency
   * key, keeps a late second request from paying twice.
   */
  BANK_SENDING_LEASE_SECONDS: z.coerce.number().positive().default(15),
  /** The first retry's pause after a failed job; each next one doubles it. */
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().positive().default(5),
  /**
   * How old the contractor's FNS data (НПД status, restrictions, the year's income) may be when an НПД
   * payout is executed before FNS is asked again (DOMAIN §2.1, "again just before execution"): a mass
   * payout to one contractor then asks FNS once in this window, not 13 messages per row. 0: every payout asks.
   */
  PAYOUT_FNS_FRESH_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /**
   * Payouts paid together (a form) go to the bank in one job and are polled, settled and given their
   * receipts in batches (docs/decisions/payouts.md). false: a job per payout at every step, as before —
   * kept to compare (bench/payouts-settle.ts) and as a way back.
   */
  PAYOUT_BATCH_JOBS: bool.default(true),
  /**
   * Where the built-in sandboxes are answered when another process hosts them (several API and worker
   * processes must share one bank and one FNS), e.g. http://127.0.0.1:3000/sandbox. Unset: this
   * process's own /sandbox.
   */
  SANDBOX_URL: z.url().optional(),
  /**
   * The accredited CAs' list (TSL, DOMAIN.md §6.8), e.g.
   * https://e-trust.gosuslugi.ru/app/scc/portal/api/v1/portal/ca/getxml. Not set: with the sandboxes, the
   * e-trust sandbox's TSL (the GOST test CA and its CRL address); without them no CA is trusted but the
   * GOST test CA, when KEP_TEST_CA allows it.
   */
  CA_LIST_URL: z.url().optional(),
  /**
   * Trust the GOST test CA of the fixtures (public keys: anyone can sign with it). Default: on with the
   * sandboxes outside production; refused in production whatever is set.
   */
  KEP_TEST_CA: bool.optional(),
  ...integrationsEnvShape,
});

/** The settings loadConfig decides from others (a default that depends on APP_ENV or the sandboxes). */
type Resolved = { SANDBOXES: boolean; WEBHOOK_ALLOW_PRIVATE_URLS: boolean; KEP_TEST_CA: boolean; API_DOCS: boolean };
export type Config = Omit<z.infer<typeof envSchema>, keyof Resolved | 'PUBLIC_URL'> & Resolved & { PUBLIC_URL: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  if (c.APP_ENV === 'production' && c.KEP_TEST_CA)
    throw new Error('Invalid configuration: KEP_TEST_CA: the GOST test CA is never trusted in production');
  const sandboxes = c.SANDBOXES ?? c.APP_ENV !== 'production';
  return {
    ...c,
    SANDBOXES: sandboxes,
    KEP_TEST_CA: c.APP_ENV !== 'production' && (c.KEP_TEST_CA ?? sandboxes),
    API_DOCS: c.API_DOCS ?? c.APP_ENV !== 'production',
    WEBHOOK_ALLOW_PRIVATE_URLS: c.APP_ENV !== 'production' && (c.WEBHOOK_ALLOW_PRIVATE_URLS ?? true),
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
}
