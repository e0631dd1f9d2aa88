/**
 * Russian mobile numbers in any common notation: +7 (999) 000-00-01, 8 999 000 00 01, 79990000001,
 * 9990000001. Stored and compared only in the canonical form +7XXXXXXXXXX.
 */
import { isEmail } from './email.js';

export function normalizeRuMobile(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s()-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  let national: string;
  if (digits.length === 10) national = digits;
  else if (digits.length === 11 && (digits[0] === '7' || digits[0] === '8')) {
    // "+8…" is not a notation anyone uses for Russia; only 8… without a plus is the trunk prefix.
    if (digits[0] === '8' && trimmed.startsWith('+')) return null;
    national = digits.slice(1);
  } else return null;
  // Mobile numbers in Russia are in the 9xx range.
  if (!national.startsWith('9')) return null;
  return `+7${national}`;
}

export type LoginIdentifier = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

/** A login is an e-mail (contains @) or a Russian mobile number; null when it is neither. */
export function parseLogin(login: string): LoginIdentifier | null {
  const value = login.trim();
  if (value.includes('@')) {
    const email = value.toLowerCase();
    return isEmail(email) ? { kind: 'email', email } : null;
  }
  const phone = normalizeRuMobile(value);
  return phone ? { kind: 'phone', phone } : null;
}
