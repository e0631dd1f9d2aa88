/**
 * SQL of bundle signing (issue 27 slice 2): the contractor's envelopes (bundles with documents sent to them), the
 * reminders due (rows whose document awaits the contractor), their rows locked to count a reminder once, and the
 * bundles whose every document is signed but not yet told. Documents are only read here (joins); the company's
 * and contractor's ids scope every read a person makes; the job's reads span companies.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers, documentBundleRows, documentBundles, documents, historyEvents } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

/** Sent to the contractor: not the company's drafts or errors. */
const visibleToContractor = sql`${documents.status} not in ('DRAFT', 'AWAIT_GENERATE_ATTACHMENTS', 'ERROR')`;
/** Its contractor's signature is awaited now. */
const awaitsContractor = sql`(${documents.status} = 'AWAIT_SIGN_EMPLOYEE' or (${documents.status} = 'AWAIT_SIGN' and ${documents.employeeSignatureId} is null and ${documents.signers} in ('BOTH', 'CONTRACTOR')))`;

export type EnvelopeRow = {
  id: string;
  number: number;
  name: string;
  customerId: string;
  companyName: string;
  expiresAt: Date | null;
  documents: number;
  awaiting: number;
  signed: number;
};

const envelopeColumns = {
  id: documentBundles.id,
  number: documentBundles.number,
  name: documentBundles.name,
  customerId: documentBundles.customerId,
  companyName: customers.organisationName,
  expiresAt: documentBundles.expiresAt,
  documents: sql<number>`count(*)::int`,
  awaiting: sql<number>`(count(*) filter (where ${awaitsContractor}))::int`,
  signed: sql<number>`(count(*) filter (where ${documents.employeeSignatureId} is not null))::int`,
};

/** The contractor's envelopes (one bundle given, or all, newest first). */
export async function selectEnvelopes(db: Db, employeeId: string, bundleId?: string): Promise<EnvelopeRow[]> {
  return db
    .select(envelopeColumns)
    .from(documents)
    .innerJoin(documentBundles, eq(documentBundles.id, documents.bundleId))
    .innerJoin(customers, eq(customers.id, documentBundles.customerId))
    .where(
      and(
        eq(documents.employeeId, employeeId),
        isNull(documents.deletedAt),
        isNull(documentBundles.deletedAt),
        visibleToContractor,
        bundleId ? eq(documentBundles.id, bundleId) : undefined,
      ),
    )
    .groupBy(documentBundles.id, customers.organisationName)
    .orderBy(sql`${documentBundles.createdAt} desc`, asc(documentBundles.id));
}

export type DueReminder = {
  rowId: string;
  bundleId: string;
  bundleName: string;
  customerId: string;
  employeeId: string;
  documentId: string;
};

/** The reminder is due: reminders set, under the cap, before the expiry, the interval passed since the last one. */
const dueAt = (now: Date) =>
  and(
    isNull(documentBundles.deletedAt),
    isNotNull(documentBundles.reminderIntervalHours),
    lt(documentBundleRows.remindersSent, documentBundles.reminderMax),
    or(isNull(documentBundles.expiresAt), sql`${documentBundles.expiresAt} > ${now.toISOString()}::timestamptz`),
    isNull(documents.deletedAt),
    awaitsContractor,
    sql`coalesce(${documentBundleRows.lastRemindedAt}, ${documents.sentAt}) + make_interval(hours => ${documentBundles.reminderIntervalHours}) <= ${now.toISOString()}::timestamptz`,
  );

const dueFrom = (db: Db) =>
  db
    .select({
      rowId: documentBundleRows.id,
      bundleId: documentBundles.id,
      bundleName: documentBundles.name,
      customerId: documentBundles.customerId,
      employeeId: documents.employeeId,
      documentId: documents.id,
    })
    .from(documentBundleRows)
    .innerJoin(documentBundles, eq(documentBundles.id, documentBundleRows.bundleId))
    .innerJoin(documents, eq(documents.id, documentBundleRows.documentId));

/** Up to `limit` rows due a reminder now, across companies (the job's), by bundle and contractor. */
export async function selectDueReminders(db: Db, now: Date, limit: number): Promise<DueReminder[]> {
  return dueFrom(db)
    .where(dueAt(now))
    .orderBy(asc(documentBundles.id), asc(documents.employeeId), asc(documentBundleRows.id))
    .limit(limit);
}

/** The rows still due, locked (checked again under the lock: a reminder is counted once per slot). */
export async function lockDueRows(tx: Tx, rowIds: string[], now: Date): Promise<DueReminder[]> {
  if (rowIds.length === 0) return [];
  return dueFrom(tx)
    .where(and(inArray(documentBundleRows.id, rowIds), dueAt(now)))
    .orderBy(asc(documentBundleRows.id))
    .for('update', { of: documentBundleRows });
}

export async function markReminded(tx: Tx, rowIds: string[], now: Date) {
  await tx
    .update(documentBundleRows)
    .set({ remindersSent: sql`${documentBundleRows.remindersSent} + 1`, lastRemindedAt: now })
    .where(inArray(documentBundleRows.id, rowIds));
}

/** Bundles whose every live document is signed and whose company has not been told (no SIGNED event). */
export async function selectSignedUntold(db: Db, limit: number, customerId?: string, bundleId?: string) {
  return db
    .select({ id: documentBundles.id, customerId: documentBundles.customerId })
    .from(documentBundles)
    .where(
      and(
        isNull(documentBundles.deletedAt),
        customerId ? eq(documentBundles.customerId, customerId) : undefined,
        bundleId ? eq(documentBundles.id, bundleId) : undefined,
        sql`exists (select 1 from ${documents} where ${documents.bundleId} = ${documentBundles.id} and ${documents.deletedAt} is null)`,
        sql`not exists (select 1 from ${documents} where ${documents.bundleId} = ${documentBundles.id} and ${documents.deletedAt} is null and ${documents.status} <> 'SIGNED')`,
        sql`not exists (select 1 from ${historyEvents} where ${historyEvents.entityKind} = 'bundle' and ${historyEvents.entityId} = ${documentBundles.id} and ${historyEvents.event} = 'SIGNED')`,
      ),
    )
    .limit(limit);
}
