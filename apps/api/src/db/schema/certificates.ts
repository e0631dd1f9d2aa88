/**
 * The КЭП trust store and the users' certificates (DOMAIN.md §6.8; docs/decisions/signatures.md):
 * accredited CAs refreshed from a configured source, their CRLs fetched and cached, and the
 * certificates a company's user or a contractor registered, with a status a daily job keeps current.
 * Certificates and CRLs are kept as base64 DER: the verifier reads them back byte for byte.
 */
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, customers, employees } from './accounts.js';
import { ts } from './columns.js';
import { representatives } from './representatives.js';

export type CertificateStatus = 'CREATED' | 'ACTIVE' | 'EXPIRED' | 'REVOCATED';

/** An accredited CA's key certificate (one row per certificate: a CA has several keys over the years). */
export const certificateAuthorities = pgTable(
  'certificate_authorities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** SHA-1 of the DER, upper case: the TSL's «Отпечаток». */
    thumbprint: text('thumbprint').notNull(),
    subject: text('subject').notNull(),
    serialNumber: text('serial_number').notNull(),
    der: text('der').notNull(),
    validFrom: ts('valid_from').notNull(),
    validTo: ts('valid_to').notNull(),
    /** The TSL's «СтатусАккредитации»: only ACTIVE («Действует») roots are trusted. */
    accreditation: text('accreditation').$type<'ACTIVE' | 'TERMINATED'>().notNull(),
    crlUrls: jsonb('crl_urls').$type<string[]>().notNull().default([]),
    /** The GOST test CA of the fixtures: trusted only while the configuration allows it. */
    isTest: boolean('is_test').notNull().default(false),
    source: text('source').notNull(),
    refreshedAt: ts('refreshed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificate_authorities_thumbprint').on(t.thumbprint)],
);

/** The newest CRL of one CA, verified with the CA's key before it is kept. */
export const certificateCrls = pgTable(
  'certificate_crls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorityId: uuid('authority_id')
      .notNull()
      .references(() => certificateAuthorities.id),
    der: text('der').notNull(),
    thisUpdate: ts('this_update').notNull(),
    nextUpdate: ts('next_update'),
    revokedCount: integer('revoked_count').notNull().default(0),
    sourceUrl: text('source_url'),
    fetchedAt: ts('fetched_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificate_crls_authority').on(t.authorityId)],
);

/** A certificate a user registered (DER or PEM) to sign with КЭП. */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    customerId: uuid('customer_id').references(() => customers.id),
    employeeId: uuid('employee_id').references(() => employees.id),
    /** A company's responsible person whose certificate it is (registered by the company). */
    representativeId: uuid('representative_id').references(() => representatives.id),
    /** The name the user gave it (PUT certificate/{id}). */
    name: text('name'),
    der: text('der').notNull(),
    thumbprint: text('thumbprint').notNull(),
    serialNumber: text('serial_number').notNull(),
    owner: text('owner').notNull(),
    inn: text('inn'),
    innCompany: text('inn_company'),
    snils: text('snils'),
    ogrn: text('ogrn'),
    issuer: text('issuer').notNull(),
    validFrom: ts('valid_from').notNull(),
    validTo: ts('valid_to').notNull(),
    status: text('status').$type<CertificateStatus>().notNull().default('CREATED'),
    /** Why the status is what it is (Russian), from the last check. */
    statusReason: text('status_reason'),
    checkedAt: ts('checked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('certificates_account_thumbprint').on(t.accountId, t.thumbprint),
    index('certificates_customer').on(t.customerId),
    index('certificates_employee').on(t.employeeId),
    index('certificates_representative').on(t.representativeId),
  ],
);
