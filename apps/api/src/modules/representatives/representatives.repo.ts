/**
 * The company's responsible persons and their documents. Every function takes the customer id and
 * filters by it: nothing here reads or changes another company's rows. Live rows only
 * (deleted_at is null) unless the name says otherwise.
 */

import { and, count, desc, eq, inArray, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers, representativeDocuments, representatives } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export type RepresentativeRow = typeof representatives.$inferSelect;
export type RepresentativeDocumentRow = typeof representativeDocuments.$inferSelect;
export type NewRepresentative = Pick<
  typeof representatives.$inferInsert,
  | 'customerId'
  | 'lastName'
  | 'firstName'
  | 'patronymic'
  | 'jobTitle'
  | 'email'
  | 'phone'
  | 'inn'
  | 'snils'
  | 'createdAt'
>;
export type RepresentativeChange = Partial<
  Pick<
    RepresentativeRow,
    'lastName' | 'firstName' | 'patronymic' | 'jobTitle' | 'email' | 'phone' | 'inn' | 'snils' | 'status'
  >
>;
export type NewRepresentativeDocument = Omit<typeof representativeDocuments.$inferInsert, 'id' | 'deletedAt'>;

const livePerson = (customerId: string, ...more: (SQL | undefined)[]) =>
  and(eq(representatives.customerId, customerId), isNull(representatives.deletedAt), ...more);
const liveDocument = (customerId: string, ...more: (SQL | undefined)[]) =>
  and(eq(representativeDocuments.customerId, customerId), isNull(representativeDocuments.deletedAt), ...more);

/** One page, newest first (id breaks ties so pages never overlap). */
export async function selectRepresentativesPage(
  db: Db,
  customerId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: RepresentativeRow[]; total: number }> {
  const rows = await db
    .select()
    .from(representatives)
    .where(livePerson(customerId))
    .orderBy(desc(representatives.createdAt), desc(representatives.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(representatives).where(livePerson(customerId));
  return { rows, total: Number(total?.n ?? 0) };
}

/** Every live person of the company, by name (the choice of who signs for it). */
export async function selectLiveRepresentatives(db: Db, customerId: string): Promise<RepresentativeRow[]> {
  return db
    .select()
    .from(representatives)
    .where(livePerson(customerId))
    .orderBy(representatives.lastName, representatives.firstName, representatives.id);
}

export async function selectRepresentative(db: Db, customerId: string, id: string) {
  const [row] = await db
    .select()
    .from(representatives)
    .where(livePerson(customerId, eq(representatives.id, id)));
  return row;
}

/**
 * Locks the person's row for the transaction: document changes of one person run one at a time, so
 * the status written after them matches the documents.
 */
export async function lockRepresentative(tx: Tx, customerId: string, id: string) {
  const [row] = await tx
    .select()
    .from(representatives)
    .where(livePerson(customerId, eq(representatives.id, id)))
    .for('update');
  return row;
}

/** The job titles the company has already used (for the pick list after the standard ones). */
export async function selectUsedJobTitles(db: Db, customerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ jobTitle: representatives.jobTitle })
    .from(representatives)
    .where(livePerson(customerId))
    .orderBy(representatives.jobTitle);
  return rows.map((r) => r.jobTitle);
}

export async function insertRepresentative(tx: Db, row: NewRepresentative): Promise<RepresentativeRow> {
  const [inserted] = await tx.insert(representatives).values(row).returning();
  return inserted!;
}

export async function updateRepresentativeRow(
  tx: Db,
  customerId: string,
  id: string,
  change: RepresentativeChange,
  now: Date,
): Promise<RepresentativeRow | undefined> {
  const [row] = await tx
    .update(representatives)
    .set({ ...change, updatedAt: now })
    .where(livePerson(customerId, eq(representatives.id, id)))
    .returning();
  return row;
}

/** Soft delete: signed documents may name the person, so the row stays with deleted_at set. */
export async function markRepresentativeDeleted(tx: Db, customerId: string, id: string, now: Date) {
  await tx
    .update(representatives)
    .set({ deletedAt: now, updatedAt: now })
    .where(livePerson(customerId, eq(representatives.id, id)));
}

