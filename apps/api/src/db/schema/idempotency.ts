/**
 * Idempotency keys of money-moving POSTs (DOMAIN §7.4): one row per (company, key), claimed in the
 * same transaction as the effect, holding the exact answer sent, so a retry gets the same answer.
 */
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { ts } from './columns.js';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    key: text('key').notNull(),
    method: text('method').notNull(),
    /** The route as registered (`/v1/payouts/:id`), so one key cannot be replayed on another call. */
    path: text('path').notNull(),
    /** SHA-256 (hex) of the canonical JSON body (keys sorted): the same request, whatever its key order. */
    requestHash: text('request_hash').notNull(),
    /** Null only inside the claiming transaction; every committed row has the answer. */
    responseStatus: integer('response_status'),
    /** The answer's JSON text exactly as sent (text, not jsonb: jsonb would reorder its keys). */
    responseBody: text('response_body'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] }), index().on(t.createdAt)],
);
