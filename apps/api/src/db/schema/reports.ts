/**
 * The company's reports for a period (issue 28, modules/reports): ordered on /profile/documents/reports,
 * built by a job with progress (a row of /processes of kind REPORT), kept as stored files and listed.
 */
import type { ReportKind, ReportStatus } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts, customers } from './accounts.js';
import { ts } from './columns.js';
import { storedFiles } from './files.js';

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<ReportKind>().notNull(),
    /** The period, both days included (Moscow calendar days). */
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    status: text('status').$type<ReportStatus>().notNull().default('NEW'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** The report itself: an .xlsx, a .zip (with its .xlsx register inside) or the акт сверки's PDF. */
    fileId: uuid('file_id').references(() => storedFiles.id),
    /** The акт сверки's .xlsx beside its PDF; null for the others. */
    extraFileId: uuid('extra_file_id').references(() => storedFiles.id),
    /** The company's КЭП over the акт сверки's PDF (a detached CAdES), when signed. */
    signatureFileId: uuid('signature_file_id').references(() => storedFiles.id),
    signedAt: ts('signed_at'),
    signedBy: uuid('signed_by').references(() => accounts.id),
    errorText: text('error_text'),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    // The list, newest first, and its MY scope.
    index('reports_list').on(t.customerId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('reports_list_mine').on(t.customerId, t.createdBy, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    check('reports_period', sql`${t.periodFrom} <= ${t.periodTo}`),
  ],
);
