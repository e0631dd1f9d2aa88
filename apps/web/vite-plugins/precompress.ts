import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the browser downloads; images are compressed already and source maps only serve the devtools. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024;

/** The build's server module (route-shells.ts): the API runs it, no browser downloads it. */
const SERVER_DIR = 'server';

/** Every file under dir, recursively, but for the server module's folder at its top. */
function filesUnder(dir: string, top = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return dir === top && entry.name === SERVER_DIR ? [] : filesUnder(file, top);
    return [file];
  });
}

/** Writes file.br and file.gz next to every compressible file of dir; returns how many files it compressed. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = gzipSync(source, { level: 9 });
    // A compressed copy is only worth serving when it is smaller.
    if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
    count++;
  }
  return count;
}

/**
 * Brotli and gzip copies of the built app, made once at build time so the API's static handler
 * (`preCompressed` of @fastify/static, apps/api/src/app.ts) sends them by Accept-Encoding without
 * compressing on every request. Runs last, after vite-plugin-pwa has written sw.js with its precache list
 * (the .br/.gz files match none of its glob patterns, so the worker never precaches them).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'vyplaty:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const count = precompressDir(outDir);
        console.info(`precompress: ${count} files with .br and .gz copies`);
      },
    },
  };
}
