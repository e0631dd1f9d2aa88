/**
 * GOST R 34.11-2012 (Streebog) digests via node-gost-crypto (DOMAIN.md §6.4). Node's crypto has no
 * GOST; the library is used for the maths only. Hex in the library's natural byte order, which is
 * the order of the standard's test vectors and of `openssl dgst -md_gost12_256` (not gostsum's).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
type GostDigest = { digest(data: Uint8Array | ArrayBuffer): ArrayBuffer };
// biome-ignore lint/suspicious/noExplicitAny: node-gost-crypto is untyped CommonJS
const { gostEngine } = require('node-gost-crypto') as { gostEngine: any };

const streebog256Digest: GostDigest = gostEngine.getGostDigest({ name: 'GOST R 34.11', length: 256 });
const streebog512Digest: GostDigest = gostEngine.getGostDigest({ name: 'GOST R 34.11', length: 512 });

export const streebog256Hex = (bytes: Uint8Array) => Buffer.from(streebog256Digest.digest(bytes)).toString('hex');
export const streebog512Hex = (bytes: Uint8Array) => Buffer.from(streebog512Digest.digest(bytes)).toString('hex');
