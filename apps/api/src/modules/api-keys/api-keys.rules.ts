/**
 * What the API keys' calls share: the secret and its hash, the answer's shape and status, the expiry's Moscow day
 * and the allow-list's addresses checked exactly (node:net), and the Russian refusals.
 */
import { BlockList, isIP } from 'node:net';
import { API_KEY_SECRET_PREFIX, type ApiKey, type ApiKeyStatus, MAX_API_KEY_DAYS } from '@vyplaty/contracts';
import { newToken, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { moscowDate, moscowDayStart } from '../../lib/moscow-time.js';
import type { ApiKeyListRow, ApiKeyRow } from './api-keys.repo.js';

const DAY_MS = 86_400_000;
/** `vpk_` and the next 8 characters: enough to tell keys apart, far too little to guess the rest. */
const VISIBLE_SECRET_LENGTH = API_KEY_SECRET_PREFIX.length + 8;

export const apiKeyNotFound = () => new AppError('NOT_FOUND', { message: 'Ключ API не найден' });

/** How the journal and the history's "who did it" name a key's login. */
export const keyLoginName = (name: string) => `Ключ API «${name}»`;

/** A new secret (256 random bits after `vpk_`): what leaves the server once, and what is kept of it. */
export function newSecret(): { secret: string; secretHash: string; secretPrefix: string } {
  const secret = `${API_KEY_SECRET_PREFIX}${newToken()}`;
  return { secret, secretHash: sha256(secret), secretPrefix: secret.slice(0, VISIBLE_SECRET_LENGTH) };
}

export function statusOf(key: Pick<ApiKeyRow, 'revokedAt' | 'expiresAt'>, now: Date): ApiKeyStatus {
  if (key.revokedAt) return 'REVOKED';
  return key.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : 'ACTIVE';
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function toApiKey({ key, createdByName }: ApiKeyListRow, now: Date): ApiKey {
  // The previous secret's end is worth showing only while it still works.
  const isOverlapOn = key.previousValidUntil !== null && key.previousValidUntil.getTime() > now.getTime();
  return {
    id: key.id,
    name: key.name,
    role: key.role,
    status: statusOf(key, now),
    allowed_ips: key.allowedIps,
    secret_prefix: key.secretPrefix,
    // Stored as the end of the Moscow day (the next day's 00:00): the day itself is the one before.
    expires_on: moscowDate(new Date(key.expiresAt.getTime() - 1)),
    created_at: key.createdAt.toISOString(),
    created_by_name: createdByName,
    rotated_at: iso(key.rotatedAt),
    previous_valid_until: isOverlapOn ? iso(key.previousValidUntil) : null,
    revoked_at: iso(key.revokedAt),
    last_used_at: iso(key.lastUsedAt),
    last_used_ip: key.lastUsedIp,
  };
}

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The instant the key stops: the end of the Moscow day `expiresOn`, which lies between today and today + 730 days. */
export function expiryOf(expiresOn: string, now: Date): Date {
  const today = moscowDate(now);
  const last = addDays(today, MAX_API_KEY_DAYS);
  if (expiresOn < today || expiresOn > last) {
    const message = `Срок действия — от сегодняшнего дня до ${last.split('-').reverse().join('.')}`;
    throw new AppError('VALIDATION_ERROR', { message, fields: { expires_on: message } });
  }
  return new Date(moscowDayStart(expiresOn).getTime() + DAY_MS);
}

/** An address or a network (CIDR) the allow-list may hold, or null when it is neither. */
function parseAllowed(entry: string): { address: string; prefix: number | null; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address, prefix: null, family };
  const max = version === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max) return null;
  return { address, prefix: Number(prefixText), family };
}

/** The allow-list as stored (trimmed, each checked), or 400 naming the first bad entry on its field. */
export function checkAllowedIps(entries: readonly string[]): string[] {
  return entries.map((entry, index) => {
    const trimmed = entry.trim();
    if (parseAllowed(trimmed)) return trimmed;
    const message = `«${trimmed}» — не IP-адрес и не сеть: укажите, например, 203.0.113.10 или 203.0.113.0/24`;
    throw new AppError('VALIDATION_ERROR', { message, fields: { [`allowed_ips.${index}`]: message } });
  });
}

/** Whether `ip` (an IPv4 seen as ::ffff:a.b.c.d included) is in the allow-list; an empty list allows any address. */
export function isAddressAllowed(allowed: readonly string[], ip: string | undefined): boolean {
  if (allowed.length === 0) return true;
  if (!ip) return false;
  const list = new BlockList();
  for (const entry of allowed) {
    const parsed = parseAllowed(entry);
    if (!parsed) continue;
    if (parsed.prefix === null) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  const mapped = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : null;
  if (mapped && isIP(mapped) === 4 && list.check(mapped, 'ipv4')) return true;
  const version = isIP(ip);
  return version !== 0 && list.check(ip, version === 4 ? 'ipv4' : 'ipv6');
}
