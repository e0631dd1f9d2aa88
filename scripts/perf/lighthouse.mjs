#!/usr/bin/env node
/**
 * Lighthouse 12, mobile (simulated throttling), on /login, on /employees as the demo company, on
 * /employee/payments as the demo contractor and on an invite link of the demo company (the public page and the
 * app's, side by side) — each page twice per round, side by side: with Lighthouse's
 * default 4× CPU slowdown and with the slowdown calibrated to this machine (issue 29, Lighthouse's
 * docs/throttling.md «Calibrating the CPU slowdown»: this host's benchmarkIndex ÷ 440, a mid-tier phone,
 * kept between 1 and 4). A measurement, not a test: it gates nothing. docs/performance.md has the figures
 * and how to read them.
 *
 *   npm install --prefix /tmp/lh lighthouse@12.8.2          (once; it never downloads a browser)
 *   LIGHTHOUSE_DIR=/tmp/lh node scripts/perf/lighthouse.mjs [--base http://127.0.0.1:3000] [--runs 3] [--out /tmp/lighthouse] [--pages login,employees,employee-payments,invite,invite-app,help,help-app,reset,reset-app,register,register-app]
 *
 * Needs a running portal (`npm start`, which builds the web app first) and Chromium: CHROME_PATH, else
 * /usr/bin/chromium. Lighthouse is not a project dependency (it is large and only this script uses it).
 * The logged-in page needs real cookies (the app reads its CSRF cookie to know someone may be logged
 * in), so the browser first logs in through the API from a JSON page of the portal, which loads no app
 * code and no service worker, and Lighthouse then keeps the cookies (disableStorageReset).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD, loadFromLighthouseDir as load, logInBrowser, option } from './measure-support.mjs';

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
  // Chromium 156 builds its desktop omnibox popup (a WebUI page, ~1 s of script in a renderer of its own)
  // while the measured page loads, on the same two cores; no phone runs it beside a page. Its effect on
  // the scores was within their spread here (docs/performance.md, «Sixth pass»).
  '--disable-features=WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,WebUIOmniboxPopup',
];

const { default: lighthouse } = await load('lighthouse');
const chromeLauncher = await load('chrome-launcher');
const { default: puppeteer } = await load('puppeteer-core');
const { throttling: LIGHTHOUSE_THROTTLING } = await load('lighthouse/core/config/constants.js');
const MOBILE_THROTTLING = LIGHTHOUSE_THROTTLING.mobileSlow4G;

/** The benchmarkIndex of a mid-tier phone the calibration aims at (issue 29). */
const MID_TIER_PHONE_BENCHMARK_INDEX = 440;
const DEFAULT_CPU_SLOWDOWN = 4;
const calibratedSlowdown = (benchmarkIndex) =>
  Math.min(DEFAULT_CPU_SLOWDOWN, Math.max(1, benchmarkIndex / MID_TIER_PHONE_BENCHMARK_INDEX));

/**
 * One Lighthouse run in a fresh browser, logged in as `login` when given, with this CPU slowdown. `staleSession`
 * gives the browser a CSRF cookie without a session — a visitor whom the server sends the app instead of a
 * public page (ADR 016), to measure the two side by side.
 */
