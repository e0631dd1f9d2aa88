/**
 * Bindings of a company's bank account to a bank integration (SPEC §4 bank binding:
 * AWAIT_BIND → BIND / ERROR, later UNBIND). The nominal account (SBER_BALANCE) is bound through the
 * bank client by a job; the request id the bank gave is kept so a restart resumes instead of asking twice.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { ts } from './columns.js';
import { customerBankAccounts } from './requisites.js';

export const bankBindings = pgTable(
  'bank_bindings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    bankAccountId: uuid('bank_account_id').references(() => customerBankAccounts.id),
    integration: text('integration').$type<'ONE_C_DIRECT_BANK' | 'SBER_BALANCE'>().notNull(),
    status: text('status').$type<'AWAIT_BIND' | 'BIND' | 'UNBIND' | 'ERROR'>().notNull().default('AWAIT_BIND'),
    /** The bank's id of the binding request / of the nominal account once bound. */
    externalRequestId: text('external_request_id'),
    externalAccountId: text('external_account_id'),
    /** Russian reason shown to the customer when the bank refused. */
    errorMessage: text('error_message'),
    attempts: integer('attempts').notNull().default(0),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index().on(t.customerId),
    uniqueIndex('bank_bindings_one_live')
      .on(t.customerId, t.integration)
      .where(sql`${t.status} in ('AWAIT_BIND', 'BIND')`),
  ],
);
