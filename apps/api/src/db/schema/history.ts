/**
 * The history of payouts, documents and whatever else SPEC §4 gives an event list: one append-only
 * table. Rows are written in the business transaction that made the change (modules/history), and the
 * database refuses UPDATE and DELETE (trigger in the migration "shared-pieces"), so the record of who did what stays
 * as it was written.
 */
import type { HistoryEntityKind } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts, customers, employees } from './accounts.js';
import { ts } from './columns.js';

export const historyEvents = pgTable(
  'history_events',
  {
    /** Order of writing: events of one transaction share their time and keep the order they were recorded in. */
    seq: bigserial('seq', { mode: 'bigint' }).primaryKey(),
    entityKind: text('entity_kind').$type<HistoryEntityKind>().notNull(),
    entityId: uuid('entity_id').notNull(),
    /** The owners: a company's payout has the company and the contractor; readers are scoped by one of them. */
    customerId: uuid('customer_id').references(() => customers.id),
    employeeId: uuid('employee_id').references(() => employees.id),
    /** A code of the entity kind's list (contracts/history.ts). */
    event: text('event').notNull(),
    /** The person's account; null when the platform itself acted (a job, the bank, FNS). */
    actorAccountId: uuid('actor_account_id').references(() => accounts.id),
    occurredAt: ts('occurred_at').notNull(),
    /** A few facts worth showing next to the event (an error text, a file name); never personal data dumps. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index().on(t.entityKind, t.entityId, t.occurredAt),
    // The company's journal, newest first, all kinds or one (modules/history journal.repo.ts); also serves
    // any other read of a company's events by customer_id alone.
    index('history_events_journal').on(t.customerId, t.occurredAt, t.seq),
    index('history_events_journal_kind').on(t.customerId, t.entityKind, t.occurredAt, t.seq),
    index().on(t.employeeId),
    check('history_events_owner', sql`${t.customerId} is not null or ${t.employeeId} is not null`),
  ],
);
