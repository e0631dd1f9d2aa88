/**
 * `npm run bench`, the request path: in one run, a bare Fastify hello, the portal's no-database 401
 * (`GET /v1/auth/me` without a session) and a static file of the shell (/manifest.webmanifest), each
 * under the same load (bench/load.ts). The portal runs as `npm start` would: info-level logging (to
 * /dev/null, so the cost of writing it is counted), every hook and header. Writes its section of
 * docs/performance.md, between its markers, leaving the rest of the file alone.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths } from '@vyplaty/contracts';
import Fastify from 'fastify';
import { pino } from 'pino';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { createRuntime } from '../apps/api/src/runtime.js';
import { type LoadResult, runLoad } from './load.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(root, 'apps/web/dist');
const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = 3;
const loadAtStart = os.loadavg()[0]!;

if (!existsSync(path.join(webDist, 'index.html')))
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });

const portOf = (address: ReturnType<typeof import('node:net').Server.prototype.address>) =>
  typeof address === 'object' && address ? address.port : 0;

type Target = { name: string; port: number; path: string; status: number };

/** Per target, the median of ROUNDS runs taken in turn (bare, 401, static, bare, …): drift hits all alike. */
async function measureInTurn(targets: Target[]): Promise<Map<Target, LoadResult>> {
  const runs = new Map<Target, LoadResult[]>(targets.map((t) => [t, []]));
  // A short warm-up first (JIT, caches), then the measured rounds.
  for (const t of targets) await runLoad({ port: t.port, path: t.path, connections: CONNECTIONS, seconds: 1 });
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of targets) {
      const result = await runLoad({ port: t.port, path: t.path, connections: CONNECTIONS, seconds: SECONDS });
      const unexpected = Object.keys(result.statuses).filter((s) => Number(s) !== t.status);
      if (unexpected.length > 0) throw new Error(`bench: ${t.path} answered ${JSON.stringify(result.statuses)}`);
      runs.get(t)!.push(result);
    }
  }
  const median = (results: LoadResult[]) => results.sort((a, b) => a.perSecond - b.perSecond)[results.length >> 1]!;
  return new Map(targets.map((t) => [t, median(runs.get(t)!)]));
}

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
const targets: Target[] = [
  { name: 'bare', port: portOf(hello.server.address()), path: '/', status: 200 },
  { name: '401', port: portalPort, path: apiPaths.auth.me, status: 401 },
  { name: 'static', port: portalPort, path: '/manifest.webmanifest', status: 200 },
];
const results = await measureInTurn(targets);
const [bare, unauthorized, shellFile] = targets.map((t) => results.get(t)!) as [LoadResult, LoadResult, LoadResult];
await hello.close();
await runtime.close();
await database.close();

const ratio = (r: LoadResult) => (r.perSecond / bare.perSecond).toFixed(2);
const row = (name: string, r: LoadResult) =>
  `| ${name} | ${Math.round(r.perSecond).toLocaleString('en-US')} | ${ratio(r)}× |`;
const section = `<!-- request-path:start -->
## Request path

Measured by \`npm run bench\` (bench/request-path.ts) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores,
Node ${process.version}, ${CONNECTIONS} keep-alive connections on loopback for ${SECONDS} s each (bench/load.ts, in a
worker thread), after a 1 s warm-up; the median of ${ROUNDS} rounds taken in turn. The portal logs at info level as \`npm start\` does. Load average
${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end: other work on the machine skews the absolute figures; the
ratios, measured in the same run, much less. Target: both portal rows at ≥ 0.5× the bare hello.

| request | per second | × bare hello |
|---|---|---|
${row('bare Fastify hello (`GET /` → JSON)', bare)}
${row('portal: `GET /v1/auth/me` without a session (401, no database)', unauthorized)}
${row('portal: `/manifest.webmanifest` (a static file of the shell)', shellFile)}

Reading: before this work the same figures were ≈ 0.11× (401) and ≈ 0.06× (static file) with wrk.
What changed: the security headers are computed once at start (helmet re-parsed its CSP on every
request, ~16 %), and \`/v1/\` answers carry the short API set (5 headers instead of 12: Node validates
each one); an expected AppError captures no stack (~10 % self time); one log line per request
instead of two, with flat fields, written asynchronously (a synchronous write per line was ~30 % of the throughput);
the shell's files are answered from memory with an ETag instead of a file stream. What remains of the
401 is mostly the socket write itself (a profile puts ~40 % of the time in writev), then the zod
serializer, the session cookie parse and the log line. The figures swing with the machine's load
(16:44 at load 3: bare 69k, 0.32× and 0.39× before the last two changes); read them with the load
average beside them.
<!-- request-path:end -->`;

const docFile = path.join(root, 'docs/performance.md');
const doc = readFileSync(docFile, 'utf8');
const marked = /<!-- request-path:start -->[\s\S]*<!-- request-path:end -->/;
writeFileSync(docFile, marked.test(doc) ? doc.replace(marked, section) : `${doc.trimEnd()}\n\n${section}\n`);
console.log(section);
process.exit(0);
