/**
 * The money ledger (DOMAIN §7.2–7.3, modules/ledger): double-entry, append-only, integer kopecks.
 *
 * - `ledger_accounts`: per company AVAILABLE, BLOCKED, DEBT, and the company's share of the platform's
 *   system accounts BANK_INFLOW (arrivals on the nominal account) and PAYOUTS_OUTFLOW (money sent). The
 *   system accounts are kept per company so that no posting of one company waits on a row another
 *   company is posting to (docs/decisions/ledger.md); the platform's total is the sum over companies.
 * - `ledger_operations`: one business operation (CREDIT, HOLD, …), amount > 0.
 * - `ledger_entries`: its legs, signed kopecks on one account each, Σ legs = 0 (posted and pending apart).
 *
 * `posted` and `pending` of an account are a cache of its entries kept by a trigger in the inserting
 * transaction (migration "ledger-invariants"), so the CHECKs below hold the invariants at the database:
 * `posted` = Σ posted entries, `pending` = −Σ pending entries (money reserved away from the account by
 * HOLDs not yet resolved: positive on AVAILABLE). The same migration refuses UPDATE/DELETE/TRUNCATE of
 * operations and entries and any change of the cache but by that trigger.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { ts } from './columns.js';

export const ledgerAccountKinds = ['AVAILABLE', 'BLOCKED', 'DEBT', 'BANK_INFLOW', 'PAYOUTS_OUTFLOW'] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

export const ledgerOperationTypes = [
  'CREDIT',
  'DEBIT',
  'HOLD',
  'UNHOLD',
  'BLOCK',
  'UNBLOCK',
  'DEBT',
  'UNDEBT',
] as const;
export type LedgerOperationType = (typeof ledgerOperationTypes)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    posted: bigint('posted', { mode: 'bigint' }).notNull().default(sql`0`),
    pending: bigint('pending', { mode: 'bigint' }).notNull().default(sql`0`),
    /** DEBT only: how far the company may owe (support sets it; DOMAIN §7.2 "to confirm with product"). */
    debtLimit: bigint('debt_limit', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    unique('ledger_accounts_customer_kind').on(t.customerId, t.kind),
    check('ledger_accounts_kind', sql`${t.kind} in (${inList(ledgerAccountKinds)})`),
    // available = posted − held never below zero; what is held is never negative.
    check(
      'ledger_accounts_available_not_negative',
      sql`${t.kind} <> 'AVAILABLE' or (${t.posted} - ${t.pending} >= 0 and ${t.pending} >= 0)`,
    ),
    check(
      'ledger_accounts_blocked_not_negative',
      sql`${t.kind} <> 'BLOCKED' or (${t.posted} >= 0 and ${t.pending} = 0)`,
    ),
    // DEBT is credited by UNDEBT and debited by DEBT: posted is minus what is owed, within the limit.
    check(
      'ledger_accounts_debt_within_limit',
      sql`${t.kind} <> 'DEBT' or (${t.posted} <= 0 and ${t.posted} + ${t.debtLimit} >= 0 and ${t.pending} = 0)`,
    ),
    check('ledger_accounts_debt_limit_not_negative', sql`${t.debtLimit} >= 0`),
  ],
);

export const ledgerOperations = pgTable(
  'ledger_operations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    type: text('type').$type<LedgerOperationType>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** What the money is for: PAYOUT, MONEYBACK … (copied from the HOLD onto its DEBIT / UNHOLD). */
    referenceKind: text('reference_kind'),
    referenceId: text('reference_id'),
    /** DEBIT / UNHOLD: the HOLD it resolves. Unique: a HOLD resolves once. */
    resolvesHoldId: uuid('resolves_hold_id')
      .unique('ledger_operations_resolves_hold_once')
      .references((): AnyPgColumn => ledgerOperations.id),
    /** CREDIT: the bank's reference of the arrival. Unique: an arrival is credited once. */
    externalReference: text('external_reference').unique('ledger_operations_external_reference_once'),
    /** Russian, shown in the company's operations list and statement. */
    description: text('description').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_operations_customer_created').on(t.customerId, t.createdAt.desc(), t.id.desc()),
    index('ledger_operations_reference').on(t.referenceKind, t.referenceId),
    index('ledger_operations_holds').on(t.createdAt).where(sql`${t.type} = 'HOLD'`),
    check('ledger_operations_type', sql`${t.type} in (${inList(ledgerOperationTypes)})`),
    check('ledger_operations_amount_positive', sql`${t.amount} > 0`),
    check(
      'ledger_operations_resolves_a_hold',
      sql`(${t.type} in ('DEBIT', 'UNHOLD')) = (${t.resolvesHoldId} is not null)`,
    ),
    check('ledger_operations_credit_has_reference', sql`(${t.type} = 'CREDIT') = (${t.externalReference} is not null)`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    operationId: uuid('operation_id')
      .notNull()
      .references(() => ledgerOperations.id),
    leg: smallint('leg').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed kopecks: + credits the account, − debits it. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** A leg of a pending transfer (HOLD, and the release of one by DEBIT / UNHOLD). */
    pending: boolean('pending').notNull(),
  },
  (t) => [
    primaryKey({ name: 'ledger_entries_operation_leg', columns: [t.operationId, t.leg] }),
    index('ledger_entries_account').on(t.accountId),
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);
