/**
 * Mass payouts (issue 25, docs/decisions/mass-payouts.md): a registry of payouts read from an Excel
 * template or a 1C client-bank file, one row per payout-to-be. The registry keeps its stored file, the
 * import's state and progress, the totals and (for the pay slice) the pay key and counts; each row keeps
 * its cells as written (for the error report), the fields read from them, its state and Russian reasons.
 * Money is bigint kopecks.
 */
import type { PayoutKind } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, customers, employees } from './accounts.js';
import { jsonbWithKopecks, ts } from './columns.js';
import { payouts } from './payouts.js';

export type MassPayoutStatus = 'DRAFT' | 'PROCESSING' | 'COMPLETED' | 'ERROR';
export type MassPayoutErrorMode = 'IGNORE_ERRORS' | 'FAIL_ERRORS';
/** TASKS: made by the portal from accepted tasks (its rows written at once, an .xlsx kept as the record). */
export type MassPayoutFileKind = 'TXT1C' | 'EXCEL' | 'TASKS';
export type MassPayoutImportStatus = 'NEW' | 'IN_PROGRESS' | 'ACTIVATED' | 'ERROR';
/** What the import job is doing: reading the file into rows, then checking them. */
export type MassPayoutImportPhase = 'READING' | 'VALIDATING' | 'DONE';
/** Once paid: PAYOUT_CREATED — the row became a payout (payout_id); FAILED — not paid, with its reasons. */
export type MassPayoutRowState = 'VALID' | 'INVALID' | 'DUPLICATE' | 'REMOVED' | 'PAYOUT_CREATED' | 'FAILED';
/** What paying the registry is doing (contracts' massPayoutPayPhaseSchema). */
export type MassPayoutPayPhase = 'CHECKING' | 'CREATING' | 'SENDING' | 'FOLLOWING' | 'DONE';
export type MassPayoutEvent =
  | 'CREATED'
  | 'IMPORTED'
  | 'IMPORT_FAILED'
  | 'VALIDATED'
  | 'ROWS_REMOVED'
  | 'DUPLICATES_CONFIRMED'
  | 'ERROR_MODE_SET'
  | 'DELETED'
  | 'PAY_STARTED'
  | 'PAY_REFUSED'
  | 'PAYOUTS_CREATED'
  | 'COMPLETED'
  | 'FAILED';

/** Each company's registry numbers («Реестр № N»): one row per company, bumped by an upsert. */
export const massPayoutCounters = pgTable('mass_payout_counters', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id),
  lastNumber: integer('last_number').notNull().default(0),
});

