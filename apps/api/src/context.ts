/** What every service function receives: `(ctx, input)`. No classes, no container. */
import type { MemberRole } from '@vyplaty/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { BankRegistryClient } from './integrations/bank/bank.registry-types.js';
import type { BankClient } from './integrations/bank/bank.types.js';
import type { DadataClient } from './integrations/dadata/dadata.client.js';
import type { FcmClient } from './integrations/fcm/fcm.client.js';
import type { FnsClient, StatusNpdClient } from './integrations/fns/fns.types.js';
import type { GoskeyClient } from './integrations/goskey/goskey.types.js';
import type { MailClient } from './integrations/mail/mail.client.js';
import type { DirectBankClient } from './integrations/one-c-direct-bank/direct-bank.client.js';
import type { SberClient } from './integrations/sber/sber.client.js';
import type { SmsClient } from './integrations/sms/sms.client.js';
import type { WebPushClient } from './integrations/web-push/web-push.client.js';
import type { JobQueue } from './jobs/queue.js';
import type { FileStorage } from './lib/storage.js';
import type { ContractorJoined } from './modules/invites/index.js';
import type { RegistryPayoutsMade } from './modules/mass-payouts/index.js';
import type { SignedActLookup, SignedContractLookup, TaskPayoutsSettled } from './modules/payouts/index.js';
import type { MchdSignatureCheck } from './modules/representatives/index.js';
import type { GoskeyOwners } from './modules/signatures/index.js';

export type Actor = {
  accountId: string;
  sessionId: string;
  role: 'user' | 'employee';
  /** customer id for role user, employee id for role employee */
  entityId: string;
  /**
   * A company login's role within its company (issue 28; http/route-access.ts gates every private route by it);
   * null for a contractor. Left out where the platform itself acts for the company (a job, a seed), never
   * checked there.
   */
  memberRole?: MemberRole | null;
  /** The API key the call was made with (issue 30, modules/api-keys); absent for a person's session. */
  apiKeyId?: string;
};

export type RequestMeta = { ip: string | undefined; userAgent: string | undefined };

export type AppContext = {
  db: Db;
  database: Database;
  jobs: JobQueue;
  config: Config;
  log: FastifyBaseLogger;
  now: () => Date;
  mail: MailClient;
  sms: SmsClient;
  push: PushClients;
  /** Address, bank, company and country lookups; null when DaData is not configured and sandboxes are off. */
  dadata: DadataClient | null;
  /** The partner bank's nominal-account API; null when SBER_API_URL is not set and sandboxes are off. */
  sber: SberClient | null;
  /**
   * The nominal-account bank's payout API (payments, their status, the statement); called from jobs
   * only. null when BANK_API_URL is not set and sandboxes are off.
   */
  bank: BankClient | null;
  /**
   * The same bank's payment registry API (many payouts as one bank object, DOMAIN §9.1); from jobs only.
   * null when the bank is not configured.
   */
  bankRegistry: BankRegistryClient | null;
  /** The company's own bank through 1C:DirectBank (logon with the SMS code); null when not configured and sandboxes are off. */
  oneCDirectBank: DirectBankClient | null;
  /** Госключ through the ЕПГУ partner API; null when GOSKEY_API_URL is not set and sandboxes are off. */
  goskey: GoskeyClient | null;
  /** The FNS partner API (ПП НПД); null when FNS_API_URL is not set and sandboxes are off. */
  fns: FnsClient | null;
  /** The public НПД status check (statusnpd.nalog.ru); null when STATUSNPD_API_URL is not set and sandboxes are off. */
  statusNpd: StatusNpdClient | null;
  /** `sandboxUrl('fns/receipt/…')`: an address of this server's sandboxes; null when sandboxes are off. */
  sandboxUrl: ((path: string) => string) | null;
  /** Bytes of stored files (rows in stored_files; modules/files/files.service.ts). */
  storage: FileStorage;
  /** What a module needs of a module above it, which it may not import; runtime.ts provides every one. */
  handoffs: ModuleHandoffs;
};

/**
 * Calls a lower module makes into a higher one (no import cycles between modules, docs/architecture.md):
 * a field here rather than a variable the higher module sets when it loads, so a missing one is a compile
 * error in runtime.ts, not a failure at the first call.
 */
export type ModuleHandoffs = {
  /** N7, payouts' checklist: which contractors have a signed contract (documents' `contractorsWithSignedContract`). */
  signedContractLookup: SignedContractLookup;
  /** N7, payouts' wait for an act: which payouts have an act signed by both sides (documents' `payoutsWithSignedAct`). */
  signedActLookup: SignedActLookup;
  /** A task pair's payout settled (DONE, DECLINED, ERROR): tasks' `settleTaskPayouts`, in the settling transaction. */
  taskPayoutsSettled: TaskPayoutsSettled;
  /**
   * Invites' confirm: a person joined the company; tasks' `joinPendingTaskInvites` puts them on the tasks the
   * company invited their phone to, in the confirm's transaction.
   */
  contractorJoinedCompany: ContractorJoined;
  /** A registry's rows made payouts: documents link a bundle's acts to theirs (`linkRegistryActs`), in that transaction. */
  registryPayoutsMade: RegistryPayoutsMade;
  /** The owner of each subject type signed through Госключ, told by signatures' job how a request ended. */
  goskeyOwners: GoskeyOwners;
  /** Representatives: an МЧД's uploaded .sig verified as a КЭП by trust-signing (`checkUploadedMchdSignature`). */
  mchdSignatureCheck: MchdSignatureCheck;
};

export type PushClients = {
  web: WebPushClient;
  /** null when FCM is not configured and sandboxes are off: native pushes are skipped. */
  fcm: FcmClient | null;
  /** Whether a browser subscription's endpoint may be pushed to (known push services or our sandbox). */
  isAllowedEndpoint(endpoint: string): boolean;
};

export type ActorContext = AppContext & { actor: Actor };
