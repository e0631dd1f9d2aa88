/** Random tokens and their storage hashes. Tokens leave the server once; only hashes are stored. */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 bits, base64url: session, refresh, CSRF and e-mailed link tokens. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Hex SHA-256 of a string (tokens, codes) or of bytes (files, signed documents). */
export const sha256 = (value: string | Uint8Array) => createHash('sha256').update(value).digest('hex');

export const hmac = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('hex');

/** Six random digits for SMS codes. */
export const newSmsCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
