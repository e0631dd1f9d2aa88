import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { envSchema } from './src/lib/config-schema';
import { firstLoadBudget } from './vite-plugins/first-load-budget';
import { precompress } from './vite-plugins/precompress';
import { publicPages } from './vite-plugins/public-pages';
import { routeShells } from './vite-plugins/route-shells';
import { vendorCadesplugin } from './vite-plugins/vendor-cadesplugin';

/** The API (apps/api) listens on 3001 in development; everything it serves is proxied so cookies stay same-origin. */
const apiTarget = 'http://localhost:3001';

/** The headers are white (theme background.paper), as is the native status bar (SPEC §9): one colour everywhere. */
const THEME_COLOR = '#ffffff';
/** Polled by src/pwa/version-check.ts; the API serves it with Cache-Control: no-cache. */
const BUILD_MANIFEST_FILE = 'build-manifest.json';

/**
 * One id per build: BUILD_ID when the pipeline sets one, else UTC time plus the commit (or random bytes
 * outside git). Two builds never share an id, so an open page can tell it is out of date.
 */
function buildId(): string {
  if (process.env.BUILD_ID?.trim()) return process.env.BUILD_ID.trim();
  const time = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  let suffix: string;
  try {
    suffix = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    suffix = randomBytes(4).toString('hex');
  }
  return `${time}-${suffix}`;
}

/** Emits /build-manifest.json {version}; src/pwa/version-check.ts polls it and compares with __APP_VERSION__. */
function buildManifest(version: string): Plugin {
  return {
    name: 'vyplaty:build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUILD_MANIFEST_FILE, source: `${JSON.stringify({ version })}\n` });
    },
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // The app reads its VITE_* settings unchecked (src/lib/config.ts): a wrong one stops here.
  envSchema.parse(loadEnv(mode, import.meta.dirname, 'VITE_'));
  const version = command === 'build' ? buildId() : 'dev';
  // The SSR build only renders a page to HTML for route-shells.ts: no worker, manifest or copies.
  if (isSsrBuild) return { plugins: [react()] };
  return {
    define: { __APP_VERSION__: JSON.stringify(version) },
    plugins: [
      react(),
      buildManifest(version),
      // /vendor/cadesplugin_api.js, CryptoPro's script for the signing dialogs (ADR 012).
      vendorCadesplugin(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        scope: '/',
        base: '/',
        // The worker waits for {type:'SKIP_WAITING'}; src/pwa/service-worker.ts sends it and reloads (ADR 005).
        registerType: 'prompt',
        // src/pwa/service-worker.ts registers through workbox-window, only in production and outside the native shell.
        injectRegister: false,
        manifestFilename: 'manifest.webmanifest',
        // The icons are in the glob below already; listing them twice only duplicates precache entries.
        includeManifestIcons: false,
        manifest: {
          id: '/',
          name: 'Выплаты и документы',
          short_name: 'Выплаты',
          description: 'Выплаты самозанятым и физическим лицам, документы и подписи',
          lang: 'ru',
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'any',
          theme_color: THEME_COLOR,
          background_color: THEME_COLOR,
          categories: ['business', 'finance'],
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        injectManifest: {
          // The app shell only: built code, styles, the page and icons (the plugin adds the web manifest). Never API answers, sandboxes or
          // build-manifest.json (it must always come from the network), never source maps, never CryptoPro's
          // script (only a signing dialog loads it, and signing needs the network anyway).
          globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
          globIgnores: [BUILD_MANIFEST_FILE, '**/*.map', 'sw.js', 'routes/**', 'vendor/**'],
          // The largest route chunk stays well under this; a bigger one means something went wrong.
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          sourcemap: false,
        },
        devOptions: { enabled: false },
      }),
      // The copies of index.html for single routes (after the worker: it never precaches them).
      routeShells(),
      // The public pages' own Preact entries and their HTML (ADR 016); before the compression below.
      publicPages(),
      // Fails the build when a measured route's first-load script grows past its ceiling.
      firstLoadBudget(),
      // Last: compresses what the plugins above wrote, sw.js and the route copies included.
      precompress(),
    ],
    server: {
      port: 5173,
      strictPort: true,
      proxy: {
        '/v1': apiTarget,
        '/api': apiTarget,
        '/sandbox': apiTarget,
      },
    },
    build: {
      outDir: 'dist',
      // Never empty dist/: a running portal serves its hashed assets from there. `npm run build` (build.mjs) builds
      // into a folder of its own and moves the result in (scripts/build-output.mjs).
      emptyOutDir: false,
      sourcemap: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // What every route needs before it can draw anything (React, the router, the theme, the HTTP
            // client, the session guard) arrives as one file instead of ~25 small ones, each a round trip
            // on a slow phone network. Routes and layouts stay lazy chunks (app/route-pages.ts).
            groups: [
              { name: 'startup', tags: ['$initial'] },
              // zod is out of the startup file; every page that checks a form or an answer needs most of
              // its core, which would otherwise arrive as several small chunks, each a round trip.
              { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            ],
          },
        },
      },
    },
  };
});
