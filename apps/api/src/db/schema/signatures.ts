/**
 * Platform agreements and the simple electronic signature (ПЭП, SELF_NEP; DOMAIN.md §6.7).
 * An agreement is a document the platform gives a customer or contractor to accept or sign (ПЭП
 * agreement, electronic document-flow agreement, nominal account agreement). The ПЭП key of an
 * account is issued once the ПЭП agreement is confirmed by a one-time code; every document signed
 * with it gets an evidence record.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, customers, employees } from './accounts.js';
import { ts } from './columns.js';
import { storedFiles } from './files.js';

export type AgreementKind = 'SELF_NEP' | 'EDO' | 'NOMINAL_ACCOUNT';

export const agreements = pgTable(
  'agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id),
    employeeId: uuid('employee_id').references(() => employees.id),
    kind: text('kind').$type<AgreementKind>().notNull(),
    title: text('title').notNull(),
    /** Version of the platform's text the document was generated from. */
    version: text('version').notNull(),
    status: text('status').$type<'AWAIT_SIGN' | 'SIGNED'>().notNull().default('AWAIT_SIGN'),
    /** The generated PDF, and after signing the PDF with the signature sheet. */
    fileId: uuid('file_id').references(() => storedFiles.id),
    signedFileId: uuid('signed_file_id').references(() => storedFiles.id),
    signedAt: ts('signed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index().on(t.customerId), index().on(t.employeeId)],
);

/** The ПЭП of one account: issued after the ПЭП agreement is confirmed with a code. */
export const selfNepKeys = pgTable(
  'self_nep_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    customerId: uuid('customer_id').references(() => customers.id),
    employeeId: uuid('employee_id').references(() => employees.id),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id),
    /** Where signing codes go: SMS to the phone or a letter to the e-mail, masked for display. */
    channel: text('channel').$type<'SMS' | 'EMAIL'>().notNull(),
    destinationMasked: text('destination_masked').notNull(),
    status: text('status').$type<'ACTIVE' | 'REVOKED'>().notNull().default('ACTIVE'),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('self_nep_keys_one_active').on(t.accountId).where(sql`${t.status} = 'ACTIVE'`)],
);

/** One-time codes that confirm a ПЭП issuance or a signature, bound to the document's hash. */
export const signatureCodes = pgTable(
  'signature_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    purpose: text('purpose').$type<'ISSUE_SELF_NEP' | 'SIGN'>().notNull(),
    /** What is being confirmed, e.g. ('AGREEMENT', agreement id). */
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    documentSha256: text('document_sha256').notNull(),
    channel: text('channel').$type<'SMS' | 'EMAIL'>().notNull(),
    destinationMasked: text('destination_masked').notNull(),
    /** HMAC of the code, as for login codes. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index().on(t.accountId, t.subjectType, t.subjectId)],
);

/** Evidence record of one signature (DOMAIN.md §6.7), printed on the signature sheet. */
export const documentSignatures = pgTable(
  'document_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').$type<'KEP' | 'UKEP_GOSKEY' | 'UNEP_GOSKEY' | 'SELF_NEP'>().notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    selfNepKeyId: uuid('self_nep_key_id').references(() => selfNepKeys.id),
    /** Hashes of the exact bytes signed: SHA-256 and GOST R 34.11-2012 256 (Streebog), hex. */
    documentSha256: text('document_sha256').notNull(),
    documentStreebog256: text('document_streebog256').notNull(),
    signerName: text('signer_name').notNull(),
    channel: text('channel').$type<'SMS' | 'EMAIL'>(),
    destinationMasked: text('destination_masked'),
    codeHash: text('code_hash'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** КЭП: the detached CAdES-BES as sent (base64 DER), and every verification step's result. */
    signatureCms: text('signature_cms'),
    verification: jsonb('verification'),
    certificateThumbprint: text('certificate_thumbprint'),
    signedAt: ts('signed_at').notNull().defaultNow(),
  },
  (t) => [index().on(t.subjectType, t.subjectId), index().on(t.accountId)],
);
