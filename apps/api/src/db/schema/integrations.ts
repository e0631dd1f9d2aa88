/**
 * The company's systems talking to the portal (issue 30, docs/decisions/integrations.md): API keys that call the
 * same `/v1` routes as the web app, and signed webhooks that tell the company's endpoints what changed.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, customers } from './accounts.js';
import { ts } from './columns.js';

/**
 * An API key. Each key acts through a login of its own (`account_id`: an `accounts` row of kind API_KEY with the
 * key's role and «Ключ API «name»» as its name, no e-mail, phone or usable password), so the role gate, the MY
 * scope, the history's "who did it" and the journal work for a key as for a person. Only the SHA-256 of the secret
 * is kept; after a rotation the previous secret keeps working until `previous_valid_until`.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    accountId: uuid('account_id')
      .notNull()
      .unique()
      .references(() => accounts.id),
    name: text('name').notNull(),
    role: text('role').$type<'ACCOUNTANT' | 'VIEWER'>().notNull(),
    /** Addresses and networks (CIDR) the key may call from; empty — any. */
    allowedIps: text('allowed_ips').array().notNull().default(sql`'{}'::text[]`),
    /** The secret's first characters, shown in the list so a person can tell keys apart («vpk_AbCd…»). */
    secretPrefix: text('secret_prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    previousSecretHash: text('previous_secret_hash').unique(),
    previousValidUntil: ts('previous_valid_until'),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    lastUsedAt: ts('last_used_at'),
    lastUsedIp: text('last_used_ip'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => accounts.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    rotatedAt: ts('rotated_at'),
  },
  (t) => [index('api_keys_company').on(t.customerId, t.createdAt, t.id)],
);

/**
 * A company's webhook endpoint: where its events go and which. The signing secret is kept encrypted (the portal
 * signs with it, so it cannot be a hash). PAUSED: it kept failing (or the owner paused it); its deliveries wait.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    url: text('url').notNull(),
    description: text('description'),
    events: text('events').array().notNull(),
    secretEncrypted: text('secret_encrypted').notNull(),
    status: text('status').$type<'ACTIVE' | 'PAUSED'>().notNull().default('ACTIVE'),
    pausedReason: text('paused_reason').$type<'FAILING' | 'BY_USER'>(),
    pausedAt: ts('paused_at'),
    /** Attempts that failed one after another since the last success; a success sets it to 0. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** The first of those failures: an endpoint failing for a day is paused. */
    failingSince: ts('failing_since'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => accounts.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('webhook_endpoints_company').on(t.customerId, t.createdAt, t.id)],
);

/** An event that happened to a company: written in the transaction of the change, its id the receiver's dedup key. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    type: text('type').notNull(),
    /** The delivery's body exactly as sent (`{id, type, created_at, data}`): every attempt sends the same bytes. */
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_events_company').on(t.customerId, t.createdAt)],
);

/**
 * One event to one endpoint. PENDING until answered 2xx (SUCCEEDED) or a day of growing pauses has passed
 * (FAILED); each try is a row of `webhook_attempts`. The delivery job is the outbox: enqueued with the event.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id),
    status: text('status').$type<'PENDING' | 'SUCCEEDED' | 'FAILED'>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: ts('delivered_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint').on(t.eventId, t.endpointId),
    // An endpoint's deliveries, newest first (the page of one endpoint), keyset by (created_at, id).
    index('webhook_deliveries_endpoint').on(t.endpointId, t.createdAt, t.id),
    // The deliveries a paused endpoint holds, sent again when it is resumed.
    index('webhook_deliveries_pending').on(t.endpointId).where(sql`${t.status} = 'PENDING'`),
  ],
);

/** One try of a delivery: when, what the receiver answered (its status and the start of its body), how long. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id),
    attemptNo: integer('attempt_no').notNull(),
    startedAt: ts('started_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    statusCode: integer('status_code'),
    /** Russian, for the company: why no answer (timeout, refused address, connection error). */
    error: text('error'),
    /** The first 1,000 characters of the receiver's answer. */
    responseBody: text('response_body'),
  },
  (t) => [uniqueIndex('webhook_attempts_delivery').on(t.deliveryId, t.attemptNo)],
);
