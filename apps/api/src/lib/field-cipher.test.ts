import { describe, expect, it } from 'vitest';
import { createFieldCipher } from './field-cipher.js';

const SECRET = 'unit-test-secret-unit-test-secret-0123456789';
const CARD = '2200000000000004';
const OWNER = '6f1c1a9e-2d7b-4b1e-9a59-2f0d3c4b5a61';

describe('field cipher (AES-256-GCM, HKDF-SHA256 key)', () => {
  const cipher = createFieldCipher(SECRET, 'employee-requisites/card');

  it('round-trips and never holds the plain text', () => {
    const stored = cipher.encrypt(CARD, OWNER);
    expect(stored).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain(CARD);
    expect(Buffer.from(stored.slice(3), 'base64url').toString('latin1')).not.toContain(CARD);
    expect(cipher.decrypt(stored, OWNER)).toBe(CARD);
  });

  it('uses a fresh IV each time', () => {
    expect(cipher.encrypt(CARD, OWNER)).not.toBe(cipher.encrypt(CARD, OWNER));
  });

  it('refuses another owner, another purpose, another secret and any alteration', () => {
    const stored = cipher.encrypt(CARD, OWNER);
    expect(() => cipher.decrypt(stored, 'someone-else')).toThrow();
    expect(() => createFieldCipher(SECRET, 'another-purpose').decrypt(stored, OWNER)).toThrow();
    expect(() => createFieldCipher(`${SECRET}x`, 'employee-requisites/card').decrypt(stored, OWNER)).toThrow();
    const raw = Buffer.from(stored.slice(3), 'base64url');
    raw[raw.length - 1] = (raw.at(-1) ?? 0) ^ 1;
    expect(() => cipher.decrypt(`v1.${raw.toString('base64url')}`, OWNER)).toThrow();
    expect(() => cipher.decrypt('v2.AAAA', OWNER)).toThrow();
    expect(() => cipher.decrypt('v1.AAAA', OWNER)).toThrow();
  });

  it('refuses a short secret', () => {
    expect(() => createFieldCipher('short', 'x')).toThrow();
  });
});
