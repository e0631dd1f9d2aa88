/**
 * Where money goes and comes from. A contractor's payout requisites (bank account, card, СБП) and a
 * company's bank accounts (payments-accounts). Rows are never deleted while payouts may refer to
 * them: removal sets deleted_at, and every list reads only live rows.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers, employees } from './accounts.js';
import { ts } from './columns.js';

export const employeeRequisites = pgTable(
  'employee_requisites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    kind: text('kind').$type<'BANK_ACCOUNT' | 'CARD' | 'SBP'>().notNull(),
    /** The one payouts use unless told otherwise; at most one live primary per contractor. */
    isPrimary: boolean('is_primary').notNull().default(false),
    /** BANK_ACCOUNT: БИК, bank name and corr. account from the directory, the 20-digit account. */
    bik: text('bik'),
    bankName: text('bank_name'),
    corrAccount: text('corr_account'),
    accountNumber: text('account_number'),
    /**
     * CARD: the number is never stored in clear (PCI DSS): AES-256-GCM ciphertext under the server
     * key, plus the masked form for display. A real deployment swaps this for the bank's card token.
     */
    cardNumberEncrypted: text('card_number_encrypted'),
    cardNumberMasked: text('card_number_masked'),
    /** SBP: the phone (+7XXXXXXXXXX) and the СБП participant id of the bank (sbp_banks.id). */
    sbpPhone: text('sbp_phone'),
    sbpBankId: text('sbp_bank_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index().on(t.employeeId),
    uniqueIndex('employee_requisites_one_primary')
      .on(t.employeeId)
      .where(sql`${t.isPrimary} and ${t.deletedAt} is null`),
  ],
);

/** СБП participants (НСПК member ids) for the bank choice of an СБП requisite; refreshed at start. */
export const sbpBanks = pgTable('sbp_banks', {
  /** НСПК participant id, e.g. '100000000111'. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  bik: text('bik'),
  sortOrder: integer('sort_order').notNull(),
});

export const customerBankAccounts = pgTable(
  'customer_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    accountType: text('account_type').$type<'LEGAL_ENTITY' | 'IP'>().notNull(),
    bik: text('bik').notNull(),
    bankName: text('bank_name').notNull(),
    corrAccount: text('corr_account').notNull(),
    accountNumber: text('account_number').notNull(),
    /** How the platform works with this account (SPEC §3 bank integrations); null = not connected. */
    integration: text('integration').$type<'ONE_C_DIRECT_BANK' | 'SBER_BALANCE'>(),
    integrationStatus: text('integration_status').$type<'NEW' | 'IN_PROCESS' | 'ACTIVE' | 'ERROR'>(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index().on(t.customerId),
    uniqueIndex('customer_bank_accounts_live_number')
      .on(t.customerId, t.bik, t.accountNumber)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('customer_bank_accounts_one_default')
      .on(t.customerId)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
  ],
);
