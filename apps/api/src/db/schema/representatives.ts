/**
 * A company's responsible persons (representatives): people who act or sign for it under a power
 * of attorney (МЧД, DOMAIN.md §6.6) or are its contacts. Their documents (SPEC §3 representative
 * document kinds USER, TRUST_DOCUMENT, AGREEMENT_DOCUMENT) point at stored files.
 */
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { ts } from './columns.js';
import { storedFiles } from './files.js';

export const representatives = pgTable(
  'representatives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    patronymic: text('patronymic'),
    jobTitle: text('job_title').notNull(),
    email: text('email'),
    phone: text('phone'),
    inn: text('inn'),
    snils: text('snils'),
    /** NEW (no trust document), ACTIVE (valid trust document), EXPIRED, REVOKED. */
    status: text('status').$type<'NEW' | 'ACTIVE' | 'EXPIRED' | 'REVOKED'>().notNull().default('NEW'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index().on(t.customerId)],
);

export const representativeDocuments = pgTable(
  'representative_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    representativeId: uuid('representative_id')
      .notNull()
      .references(() => representatives.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<'USER' | 'TRUST_DOCUMENT' | 'AGREEMENT_DOCUMENT'>().notNull(),
    /** MCHD_XML (EMCHD_1 uploaded), PDF (scanned/uploaded), GENERATED (our trust-document PDF). */
    format: text('format').$type<'MCHD_XML' | 'PDF' | 'GENERATED'>().notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    signatureFileId: uuid('signature_file_id').references(() => storedFiles.id),
    /** From the МЧД: НомДовер, ДатаВыдДовер, СрокДейст, powers (codes and texts), principal ИНН. */
    number: text('number'),
    issuedOn: text('issued_on'),
    validUntil: text('valid_until'),
    details: jsonb('details'),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index().on(t.representativeId), index().on(t.customerId)],
);
