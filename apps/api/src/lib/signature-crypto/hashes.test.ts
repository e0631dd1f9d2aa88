import { hashAlgorithmSchema } from '@vyplaty/contracts';
import { describe, expect, it } from 'vitest';
import { HASH_ALGORITHMS, hashBytes } from './hashes.js';
import { DOC } from './signature-crypto.test-helpers.js';

// fixtures/README.md: every digest of doc.txt (46 bytes, no trailing newline), DOMAIN.md §6.4.
const DOC_VECTORS = {
  MD5: '674cf862a2439f08dc21d62e96fd4ab3',
  SHA1: '9566c5dde8a059e2b75e7959d483bfdddc947f58',
  SHA_256: '7a192ed1a0ed656ffce6a8697db427b9f970b845108498503b12c44de9a165f9',
  SHA_512:
    'aba83bac713f160807ecf8f0e087f00137eab0721ffbb6809096b9dbcf30820cbddea3b69aa9f646bc20eb890d1c73edc663f377173461b250be142f2e8358ff',
  CP_GOST_3411_2012_256: '8298ac34120aac52f956cd54aee0e19593cea00669dbd64558cc32508ff78ae0',
  CP_GOST_3411_2012_512:
    'c68012be650c4849143e4406b3d85cbdc775772bc691c6d187840d7b6f96f5d8edba7ad0712fcc6e9081177380c1bf3b12627d0ce41112f7c0bab79902f3a48a',
  CP_GOST_3411: '438c57c50081f27123d998af30c7daa45ba6cfb8d85a8a561ca3f7cc666884b5',
} as const;

describe('hash algorithms of SPEC §3', () => {
  it('gives every README vector of doc.txt, in openssl dgst byte order', () => {
    expect(DOC.byteLength).toBe(46);
    for (const algorithm of hashAlgorithmSchema.options) {
      expect(hashBytes(algorithm, DOC).hex, algorithm).toBe(DOC_VECTORS[algorithm]);
    }
  });

  it('prints GOST R 34.11-94 reversed the way gostsum does', () => {
    const { reversedHex } = hashBytes('CP_GOST_3411', DOC);
    expect(reversedHex.startsWith('b5846866')).toBe(true);
    expect(reversedHex.endsWith('c5578c43')).toBe(true);
  });

  it('gives the GOST R 34.11-2012 example M1 for 256 and 512 bits', () => {
    const m1 = Buffer.from(`${'0123456789'.repeat(6)}012`);
    expect(hashBytes('CP_GOST_3411_2012_256', m1).hex).toBe(
      '9d151eefd8590b89daa6ba6cb74af9275dd051026bb149a452fd84e5e57b5500',
    );
    expect(hashBytes('CP_GOST_3411_2012_512', m1).hex).toBe(
      '1b54d01a4af5b9d5cc3d86d68d285462b19abc2475222f35c085122be4ba1ffa00ad30f8767b3a82384c6574f024c311e2a481332b08ef7f41797891c1646f48',
    );
  });

  it('names each algorithm by its OID', () => {
    expect(hashBytes('CP_GOST_3411_2012_256', DOC).oid).toBe('1.2.643.7.1.1.2.2');
    expect(HASH_ALGORITHMS.CP_GOST_3411_2012_512.oid).toBe('1.2.643.7.1.1.2.3');
    expect(HASH_ALGORITHMS.CP_GOST_3411.oid).toBe('1.2.643.2.2.9');
    expect(HASH_ALGORITHMS.SHA_256.oid).toBe('2.16.840.1.101.3.4.2.1');
  });

  it('changes with one changed byte', () => {
    const changed = Buffer.from(DOC);
    changed[0] = (changed[0] ?? 0) ^ 1;
    for (const algorithm of hashAlgorithmSchema.options)
      expect(hashBytes(algorithm, changed).hex, algorithm).not.toBe(DOC_VECTORS[algorithm]);
  });
});
