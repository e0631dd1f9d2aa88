/**
 * `npm run bench`, a logged-in route's copy drawn by the API for its visitor (issue 29, ADR 017): GET /employees as a
 * company with 200 contractors — the copy's three calls made through the API's own routes and the page drawn with
 * their answers by the web build's server module (React's server renderer, MUI) — beside the same three calls made
 * over HTTP as the app makes them, which is what the page cost the API before it drew the rows, and beside
 * /employees?page=2 (two calls, the list drawn loading). In turn, so drift hits all alike; p50 / p95 in ms.
 *
 *   node --import tsx bench/route-copy.ts                 (PGlite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/route-copy.ts
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths } from '@vyplaty/contracts';
import type { Database } from '../apps/api/src/db/client.js';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo.js';
import { TestClient } from '../apps/api/src/test-support/http-client.js';
import {
  type Engine,
  loadNote,
  onBothEngines,
  percentiles,
  startApi,
  type Timing,
  timed,
  timing,
  writeSection,
} from './bench-support.js';
import { seedContractors } from './onboarding-data.js';
import { benchCompany } from './payouts-data.js';
import { ok } from './raw-http.js';

// As `npm start` runs the API: React reads it when the build's server module first loads it, at the API's start.
process.env.NODE_ENV = 'production';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(root, 'apps/web/dist');
const CONTRACTORS = 200;
const N = Number(process.env.BENCH_N ?? 60);
const loadAtStart = os.loadavg()[0]!;

if (!existsSync(path.join(webDist, 'server/route-copies.js')))
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });

type Variant = { name: string; request: (client: TestClient) => Promise<unknown> };

/** The body of the copy's list call, as the build wrote it into the copy's `pageData`. */
async function firstListBody(baseUrl: string): Promise<unknown> {
  const pageData = (await (await fetch(`${baseUrl}/routes/session/employees.json`)).json()) as {
    calls: { path: string; body?: string }[];
  };
  const list = pageData.calls.find((call) => call.path === apiPaths.employees.list);
  return JSON.parse(list?.body ?? '{}');
}

/** A page of HTML as the browser asks for it; fails unless it is the copy drawn with the company's rows. */
async function page(client: TestClient, address: string, expected: string) {
  const response = await fetch(`${client.baseUrl}${address}`, {
    headers: { cookie: client.allCookies(), accept: 'text/html' },
  });
  const html = await response.text();
  if (!html.includes(expected)) throw new Error(`bench: ${address} is not the drawn copy (no «${expected}»)`);
}

type Figures = { name: string; timing: Timing }[];

async function measure(database: Database, engine: Engine): Promise<Figures> {
  const { runtime, baseUrl } = await startApi(database, { WEB_DIST_DIR: webDist });
  try {
    const company = await benchCompany(runtime.ctx.db, 'copy', 0);
    await seedContractors(runtime.ctx.db, company.customerId, CONTRACTORS);
    const client = new TestClient(baseUrl);
    await ok(client.post(apiPaths.auth.login, { login: company.email, password: DEMO_PASSWORD }));
    const listBody = await firstListBody(baseUrl);
    const variants: Variant[] = [
      {
        name: 'GET /employees: three calls and the page drawn with 20 rows',
        request: (c) => page(c, '/employees', 'data-copy-view'),
      },
      {
        name: 'the same three calls over HTTP, as the app makes them',
        request: async (c) => {
          await ok(c.get(apiPaths.auth.me));
          await Promise.all([
            ok(c.get(apiPaths.employees.entitiesCount)),
            ok(c.post(apiPaths.employees.list, listBody)),
          ]);
        },
      },
      {
        name: 'GET /employees?page=2: two calls, the list drawn loading',
        request: (c) => page(c, '/employees?page=2', 'Исполнители'),
      },
    ];
    for (const variant of variants) for (let i = 0; i < 5; i++) await variant.request(client); // JIT, caches
    const times = variants.map(() => [] as number[]);
    for (let i = 0; i < N; i++) {
      for (const [at, variant] of variants.entries()) times[at]!.push(await timed(() => variant.request(client)));
    }
    const figures = variants.map((variant, at) => ({ name: variant.name, timing: percentiles(times[at]!) }));
    console.log(engine, JSON.stringify(figures));
    return figures;
  } finally {
    await runtime.close();
  }
}

const { onPglite, onPostgres } = await onBothEngines(measure);
const rows = onPglite.map(
  (figure, at) => `| ${figure.name} | ${timing(figure.timing)} | ${timing(onPostgres?.[at]?.timing)} |`,
);
writeSection(
  'route-copy',
  `## A logged-in route's copy drawn by the API (issue 29, ADR 017)

bench/route-copy.ts, ${new Date().toISOString().slice(0, 10)}, ${loadNote(loadAtStart)}. A company with ${CONTRACTORS}
contractors, logged in; ${N} requests of each, one after another in turn, after 5 of each to warm up; p50 / p95 in ms,
the client in the same process as the API, NODE_ENV=production as \`npm start\` runs it.

| what | PGlite | PostgreSQL |
|---|---|---|
${rows.join('\n')}

The difference between the first two rows is what drawing the page costs the API per visit: React's server renderer
over the app's page — the header and the list each drawn twice, the phone's and the desktop's, with MUI's styles —, and
the page's ~240 KB of HTML and CSS compressed to ~25 KB. A profile of the render alone (20 rows, production React):
~56 ms per page, most of it MUI's and Emotion's styling of each cell, chip and button and the garbage it leaves. It is
paid on a first visit without the installed app (a repeat visit is the app's shell from the service worker).`,
);
