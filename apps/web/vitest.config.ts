import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
const routerDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/development');

/** Test files that replace modules with vi.mock (grep vi.mock): each needs a module graph of its own. */
const MODULE_MOCKING_FILES = ['src/lib/toast.test.ts', 'src/pwa/sw.test.ts', 'src/native/*.test.ts'];
/** Test files that watch a lazy module arrive: in a shared graph another file may have loaded it already. */
const FIRST_LOAD_FILES = ['src/components/date-picker-lazy.test.tsx'];
const ISOLATED_FILES = [...MODULE_MOCKING_FILES, ...FIRST_LOAD_FILES];

export default defineConfig({
  plugins: [react()],
  resolve: {
    // react-router 7 ships CJS and ESM builds; without these aliases the loaders (ESM) and the
    // components (CJS via react-router/dom) would see two router copies and two contexts.
    alias: [
      { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
      { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
    ],
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // jsdom renders MUI slowly on 2 shared cores, and CI's slow day runs at half speed: a whole-app test that takes
    // 12 s under load (typing three payout rows) failed CI once at 15 s. Waits inside tests are for conditions.
    testTimeout: 60_000,
    // Vitest's default on a 2-core machine is one worker (cores − 1), which left a core idle: the suite is CPU-bound
    // in jsdom, so two files at a time (as the API suite runs) take about half as long.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // One jsdom and one module graph per worker instead of per file: setting them up was most of the suite's
        // time (560 s → ~130 s on 2 cores). setup.ts resets what a page keeps (storage, URL, cookie, DOM) before
        // each file and test, so every file still starts as a freshly loaded page.
        test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: ISOLATED_FILES, isolate: false },
      },
      // vi.mock replaces a module for its file only when that file loads the module first, and a lazy module is
      // loaded once per graph: these run isolated.
      { extends: true, test: { name: 'web-isolated', include: ISOLATED_FILES } },
      // The build's own plugins (the first-load budget), in Node as the build runs them.
      // Not extending the web projects: their setup file needs a browser's globals.
      { test: { name: 'build-plugins', include: ['vite-plugins/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