async function measure(url, { login, staleSession }, cpuSlowdownMultiplier) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (login) await logInBrowser(page, base, login);
    if (staleSession) await page.setCookie({ name: 'vp_csrf', value: 'stale', url: base });
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: Boolean(login || staleSession),
        throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier },
      },
      undefined,
      page,
    );
    await browser.disconnect();
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The figures docs/performance.md keeps, from one report. */
function figures(report) {
  const audit = (id) => report.audits[id];
  const ms = (id) => Math.round(audit(id).numericValue);
  const kib = (bytes) => Math.round(bytes / 1024);
  const scripts = (audit('network-requests').details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    cpu_slowdown: Number(report.configSettings.throttling.cpuSlowdownMultiplier.toFixed(2)),
    benchmark_index: Math.round(report.environment.benchmarkIndex),
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

/** A published invite of the demo company for one new phone: the address of that person's SMS link. */
async function demoInvitePath() {
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ login: 'demo@company.ru', password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Вход demo@company.ru не удался: HTTP ${login.status}`);
  const cookies = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const csrf = cookies.find((cookie) => cookie.startsWith('vp_csrf='))?.slice('vp_csrf='.length) ?? '';
  const phone = `+7999${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const created = await fetch(`${base}/v1/invite`, {
    method: 'POST',
    headers: { ...json, cookie: cookies.join('; '), 'x-csrf-token': csrf },
    body: JSON.stringify({ kind: 'INDIVIDUAL_PERSON', tax_regime: 'NPD', employees: [{ phone }], publish: true }),
  });
  const invite = await created.json();
  if (!created.ok) throw new Error(`Приглашение не создано: HTTP ${created.status} ${JSON.stringify(invite)}`);
  const link = new URL(invite.employees[0].link_url);
  return `${link.pathname}${link.search}`;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

mkdirSync(outDir, { recursive: true });
const allPages = [
  { name: 'login', path: '/login', login: null },
  { name: 'employees', path: '/employees', login: 'demo@company.ru' },
  { name: 'employee-payments', path: '/employee/payments', login: '+79990000001' },
  // What a contractor opens from the SMS: the public page (ADR 016), and the app's page as it was before it.
  { name: 'invite', path: null, login: null },
  { name: 'invite-app', path: null, login: null, staleSession: true },
  // «Помощь» of the public pages: the knowledge base's article, public (ADR 016) and the app's as it was before.
  { name: 'help', path: '/help/how-to-pay', login: null },
  { name: 'help-app', path: '/help/how-to-pay', login: null, staleSession: true },
  // «Забыли пароль?» as a contractor: the public recovery page (ADR 016) and the app's as it was before.
  { name: 'reset', path: '/reset-password?role=contractor', login: null },
  { name: 'reset-app', path: '/reset-password?role=contractor', login: null, staleSession: true },
  // «Регистрация» as a contractor from the invite: the public page (ADR 016) and the app's as it was before.
  { name: 'register', path: '/login/register?role=contractor', login: null },
  { name: 'register-app', path: '/login/register?role=contractor', login: null, staleSession: true },
];
// --pages login,employees,employee-payments,invite,invite-app,help,help-app,reset,reset-app,register,register-app (all by default)
const only = option('--pages', allPages.map((p) => p.name).join(',')).split(',');
const pages = allPages.filter((p) => only.includes(p.name));
if (pages.some((page) => page.path === null)) {
  const invitePath = await demoInvitePath();
  for (const page of pages) page.path ??= invitePath;
}

/** One run; a trace Chromium failed to record (NO_NAVSTART and the like, more often on a loaded machine) is measured again, once. */
async function run(page, slowdown, label) {
  let report = await measure(`${base}${page.path}`, page, slowdown);
  if (report.runtimeError) {
    console.log(page.path, label, 'again:', report.runtimeError.code);
    report = await measure(`${base}${page.path}`, page, slowdown);
  }
  const final = report.finalDisplayedUrl ?? report.finalUrl;
  if (!final.endsWith(page.path)) throw new Error(`${page.path} открылась как ${final}: вход не сработал?`);
  writeFileSync(path.join(outDir, `${page.name}-${label}.json`), JSON.stringify(report));
  return report;
}

for (const page of pages) {
  const byMode = { default: [], calibrated: [] };
  for (let round = 1; round <= runs; round++) {
    // The default first: its report carries this machine's benchmarkIndex, read afresh each round (it moves with
    // the load), from which the calibrated run of the same round takes its slowdown.
    const report = await run(page, DEFAULT_CPU_SLOWDOWN, `default-${round}`);
    byMode.default.push(figures(report));
    const calibrated = await run(page, calibratedSlowdown(report.environment.benchmarkIndex), `calibrated-${round}`);
    byMode.calibrated.push(figures(calibrated));
    for (const mode of ['default', 'calibrated'])
      console.log(page.path, mode, `round ${round}`, JSON.stringify(byMode[mode].at(-1)));
  }
  for (const mode of ['default', 'calibrated']) {
    const all = byMode[mode];
    const byMedianScore = all.find((f) => f.performance === median(all.map((x) => x.performance)));
    console.log(page.path, mode, 'median run', JSON.stringify(byMedianScore));
  }
}
