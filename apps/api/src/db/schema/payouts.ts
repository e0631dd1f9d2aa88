/**
 * Payouts of a company to its contractors, both kinds in one table (docs/decisions/payouts.md): NPD
 * (self-employed, a receipt in FNS) and INDIVIDUAL (ГПХ: the company withholds НДФЛ, pays contributions).
 * Money columns are bigint kopecks. A payout is never deleted once money moved: only a draft (CREATED)
 * can be removed (deleted_at). The company's catalogue of services (what is paid for) lives here too.
 */
import type { PayoutKind, PayoutRepeatStatus, PayoutStatus } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, customers, employees } from './accounts.js';
import { foldedTextC, ts } from './columns.js';
import { storedFiles } from './files.js';

/** Where the bank sends the money: the kind of the contractor's primary requisite at the time of payment. */
export type PayoutRecipientKind = 'BANK_ACCOUNT' | 'CARD' | 'SBP';
/**
 * Whether the bank has (maybe) seen the payment: NOT_SENT, SENT (accepted), ANSWER_LOST (ask before
 * resending); PAYMENT_ORDER — the company's signed payment order took it to its own bank through
 * 1C:DirectBank, the nominal account's payment API never sees it (payouts.execute leaves it).
 */
export type PayoutBankState = 'NOT_SENT' | 'SENT' | 'ANSWER_LOST' | 'PAYMENT_ORDER';
/** What a PENDING payout waits for before it may go to the bank (N7): an act linked to it, signed by both sides. */
export type PayoutWaitingFor = 'SIGNED_ACT';

/**
 * A payout's bank request as fixed when it was paid (payouts.bank_request). Kopecks as a decimal string
 * (jsonb has no bigint); a card recipient's number is the payout's recipient_card_encrypted.
 */
export type StoredBankRequest = {
  amountKopecks: string;
  purpose: string;
  recipient:
    | { kind: 'ACCOUNT'; accountNumber: string; bik: string; name: string; inn?: string }
    | { kind: 'CARD'; name: string }
    | { kind: 'SBP'; phone: string; sbpBankId: string; name: string };
};

