/**
 * The company's long-running work (modules/processes, docs/decisions/processes.md): one row per contractor
 * import, document generation batch, registry import or registry payment, written by the module doing the
 * work in the same transactions as its own progress, read by /processes.
 */
import type { ProcessKind, ProcessStatus } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, customers } from './accounts.js';
import { ts } from './columns.js';

export const processes = pgTable(
  'processes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<ProcessKind>().notNull(),
    /** The import's, batch's or registry's id (a batch has no row of its own: its documents carry the id). */
    subjectId: uuid('subject_id').notNull(),
    /** Russian, e.g. «Загрузка исполнителей из файла „file.xlsx“». */
    title: text('title').notNull(),
    status: text('status').$type<ProcessStatus>().notNull().default('NEW'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** The account that started it; null when the platform did. */
    startedBy: uuid('started_by').references(() => accounts.id),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at'),
    errorText: text('error_text'),
    /** The portal's page of the result (an app route). */
    resultPath: text('result_path'),
    /** The API path of the error file. */
    errorFilePath: text('error_file_path'),
  },
  (t) => [
    uniqueIndex('processes_subject').on(t.kind, t.subjectId),
    // The list, newest first (ORDER BY started_at DESC, id DESC: nulls first, as these are written), and its
    // keyset seek `(started_at, id) < (…)`; with a status filter the second one.
    index('processes_list').on(t.customerId, sql`${t.startedAt} desc`, sql`${t.id} desc`),
    index('processes_list_status').on(t.customerId, t.status, sql`${t.startedAt} desc`, sql`${t.id} desc`),
  ],
);
