/**
 * Every stored file (uploads, generated PDFs, import reports). The bytes live in the file storage
 * (`lib/storage.ts`: a directory under DATA_DIR, or S3-compatible storage); this row says whose file
 * it is, what it is for and its checksum. Owner columns scope every read to one tenant.
 */
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { customers, employees } from './accounts.js';
import { ts } from './columns.js';

export type StoredFilePurpose =
  | 'AGREEMENT'
  | 'SIGNED_AGREEMENT'
  | 'TRUST_DOCUMENT'
  | 'TRUST_DOCUMENT_SIGNATURE'
  /** A responsible person's other document (kind USER / AGREEMENT_DOCUMENT). */
  | 'REPRESENTATIVE_DOCUMENT'
  | 'EMPLOYEE_IMPORT'
  | 'EMPLOYEE_IMPORT_REPORT'
  | 'EMPLOYEE_EXPORT'
  /** A file the company attached to a payout (a signed act, …). */
  | 'PAYOUT_FILE'
  /** An act's or a contract's PDF (generated or uploaded) and its appendices; readable by both sides. */
  | 'DOCUMENT_FILE'
  /** A payout's payment order (1C exchange file) as the company signed it with КЭП. */
  | 'PAYMENT_ORDER'
  /** A task's brief (the company's) or a contractor's result (modules/tasks task_files). */
  | 'TASK_FILE'
  /** A company's report (modules/reports), its акт сверки's .xlsx and its КЭП signature. */
  | 'REPORT';

export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Exactly the tenant(s) allowed to read it; both null = a platform file (offers, templates). */
    customerId: uuid('customer_id').references(() => customers.id),
    employeeId: uuid('employee_id').references(() => employees.id),
    purpose: text('purpose').$type<StoredFilePurpose>().notNull(),
    /** The name shown and offered on download (never used as a path). */
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** Key inside the storage: random, never derived from the name. */
    storageKey: text('storage_key').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index().on(t.customerId), index().on(t.employeeId)],
);
