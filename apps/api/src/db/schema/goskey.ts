/**
 * Requests sent to a person's «Госключ» for signing (DOMAIN.md §6.5; modules/signatures/goskey-*.ts):
 * what is signed (subject), who signs (the account and its party), the kind, the exact bytes' hash,
 * the service's request id and its time to live, and how it ended. At most one request per subject
 * and party is open (SENDING, SEND_UNKNOWN or PENDING) at a time. SEND_UNKNOWN: the send's retries were
 * spent without an answer the service may still hold; the job re-sends with the same idempotency key.
 */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { ts } from './columns.js';
import { documentSignatures } from './signatures.js';

export type GoskeyRequestStatus = 'SENDING' | 'SEND_UNKNOWN' | 'PENDING' | 'SIGNED' | 'REJECTED' | 'EXPIRED' | 'ERROR';

export const goskeyRequests = pgTable(
  'goskey_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The party that signs: 'COMPANY' (customer id) or 'CONTRACTOR' (employee id). */
    party: text('party').$type<'COMPANY' | 'CONTRACTOR'>().notNull(),
    partyId: uuid('party_id').notNull(),
    kind: text('kind').$type<'UKEP_GOSKEY' | 'UNEP_GOSKEY'>().notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** SHA-256 of the exact bytes sent: the signature must be over them. */
    documentSha256: text('document_sha256').notNull(),
    status: text('status').$type<GoskeyRequestStatus>().notNull().default('SENDING'),
    externalId: text('external_id'),
    /** PENDING: the service's time to live; SEND_UNKNOWN: when the job stops asking again. */
    expiresAt: ts('expires_at'),
    /** Why it ended without a signature (Russian), or why the returned signature was refused. */
    reason: text('reason'),
    signatureId: uuid('signature_id').references(() => documentSignatures.id),
    /** The owner's view of the subject at sending time (e.g. the document's title), for texts. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    sentAt: ts('sent_at'),
    finishedAt: ts('finished_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goskey_requests_one_open')
      .on(t.subjectType, t.subjectId, t.party)
      .where(sql`${t.status} in ('SENDING', 'SEND_UNKNOWN', 'PENDING')`),
    index('goskey_requests_pending').on(t.status, t.expiresAt),
    index().on(t.subjectType, t.subjectId),
  ],
);
