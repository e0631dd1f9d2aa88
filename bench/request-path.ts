/**
 * `npm run bench`, the request path: a bare Fastify hello against the portal's no-database 401 (`GET /v1/auth/me`
 * without a session) and two files of the shell (/manifest.webmanifest, and index.html as `GET /`), each under the same
 * load of 16 keep-alive connections, measured two ways:
 * - in-process: the hello and the portal (info-level logging to /dev/null, every hook and header) in this process,
 *   loaded from a worker thread (bench/load.ts);
 * - outside, as `npm start` serves: the built API (`npm run build -w apps/api`, run with node like `npm start`, its log
 *   written to a file) and the hello each in a process of its own, loaded by wrk (`-t1 -c16`) when it is installed,
 *   else by the worker thread of this process. Beside the answers per second, the server's CPU time per answer read
 *   from /proc: on a machine shared with other work it swings much less than the rate.
 * The portal of the outside way has no demo (SEED_DEMO=false: the demo's first payouts go through the job queue in the
 * first minute after a start, on the same thread as the requests) and is measured 15 s after it answers. Writes its
 * section of docs/performance.md.
 */
import { type ChildProcess, execFileSync, execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths } from '@vyplaty/contracts';
import Fastify from 'fastify';
import { pino } from 'pino';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { createRuntime } from '../apps/api/src/runtime.js';
import { writeSection } from './bench-support.js';
import { runLoad } from './load.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(root, 'apps/api');
const webDist = path.join(root, 'apps/web/dist');
const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const loadAtStart = os.loadavg()[0]!;
const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

if (!existsSync(path.join(webDist, 'index.html')))
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });

type Target = { name: string; port: number; path: string; status: number; pid?: number };
type Measured = { perSecond: number; cpuMicros?: number };

/** utime + stime of a process, in µs (Linux), or undefined where /proc is not there. */
function cpuMicrosOf(pid: number | undefined) {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1e6 / 100);
}

/** One measured run against a target: wrk (outside, when installed) or the worker-thread load. */
async function loadOnce(target: Target, seconds: number, useWrk: boolean): Promise<Measured> {
  const cpuBefore = cpuMicrosOf(target.pid);
  let perSecond: number;
  let requests: number;
  if (useWrk) {
    const url = `http://127.0.0.1:${target.port}${target.path}`;
    const out = execFileSync('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, url], { encoding: 'utf8' });
    perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
    requests = Number(/(\d+) requests in/.exec(out)?.[1]);
    // wrk counts the answers that are not 2xx: all of them for the 401, none for the others.
    const refused = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
    if (refused !== (target.status === 200 ? 0 : requests))
      throw new Error(`bench: ${url} answered otherwise:\n${out}`);
  } else {
    const result = await runLoad({ port: target.port, path: target.path, connections: CONNECTIONS, seconds });
    const unexpected = Object.keys(result.statuses).filter((s) => Number(s) !== target.status);
    if (unexpected.length > 0) throw new Error(`bench: ${target.path} answered ${JSON.stringify(result.statuses)}`);
    ({ perSecond, requests } = result);
  }
  const cpuAfter = cpuMicrosOf(target.pid);
  return {
    perSecond,
    ...(cpuBefore !== undefined && cpuAfter !== undefined ? { cpuMicros: (cpuAfter - cpuBefore) / requests } : {}),
  };
}

/** Per target, the median of ROUNDS runs taken in turn (bare, 401, …, bare, …): drift hits all alike. */
async function measureInTurn(targets: Target[], useWrk: boolean): Promise<Measured[]> {
  for (const t of targets) {
    const response = await fetch(`http://127.0.0.1:${t.port}${t.path}`);
    if (response.status !== t.status) throw new Error(`bench: ${t.path} answered ${response.status}`);
    await loadOnce(t, 1, useWrk); // a short warm-up first (JIT, caches)
  }
  const runs: Measured[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, t] of targets.entries()) {
      const run = await loadOnce(t, SECONDS, useWrk);
      runs[i]!.push(run);
      console.log(
        `${useWrk ? 'wrk' : 'load'} ${t.name}: ${Math.round(run.perSecond)}/s, ${run.cpuMicros?.toFixed(1) ?? '—'} µs`,
      );
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  return runs.map((r) => {
    const cpu = r.map((m) => m.cpuMicros).filter((c) => c !== undefined);
    return { perSecond: median(r.map((m) => m.perSecond)), ...(cpu.length ? { cpuMicros: median(cpu) } : {}) };
  });
}

const portOf = (address: ReturnType<typeof import('node:net').Server.prototype.address>) =>
  typeof address === 'object' && address ? address.port : 0;

const PATHS = [
  { path: apiPaths.auth.me, status: 401 },
  { path: '/manifest.webmanifest', status: 200 },
  { path: '/', status: 200 },
];

/** The hello and the portal in this process. */
async function inProcess(): Promise<Measured[]> {
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const database = await openDatabase({});
  const config = loadConfig({
    APP_ENV: 'test',
    PORT: '0',
    DATA_DIR: path.join(os.tmpdir(), 'vp-bench'),
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: webDist,
  });
  const logDestination = pino.destination({ dest: '/dev/null', sync: false });
  const runtime = await createRuntime(config, { database, logDestination });
  await runtime.app.listen({ port: 0, host: '127.0.0.1' });
  const portalPort = portOf(runtime.app.server.address());
  const targets = [
    { name: 'bare', port: portOf(hello.server.address()), path: '/', status: 200 },
    ...PATHS.map((p) => ({ name: p.path, port: portalPort, ...p })),
  ];
  const results = await measureInTurn(targets, false);
  await hello.close();
  await runtime.close();
  await database.close();
  return results;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const port = portOf(server.address());
      server.close(() => resolve(port));
    });
  });

