/**
 * SQL of the company's closing documents of a period (issue 28, the report «Закрывающие документы за период»):
 * acts and contracts signed by both sides (status SIGNED) whose signing ended in the period, by that time, scoped
 * by the company, read page by page (keyset on signed_at and id).
 */
import { and, asc, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  documentSignatures,
  documentSubkinds,
  documents,
  documentTemplates,
  employees,
} from '../../db/schema/index.js';

export type Period = { from: Date; to: Date };
export type ClosingCursor = { at: Date; id: string };

const companySignature = alias(documentSignatures, 'company_signature');
const contractorSignature = alias(documentSignatures, 'contractor_signature');

/** The keyset's time to the millisecond a JS Date keeps, so a cursor taken from a row matches that row exactly. */
const signedMs = sql`date_trunc('milliseconds', ${documents.signedAt})`;

const ofPeriod = (customerId: string, period: Period) =>
  and(
    eq(documents.customerId, customerId),
    eq(documents.status, 'SIGNED'),
    isNull(documents.deletedAt),
    gte(documents.signedAt, period.from),
    lt(documents.signedAt, period.to),
  );

export async function countClosingDocuments(db: Db, customerId: string, period: Period): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(ofPeriod(customerId, period));
  return row?.n ?? 0;
}

export async function selectClosingDocuments(
  db: Db,
  customerId: string,
  period: Period,
  after: ClosingCursor | null,
  limit: number,
) {
  return db
    .select({
      id: documents.id,
      number: documents.number,
      date: documents.date,
      kind: documents.kind,
      subkind: documentSubkinds.name,
      title: documents.title,
      fieldValues: documents.fieldValues,
      templateFields: documentTemplates.fields,
      signedAt: documents.signedAt,
      lastName: employees.lastName,
      firstName: employees.firstName,
      patronymic: employees.patronymic,
      inn: employees.inn,
      companySignedAt: companySignature.signedAt,
      companySigner: companySignature.signerName,
      contractorSignedAt: contractorSignature.signedAt,
      contractorSigner: contractorSignature.signerName,
    })
    .from(documents)
    .innerJoin(employees, eq(employees.id, documents.employeeId))
    .innerJoin(documentSubkinds, eq(documentSubkinds.id, documents.subkindId))
    .leftJoin(documentTemplates, eq(documentTemplates.id, documents.templateId))
    .leftJoin(companySignature, eq(companySignature.id, documents.companySignatureId))
    .leftJoin(contractorSignature, eq(contractorSignature.id, documents.employeeSignatureId))
    .where(
      and(
        ofPeriod(customerId, period),
        after
          ? sql`(${signedMs}, ${documents.id}) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(signedMs), asc(documents.id))
    .limit(limit);
}
