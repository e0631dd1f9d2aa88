/**
 * Document bundles (issue 27, docs/decisions/bundles.md): a named set of documents of one template for many
 * contractors, made by hand or from an imported .xlsx whose columns fill the template's fields. The bundle keeps its
 * status (SPEC §4 bundle import: NEW → AWAIT_GENERATE_DOCUMENTS → PROCESSING → COMPLETED_SUCCESS | COMPLETED_ERRORS),
 * the import's and the generation's progress and the reminder settings; each row keeps its cells as written, the
 * contractor found, the checked field values, its Russian reasons and the document made from it.
 */

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, customers, employees } from './accounts.js';
import { ts } from './columns.js';
import type { DocumentFieldValues } from './documents.js';
import { documents, documentTemplates } from './documents.js';
import { storedFiles } from './files.js';

export type BundleStatus = 'NEW' | 'AWAIT_GENERATE_DOCUMENTS' | 'PROCESSING' | 'COMPLETED_SUCCESS' | 'COMPLETED_ERRORS';
/** The imported file's check: none yet, reading and checking its rows, done, or the file refused (its reason). */
export type BundleImportState = 'NONE' | 'VALIDATING' | 'DONE' | 'ERROR';
export type BundleRowState = 'VALID' | 'INVALID' | 'REMOVED' | 'GENERATED' | 'FAILED';

/** Each company's bundle numbers («Пакет № N»): one row per company, bumped by an upsert. */
export const bundleCounters = pgTable('bundle_counters', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id),
  lastNumber: integer('last_number').notNull().default(0),
});

export const documentBundles = pgTable(
  'document_bundles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => documentTemplates.id),
    status: text('status').$type<BundleStatus>().notNull().default('NEW'),
    /** The imported file (stored_files), its check's state, progress and the file's reason when refused. */
    importFileId: uuid('import_file_id').references(() => storedFiles.id),
    importState: text('import_state').$type<BundleImportState>().notNull().default('NONE'),
    importError: text('import_error'),
    /** The file's column titles in order (the error report's header). */
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsValid: integer('rows_valid').notNull().default(0),
    rowsInvalid: integer('rows_invalid').notNull().default(0),
    /** Generation: rows to make documents of, made, failed (with the row's reason). */
    generateTotal: integer('generate_total').notNull().default(0),
    generateDone: integer('generate_done').notNull().default(0),
    generateFailed: integer('generate_failed').notNull().default(0),
    /** Reminders to contractors who have not signed: every N hours, at most M times, not after the expiry. */
    reminderIntervalHours: integer('reminder_interval_hours'),
    reminderMax: integer('reminder_max'),
    expiresAt: ts('expires_at'),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    generatedAt: ts('generated_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('document_bundles_number').on(t.customerId, t.number),
    index('document_bundles_list').on(t.customerId, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    // The MY scope (issue 28): the bundles this login made.
    index('document_bundles_list_mine')
      .on(t.customerId, t.createdBy, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    check('document_bundles_progress', sql`${t.rowsDone} >= 0 and ${t.generateDone} >= 0`),
    check(
      'document_bundles_reminders',
      sql`${t.reminderIntervalHours} is null or (${t.reminderIntervalHours} between 1 and 720 and ${t.reminderMax} between 1 and 30)`,
    ),
  ],
);

export const documentBundleRows = pgTable(
  'document_bundle_rows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bundleId: uuid('bundle_id')
      .notNull()
      .references(() => documentBundles.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The sheet's row number (header is 1), or the order of a contractor chosen by hand. */
    rowNumber: integer('row_number').notNull(),
    /** The cells as written, by column title (empty for a row chosen by hand). */
    cells: jsonb('cells').$type<Record<string, string>>().notNull().default({}),
    employeeId: uuid('employee_id').references(() => employees.id),
    /** The template's fields as checked (money as «15000.00», dates ГГГГ-ММ-ДД). */
    fieldValues: jsonb('field_values').$type<DocumentFieldValues>().notNull().default({}),
    state: text('state').$type<BundleRowState>().notNull().default('VALID'),
    errors: text('errors').array().notNull().default(sql`'{}'::text[]`),
    /** The document made from this row (once: unique). */
    documentId: uuid('document_id').references(() => documents.id),
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastRemindedAt: ts('last_reminded_at'),
  },
  (t) => [
    uniqueIndex('document_bundle_rows_number').on(t.bundleId, t.rowNumber),
    uniqueIndex('document_bundle_rows_document').on(t.documentId),
    index('document_bundle_rows_state').on(t.bundleId, t.state, t.rowNumber),
    index('document_bundle_rows_employee').on(t.employeeId, t.bundleId),
  ],
);
