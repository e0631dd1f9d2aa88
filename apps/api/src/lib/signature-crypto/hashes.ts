/**
 * Every hash algorithm of SPEC §3 / DOMAIN.md §6.4 by its enum name and OID: MD5 and SHA through
 * node:crypto, the GOST ones through `gost-maths.ts`.
 *
 * Byte order: `hex` is the digest's bytes in order, as `openssl dgst` prints them (and what a CMS
 * messageDigest holds); `reversedHex` is the same bytes reversed, as `gostsum` / `gost12sum` print
 * GOST digests and as the GOST standards write their examples.
 */
import { createHash } from 'node:crypto';
import type { HashAlgorithm } from '@vyplaty/contracts';
import { type GostDigestName, gostDigest } from './gost-maths.js';

type HashDefinition = { oid: string; title: string; digest: (bytes: Uint8Array) => Uint8Array };

const nodeHash = (name: string) => (bytes: Uint8Array) => new Uint8Array(createHash(name).update(bytes).digest());
const gost = (name: GostDigestName) => (bytes: Uint8Array) => gostDigest(name, bytes);

export const HASH_ALGORITHMS: Record<HashAlgorithm, HashDefinition> = {
  MD5: { oid: '1.2.840.113549.2.5', title: 'MD5', digest: nodeHash('md5') },
  SHA1: { oid: '1.3.14.3.2.26', title: 'SHA-1', digest: nodeHash('sha1') },
  SHA_256: { oid: '2.16.840.1.101.3.4.2.1', title: 'SHA-256', digest: nodeHash('sha256') },
  SHA_512: { oid: '2.16.840.1.101.3.4.2.3', title: 'SHA-512', digest: nodeHash('sha512') },
  CP_GOST_3411: { oid: '1.2.643.2.2.9', title: 'ГОСТ Р 34.11-94 (КриптоПро)', digest: gost('GOST_94_CRYPTOPRO') },
  CP_GOST_3411_2012_256: {
    oid: '1.2.643.7.1.1.2.2',
    title: 'ГОСТ Р 34.11-2012 (256 бит)',
    digest: gost('GOST_2012_256'),
  },
  CP_GOST_3411_2012_512: {
    oid: '1.2.643.7.1.1.2.3',
    title: 'ГОСТ Р 34.11-2012 (512 бит)',
    digest: gost('GOST_2012_512'),
  },
};

export type HashResult = { algorithm: HashAlgorithm; oid: string; hex: string; reversedHex: string };

export function hashBytes(algorithm: HashAlgorithm, bytes: Uint8Array): HashResult {
  const definition = HASH_ALGORITHMS[algorithm];
  const digest = Buffer.from(definition.digest(bytes));
  return {
    algorithm,
    oid: definition.oid,
    hex: digest.toString('hex'),
    reversedHex: Buffer.from(digest).reverse().toString('hex'),
  };
}

/** The algorithm a CMS names by OID (a SignerInfo's digestAlgorithm, an ESSCertIDv2's hashAlgorithm). */
export function hashAlgorithmByOid(oid: string): HashAlgorithm | undefined {
  return (Object.keys(HASH_ALGORITHMS) as HashAlgorithm[]).find((name) => HASH_ALGORITHMS[name].oid === oid);
}

export const digestWith = (algorithm: HashAlgorithm, bytes: Uint8Array) => HASH_ALGORITHMS[algorithm].digest(bytes);