/** Each company's payout numbers (SPEC sort NUMBER): one row per company, bumped under its row lock. */
export const payoutCounters = pgTable('payout_counters', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id),
  lastNumber: integer('last_number').notNull().default(0),
});

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    kind: text('kind').$type<PayoutKind>().notNull(),
    /** The company's own sequence, shared by both kinds. */
    number: integer('number').notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('CREATED'),
    /** SPEC §4 repeat/cancel status: CANCELED after a cancel, CREATED once a repeat exists. */
    repeatStatus: text('repeat_status').$type<PayoutRepeatStatus>(),
    origin: text('origin').$type<'SYSTEM' | 'FNS'>().notNull().default('SYSTEM'),
    /** Gross: what the company pays for the work. */
    amountKopecks: bigint('amount_kopecks', { mode: 'bigint' }).notNull(),
    /** INDIVIDUAL: НДФЛ withheld (whole roubles), net = gross − НДФЛ, the company's contributions on top. NPD: 0, gross, 0. */
    ndflKopecks: bigint('ndfl_kopecks', { mode: 'bigint' }).notNull().default(sql`0`),
    netKopecks: bigint('net_kopecks', { mode: 'bigint' }).notNull(),
    contributionsKopecks: bigint('contributions_kopecks', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The НДФЛ rate(s) applied, e.g. "13" or "13/15" when the payout crosses a step; null for NPD. */
    ndflRate: text('ndfl_rate'),
    /** INDIVIDUAL: the contractor's income from this company since 1 January before this payout. */
    yearIncomeBeforeKopecks: bigint('year_income_before_kopecks', { mode: 'bigint' }).notNull().default(sql`0`),
    serviceId: uuid('service_id'),
    serviceName: text('service_name').notNull(),
    comment: text('comment'),
    /** The company's own id of the payout (a registry row's `Внешний ID` / 1C `Номер`+`Дата`): mass payouts' duplicate key. */
    externalId: text('external_id'),
    /**
     * The contractor's folded ФИО when the payout was made (employees.fio_key; U+FFFF for a contractor
     * without a surname, so they sort last from А to Я), for the list's ФИО order from an index: a payout
     * is a document of its day, a later rename does not reorder it.
     */
    employeeFioKey: foldedTextC('employee_fio_key').notNull(),
    /**
     * Recipient snapshot taken when the payout is paid (the contractor's primary requisite then). The card
     * number is the requisites' ciphertext (ADR 007, bound to the contractor's id), never in clear.
     */
    recipientKind: text('recipient_kind').$type<PayoutRecipientKind>(),
    recipientLabel: text('recipient_label'),
    recipientRequisiteId: uuid('recipient_requisite_id'),
    recipientBik: text('recipient_bik'),
    recipientAccountNumber: text('recipient_account_number'),
    recipientCardEncrypted: text('recipient_card_encrypted'),
    recipientSbpPhone: text('recipient_sbp_phone'),
    recipientSbpBankId: text('recipient_sbp_bank_id'),
    /**
     * The bank's payment request, fixed when the payout is paid (lifecycle/bank-payment.ts): amount,
     * purpose and the recipient's name, ИНН and requisites as they were then — every send and resend is
     * the same request byte for byte, whatever is renamed later. A card travels as the ciphertext above.
     */
    bankRequest: jsonb('bank_request').$type<StoredBankRequest>(),
    /** The ledger HOLD reserving the money (ledger_operations.id). */
    holdId: uuid('hold_id'),
    heldAt: ts('held_at'),
    /** Why the payout was declined or failed, in Russian. */
    reason: text('reason'),
    repeatOf: uuid('repeat_of'),
    /** The company's login that created it (MY scope). */
    createdBy: uuid('created_by').references(() => accounts.id),
    bankState: text('bank_state').$type<PayoutBankState>().notNull().default('NOT_SENT'),
    /**
     * Until when the run that marked the payout SENT may still be calling the bank (set with SENT, cleared
     * when that run has the bank's answer). Another run finding a SENT payout before this leaves it to the
     * sender and tries later: asking the bank now would find nothing and send it a second time.
     */
    bankSendingUntil: ts('bank_sending_until'),
    /**
     * Set while a PENDING payout (held) is not to be sent: no execution job exists for it until it is
     * released (the act signed); null otherwise.
     */
    waitingFor: text('waiting_for').$type<PayoutWaitingFor>(),
    /** How many times the bank was asked about the payment (the poll's backoff). */
    bankPolls: integer('bank_polls').notNull().default(0),
    bankReference: text('bank_reference'),
    createdAt: ts('created_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('payouts_number').on(t.customerId, t.number),
    uniqueIndex('payouts_hold').on(t.holdId).where(sql`${t.holdId} is not null`),
    // One index per order of the company's list (live rows): newest first also serves oldest first backwards.
    index('payouts_list_added').on(t.customerId, t.kind, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('payouts_list_number').on(t.customerId, t.kind, t.number).where(sql`${t.deletedAt} is null`),
    index('payouts_list_amount').on(t.customerId, t.kind, t.amountKopecks, t.id).where(sql`${t.deletedAt} is null`),
    index('payouts_list_fio').on(t.customerId, t.kind, t.employeeFioKey, t.id).where(sql`${t.deletedAt} is null`),
    // A status filter (newest first) and its count: without it both read every live payout of the company.
    index('payouts_list_status')
      .on(t.customerId, t.kind, t.status, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // user/payouts: both kinds, newest first (by number: payouts_number), and MY scope of both kinds.
    index('payouts_list_all_added').on(t.customerId, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('payouts_list_all_mine').on(t.customerId, t.createdBy, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    // MY scope: the caller's own payouts, newest first.
    index('payouts_list_mine')
      .on(t.customerId, t.kind, t.createdBy, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The contractor's list and the sums per contractor (НДФЛ base, НПД cap, limits).
    index('payouts_employee').on(t.employeeId, t.createdAt, t.id),
    index('payouts_customer_employee').on(t.customerId, t.employeeId, t.heldAt),
    // Limits per day and month: the company's held payouts by time.
    index('payouts_customer_held').on(t.customerId, t.heldAt),
    // The nightly reconciliation: every company's payouts held, and paid, in a window.
    index('payouts_held').on(t.heldAt),
    index('payouts_paid').on(t.paidAt).where(sql`${t.paidAt} is not null`),
    // The reconciliation's and the sweep's view: payouts still in flight.
    index('payouts_pending').on(t.status, t.updatedAt).where(sql`${t.status} = 'PENDING'`),
    index().on(t.repeatOf),
    // Mass payouts: a registry row repeating a payout by the company's external id.
    index('payouts_external').on(t.customerId, t.externalId).where(sql`${t.externalId} is not null`),
    check('payouts_amount_positive', sql`${t.amountKopecks} > 0`),
    check(
      'payouts_net_adds_up',
      sql`${t.netKopecks} > 0 and ${t.ndflKopecks} >= 0 and ${t.netKopecks} + ${t.ndflKopecks} = ${t.amountKopecks}`,
    ),
    check('payouts_held_when_pending', sql`${t.status} in ('CREATED') or ${t.holdId} is not null`),
  ],
);

/**
 * How many live payouts each company has per kind, status and creator: kept by statement triggers on
 * payouts (migration 0021, one net change per statement), so the list's totalCount without a search,
 * contractor or period filter adds up a few rows instead of counting a million payouts (docs/performance.md).
 */
export const payoutCounts = pgTable(
  'payout_counts',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<PayoutKind>().notNull(),
    status: text('status').$type<PayoutStatus>().notNull(),
    createdBy: uuid('created_by'),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [unique('payout_counts_key').on(t.customerId, t.kind, t.status, t.createdBy).nullsNotDistinct()],
);

/** Files the company attached to a payout (a signed act, …); the bytes are stored files (ADR 008). */
export const payoutFiles = pgTable(
  'payout_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    addedBy: uuid('added_by').references(() => accounts.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index().on(t.payoutId), index().on(t.customerId)],
);

/**
 * Units of the services catalogue: the platform's own (customer_id null, seeded: услуга, час, шт.,
 * день, месяц) and a company's additions.
 */
export const serviceUnits = pgTable(
  'service_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    sortOrder: integer('sort_order').notNull().default(100),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index().on(t.customerId)],
);

/** The company's catalogue of what it pays for; a payout copies the name (the receipt's service). */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => serviceUnits.id),
    /** A usual price for one unit. */
    priceKopecks: bigint('price_kopecks', { mode: 'bigint' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index().on(t.customerId),
    uniqueIndex('services_live_name').on(t.customerId, t.name).where(sql`${t.deletedAt} is null`),
  ],
);

export type PayoutBankRegistryState = 'NEW' | 'CREATING' | 'SUBMITTING' | 'PAYING' | 'READING' | 'DONE' | 'FAILED';

/**
 * Payouts sent to the bank as one payment registry (DOMAIN §9.1; lifecycle/bank-registry/): the registry's
 * key at the bank is this row's id, its payments are `payout_ids` fixed when the row is made (the same
 * body on every resend), and `state` is the step reached — create, submit, pay (each with its
 * correlationId), then the read of the payments' statuses. `reference` names what it pays (a mass payout).
 */
export const payoutBankRegistries = pgTable(
  'payout_bank_registries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    reference: text('reference').notNull(),
    createType: text('create_type').$type<'IGNORE_ERRORS' | 'FAIL_ERRORS'>().notNull(),
    payoutIds: uuid('payout_ids').array().notNull(),
    state: text('state').$type<PayoutBankRegistryState>().notNull().default('NEW'),
    correlationId: text('correlation_id'),
    bankRegistryId: text('bank_registry_id'),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('payout_bank_registries_reference').on(t.reference)],
);
