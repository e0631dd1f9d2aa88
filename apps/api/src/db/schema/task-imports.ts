/**
 * Tasks from Excel (modules/tasks/import, docs/decisions/tasks.md «Import from Excel»): one row per upload —
 * the tasks' file of the company, or the contractors' file of one task — with its progress (SPEC §4 import
 * file statuses), every checked row and what was made of it. The uploaded bytes are in the file storage
 * under `file_key` (streamed there, never held whole); the error file is written from `rows` on request.
 */
import type { TaskImportKind } from '@vyplaty/contracts';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    rows: jsonb('rows').$type<StoredTaskImportRow[]>().notNull().default([]),
    errorMessage: text('error_message'),
    /** Tasks created, or contractors invited; null until then (create / invite run once). */
    appliedCount: integer('applied_count'),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index().on(t.customerId), index().on(t.taskId)],
);