export const massPayouts = pgTable(
  'mass_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<PayoutKind>().notNull(),
    number: integer('number').notNull(),
    status: text('status').$type<MassPayoutStatus>().notNull().default('DRAFT'),
    errorMode: text('error_mode').$type<MassPayoutErrorMode>().notNull().default('FAIL_ERRORS'),
    /** The uploaded file as stored (lib/storage.ts key), its shown name, size, kind and SHA-256. */
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    fileKind: text('file_kind').$type<MassPayoutFileKind>().notNull(),
    sha256: text('sha256').notNull(),
    /** The file's column titles in their order, as the import met them (the error report's header). */
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    importStatus: text('import_status').$type<MassPayoutImportStatus>().notNull().default('NEW'),
    importPhase: text('import_phase').$type<MassPayoutImportPhase>().notNull().default('READING'),
    importError: text('import_error'),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsValid: integer('rows_valid').notNull().default(0),
    rowsInvalid: integer('rows_invalid').notNull().default(0),
    rowsDuplicate: integer('rows_duplicate').notNull().default(0),
    /** Of the rows that would be paid (VALID, and DUPLICATE once confirmed): gross, НДФЛ, net. */
    grossKopecks: bigint('gross_kopecks', { mode: 'bigint' }).notNull().default(sql`0`),
    ndflKopecks: bigint('ndfl_kopecks', { mode: 'bigint' }).notNull().default(sql`0`),
    netKopecks: bigint('net_kopecks', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The pay slice: the Idempotency-Key of «Оплатить», the registry's HOLD, counts of paid and failed rows. */
    payKey: text('pay_key'),
    holdId: uuid('hold_id'),
    rowsPaid: integer('rows_paid').notNull().default(0),
    rowsFailed: integer('rows_failed').notNull().default(0),
    /** Paying: the phase, its progress (rows done of total), the last row made a payout, why it was not paid. */
    payPhase: text('pay_phase').$type<MassPayoutPayPhase>(),
    payRowsTotal: integer('pay_rows_total').notNull().default(0),
    payRowsDone: integer('pay_rows_done').notNull().default(0),
    payCursor: integer('pay_cursor').notNull().default(0),
    payError: text('pay_error'),
    payStartedAt: ts('pay_started_at'),
    /** How «Оплатить» pays: the nominal account's bank, or the company's own payment orders (1C:DirectBank). */
    payChannel: text('pay_channel').$type<'NOMINAL_ACCOUNT' | 'OWN_ACCOUNT'>().notNull().default('NOMINAL_ACCOUNT'),
    /** Who pressed «Оплатить»: the pay job acts for them (the payouts' author). */
    paidBy: uuid('paid_by').references(() => accounts.id),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('mass_payouts_number').on(t.customerId, t.number),
    // The same file uploaded twice (a double click, two tabs, a retry) is the same registry.
    uniqueIndex('mass_payouts_file').on(t.customerId, t.sha256).where(sql`${t.deletedAt} is null`),
    uniqueIndex('mass_payouts_pay_key').on(t.customerId, t.payKey).where(sql`${t.payKey} is not null`),
    // The lists (newest first, keyset on (created_at, id)), with and without a status filter.
    index('mass_payouts_list').on(t.customerId, t.kind, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    // The MY scope (issue 28): the registries this login made, newest first.
    index('mass_payouts_list_mine')
      .on(t.customerId, t.kind, t.createdBy, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('mass_payouts_list_status')
      .on(t.customerId, t.kind, t.status, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    check('mass_payouts_progress', sql`${t.rowsDone} >= 0 and ${t.rowsTotal} >= 0`),
  ],
);

/** The fields of a row as read (registry-rows.ts RegistryRowFields), amounts as kopecks. */
export type StoredRegistryFields = {
  lastName: string;
  firstName: string;
  middleName: string | null;
  inn: string;
  contractorType: PayoutKind;
  phone: string | null;
  amountKopecks: bigint;
  serviceName: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  contractNumber: string | null;
  actDate: string | null;
  method: 'CARD' | 'ACCOUNT' | 'SBP' | null;
  cardNumber: string | null;
  accountNumber: string | null;
  bik: string | null;
  passport: string | null;
  snils: string | null;
  externalId: string | null;
  tags: string[];
};

export const massPayoutRows = pgTable(
  'mass_payout_rows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    massPayoutId: uuid('mass_payout_id')
      .notNull()
      .references(() => massPayouts.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The spreadsheet's row number (header is 1) or the 1C document's ordinal: unique in its registry. */
    rowNumber: integer('row_number').notNull(),
    /** The cells as written, by column title (the error report writes them back). */
    cells: jsonb('cells').$type<Record<string, string>>().notNull(),
    /** Null when the row could not be read (its reasons are in `errors`). */
    fields: jsonbWithKopecks<StoredRegistryFields | null>('fields'),
    /** Reasons found while reading the file (kept apart: validation may run again). */
    readErrors: text('read_errors').array().notNull().default(sql`'{}'::text[]`),
    employeeId: uuid('employee_id').references(() => employees.id),
    state: text('state').$type<MassPayoutRowState>().notNull().default('VALID'),
    /** Every Russian reason of the row: reading, the contractor, duplicates, the checklist. */
    errors: text('errors').array().notNull().default(sql`'{}'::text[]`),
    duplicateOfPayoutId: uuid('duplicate_of_payout_id').references(() => payouts.id),
    duplicateConfirmed: boolean('duplicate_confirmed').notNull().default(false),
    /** The pay slice: the payout made from this row. */
    payoutId: uuid('payout_id').references(() => payouts.id),
    externalId: text('external_id'),
    amountKopecks: bigint('amount_kopecks', { mode: 'bigint' }),
    ndflKopecks: bigint('ndfl_kopecks', { mode: 'bigint' }).notNull().default(sql`0`),
    netKopecks: bigint('net_kopecks', { mode: 'bigint' }),
  },
  (t) => [
    // A rerun of the import (a worker killed mid-file) inserts nothing twice; the row page's keyset.
    uniqueIndex('mass_payout_rows_number').on(t.massPayoutId, t.rowNumber),
    // The row page filtered by state, keyset on row_number.
    index('mass_payout_rows_state').on(t.massPayoutId, t.state, t.rowNumber),
    // Duplicates by the company's external id among its other registries.
    index('mass_payout_rows_external').on(t.customerId, t.externalId).where(sql`${t.externalId} is not null`),
    index('mass_payout_rows_payout').on(t.payoutId).where(sql`${t.payoutId} is not null`),
  ],
);

/** The registry's history (created, imported, validated, rows removed…), append-only like history_events. */
export const massPayoutEvents = pgTable(
  'mass_payout_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of writing (events of one transaction share their time). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    massPayoutId: uuid('mass_payout_id')
      .notNull()
      .references(() => massPayouts.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    event: text('event').$type<MassPayoutEvent>().notNull(),
    /** The company's login that acted; null when the import job did. */
    actorAccountId: uuid('actor_account_id').references(() => accounts.id),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: ts('occurred_at').notNull().defaultNow(),
  },
  (t) => [index('mass_payout_events_registry').on(t.massPayoutId, t.seq)],
);
