/**
 * SQL of a bundle's payouts (bundle-payouts.service.ts): the bundle's acts with their contractors, and which of them
 * are already being paid — a row of a live registry with the act's external id (`bundle-act:<id>`), or a payout
 * linked to the act that has not failed.
 */
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentLinks, documents, employees, massPayoutRows, massPayouts, payouts } from '../../db/schema/index.js';

/** The bundle's live documents with what a payout of each needs. */
export async function selectBundleActs(db: Db, customerId: string, bundleId: string) {
  return db
    .select({
      id: documents.id,
      number: documents.number,
      date: documents.date,
      status: documents.status,
      companySigned: sql<boolean>`${documents.companySignatureId} is not null`,
      contractorSigned: sql<boolean>`${documents.employeeSignatureId} is not null`,
      fieldValues: documents.fieldValues,
      employee: {
        id: employees.id,
        lastName: employees.lastName,
        firstName: employees.firstName,
        patronymic: employees.patronymic,
        inn: employees.inn,
        phone: employees.phone,
      },
    })
    .from(documents)
    .innerJoin(employees, eq(employees.id, documents.employeeId))
    .where(and(eq(documents.customerId, customerId), eq(documents.bundleId, bundleId), isNull(documents.deletedAt)))
    .orderBy(documents.number);
}

export type BundleAct = Awaited<ReturnType<typeof selectBundleActs>>[number];

/**
 * The registry each of these external ids stands in and may still be paid from: not deleted, and either not paid
 * yet (DRAFT, PROCESSING: a row not removed, invalid or failed) or its row's payout has not failed.
 */
export async function selectLiveRegistryRows(
  db: Db,
  customerId: string,
  externalIds: string[],
): Promise<Map<string, number>> {
  if (externalIds.length === 0) return new Map();
  const rows = await db
    .select({ externalId: massPayoutRows.externalId, number: massPayouts.number })
    .from(massPayoutRows)
    .innerJoin(massPayouts, eq(massPayouts.id, massPayoutRows.massPayoutId))
    .leftJoin(payouts, eq(payouts.id, massPayoutRows.payoutId))
    .where(
      and(
        eq(massPayoutRows.customerId, customerId),
        inArray(massPayoutRows.externalId, externalIds),
        isNull(massPayouts.deletedAt),
        notInArray(massPayoutRows.state, ['REMOVED', 'INVALID', 'FAILED']),
        sql`(${payouts.id} is null or ${payouts.status} not in ('DECLINED', 'ERROR'))`,
      ),
    );
  return new Map(rows.map((r) => [r.externalId!, r.number]));
}

/** The payout already linked to each of these acts that has not failed (its number). */
export async function selectLivePayoutsOfActs(db: Db, actIds: string[]): Promise<Map<string, number>> {
  if (actIds.length === 0) return new Map();
  const rows = await db
    .select({ documentId: documentLinks.documentId, number: payouts.number })
    .from(documentLinks)
    .innerJoin(payouts, eq(payouts.id, documentLinks.payoutId))
    .where(and(inArray(documentLinks.documentId, actIds), notInArray(payouts.status, ['DECLINED', 'ERROR'])));
  return new Map(rows.map((r) => [r.documentId, r.number]));
}
