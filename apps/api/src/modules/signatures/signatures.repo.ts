/** Rows of ПЭП keys, one-time signing codes and signature evidence. Every read is scoped to one account. */

import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accounts,
  customers,
  documentSignatures,
  employees,
  selfNepKeys,
  signatureCodes,
} from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export type SelfNepKeyRow = typeof selfNepKeys.$inferSelect;
export type SignatureCodeRow = typeof signatureCodes.$inferSelect;
export type DocumentSignatureRow = typeof documentSignatures.$inferSelect;

/** The account with the customer or contractor it acts for. */
export async function selectSignerAccount(db: Db, accountId: string) {
  const [row] = await db
    .select({ account: accounts, customer: customers, employee: employees })
    .from(accounts)
    .leftJoin(customers, eq(customers.id, accounts.customerId))
    .leftJoin(employees, eq(employees.id, accounts.employeeId))
    .where(eq(accounts.id, accountId));
  return row;
}

export async function selectActiveKey(db: Db, accountId: string): Promise<SelfNepKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(selfNepKeys)
    .where(and(eq(selfNepKeys.accountId, accountId), eq(selfNepKeys.status, 'ACTIVE')));
  return row;
}

export async function insertKey(db: Db, row: typeof selfNepKeys.$inferInsert): Promise<SelfNepKeyRow> {
  const [inserted] = await db.insert(selfNepKeys).values(row).returning();
  if (!inserted) throw new Error('self_nep_keys row not inserted');
  return inserted;
}

export async function insertSignatureCode(db: Db, row: typeof signatureCodes.$inferInsert) {
  await db.insert(signatureCodes).values(row);
}

type CodeSubject = { accountId: string; purpose: SignatureCodeRow['purpose']; subjectType: string; subjectId: string };

const latestCodeQuery = (db: Db, where: CodeSubject) =>
  db
    .select()
    .from(signatureCodes)
    .where(
      and(
        eq(signatureCodes.accountId, where.accountId),
        eq(signatureCodes.purpose, where.purpose),
        eq(signatureCodes.subjectType, where.subjectType),
        eq(signatureCodes.subjectId, where.subjectId),
      ),
    )
    .orderBy(desc(signatureCodes.createdAt), desc(signatureCodes.id))
    .limit(1);

/** The newest code the account asked for this subject and purpose. */
export async function selectLatestCode(db: Db, where: CodeSubject): Promise<SignatureCodeRow | undefined> {
  const [row] = await latestCodeQuery(db, where);
  return row;
}

/** The same, locked for checking (a wrong attempt is counted exactly once under concurrency). */
export async function selectLatestCodeForUpdate(db: Tx, where: CodeSubject): Promise<SignatureCodeRow | undefined> {
  const [row] = await latestCodeQuery(db, where).for('update');
  return row;
}

export async function recordCodeAttempt(db: Db, id: string, attempts: number) {
  await db.update(signatureCodes).set({ attempts }).where(eq(signatureCodes.id, id));
}

export async function markCodeUsed(db: Db, id: string, usedAt: Date) {
  await db.update(signatureCodes).set({ usedAt }).where(eq(signatureCodes.id, id));
}

export async function insertDocumentSignature(
  db: Db,
  row: typeof documentSignatures.$inferInsert,
): Promise<DocumentSignatureRow> {
  const [inserted] = await db.insert(documentSignatures).values(row).returning();
  if (!inserted) throw new Error('document_signatures row not inserted');
  return inserted;
}

/** Locks the account row for the transaction (serialises one account's concurrent first calls). */
export async function lockAccount(db: Tx, accountId: string) {
  await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}

/** The evidence rows of one subject (or of the given ids), oldest first. */
export async function selectEvidence(
  db: Db,
  where: { subjectType: string; subjectId: string; accountId?: string } | { ids: string[] },
): Promise<DocumentSignatureRow[]> {
  if ('ids' in where && where.ids.length === 0) return [];
  return db
    .select()
    .from(documentSignatures)
    .where(
      'ids' in where
        ? inArray(documentSignatures.id, where.ids)
        : and(
            eq(documentSignatures.subjectType, where.subjectType),
            eq(documentSignatures.subjectId, where.subjectId),
            where.accountId ? eq(documentSignatures.accountId, where.accountId) : undefined,
          ),
    )
    .orderBy(asc(documentSignatures.signedAt), asc(documentSignatures.id));
}
