#!/usr/bin/env node
/**
 * Lighthouse 12, mobile with its default (simulated) throttling, on /login and on /employees as the demo
 * company. A measurement, not a test: it gates nothing. docs/performance.md has the figures and how to
 * read them.
 *
 *   node scripts/perf/lighthouse.mjs [--base http://127.0.0.1:3000] [--runs 3] [--out /tmp/lighthouse]
 *
 * Needs a running portal (`npm start`, which builds the web app first) and Chromium: CHROME_PATH, else
 * /usr/bin/chromium. Lighthouse itself is not a project dependency (it is large and only this script
 * uses it): LIGHTHOUSE_BIN names its CLI, else `npx --yes lighthouse@12.8.2`, which never downloads a
 * browser. The logged-in page gets the session cookie through --extra-headers, after a login through
 * the API.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const base = option('--base', 'http://127.0.0.1:3000').replace(/\/$/, '');
const runs = Number(option('--runs', '3'));
const outDir = path.resolve(option('--out', '/tmp/lighthouse'));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

/** The demo company's session cookies (seeded by the embedded portal, apps/api/src/db/seed/demo.ts). */
async function companyCookie() {
  const res = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'demo@company.ru', password: 'Demo-2026!' }),
  });
  if (!res.ok) throw new Error(`Вход демо-компании не удался: HTTP ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function lighthouse(url, reportFile, extraHeaders) {
  const [command, ...prefix] = process.env.LIGHTHOUSE_BIN
    ? [process.env.LIGHTHOUSE_BIN]
    : ['npx', '--yes', 'lighthouse@12.8.2'];
  const lhArgs = [
    ...prefix,
    url,
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${reportFile}`,
    `--chrome-flags=${chromeFlags}`,
    '--quiet',
  ];
  if (extraHeaders) lhArgs.push(`--extra-headers=${JSON.stringify(extraHeaders)}`);
  const result = spawnSync(command, lhArgs, { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromePath } });
  if (result.status !== 0) throw new Error(`Lighthouse завершился с кодом ${result.status} на ${url}`);
  return JSON.parse(readFileSync(reportFile, 'utf8'));
}

/** The figures docs/performance.md keeps, from one report. */
function figures(report) {
  const audit = (id) => report.audits[id];
  const ms = (id) => Math.round(audit(id).numericValue);
  const kib = (bytes) => Math.round(bytes / 1024);
  const scripts = (audit('network-requests').details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp_ms: ms('first-contentful-paint'),
    lcp_ms: ms('largest-contentful-paint'),
    tbt_ms: ms('total-blocking-time'),
    cls: Number(audit('cumulative-layout-shift').numericValue.toFixed(3)),
    speed_index_ms: ms('speed-index'),
    transfer_kib: kib(audit('total-byte-weight').numericValue),
    script_transfer_kib: kib(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)),
    scripts: scripts.length,
    unused_js_kib: kib(audit('unused-javascript').details?.overallSavingsBytes ?? 0),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

mkdirSync(outDir, { recursive: true });
const pages = [
  { name: 'login', path: '/login' },
  { name: 'employees', path: '/employees', headers: { Cookie: await companyCookie() } },
];
for (const page of pages) {
  const all = [];
  for (let run = 1; run <= runs; run++) {
    const report = lighthouse(`${base}${page.path}`, path.join(outDir, `${page.name}-${run}.json`), page.headers);
    const final = report.finalDisplayedUrl ?? report.finalUrl;
    if (!final.endsWith(page.path)) throw new Error(`${page.path} открылась как ${final}: вход не сработал?`);
    all.push(figures(report));
    console.log(page.path, `run ${run}`, JSON.stringify(all.at(-1)));
  }
  const byMedianScore = all.find((f) => f.performance === median(all.map((x) => x.performance)));
  console.log(page.path, 'median run', JSON.stringify(byMedianScore));
}