/** A process of its own, once `url` answers 200; stopped with SIGTERM by the caller. */
async function startProcess(args: string[], env: Record<string, string>, logFile: string, url: string) {
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  for (const started = Date.now(); Date.now() - started < 120_000; ) {
    if (child.exitCode !== null) throw new Error(`bench: ${args.join(' ')} ended (${logFile})`);
    const ok = await fetch(url).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`bench: ${args.join(' ')} did not answer (${logFile})`);
}

/** The built portal and the hello in processes of their own, loaded from outside. */
async function outside(): Promise<Measured[]> {
  execSync('npm run build -w apps/api', { cwd: root, stdio: 'inherit' });
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'vp-bench-outside-'));
  const [helloPort, portalPort] = [await freePort(), await freePort()];
  const helloCode = `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ port: ${helloPort}, host: '127.0.0.1' });`;
  const children: ChildProcess[] = [];
  try {
    children.push(
      await startProcess(
        ['--input-type=module', '-e', helloCode],
        {},
        path.join(scratch, 'hello.log'),
        `http://127.0.0.1:${helloPort}/`,
      ),
    );
    // As `npm start` runs it (apps/api/package.json), on a scratch database without the demo.
    children.push(
      await startProcess(
        ['--enable-source-maps', 'dist/main.js'],
        { NODE_ENV: 'production', PORT: String(portalPort), DATA_DIR: scratch, SEED_DEMO: 'false' },
        path.join(scratch, 'portal.log'),
        `http://127.0.0.1:${portalPort}/v1/health`,
      ),
    );
    const [hello, portal] = children as [ChildProcess, ChildProcess];
    // The first seconds of a start are the jobs' (cron slots, the first polls) and the JIT's: measured after them.
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    const targets = [
      { name: 'bare', port: helloPort, path: '/', status: 200, pid: hello.pid },
      ...PATHS.map((p) => ({ name: p.path, port: portalPort, pid: portal.pid, ...p })),
    ];
    return await measureInTurn(targets, hasWrk);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rmSync(scratch, { recursive: true, force: true });
  }
}

const inside = await inProcess();
const fromOutside = await outside();

const rate = (m: Measured) => Math.round(m.perSecond).toLocaleString('en-US');
const ratio = (m: Measured, bare: Measured) => `${(m.perSecond / bare.perSecond).toFixed(2)}×`;
const cpu = (m: Measured) => (m.cpuMicros === undefined ? '—' : m.cpuMicros.toFixed(1));
const names = [
  'bare Fastify hello (`GET /` → JSON)',
  'portal: `GET /v1/auth/me` without a session (401, no database)',
  'portal: `/manifest.webmanifest` (a file of the shell, 666 B)',
  'portal: `GET /` (index.html, the shell, 1.3 KB)',
];
const rows = names.map(
  (name, i) =>
    `| ${name} | ${rate(inside[i]!)} | ${ratio(inside[i]!, inside[0]!)} | ${rate(fromOutside[i]!)} | ${ratio(fromOutside[i]!, fromOutside[0]!)} | ${cpu(fromOutside[i]!)} |`,
);

writeSection(
  'request-path',
  `## Request path

Measured by \`npm run bench\` (bench/request-path.ts) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores,
Node ${process.version}, ${CONNECTIONS} keep-alive connections on loopback for ${SECONDS} s each, after a 1 s warm-up; the
median of ${ROUNDS} rounds taken in turn. Two ways: in-process (the hello and the portal in the bench's process, loaded
from a worker thread, bench/load.ts; the portal logs at info level to /dev/null) and outside (the built API run as
\`npm start\` runs it, with its log written to a file, and the hello, each in a process of its own, loaded by
${hasWrk ? '`wrk -t1 -c16`' : 'the worker thread (wrk is not installed)'}; the portal without the demo). Load average
${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end: other work on the machine skews the
rates; the ratios, measured in turn, less; the server's CPU time per answer (from /proc) least. Target: every portal row
at ≥ 0.5× the bare hello, both ways.

| request | in-process, per second | × bare | outside, per second | × bare | outside, server CPU µs per answer |
|---|---|---|---|---|---|
${rows.join('\n')}

Reading: in-process, the hello shares its process (the heap, the timers, the portal's job polling) with the portal
and its client is a Node worker thread, so it answers under its outside rate, the more so the busier the machine
(20–30k against 40–50k outside at load 4–6 on 2026-11-29): the in-process ratios come out higher. What the portal pays
beyond the hello on every answer: one log line, the security headers (Node validates each one: 5 on an API answer, 12
on a document; those of a document ~3.5 µs, measured by leaving them out), the cookie parse and its hooks. The files
of the shell are answered in front of Fastify (apps/api/src/http/shell-front.ts): each file's answers (plain, br, gzip,
304) are prepared at start with all their headers and written straight to Node's response, so such an answer pays
Node's header writing, the socket write and the log line, and none of Fastify's request, reply, hooks or router. Before
that they stayed at 0.39–0.46× (16 headers set one by one through the reply, the text guard, the SPA's wildcard route);
P7 below has the before/after and the earlier passes: the security headers computed once (helmet re-parsed its CSP on
every request, ~16 %), the short header set on \`/v1/\` answers, no stack for an expected
AppError, one log line per request instead of two, the shell from memory with an ETag.`,
);
process.exit(0);
