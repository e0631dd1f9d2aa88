/** What every service function receives: `(ctx, input)`. No classes, no container. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { MailClient } from './integrations/mail/mail.client.js';
import type { SmsClient } from './integrations/sms/sms.client.js';
import type { JobQueue } from './jobs/queue.js';

export type Actor = {
  accountId: string;
  sessionId: string;
  role: 'user' | 'employee';
  /** customer id for role user, employee id for role employee */
  entityId: string;
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
};

export type ActorContext = AppContext & { actor: Actor };
