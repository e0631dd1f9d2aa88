/**
 * Invitations of contractors by a company (SPEC §4 invite DRAFT → PUBLISH / REJECT) and the people
 * each one addresses (invite actions INVITE → CONFIRM / CANCEL). The public link carries a random
 * token; only its hash is stored.
 */
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers, employees } from './accounts.js';
import { ts } from './columns.js';

export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status').$type<'DRAFT' | 'PUBLISH' | 'REJECT'>().notNull().default('DRAFT'),
    kind: text('kind').$type<'INDIVIDUAL_PERSON' | 'INDIVIDUAL_ENTREPRENEUR'>().notNull(),
    taxRegime: text('tax_regime').notNull(),
    comment: text('comment'),
    /** SHA-256 of the link token (the token itself is only in the link). */
    linkTokenHash: text('link_token_hash').notNull().unique(),
    /**
     * The token sealed with the field cipher (AES-256-GCM, context = invite id), so the owner can copy
     * the link again (invite GET); lookups by token use the hash only.
     */
    linkTokenCipher: text('link_token_cipher'),
    createdAt: ts('created_at').notNull().defaultNow(),
    publishedAt: ts('published_at'),
    rejectedAt: ts('rejected_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index().on(t.customerId)],
);

export const inviteEmployees = pgTable(
  'invite_employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inviteId: uuid('invite_id')
      .notNull()
      .references(() => invites.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    phone: text('phone'),
    inn: text('inn'),
    lastName: text('last_name'),
    firstName: text('first_name'),
    patronymic: text('patronymic'),
    action: text('action').$type<'INVITE' | 'CANCEL' | 'CONFIRM'>().notNull().default('INVITE'),
    /** Set when a contractor accepted (CONFIRM). */
    employeeId: uuid('employee_id').references(() => employees.id),
    smsCount: integer('sms_count').notNull().default(0),
    lastSmsAt: ts('last_sms_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index().on(t.inviteId),
    index().on(t.customerId),
    uniqueIndex('invite_employees_phone').on(t.inviteId, t.phone),
  ],
);

/** An .xlsx import of employees (SPEC §4 import file statuses); each accepted row becomes an invite. */
export const employeeImports = pgTable(
  'employee_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    fileId: uuid('file_id').notNull(),
    status: text('status').$type<'NEW' | 'IN_PROGRESS' | 'ACTIVATED' | 'ERROR'>().notNull().default('NEW'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    /** The job's resume point: the sheet row number of the last row it handled. */
    processedUpToRow: integer('processed_up_to_row').notNull().default(0),
    acceptedRows: integer('accepted_rows').notNull().default(0),
    rejectedRows: integer('rejected_rows').notNull().default(0),
    /** The uploaded file with an «Ошибка» column filled for every rejected row. */
    reportFileId: uuid('report_file_id'),
    errorMessage: text('error_message'),
    /** The validation's rejected rows, `{ row, ok: false, error }[]`, shown until the report is downloaded. */
    rowErrors: jsonb('row_errors').$type<{ row: number; ok: false; error: string }[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index().on(t.customerId)],
);
