/**
 * A real API server for one test file: HTTP on an ephemeral port, its own copy of the template
 * database, a real SMTP server receiving the mail, and the SMS gateway sandbox.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { loadConfig } from '../config.js';
import type { SandboxMail, SmtpSandbox } from '../integrations/mail/smtp.sandbox.js';
import { startSmtpSandbox } from '../integrations/mail/smtp.sandbox.js';
import type { SandboxSms } from '../integrations/sms/sms.sandbox.js';
import { createRuntime, type Runtime } from '../runtime.js';
import { TestClient } from './http-client.js';
import { rowsOf } from './sql.js';
import { openFresh, openFromTemplate } from './template-db.js';

export type TestServer = {
  baseUrl: string;
  runtime: Runtime;
  client(): TestClient;
  /** Waits until a letter to `to` arrives (the queue delivers asynchronously). */
  waitForMail(to: string, predicate?: (m: SandboxMail) => boolean): Promise<SandboxMail>;
  mails(to: string): SandboxMail[];
  waitForSms(phone: string, after?: number): Promise<SandboxSms>;
  /**
   * Waits until the job queue has run everything due: no job running and none queued whose time has come. Letters,
   * SMS and pushes go out from jobs, so a test that checks that a call sent nothing waits for this instead of a
   * guessed pause. A job put off to later (a retry's backoff, startAfterSeconds) is not waited for.
   */
  waitForQueueIdle(): Promise<void>;
  close(): Promise<void>;
};

export async function waitFor<T>(
  read: () => T | undefined | Promise<T | undefined>,
  what: string,
  // Long enough for a chain of jobs on CI's slow day (half speed, two test files at a time); a wait that succeeds
  // returns as soon as its condition holds, so the limit costs nothing then.
  timeoutMs = 30_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    logDestination?: DestinationStream;
    freshDatabase?: boolean;
    /** A second API on the database of `sameDatabaseAs` (the scale-out shape); that server closes the database. */
    sameDatabaseAs?: TestServer;
  } = {},
): Promise<TestServer> {
  // A fresh database is migrated and seeded by the runtime itself (the demo's money included), as on `npm start`.
  const { freshDatabase, sameDatabaseAs, ...runtimeOptions } = options;
  const database = sameDatabaseAs
    ? { ...sameDatabaseAs.runtime.ctx.database, close: async () => {}, drop: async () => {} }
    : freshDatabase
      ? await openFresh(inject('dbTemplate'))
      : await openFromTemplate(inject('dbTemplate'));
  const smtp: SmtpSandbox = await startSmtpSandbox(0);
  // Removed on close: test runs leave nothing behind in /tmp.
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'vp-test-files-'));
  const config = loadConfig({
    APP_ENV: 'test',
    PORT: '0',
    DATA_DIR: '/nonexistent-test-data-dir',
    FILES_DIR: filesDir,
    APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    SMTP_URL: smtp.url,
    JOB_POLL_SECONDS: '0.5',
    // The progressive login pause is tested by its function; here it only must not slow the suite.
    LOGIN_DELAY_MS: '5',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    LOG_LEVEL: 'silent',
    // The template already holds the demo accounts and the tests build their own money: the runtime seeds
    // the demo (and its money) only on a fresh database, as on a first `npm start`.
    SEED_DEMO: freshDatabase ? 'true' : 'false',
    ...env,
  });
  const runtime = await createRuntime(config, { database, ...runtimeOptions });
  await runtime.app.listen({ port: 0, host: '127.0.0.1' });
  const address = runtime.app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const smsSeen = async () => {
    const response = await fetch(`${baseUrl}/sandbox/sms/messages`);
    return ((await response.json()) as { items: SandboxSms[] }).items;
  };
  return {
    baseUrl,
    runtime,
    client: () => new TestClient(baseUrl),
    mails: (to) => smtp.mailbox.filter((m) => m.to.includes(to)),
    waitForMail: (to, predicate = () => true) =>
      waitFor(() => smtp.mailbox.find((m) => m.to.includes(to) && predicate(m)), `a letter to ${to}`),
    waitForSms: (phone, after = 0) =>
      waitFor(
        async () => (await smsSeen()).find((m) => m.to === phone && Date.parse(m.sentAt) >= after),
        `an SMS to ${phone}`,
      ),
    waitForQueueIdle: async () => {
      const busy = async () => {
        const [row] = await rowsOf<{ n: number }>(
          runtime.ctx.db,
          sql`select count(*)::int as n from jobs
              where state = 'active' or (state = 'queued' and run_after <= now() and attempts <= retry_limit)`,
        );
        return row!.n > 0;
      };
      await waitFor(async () => ((await busy()) ? undefined : true), 'the job queue to run every due job');
    },
    async close() {
      await runtime.close();
      await smtp.close();
      await database.close();
      await database.drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** The one-time link from a letter, as the path + query the web app receives. */
export function linkFrom(mail: SandboxMail): { action: string; token: string } {
  const match = mail.text.match(/https?:\/\/\S+\?action=([A-Z_]+)&token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no action link in letter «${mail.subject}»`);
  return { action: match[1]!, token: match[2]! };
}

/** Six-digit code from an SMS. */
export function codeFrom(sms: SandboxSms): string {
  const match = sms.text.match(/\b(\d{6})\b/);
  if (!match) throw new Error('no code in SMS');
  return match[1]!;
}
