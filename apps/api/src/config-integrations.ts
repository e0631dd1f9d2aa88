/**
 * The settings of the company's integrations (issue 30: API keys and webhooks), a part of config.ts's schema
 * (listed in .env.example). `WEBHOOK_ALLOW_PRIVATE_URLS` is resolved in loadConfig: never true in production.
 */
import { z } from 'zod';
import { bool } from './config-storage.js';

export const integrationsEnvShape = {
  /** Calls one API key may make in a minute (issue 30); past it 429 with Retry-After. */
  API_KEY_CALLS_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * Webhook endpoints at private, loopback and link-local addresses (issue 30): refused in production whatever is
   * set (the portal must not be made to call its own network); allowed elsewhere by default, so the embedded
   * portal's own webhook sandbox and a developer's local receiver work. Production also demands https.
   */
  WEBHOOK_ALLOW_PRIVATE_URLS: bool.optional(),
  /** How long one webhook delivery attempt waits for the receiver's answer. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
};
