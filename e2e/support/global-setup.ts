/**
 * Starts a real SMTP server that records every letter to a JSON file, and the portal itself (the
 * API serving the built web app) on a fresh data directory. Returns the teardown.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** E2E_PORT when given, else a port the system says is free now (another portal may hold 3210). */
async function choosePort(): Promise<number> {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT);
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export default async function globalSetup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vp-e2e-'));
  const mailFile = path.join(dir, 'mail.json');
  const letters: {
    to: string;
    subject: string;
    text: string;
    attachments: { filename: string; contentType: string; base64: string }[];
  }[] = [];
  writeFileSync(mailFile, '[]');
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
          const attachments = mail.attachments.map((a) => ({
            filename: a.filename ?? '',
            contentType: a.contentType,
            base64: a.content.toString('base64'),
          }));
          letters.push({ to, subject: mail.subject ?? '', text: mail.text ?? '', attachments });
          // Written whole then renamed: a test polling the file never reads half of it.
          writeFileSync(`${mailFile}.tmp`, JSON.stringify(letters));
          renameSync(`${mailFile}.tmp`, mailFile);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const port = await choosePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The journeys act as support staff to send notifications (support-only call).
  const supportToken = randomBytes(32).toString('base64url');
  // The portal's warnings and errors go to a file: a failed journey quotes the lines written while it ran.
  const serverLog = path.join(dir, 'server.log');
  const serverLogFd = openSync(serverLog, 'a');
  const server: ChildProcess = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      APP_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      JOB_POLL_SECONDS: '0.5',
      // A top-up made on the bank sandbox's page reaches the balance in seconds, not at the next minute.
      BANK_STATEMENT_POLL_SECONDS: '2',
      LOG_LEVEL: 'warn',
      // Every journey logs in from 127.0.0.1: the suite passed the default 50 logins per address in 15 minutes.
      LOGIN_ATTEMPTS_PER_IP: '1000',
      SUPPORT_API_TOKEN: supportToken,
    },
    stdio: ['ignore', serverLogFd, serverLogFd],
    detached: true,
  });
  const until = Date.now() + 90_000;
  for (;;) {
    // Checked first: a portal that could not listen must not pass on another server's health.
    if (server.exitCode !== null) {
      throw new Error(`the portal exited during start:\n${readFileSync(serverLog, 'utf8').slice(-4000)}`);
    }
    try {
      const res = await fetch(`${baseUrl}/v1/health`);
      if (res.ok && server.exitCode === null) break;
    } catch {}
    if (Date.now() > until) throw new Error('the portal did not start in 90 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_FILE = mailFile;
  process.env.E2E_SUPPORT_TOKEN = supportToken;
  process.env.E2E_SERVER_LOG = serverLog;

  return async () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  };
}
