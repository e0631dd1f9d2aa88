#!/usr/bin/env node
/**
 * `npm test`: every suite, in order — unit (contracts and scripts/), API (on PostgreSQL when TEST_DATABASE_URL is
 * set, else PGlite), web components and guards, and the browser journeys in Debian's Chromium.
 * Prints one closing line `tests: N passed, N failed` and exits non-zero if anything failed.
 *
 *   node scripts/test.mjs [unit|api|web|e2e ...]
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'vp-test-'));
const CHROMIUM = '/usr/bin/chromium';

const vitestStage = (name, dir) => ({
  name,
  async run() {
    const out = path.join(tmp, `${name}.json`);
    const status = await spawnAsync(
      'npx',
      ['vitest', 'run', '--root', dir, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
      { cwd: root, stdio: 'inherit', env: process.env },
    );
    return countVitest(out, status);
  },
});

function countVitest(file, status) {
  if (!existsSync(file)) return { passed: 0, failed: 1, note: 'the runner produced no report' };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed };
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('Chromium is missing: installing Debian package chromium (apt-get)…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (install.status === 0 && existsSync(CHROMIUM)) return true;
  }
  console.error(
    `\nThe browser journeys need Debian's Chromium at ${CHROMIUM}.\nInstall it with:  sudo apt-get install -y chromium\n`,
  );
  return false;
}

/** Runs stages one after another and adds up their counts. */
const combined = (name, parts) => ({
  name,
  async run() {
    const results = [];
    for (const part of parts) results.push(await part.run());
    const note = results
      .map((r) => r.note)
      .filter(Boolean)
      .join('; ');
    return {
      passed: results.reduce((sum, r) => sum + r.passed, 0),
      failed: results.reduce((sum, r) => sum + r.failed, 0),
      ...(note ? { note } : {}),
    };
  },
});

const stages = {
  // The contracts, and the repository's own scripts (the architecture check on its fixture trees).
  unit: combined('unit', [vitestStage('unit', 'packages/contracts'), vitestStage('unit-scripts', 'scripts')]),
  api: vitestStage('api', 'apps/api'),
  web: vitestStage('web', 'apps/web'),
  e2e: {
    name: 'e2e',
    /** Builds the web app, then runs the journeys; resolves with the counts. */
    async run() {
      if (!ensureChromium()) return { passed: 0, failed: 1, note: 'Chromium is not installed' };
      const build = await spawnAsync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
      if (build !== 0) return { passed: 0, failed: 1, note: 'the web build failed' };
      const out = path.join(tmp, 'e2e.json');
      const status = await spawnAsync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
      });
      if (!existsSync(out)) return { passed: 0, failed: 1, note: 'playwright produced no report' };
      const { stats } = JSON.parse(readFileSync(out, 'utf8'));
      const failed = stats.unexpected + stats.flaky * 0 + (status !== 0 && stats.unexpected === 0 ? 1 : 0);
      return { passed: stats.expected + stats.flaky, failed };
    },
  },
};

/** A child process's exit code (1 when it could not start or was killed). */
function spawnAsync(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, options);
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const requested = process.argv.slice(2);
const names = requested.length ? requested : Object.keys(stages);
for (const name of names) {
  if (!stages[name]) {
    console.error(`unknown test stage: ${name} (known: ${Object.keys(stages).join(', ')})`);
    process.exit(2);
  }
}
const heading = (name) =>
  `\n=== ${name} tests${name === 'api' ? ` on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}` : ''} ===`;

// One stage after another. The journeys once ran beside the API and web stages (1–2 min sooner on a quiet machine),
// but the API stage's two workers already hold both cores: on a slower day the journeys' waits and the long API
// tests' time limits ran out (docs/performance.md, «The test run's time (CI)»).
const results = new Map();
for (const name of names) {
  console.log(heading(name));
  results.set(name, await stages[name].run());
}

let passed = 0;
let failed = 0;
const summary = [];
for (const name of names) {
  const result = results.get(name);
  passed += result.passed;
  failed += result.failed;
  summary.push(`${name}: ${result.passed} passed, ${result.failed} failed${result.note ? ` (${result.note})` : ''}`);
}
rmSync(tmp, { recursive: true, force: true });
console.log(`\n${summary.join('\n')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
