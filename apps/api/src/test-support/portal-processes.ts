/**
 * The portal as separate operating-system processes on the test's PostgreSQL database: API processes
 * (src/main.ts with JOB_WORKERS=false) and job workers (src/worker.ts), the scale-out shape of
 * docs/scale-out.md. The test server stays the host of the sandboxes (SANDBOX_URL), so every process
 * pays through one bank and registers receipts with one FNS, and the test reads what they saw.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths } from '@vyplaty/contracts';
import { TestClient } from './http-client.js';
import { type TestServer, waitFor } from './test-server.js';

/** What the processes take from the host of the sandboxes: its runtime (database, secrets) and address. */
type Host = Pick<TestServer, 'baseUrl' | 'runtime'>;

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type PortalProcess = {
  /** The API's address; undefined for a worker. */
  url: string | undefined;
  child: ChildProcess;
  /** What the process wrote (warnings and errors), for a failing test's message. */
  output(): string;
  /** kill -9: no shutdown, no unlock, jobs left claimed mid-way. */
  killHard(): Promise<void>;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
}

/** The environment every process shares with the test server: database, secrets, sandboxes. */
function sharedEnv(server: Host): Record<string, string> {
  const config = server.runtime.ctx.config;
  const databaseUrl = (server.runtime.ctx.database.pool as unknown as { options: { connectionString: string } }).options
    .connectionString;
  return {
    PATH: process.env.PATH ?? '',
    APP_ENV: 'test',
    DATABASE_URL: databaseUrl,
    SANDBOX_URL: `${server.baseUrl}/sandbox`,
    SMTP_URL: config.SMTP_URL ?? '',
    APP_SECRET: config.APP_SECRET!,
    WEB_PUSH_PUBLIC_KEY: config.WEB_PUSH_PUBLIC_KEY!,
    WEB_PUSH_PRIVATE_KEY: config.WEB_PUSH_PRIVATE_KEY!,
    SUPPORT_API_TOKEN: config.SUPPORT_API_TOKEN!,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'vp-process-')),
    FILES_DIR: config.FILES_DIR!,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    PUBLIC_URL: config.PUBLIC_URL,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    LOGIN_DELAY_MS: '5',
    BANK_SANDBOX_DELAY_MS: String(config.BANK_SANDBOX_DELAY_MS),
  };
}

async function startProcess(
  server: Host,
  entry: 'main' | 'worker',
  env: Record<string, string>,
): Promise<PortalProcess> {
  const port = entry === 'main' ? await freePort() : 0;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', `${entry}.ts`)], {
    cwd: apiDir,
    env: { ...sharedEnv(server), PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return watched(child, entry === 'main' ? `http://127.0.0.1:${port}` : undefined);
}

/** A started process with its output kept, ready once its API (if any) answers /v1/health. */
async function watched(child: ChildProcess, url: string | undefined): Promise<PortalProcess> {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = once(child, 'exit');
  if (url) {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`the API process ended: ${output}`);
        const ok = await fetch(`${url}/v1/health`).then(
          (r) => r.ok,
          () => false,
        );
        return ok ? true : undefined;
      },
      'an API process to listen',
      60_000,
    );
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited;
  };
  return { url, child, output: () => output, killHard: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

/** An API process that runs no jobs (JOB_WORKERS=false): it only writes them, with the business rows. */
export const startApiProcess = (server: Host, env: Record<string, string> = {}) =>
  startProcess(server, 'main', { JOB_WORKERS: 'false', ...env });

/** A job worker process: no HTTP, the jobs of every module. */
export const startWorkerProcess = (server: Host, env: Record<string, string> = {}) =>
  startProcess(server, 'worker', env);

/**
 * The embedded single-process portal, as `npm start` runs it: PGlite in `dataDir` (kept across restarts),
 * the API and the job workers in one process, the demo seeded at its first start. Its external systems
 * are the host's sandboxes (SANDBOX_URL), which outlive the process, as a real bank outlives a crash.
 */
export async function startEmbeddedPortal(
  host: Pick<TestServer, 'baseUrl'>,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<PortalProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'main.ts')], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      SANDBOX_URL: `${host.baseUrl}/sandbox`,
      WEB_DIST_DIR: '/nonexistent-web-dist',
      LOG_LEVEL: 'warn',
      LOGIN_DELAY_MS: '5',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return watched(child, `http://127.0.0.1:${port}`);
}

/** A company's login on another API process: the session lives in the shared database. */
export async function loginOn(url: string, email: string, password: string): Promise<TestClient> {
  const client = new TestClient(url);
  const res = await client.post(apiPaths.auth.login, { login: email, password });
  if (res.status !== 200) throw new Error(`login on ${url}: ${res.status}`);
  return client;
}
