/**
 * The GOST maths, and only the maths, through node-gost-crypto (ADR 011, DOMAIN.md §6.3): Streebog
 * and GOST R 34.11-94 digests, GOST R 34.10-2012 signature checks. Dates, CRLs, DER and the CMS
 * structure are our own code: the library's versions of those are wrong in ways §6.3 lists.
 *
 * Byte orders follow OpenSSL and RFC 4491 / 7091, the form qualified certificates and CryptoPro's
 * CMS use: a public key is x‖y little-endian, a signature is s‖r big-endian, and the digest is read
 * as a little-endian number — the library's «CP» (CryptoPro) mode.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type Digest = { digest(data: Uint8Array): ArrayBuffer };
type Signer = {
  verify(publicKey: Uint8Array, signature: Uint8Array, data: Uint8Array): boolean;
  sign(privateKey: Uint8Array, data: Uint8Array): ArrayBuffer;
};
// biome-ignore lint/suspicious/noExplicitAny: node-gost-crypto is untyped CommonJS
const { gostEngine } = require('node-gost-crypto') as { gostEngine: any };

export type GostDigestName = 'GOST_2012_256' | 'GOST_2012_512' | 'GOST_94_CRYPTOPRO';

const digests: Record<GostDigestName, Digest> = {
  GOST_2012_256: gostEngine.getGostDigest({ name: 'GOST R 34.11', length: 256 }),
  GOST_2012_512: gostEngine.getGostDigest({ name: 'GOST R 34.11', length: 512 }),
  // sBox «D-A» is the CryptoPro parameter set (1.2.643.2.2.30.1), the one `openssl dgst -md_gost94` uses.
  GOST_94_CRYPTOPRO: gostEngine.getGostDigest({ name: 'GOST R 34.11', version: 1994, sBox: 'D-A' }),
};

/** The digest's bytes in the order OpenSSL prints them (`gostsum` prints 34.11-94 reversed). */
export function gostDigest(name: GostDigestName, bytes: Uint8Array): Uint8Array {
  return new Uint8Array(digests[name].digest(bytes));
}

/**
 * Curve parameter sets by OID (RFC 4357, RFC 7836) → the library's names. The TC26 256-bit set A
 * (a twisted Edwards curve, 1.2.643.7.1.2.1.1.1) is not in the library, so it is not listed.
 */
const CURVES: Record<string, { name: string; bits: 256 | 512 }> = {
  '1.2.643.2.2.35.1': { name: 'S-256-A', bits: 256 }, // CryptoPro-A
  '1.2.643.2.2.35.2': { name: 'S-256-B', bits: 256 },
  '1.2.643.2.2.35.3': { name: 'S-256-C', bits: 256 },
  '1.2.643.2.2.36.0': { name: 'X-256-A', bits: 256 }, // CryptoPro-XchA = A
  '1.2.643.2.2.36.1': { name: 'X-256-B', bits: 256 }, // CryptoPro-XchB = C
  '1.2.643.7.1.2.1.1.2': { name: 'S-256-A', bits: 256 }, // TC26 256 B = CryptoPro-A
  '1.2.643.7.1.2.1.1.3': { name: 'S-256-B', bits: 256 },
  '1.2.643.7.1.2.1.1.4': { name: 'S-256-C', bits: 256 },
  '1.2.643.7.1.2.1.2.1': { name: 'T-512-A', bits: 512 },
  '1.2.643.7.1.2.1.2.2': { name: 'T-512-B', bits: 512 },
};

export const isSupportedCurve = (curveOid: string) => curveOid in CURVES;

const signers = new Map<string, Signer>();

function signerFor(curveOid: string): Signer {
  const curve = CURVES[curveOid];
  if (!curve) throw new Error(`unsupported GOST curve ${curveOid}`);
  let signer = signers.get(curveOid);
  if (!signer) {
    signer = gostEngine.getGostSign({
      name: 'GOST R 34.10',
      version: 2012,
      length: curve.bits,
      namedCurve: curve.name,
      procreator: 'CP',
      hash: { name: 'GOST R 34.11', version: 2012, length: curve.bits },
    }) as Signer;
    signers.set(curveOid, signer);
  }
  return signer;
}

/**
 * GOST R 34.10-2012 check of `signature` over `data` (hashed with Streebog of the key's size) under
 * `publicKey` (the x‖y of the certificate's key OCTET STRING). False for an unknown curve, a key or
 * signature of the wrong size, or a signature that does not verify.
 *
 * An exception inside the library is a fault of the maths, not an answer about the signature: it is
 * thrown on (and so logged as a 500 by the error handler), never turned into «invalid». Issue 23: a
 * ReferenceError in the library's invMod (patches/node-gost-crypto+1.0.2.patch) had refused about
 * one valid КЭП in 2,500 as «Подпись неверна» while this caught every exception.
 */
export function gostVerify(input: {
  curveOid: string;
  publicKey: Uint8Array;
  signature: Uint8Array;
  data: Uint8Array;
}): boolean {
  const curve = CURVES[input.curveOid];
  if (!curve) return false;
  const bytes = curve.bits / 8;
  if (input.publicKey.byteLength !== 2 * bytes || input.signature.byteLength !== 2 * bytes) return false;
  try {
    return signerFor(input.curveOid).verify(input.publicKey, input.signature, input.data);
  } catch (error) {
    throw new Error(`GOST R 34.10-2012 verification failed inside node-gost-crypto (curve ${input.curveOid})`, {
      cause: error,
    });
  }
}

/** GOST R 34.10-2012 signature (s‖r) with a raw little-endian private key: tests build CRLs and CMS with it. */
export function gostSign(input: { curveOid: string; privateKey: Uint8Array; data: Uint8Array }): Uint8Array {
  return new Uint8Array(signerFor(input.curveOid).sign(input.privateKey, input.data));
}
