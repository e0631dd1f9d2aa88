#!/usr/bin/env node
/**
 * `npm test`: every suite, in order — unit (contracts and scripts/), API (on PostgreSQL when TEST_DATABASE_URL is
 * set, else PGlite), web components and guards, and the browser journeys in Debian's Chromium.
 * Prints one closing line `tests: N passed, N failed` and exits non-zero if anything failed.
 *
 *   node scripts/test.mjs [unit|api|web|e2e ...]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'vp-test-'));
const CHROMIUM = '/usr/bin/chromium';

const vitestStage = (name, dir) => ({
  name,
  run() {
    const out = path.join(tmp, `${name}.json`);
    const result = spawnSync(
      'npx',
      ['vitest', 'run', '--root', dir, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
      { cwd: root, stdio: 'inherit', env: process.env },
    );
    return countVitest(out, result.status);
  },
});

function countVitest(file, status) {
  if (!existsSync(file)) return { passed: 0, failed: 1, note: 'the runner produced no report' };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  // Named again at the very end: a CI log is often read from its tail, far below the failure itself.
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        failures.push(`${path.relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
      failures.push(`${path.relative(root, file.name)}: ${firstLine(file.message)}`);
  }
  return { passed: report.numPassedTests, failed };
}

/** Every failed test of the run, named with its first line of failure. */
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n', 1)[0]
    .slice(0, 300);

/** Playwright's JSON report: the suites nest; a spec failed when its last result did not pass. */
function collectPlaywrightFailures(suites, file = '') {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        if (test.status === 'unexpected')
          failures.push(`${suite.file ?? file} › ${spec.title}: ${firstLine(last?.error?.message)}`);
      }
    }
    collectPlaywrightFailures(suite.suites, suite.file ?? file);
  }
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
  run() {
    const results = parts.map((part) => part.run());
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
    run() {
      if (!ensureChromium()) return { passed: 0, failed: 1, note: 'Chromium is not installed' };
      const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) return { passed: 0, failed: 1, note: 'the web build failed' };
      const out = path.join(tmp, 'e2e.json');
      const result = spawnSync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
      });
      if (!existsSync(out)) return { passed: 0, failed: 1, note: 'playwright produced no report' };
      const { stats, suites } = JSON.parse(readFileSync(out, 'utf8'));
      collectPlaywrightFailures(suites);
      const failed = stats.unexpected + stats.flaky * 0 + (result.status !== 0 && stats.unexpected === 0 ? 1 : 0);
      return { passed: stats.expected + stats.flaky, failed };
    },
  },
};

const requested = process.argv.slice(2);
const names = requested.length ? requested : Object.keys(stages);
let passed = 0;
let failed = 0;
const summary = [];
for (const name of names) {
  const stage = stages[name];
  if (!stage) {
    console.error(`unknown test stage: ${name} (known: ${Object.keys(stages).join(', ')})`);
    process.exit(2);
  }
  console.log(
    `\n=== ${name} tests${name === 'api' ? ` on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}` : ''} ===`,
  );
  const result = stage.run();
  passed += result.passed;
  failed += result.failed;
  summary.push(`${name}: ${result.passed} passed, ${result.failed} failed${result.note ? ` (${result.note})` : ''}`);
}
rmSync(tmp, { recursive: true, force: true });
if (failures.length) console.log(`\nfailed:\n${failures.map((line) => `  ✗ ${line}`).join('\n')}`);
console.log(`\n${summary.join('\n')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
