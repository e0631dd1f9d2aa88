import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    setupFiles: ['src/test-support/throw-deprecations.ts'],
    // A limit is a safety net, not a measurement: tests wait for jobs and sandboxes on 2 shared cores, and CI's slow day
    // runs at half speed — a test of 16 s beside another file (bundle-payouts on PostgreSQL) would not fit 30 s then.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Each file on its own database from the migrated template. On PGlite the database runs inside the worker, and
    // two files at a time hold both cores (four: 603 → 551 s, each file 1.6–2× slower). On PostgreSQL the queries run in
    // the server's processes and the files mostly wait (jobs, sandboxes): two workers left 50–70 % of the CPU idle, and
    // three take 386 s instead of 535 (four: 414 s). docs/performance.md, «The test run's time».
    maxWorkers: process.env.TEST_DATABASE_URL ? 3 : 2,
    // A worker keeps the modules it has loaded from one file to the next: the app's code is imported twice per run
    // (once per worker) instead of once per file (~1.7 s each, 109 files). Each file still starts its own server on its
    // own database; the tests mock no module and stub no global, so nothing a file changes is seen by the next.
    isolate: false,
  },
});
