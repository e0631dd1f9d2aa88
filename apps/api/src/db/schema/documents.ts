/**
 * Reference data of documents: the kinds of each document type (act, contract). Platform-wide, not
 * tenant data; seeded by migration with fixed ids so links to a kind survive reinstalls.
 */
import type {
  DocumentKind,
  DocumentSigners,
  DocumentSignOrder,
  DocumentStatus,
  TemplateField,
} from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, customers, employees } from './accounts.js';
import { foldedTextC, ts } from './columns.js';
import { storedFiles } from './files.js';
import { payouts } from './payouts.js';
import { documentSignatures } from './signatures.js';

export const documentSubkinds = pgTable('document_subkinds', {
  id: uuid('id').primaryKey(),
  type: text('type').$type<'act' | 'contract'>().notNull(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * Templates of acts and contracts (docs/decisions/documents.md): per document kind, with the fields a
 * document made from them carries (SPEC §3 field value types) and the text blocks its PDF prints, with
 * `{{field}}` placeholders. customer_id null: a platform template (seeded on every start by
 * db/seed/document-templates.ts); a company's own templates would carry its id.
 */
export const documentTemplates = pgTable(
  'document_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id),
    kind: text('kind').$type<DocumentKind>().notNull(),
    subkindId: uuid('subkind_id')
      .notNull()
      .references(() => documentSubkinds.id),
    name: text('name').notNull(),
    version: text('version').notNull(),
    fields: jsonb('fields').$type<TemplateField[]>().notNull(),
    body: jsonb('body').$type<TemplateBlock[]>().notNull(),
    signers: text('signers').$type<DocumentSigners>().notNull(),
    signOrder: text('sign_order').$type<DocumentSignOrder>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    archivedAt: ts('archived_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index().on(t.customerId)],
);

/** A block of a template's text: a heading, a paragraph or a numbered clause, the parties' requisites, the signatures. */
export type TemplateBlock =
  | { type: 'title' | 'subtitle' | 'heading' | 'paragraph' | 'clause'; text: string }
  | { type: 'list'; field: string }
  | { type: 'requisites' | 'signatures' };

export type DocumentFieldValues = Record<string, string | number | boolean | string[]>;

/**
 * An act or a contract between a company and its contractor. Status per SPEC §4; every change is one
 * transaction with the row locked (company → contractor → document, ADR 009). `company_signature_id` /
 * `employee_signature_id` point at the evidence of each side's signature (document_signatures).
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    /** The company's sequential number (unique per company), given under the company's lock. */
    number: integer('number').notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    subkindId: uuid('subkind_id')
      .notNull()
      .references(() => documentSubkinds.id),
    templateId: uuid('template_id').references(() => documentTemplates.id),
    /** Collation "C": the same NAME order on PGlite and any PostgreSQL locale. */
    title: foldedTextC('title').notNull(),
    date: date('date').notNull(),
    fieldValues: jsonb('field_values').$type<DocumentFieldValues>().notNull().default({}),
    status: text('status').$type<DocumentStatus>().notNull().default('DRAFT'),
    signers: text('signers').$type<DocumentSigners>().notNull(),
    signOrder: text('sign_order').$type<DocumentSignOrder>().notNull(),
    companySignatureId: uuid('company_signature_id').references(() => documentSignatures.id),
    employeeSignatureId: uuid('employee_signature_id').references(() => documentSignatures.id),
    /** Why it was rejected, terminated or failed (Russian). */
    reason: text('reason'),
    /** Several documents generated together: the batch the company follows. */
    generateBatchId: uuid('generate_batch_id'),
    /**
     * The bundle it was made in (document_bundles; no foreign key here: bundles.ts references documents, and the
     * bundle's row keeps the document's id under a foreign key of its own).
     */
    bundleId: uuid('bundle_id'),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    signedAt: ts('signed_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('documents_customer_number').on(t.customerId, t.number),
    index('documents_customer_created').on(t.customerId, t.createdAt, t.id),
    // The MY scope (issue 28): the documents this login made.
    index('documents_customer_mine').on(t.customerId, t.createdBy, t.createdAt, t.id),
    index('documents_customer_title').on(t.customerId, t.title, t.id),
    index('documents_employee_created').on(t.employeeId, t.createdAt, t.id),
    index('documents_generate_batch').on(t.generateBatchId).where(sql`${t.generateBatchId} is not null`),
    // A bundle's documents by status and number (its page's filters).
    index('documents_bundle').on(t.bundleId, t.status, t.number).where(sql`${t.bundleId} is not null`),
  ],
);

/** Files of a document: the PDF both sides sign (`main`) and appendices; generated or uploaded. */
export const documentAttachments = pgTable(
  'document_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    name: text('name').notNull(),
    origin: text('origin').$type<'GENERATED' | 'UPLOADED'>().notNull(),
    main: boolean('main').notNull().default(false),
    addedBy: uuid('added_by').references(() => accounts.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index().on(t.documentId),
    uniqueIndex('document_attachments_one_main').on(t.documentId).where(sql`${t.main} and ${t.deletedAt} is null`),
  ],
);

/** SPEC §7 document_link: a document tied to a payout of the same company. */
export const documentLinks = pgTable(
  'document_links',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.payoutId] }), index().on(t.payoutId)],
);
