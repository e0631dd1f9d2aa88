#!/usr/bin/env node
/**
 * `npm run build -w apps/web` (run by `npm start` and `npm run build`): Vite's build into a folder of its own, then
 * moved into dist/ without removing the hashed assets a running portal serves, and skipped when nothing the build
 * reads has changed since the last one (scripts/build-output.mjs; two portals side by side in one checkout).
 * `--force` builds anyway.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildOnce, inputStamp } from '../../scripts/build-output.mjs';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(webDir, '../..');

/** What the build reads: the app, its configuration and plugins, the contracts, the installed packages' lockfile. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/vite-plugins',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'apps/web/build.mjs',
  'apps/web/.env',
  'apps/web/.env.local',
  'apps/web/.env.production',
  'apps/web/.env.production.local',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
  'patches',
  'scripts/build-output.mjs',
];

/** The environment the output depends on: the app's VITE_* settings and a pipeline's BUILD_ID. */
const settings = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => name.startsWith('VITE_') || name === 'BUILD_ID' || name === 'NODE_ENV',
  ),
);

const started = performance.now();
const { skipped } = await buildOnce({
  outDir: path.join(webDir, 'dist'),
  stamp: inputStamp(repoRoot, INPUTS, settings),
  force: process.argv.includes('--force'),
  complete: 'index.html',
  scratchDir: path.join(webDir, 'node_modules/.build'),
  build: (folder) =>
    build({
      root: webDir,
      configFile: path.join(webDir, 'vite.config.ts'),
      build: { outDir: folder, emptyOutDir: true },
    }),
});
const took = `${Math.round(performance.now() - started)} ms`;
console.log(skipped ? `web: dist/ is up to date (${took})` : `web: built into dist/ in ${took}`);
