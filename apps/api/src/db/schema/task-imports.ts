/**
 * Tasks from Excel (modules/tasks/import, docs/decisions/tasks.md «Import from Excel»): one row per upload —
 * the tasks' file of the company, or the contractors' file of one task — with its progress (SPEC §4 import
 * file statuses) and counts; its checked rows are `task_import_rows` (one row each, written in batches, so a
 * 10,000-row file is never one jsonb value). The uploaded bytes are in the file storage under `file_key`
 * (streamed there, never held whole); the error file is streamed from `task_import_rows` on request.
 */
import type { TaskImportKind } from '@vyplaty/contracts';
import { boolean, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts, customers } from './accounts.js';
import { ts } from './columns.js';

/** A checked row as stored: the cells as read, the reasons, and what create / invite needs. */
export type StoredTaskImportRow = {
  row: number;
  cells: Record<string, string>;
  errors: string[];
  title: string;
  /** TASKS: the task's input as the contract's `taskInputSchema` reads it (strings). */
  input?: Record<string, string | null>;
  /** CONTRACTORS: the company's contractor found, or a phone not yet the company's. */
  employeeId?: string;
  phone?: string;
};

export const taskImports = pgTable(
  'task_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<TaskImportKind>().notNull(),
    /** No foreign key: a draft task may be deleted with its imports kept for the record. */
    taskId: uuid('task_id'),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    status: text('status').$type<'NEW' | 'IN_PROGRESS' | 'ACTIVATED' | 'ERROR'>().notNull().default('NEW'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    validRows: integer('valid_rows').notNull().default(0),
    invalidRows: integer('invalid_rows').notNull().default(0),
    errorMessage: text('error_message'),
    /** Tasks created, or contractors invited; null until then (create / invite run once). */
    appliedCount: integer('applied_count'),
    /** The end of create / invite (its job); null while it runs or before it. */
    appliedAt: ts('applied_at'),
    /** Who asked for create / invite (the create job acts as them). */
    appliedBy: uuid('applied_by').references(() => accounts.id),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index().on(t.customerId), index().on(t.taskId)],
);

/**
 * One checked row of an import: the cells as read, the reasons, what create / invite needs, and — once
 * create has reached it — `applied_at` (with the task made, or null when the tasks module refused the row),
 * so a create job resumed after a crash makes each task once.
 */
export const taskImportRows = pgTable(
  'task_import_rows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: uuid('import_id')
      .notNull()
      .references(() => taskImports.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    row: integer('row').notNull(),
    cells: jsonb('cells').$type<Record<string, string>>().notNull(),
    errors: jsonb('errors').$type<string[]>().notNull(),
    title: text('title').notNull(),
    /** TASKS: the task's input; CONTRACTORS: { employeeId } or { phone }. */
    data: jsonb('data').$type<Pick<StoredTaskImportRow, 'input' | 'employeeId' | 'phone'>>().notNull(),
    valid: boolean('valid').notNull(),
    appliedAt: ts('applied_at'),
    /** The DRAFT task made of the row (no foreign key: a draft may be deleted). */
    taskId: uuid('task_id'),
  },
  (t) => [unique().on(t.importId, t.row), index().on(t.customerId)],
);
