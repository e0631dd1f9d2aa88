/** Rows of the trust store (CAs, cached CRLs) and of the users' certificates; a user's reads are scoped to the account. */
import { and, asc, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificateAuthorities, certificateCrls, certificates } from '../../db/schema/index.js';

export type AuthorityRow = typeof certificateAuthorities.$inferSelect;
export type CrlRow = typeof certificateCrls.$inferSelect;
export type CertificateRow = typeof certificates.$inferSelect;

export const selectAuthorities = (db: Db) =>
  db.select().from(certificateAuthorities).orderBy(asc(certificateAuthorities.name), asc(certificateAuthorities.id));

export async function upsertAuthority(db: Db, row: Omit<typeof certificateAuthorities.$inferInsert, 'id'>) {
  await db
    .insert(certificateAuthorities)
    .values(row)
    .onConflictDoUpdate({
      target: certificateAuthorities.thumbprint,
      set: {
        name: row.name,
        accreditation: row.accreditation,
        crlUrls: row.crlUrls,
        isTest: row.isTest,
        source: row.source,
        refreshedAt: row.refreshedAt,
      },
    });
}

/** The sources' CAs no longer listed by them: their accreditation ended. */
export async function terminateAuthoritiesNotIn(db: Db, source: string, thumbprints: string[]) {
  const rows = await db.select().from(certificateAuthorities).where(eq(certificateAuthorities.source, source));
  for (const row of rows.filter((r) => !thumbprints.includes(r.thumbprint) && r.accreditation === 'ACTIVE'))
    await db
      .update(certificateAuthorities)
      .set({ accreditation: 'TERMINATED' })
      .where(eq(certificateAuthorities.id, row.id));
}

export const selectCrls = (db: Db) =>
  db
    .select({ crl: certificateCrls, authorityName: certificateAuthorities.name })
    .from(certificateCrls)
    .innerJoin(certificateAuthorities, eq(certificateAuthorities.id, certificateCrls.authorityId))
    .orderBy(asc(certificateAuthorities.name), asc(certificateCrls.id));

export async function selectCrlOf(db: Db, authorityId: string): Promise<CrlRow | undefined> {
  const [row] = await db.select().from(certificateCrls).where(eq(certificateCrls.authorityId, authorityId));
  return row;
}

/** Keeps one CRL per CA: the newest by thisUpdate (an older one sent later changes nothing). */
export async function saveCrl(db: Db, row: Omit<typeof certificateCrls.$inferInsert, 'id'>) {
  const current = await selectCrlOf(db, row.authorityId);
  // The newest by thisUpdate; of two issued in the same second (its precision), the one received last.
  if (current && current.thisUpdate > row.thisUpdate) return false;
  await db
    .insert(certificateCrls)
    .values(row)
    .onConflictDoUpdate({
      target: certificateCrls.authorityId,
      set: {
        der: row.der,
        thisUpdate: row.thisUpdate,
        nextUpdate: row.nextUpdate,
        revokedCount: row.revokedCount,
        sourceUrl: row.sourceUrl,
        fetchedAt: row.fetchedAt,
      },
    });
  return true;
}

export const selectCertificatesOf = (db: Db, accountId: string) =>
  db
    .select()
    .from(certificates)
    .where(eq(certificates.accountId, accountId))
    .orderBy(desc(certificates.createdAt), desc(certificates.id));

export async function selectCertificateByThumbprint(db: Db, accountId: string, thumbprint: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.accountId, accountId), eq(certificates.thumbprint, thumbprint)));
  return row;
}

export async function selectCertificate(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.accountId, accountId), eq(certificates.id, id)));
  return row;
}

/** The company's responsible persons' certificates, newest first. */
export const selectRepresentativeCertificates = (db: Db, customerId: string) =>
  db
    .select()
    .from(certificates)
    .where(and(eq(certificates.customerId, customerId), isNotNull(certificates.representativeId)))
    .orderBy(desc(certificates.createdAt), desc(certificates.id));

export async function updateCertificate(
  db: Db,
  accountId: string,
  id: string,
  change: Partial<Pick<CertificateRow, 'name' | 'status' | 'statusReason' | 'checkedAt'>>,
) {
  const [row] = await db
    .update(certificates)
    .set(change)
    .where(and(eq(certificates.accountId, accountId), eq(certificates.id, id)))
    .returning();
  return row;
}

export async function insertCertificate(db: Db, row: Omit<typeof certificates.$inferInsert, 'id'>) {
  const [inserted] = await db.insert(certificates).values(row).returning();
  if (!inserted) throw new Error('certificates row not inserted');
  return inserted;
}

/** Every certificate not already past for good (REVOCATED and EXPIRED never come back). */
export const selectCertificatesToCheck = (db: Db) =>
  db
    .select()
    .from(certificates)
    .where(and(ne(certificates.status, 'REVOCATED'), ne(certificates.status, 'EXPIRED')));

/** The DER of the same certificates: where the refresh finds their CAs' CRL distribution points. */
export const selectDersToCheck = (db: Db) =>
  db
    .select({ der: certificates.der })
    .from(certificates)
    .where(and(ne(certificates.status, 'REVOCATED'), ne(certificates.status, 'EXPIRED')));

export async function updateCertificateStatus(
  db: Db,
  id: string,
  change: Pick<CertificateRow, 'status' | 'statusReason' | 'checkedAt'>,
) {
  await db.update(certificates).set(change).where(eq(certificates.id, id));
}
