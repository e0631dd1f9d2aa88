/**
 * SQL of a bundle's download, act, terminate and PDFs made again (read-only joins over documents, as
 * bundles.repo.ts: documents change only through modules/documents). Every read is scoped by the company.
 */
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  customers,
  documentAttachments,
  documentBundleRows,
  documentSignatures,
  documents,
  employees,
} from '../../db/schema/index.js';

const companySignature = alias(documentSignatures, 'company_signature');
const contractorSignature = alias(documentSignatures, 'contractor_signature');
const ofBundle = (customerId: string, bundleId: string) =>
  and(eq(documents.customerId, customerId), eq(documents.bundleId, bundleId), isNull(documents.deletedAt));

/** The bundle's live documents by number, with what the register and the act print. */
export async function selectBundleRegister(
  db: Db,
  customerId: string,
  bundleId: string,
  window: { limit: number; offset: number },
) {
  return db
    .select({
      id: documents.id,
      number: documents.number,
      date: documents.date,
      title: documents.title,
      status: documents.status,
      fieldValues: documents.fieldValues,
      lastName: employees.lastName,
      firstName: employees.firstName,
      patronymic: employees.patronymic,
      inn: employees.inn,
      companySignedAt: companySignature.signedAt,
      companySigner: companySignature.signerName,
      contractorSignedAt: contractorSignature.signedAt,
      contractorSigner: contractorSignature.signerName,
      rowNumber: documentBundleRows.rowNumber,
    })
    .from(documents)
    .innerJoin(employees, eq(employees.id, documents.employeeId))
    .leftJoin(companySignature, eq(companySignature.id, documents.companySignatureId))
    .leftJoin(contractorSignature, eq(contractorSignature.id, documents.employeeSignatureId))
    .leftJoin(documentBundleRows, eq(documentBundleRows.documentId, documents.id))
    .where(ofBundle(customerId, bundleId))
    .orderBy(asc(documents.number))
    .limit(window.limit)
    .offset(window.offset);
}
export type BundleRegisterRow = Awaited<ReturnType<typeof selectBundleRegister>>[number];

export async function countBundleDocuments(db: Db, customerId: string, bundleId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(ofBundle(customerId, bundleId));
  return row?.n ?? 0;
}

export async function selectCompany(db: Db, customerId: string) {
  const [row] = await db
    .select({ name: customers.organisationName, inn: customers.inn })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

const TERMINABLE = ['AWAIT_SIGN', 'AWAIT_SIGN_USER', 'AWAIT_SIGN_EMPLOYEE', 'SIGNED'] as const;

/** The bundle's documents that can be terminated, by number, and how many there are in all. */
export async function selectTerminable(db: Db, customerId: string, bundleId: string, limit: number) {
  const where = and(ofBundle(customerId, bundleId), inArray(documents.status, [...TERMINABLE]));
  const rows = await db
    .select({ id: documents.id, number: documents.number, bundleId: documents.bundleId })
    .from(documents)
    .where(where)
    .orderBy(asc(documents.number))
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(documents).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function countTerminable(db: Db, customerId: string, bundleId: string): Promise<number> {
  return (await selectTerminable(db, customerId, bundleId, 0)).total;
}

/** The company's live documents of these ids (whichever bundle): the caller tells the bundle's from the others. */
export async function selectCompanyDocuments(db: Db, customerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: documents.id, number: documents.number, bundleId: documents.bundleId })
    .from(documents)
    .where(and(eq(documents.customerId, customerId), inArray(documents.id, ids), isNull(documents.deletedAt)));
}

const hasMainFile = sql`exists (select 1 from ${documentAttachments} a where a.document_id = ${documents.id}
  and a.main and a.deleted_at is null)`;

/** The bundle's template documents whose PDF is to be made again: in ERROR, or a draft without a main file. */
export async function selectWithoutFiles(db: Db, customerId: string, bundleId: string, limit: number) {
  const where = and(
    ofBundle(customerId, bundleId),
    sql`${documents.templateId} is not null`,
    or(eq(documents.status, 'ERROR'), and(eq(documents.status, 'DRAFT'), sql`not ${hasMainFile}`)),
  );
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(where)
    .orderBy(asc(documents.number))
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(documents).where(where);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}
