#!/usr/bin/env node
/**
 * Where a page load's main-thread time goes, by package: one load in Chromium with the CPU slowed 4× (DevTools
 * throttling, as Lighthouse's default), V8's sampling profiler on, each sample's function mapped back through the
 * build's source maps to its package (node_modules/<name>) or the app's folder (src/…). A measurement, not a test.
 * docs/performance.md («Ninth pass») has a reading; Lighthouse's TBT is the same work counted in long tasks.
 *
 *   npm install --prefix /tmp/lh lighthouse@12.8.2          (once; its puppeteer-core drives the browser)
 *   LIGHTHOUSE_DIR=/tmp/lh node scripts/perf/cpu-profile.mjs [--base http://127.0.0.1:3000] [--path /employees]
 *       [--login demo@company.ru] [--dist apps/web/dist] [--top 25]
 *
 * Needs a running portal serving the build in --dist (its .map files: the web build writes them).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { loadFromLighthouseDir, logInBrowser, option, ownerOf } from './measure-support.mjs';

const base = option('--base', 'http://127.0.0.1:3000').replace(/\/$/, '');
const pagePath = option('--path', '/employees');
const login = option('--login', pagePath === '/login' ? '' : 'demo@company.ru');
const distDir = path.resolve(option('--dist', 'apps/web/dist'));
const top = Number(option('--top', '25'));
/** Lighthouse's default mobile slowdown; what its TBT multiplies the observed tasks by. */
const CPU_SLOWDOWN = 4;
/** After the network is quiet, what the page still does (the app's render after its last answer). */
const SETTLE_MS = 3000;

const { default: puppeteer } = await loadFromLighthouseDir('puppeteer-core');

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
let profile;
try {
  const page = await browser.newPage();
  if (login) await logInBrowser(page, base, login);
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(base + pagePath, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  ({ profile } = await cdp.send('Profiler.stop'));
} finally {
  await browser.close();
}

const maps = new Map();
/** The source map of one of the portal's scripts, or null (inline code, another origin, no map). */
function mapOf(url) {
  if (!maps.has(url)) {
    const file = url.startsWith(base) ? path.join(distDir, new URL(url).pathname) : '';
    maps.set(url, file && existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
  }
  return maps.get(url);
}

function ownerOfFrame({ url, functionName, lineNumber, columnNumber }) {
  // V8's own entries are named in parentheses already: (program), (idle), (garbage collector).
  if (!url) return functionName.startsWith('(') ? functionName : `(${functionName || 'program'})`;
  const map = mapOf(url);
  if (!map) return url.startsWith(base) ? new URL(url).pathname : url;
  const position = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  return position.source ? ownerOf(position.source) : new URL(url).pathname;
}

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map();
profile.samples.forEach((id, i) => {
  const owner = ownerOfFrame(nodes.get(id).callFrame);
  selfMicros.set(owner, (selfMicros.get(owner) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const busy = [...selfMicros].filter(([owner]) => owner !== '(idle)');
const total = busy.reduce((sum, [, micros]) => sum + micros, 0);
console.log(
  `${pagePath}: ${Math.round(total / 1000)} ms of main-thread work at ${CPU_SLOWDOWN}× (self time, by owner)`,
);
for (const [owner, micros] of busy.sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(
    `${String(Math.round(micros / 1000)).padStart(6)} ms  ${((100 * micros) / total).toFixed(1).padStart(5)} %  ${owner}`,
  );
}