/** Live documents of these persons, newest first. */
export async function selectDocumentsOf(
  db: Db,
  customerId: string,
  representativeIds: string[],
): Promise<RepresentativeDocumentRow[]> {
  if (representativeIds.length === 0) return [];
  return db
    .select()
    .from(representativeDocuments)
    .where(liveDocument(customerId, inArray(representativeDocuments.representativeId, representativeIds)))
    .orderBy(desc(representativeDocuments.createdAt), desc(representativeDocuments.id));
}

/** The persons (of these) that had an uploaded trust document withdrawn: REVOKED when none is left. */
export async function selectIdsWithWithdrawnTrustDocuments(
  db: Db,
  customerId: string,
  representativeIds: string[],
): Promise<Set<string>> {
  if (representativeIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: representativeDocuments.representativeId })
    .from(representativeDocuments)
    .where(
      and(
        eq(representativeDocuments.customerId, customerId),
        inArray(representativeDocuments.representativeId, representativeIds),
        isNotNull(representativeDocuments.deletedAt),
        eq(representativeDocuments.kind, 'TRUST_DOCUMENT'),
        inArray(representativeDocuments.format, ['MCHD_XML', 'PDF']),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function selectDocument(db: Db, customerId: string, representativeId: string, id: string) {
  const [row] = await db
    .select()
    .from(representativeDocuments)
    .where(
      liveDocument(
        customerId,
        eq(representativeDocuments.representativeId, representativeId),
        eq(representativeDocuments.id, id),
      ),
    );
  return row;
}

/** The live document of a live person of the company that holds this file (or its signature). */
export async function selectDocumentByFile(db: Db, customerId: string, fileId: string) {
  const [row] = await db
    .select({ id: representativeDocuments.id })
    .from(representativeDocuments)
    .innerJoin(representatives, eq(representatives.id, representativeDocuments.representativeId))
    .where(
      and(
        liveDocument(
          customerId,
          or(eq(representativeDocuments.fileId, fileId), eq(representativeDocuments.signatureFileId, fileId)),
        ),
        isNull(representatives.deletedAt),
      ),
    );
  return row;
}

export async function insertDocument(tx: Db, row: NewRepresentativeDocument): Promise<RepresentativeDocumentRow> {
  const [inserted] = await tx.insert(representativeDocuments).values(row).returning();
  return inserted!;
}

/** A trust document signed with КЭП: its .sig, its format (a signed draft counts as uploaded), the signing. */
export async function signDocumentWithKep(
  tx: Db,
  customerId: string,
  id: string,
  change: Pick<RepresentativeDocumentRow, 'signatureFileId' | 'format' | 'details'>,
) {
  const [row] = await tx
    .update(representativeDocuments)
    .set(change)
    .where(liveDocument(customerId, eq(representativeDocuments.id, id)))
    .returning();
  return row;
}

export async function markDocumentDeleted(tx: Db, customerId: string, id: string, now: Date) {
  await tx
    .update(representativeDocuments)
    .set({ deletedAt: now })
    .where(liveDocument(customerId, eq(representativeDocuments.id, id)));
}

/** What the generated power of attorney says about the principal. */
export async function selectCompanyForTrustDocument(db: Db, customerId: string) {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  return row;
}

/** A live person of the company with this ИНН, other than `exceptId` (one card per person). */
export async function selectRepresentativeByInn(db: Db, customerId: string, inn: string, exceptId?: string) {
  const [row] = await db
    .select({ id: representatives.id })
    .from(representatives)
    .where(
      livePerson(customerId, eq(representatives.inn, inn), exceptId ? ne(representatives.id, exceptId) : undefined),
    );
  return row;
}

/** The company's live persons whose ИНН or СНИЛС is one of a signer certificate's. */
export async function selectRepresentativesByIdentity(
  db: Db,
  customerId: string,
  identity: { inn: string | null; snils: string | null },
): Promise<RepresentativeRow[]> {
  const matches = [
    identity.inn ? eq(representatives.inn, identity.inn) : undefined,
    identity.snils ? eq(representatives.snils, identity.snils) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  if (matches.length === 0) return [];
  return db
    .select()
    .from(representatives)
    .where(livePerson(customerId, or(...matches)));
}
