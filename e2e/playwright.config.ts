/**
 * Browser journeys in Debian's Chromium (never a downloaded browser) against the real server:
 * `npm start`'s code on a fresh PGlite, with mail delivered to a real SMTP server of the test run.
 */
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './specs',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Limits are safety nets, not measurements: a journey takes 10–50 s here and CI's slow day runs at half speed,
  // when a cold page's code (parsed on 2 shared cores) alone can take several seconds. Waits are for conditions.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3210',
    locale: 'ru-RU',
    // A failed journey keeps its trace: actions, DOM snapshots, network and console. Not the screencast: it is
    // recorded for every journey (a passing one's trace is thrown away) and on 2 cores cost 20–30 % of the run
    // (docs/performance.md, «The test run's time»); the DOM snapshots show the page at each step instead.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // The machines have no network and run as root.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  outputDir: '../test-results',
});
