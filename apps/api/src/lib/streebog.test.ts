import { describe, expect, it } from 'vitest';
import { streebog256Hex, streebog512Hex } from './streebog.js';

// GOST R 34.11-2012 example M1: "0123456789" × 6 + "012" (63 bytes), DOMAIN.md §6.4.
const M1 = Buffer.from(`${'0123456789'.repeat(6)}012`);

describe('Streebog', () => {
  it('gives the standard vector M1 for 256 and 512 bits', () => {
    expect(M1.byteLength).toBe(63);
    expect(streebog256Hex(M1)).toBe('9d151eefd8590b89daa6ba6cb74af9275dd051026bb149a452fd84e5e57b5500');
    expect(streebog512Hex(M1)).toBe(
      '1b54d01a4af5b9d5cc3d86d68d285462b19abc2475222f35c085122be4ba1ffa00ad30f8767b3a82384c6574f024c311e2a481332b08ef7f41797891c1646f48',
    );
  });

  it('differs for one changed byte and is stable for the same bytes', () => {
    const changed = Buffer.from(M1);
    changed[0] = 0x31;
    expect(streebog256Hex(changed)).not.toBe(streebog256Hex(M1));
    expect(streebog256Hex(Buffer.from(M1))).toBe(streebog256Hex(M1));
  });
});
