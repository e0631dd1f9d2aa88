#!/usr/bin/env node
/**
 * `npm run build -w apps/api`: the API's two entry points, src/main.ts and src/worker.ts, each bundled by esbuild into
 * one JavaScript file (dist/main.js, dist/worker.js, with source maps) that `npm start` and `npm run worker` run with
 * plain node — no TypeScript loader at run time. The workspace package @vyplaty/contracts (it exports its TypeScript
 * sources) is bundled in; every other package stays in node_modules and is imported from there as usual.
 *
 * Files read at run time by a path relative to their module (the migrations, the test CA, the FNS schema, pdfmake's
 * fonts through createRequire, the repository root in config.ts) keep being found where they are in src/: each
 * module's `import.meta.url` is replaced by the address of its own source file, computed from the bundle's address
 * (`new URL('../src/db/migrate.ts', import.meta.url)`), so the bundle reads them from the checkout beside it.
 *
 * The bundle is written into a folder of its own and each file renamed into place (scripts/build-output.mjs), so several
 * `npm run worker` started at once never run a half-written bundle; when nothing the bundle reads has changed since the
 * last build (a stamp of src/, the contracts, this file and the lockfile), nothing is built (`--force` builds anyway).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildOnce, inputStamp } from '../../scripts/build-output.mjs';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(apiDir, 'dist');
/** Workspace packages that export TypeScript: bundled. Any other bare import is a package from node_modules. */
const BUNDLED_PACKAGES = /^@vyplaty\//;

/** Bare imports (`fastify`, `node:fs`, `drizzle-orm/pg-core`) stay imports, resolved by node at run time. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED_PACKAGES.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

/** `import.meta.url` of a bundled module → the address of its source file, relative to the bundle's own. */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      const fromBundle = path.relative(outdir, args.path).split(path.sep).join('/');
      const rewritten = source.replaceAll(
        'import.meta.url',
        `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
      );
      // Any other use of import.meta (dirname, filename, resolve) would silently point at dist/: refuse it.
      if (rewritten.replaceAll('import.meta.url).href', '').includes('import.meta')) {
        return { errors: [{ text: 'only import.meta.url is rewritten for the bundle; use it instead' }] };
      }
      return { contents: rewritten, loader: 'ts' };
    });
  },
};

const started = performance.now();
/** Bundles into `folder`, each file at its place relative to dist/ (the source addresses are computed for dist/). */
async function bundle(folder) {
  const result = await build({
    absWorkingDir: apiDir,
    entryPoints: { main: 'src/main.ts', worker: 'src/worker.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    sourcesContent: false,
    // Class and function names as written: logged errors carry their constructor's name (pino's err serializer).
    keepNames: true,
    plugins: [externalPackages, sourceFileUrls],
    logLevel: 'warning',
    write: false,
  });
  await Promise.all(
    result.outputFiles.map(async (file) => {
      const target = path.join(folder, path.relative(outdir, file.path));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.contents);
    }),
  );
}

const repoRoot = path.resolve(apiDir, '../..');
const { skipped } = await buildOnce({
  outDir: outdir,
  stamp: inputStamp(repoRoot, [
    'apps/api/src',
    'apps/api/build.mjs',
    'apps/api/package.json',
    'packages/contracts/src',
    'packages/contracts/package.json',
    'package-lock.json',
    'scripts/build-output.mjs',
  ]),
  force: process.argv.includes('--force'),
  complete: 'worker.js',
  scratchDir: path.join(apiDir, 'node_modules/.build'),
  build: bundle,
});
const took = `${Math.round(performance.now() - started)} ms`;
console.log(skipped ? `api: dist/ is up to date (${took})` : `api: dist/main.js, dist/worker.js in ${took}`);
