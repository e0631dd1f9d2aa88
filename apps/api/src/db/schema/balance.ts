/**
 * The company's money screen around the ledger (modules/balance): the payments block set by support,
 * moneybacks (unspent money returned to the company's own account), and the nominal account's bank
 * statement as read (its cursor and every item, IN arrivals with the company they were credited to).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { ts } from './columns.js';
import { ledgerOperations } from './ledger.js';
import { customerBankAccounts } from './requisites.js';

/** Support stopped (or resumed) the company's payouts: one row per company that was ever blocked. */
export const paymentsBlocks = pgTable('payments_blocks', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id),
  blocked: boolean('blocked').notNull(),
  /** Russian, shown to the company. */
  reason: text('reason'),
  updatedAt: ts('updated_at').notNull(),
});

export const moneybackStatuses = ['PENDING', 'DONE', 'DECLINED'] as const;
export type MoneybackStatus = (typeof moneybackStatuses)[number];

/** A return of unspent money to the company's own bank account: HOLD → the bank → DEBIT or UNHOLD. */
export const moneybacks = pgTable(
  'moneybacks',
  {
    /** Also the bank's payment id (its idempotency key). */
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => customerBankAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').$type<MoneybackStatus>().notNull(),
    holdId: uuid('hold_id')
      .notNull()
      .references(() => ledgerOperations.id),
    /** The account as sent to the bank, kept as it was even if the company edits or removes it later. */
    accountNumber: text('account_number').notNull(),
    bik: text('bik').notNull(),
    bankName: text('bank_name').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientInn: text('recipient_inn').notNull(),
    purpose: text('purpose').notNull(),
    /** DECLINED: why, in Russian. */
    reason: text('reason'),
    bankReference: text('bank_reference'),
    createdAt: ts('created_at').notNull(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('moneybacks_customer_created').on(t.customerId, t.createdAt.desc()),
    check('moneybacks_amount_positive', sql`${t.amount} > 0`),
    check('moneybacks_status', sql`${t.status} in ('PENDING', 'DONE', 'DECLINED')`),
  ],
);

/** Where the next read of the nominal account's statement starts: one row. */
export const bankStatementCursor = pgTable(
  'bank_statement_cursor',
  {
    id: smallint('id').primaryKey().default(1),
    cursor: text('cursor'),
    readAt: ts('read_at'),
  },
  (t) => [check('bank_statement_cursor_one_row', sql`${t.id} = 1`)],
);

/**
 * Every item of the statement as read, once (its bank reference is the key). An IN item holds the
 * company it was credited to and the CREDIT; one matched to no company waits here for support (and is
 * tried again on every read). OUT items are the bank's record of the payments it executed.
 */
export const bankStatementItems = pgTable(
  'bank_statement_items',
  {
    bankReference: text('bank_reference').primaryKey(),
    direction: text('direction').$type<'IN' | 'OUT'>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    payerInn: text('payer_inn'),
    payerName: text('payer_name').notNull(),
    payerAccount: text('payer_account'),
    purpose: text('purpose').notNull(),
    bookedAt: ts('booked_at').notNull(),
    /** OUT: our payment id (a payout's or a moneyback's). */
    paymentId: text('payment_id'),
    readAt: ts('read_at').notNull(),
    customerId: uuid('customer_id').references(() => customers.id),
    creditOperationId: uuid('credit_operation_id').references(() => ledgerOperations.id),
    /** IN without a company: when support was told. */
    reportedAt: ts('reported_at'),
  },
  (t) => [
    index('bank_statement_items_unmatched').on(t.readAt).where(sql`${t.direction} = 'IN' and ${t.customerId} is null`),
    index('bank_statement_items_payment').on(t.paymentId),
    index('bank_statement_items_customer').on(t.customerId),
    check('bank_statement_items_direction', sql`${t.direction} in ('IN', 'OUT')`),
  ],
);
