/**
 * The server secret (HMAC of SMS codes and CSRF tokens). Production must configure APP_SECRET;
 * embedded mode generates one on first start and keeps it under DATA_DIR so restarts keep sessions.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';

export function resolveAppSecret(config: Config): string {
  if (config.APP_SECRET) return config.APP_SECRET;
  if (config.APP_ENV === 'production') throw new Error('APP_SECRET must be set in production');
  const file = path.join(config.DATA_DIR, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { appSecret?: string };
    if (stored.appSecret) return stored.appSecret;
  }
  const appSecret = randomBytes(32).toString('base64url');
  mkdirSync(config.DATA_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify({ appSecret }), { mode: 0o600 });
  return appSecret;
}
