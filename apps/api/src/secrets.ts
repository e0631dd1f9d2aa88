/**
 * Secrets the server needs: the HMAC key (SMS codes, CSRF tokens), the VAPID pair of web push, the
 * support token and, in sandbox mode, the FCM service-account key. Production configures every one
 * of them; embedded and development modes generate what is missing on first start and keep it in
 * DATA_DIR/secrets.json, so restarts keep sessions and browsers keep their push subscriptions.
 * Tests generate throw-away values and write nothing.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from './config.js';

type StoredSecrets = {
  appSecret?: string;
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  supportApiToken?: string;
  fcmSandboxPrivateKey?: string;
};

export type ResolvedSecrets = {
  APP_SECRET: string;
  WEB_PUSH_PUBLIC_KEY: string;
  WEB_PUSH_PRIVATE_KEY: string;
  SUPPORT_API_TOKEN: string;
  /** Set only when FCM is not configured and sandboxes are on: the sandbox trusts this key. */
  fcmSandboxPrivateKey: string | undefined;
};

const newRsaKey = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/**
 * The FCM sandbox's key in tests, made once per process: an RSA key costs 0.1–1 s of CPU that blocks the event loop,
 * and a test process starts a server for every file (~160 a run on each engine). The key is still throw-away and never written.
 */
let testProcessFcmKey: string | undefined;
const testRsaKey = () => {
  testProcessFcmKey ??= newRsaKey();
  return testProcessFcmKey;
};

const generators = {
  appSecret: () => randomBytes(32).toString('base64url'),
  supportApiToken: () => randomBytes(32).toString('base64url'),
};

export function resolveSecrets(config: Config): ResolvedSecrets {
  const isProduction = config.APP_ENV === 'production';
  const missing = [
    !config.APP_SECRET && 'APP_SECRET',
    !(config.WEB_PUSH_PUBLIC_KEY && config.WEB_PUSH_PRIVATE_KEY) && 'WEB_PUSH_PUBLIC_KEY/WEB_PUSH_PRIVATE_KEY',
    !config.SUPPORT_API_TOKEN && 'SUPPORT_API_TOKEN',
  ].filter(Boolean);
  if (isProduction && missing.length > 0) throw new Error(`${missing.join(', ')} must be set in production`);

  const shouldPersist = config.APP_ENV !== 'test';
  const file = path.join(config.DATA_DIR, 'secrets.json');
  const stored: StoredSecrets = shouldPersist && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  let changed = false;
  const take = <K extends keyof StoredSecrets>(key: K, make: () => string): string => {
    if (!stored[key]) {
      stored[key] = make();
      changed = true;
    }
    return stored[key] as string;
  };

  const appSecret = config.APP_SECRET ?? take('appSecret', generators.appSecret);
  let vapidPublicKey = config.WEB_PUSH_PUBLIC_KEY;
  let vapidPrivateKey = config.WEB_PUSH_PRIVATE_KEY;
  if (!vapidPublicKey || !vapidPrivateKey) {
    if (!stored.vapidPublicKey || !stored.vapidPrivateKey) {
      const keys = webpush.generateVAPIDKeys();
      stored.vapidPublicKey = keys.publicKey;
      stored.vapidPrivateKey = keys.privateKey;
      changed = true;
    }
    vapidPublicKey = stored.vapidPublicKey;
    vapidPrivateKey = stored.vapidPrivateKey;
  }
  const supportApiToken = config.SUPPORT_API_TOKEN ?? take('supportApiToken', generators.supportApiToken);
  const isFcmConfigured = Boolean(config.FCM_PROJECT_ID && config.FCM_CLIENT_EMAIL && config.FCM_PRIVATE_KEY);
  const fcmSandboxPrivateKey =
    !isFcmConfigured && config.SANDBOXES
      ? take('fcmSandboxPrivateKey', shouldPersist ? newRsaKey : testRsaKey)
      : undefined;

  if (changed && shouldPersist) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
  }
  return {
    APP_SECRET: appSecret,
    WEB_PUSH_PUBLIC_KEY: vapidPublicKey,
    WEB_PUSH_PRIVATE_KEY: vapidPrivateKey,
    SUPPORT_API_TOKEN: supportApiToken,
    fcmSandboxPrivateKey,
  };
}
