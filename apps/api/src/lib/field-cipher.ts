/**
 * Encryption of single sensitive columns (card numbers) with AES-256-GCM. The key is derived from
 * APP_SECRET with HKDF-SHA256 and a per-purpose `info`, so each purpose has its own key and the
 * secret itself never touches data. Why and what a real deployment does instead: docs/adr/007-card-numbers.md.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Stored form: `v1.<base64url(iv ‖ tag ‖ ciphertext)>`; the version lets a later key or scheme coexist. */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type FieldCipher = {
  /**
   * `context` is bound as additional authenticated data (for example the owner's id): a ciphertext
   * copied into another owner's row does not decrypt.
   */
  encrypt(plain: string, context: string): string;
  /** Throws when the value was altered, made under another key, or for another context. */
  decrypt(stored: string, context: string): string;
};

export function createFieldCipher(secret: string, info: string): FieldCipher {
  if (secret.length < 32) throw new Error('field cipher: the secret must be at least 32 characters');
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, 32));
  return {
    encrypt(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    decrypt(stored, context) {
      const [version, payload] = stored.split('.');
      if (version !== VERSION || !payload) throw new Error('field cipher: unknown format');
      const raw = Buffer.from(payload, 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('field cipher: value too short');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
