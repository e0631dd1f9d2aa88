import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * CryptoPro's own cadesplugin_api.js (ADR 012), served from our origin at /vendor/cadesplugin_api.js
 * and added to a page only when a signing dialog opens (src/lib/cryptopro/load-plugin.ts).
 *
 * The file comes from the npm registry inside `ruscryptojs` (pinned exactly in package.json), which
 * ships CryptoPro's script unchanged: version 2.4.1, the first line that knows the Manifest V3
 * extension `pfhgbfnnjiafkhfdkmpiflachepdcjod`. Its SHA-256 is pinned here too, so a different file
 * (a new package version, a tampered tarball) stops the build instead of reaching the page; updating
 * it is a deliberate change of both pins.
 */
export const CADESPLUGIN_SOURCE = 'ruscryptojs/src/CryptoPro/cadesplugin_api.js';
export const CADESPLUGIN_VERSION = '2.4.1';
export const CADESPLUGIN_SHA256 = 'b636f13be88a6629b679182990b97127774c0a31f00c0ccbe4b0855a563ffa24';
/** Where the page asks for it; the same constant as CADESPLUGIN_API_URL in load-plugin.ts, without the slash. */
const OUTPUT_FILE = 'vendor/cadesplugin_api.js';

/** The pinned file's bytes, or an error naming what differs. */
export function readCadesplugin(): Buffer {
  const file = createRequire(import.meta.url).resolve(CADESPLUGIN_SOURCE);
  const bytes = readFileSync(file);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== CADESPLUGIN_SHA256) {
    throw new Error(
      `${file}: SHA-256 ${sha256}, expected ${CADESPLUGIN_SHA256} (cadesplugin_api.js ${CADESPLUGIN_VERSION})`,
    );
  }
  if (!bytes.includes(`JSModuleVersion = "${CADESPLUGIN_VERSION}"`)) {
    throw new Error(`${file} is not cadesplugin_api.js ${CADESPLUGIN_VERSION}`);
  }
  return bytes;
}

export function vendorCadesplugin(): Plugin {
  return {
    name: 'vyplaty:vendor-cadesplugin',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: OUTPUT_FILE, source: readCadesplugin() });
    },
    configureServer(server) {
      server.middlewares.use(`/${OUTPUT_FILE}`, (_req, res) => {
        res.setHeader('content-type', 'text/javascript; charset=utf-8');
        res.end(readCadesplugin());
      });
    },
  };
}
