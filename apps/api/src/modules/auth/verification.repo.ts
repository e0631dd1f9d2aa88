/** E-mailed link tokens and SMS codes. */

import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { linkTokens, phoneCodes } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

type LinkAction = 'VERIFY_EMAIL' | 'UPDATE_PASSWORD';
type CodePurpose = (typeof phoneCodes.$inferSelect)['purpose'];

export async function insertLinkToken(
  db: Db,
  values: { accountId: string; action: LinkAction; tokenHash: string; expiresAt: Date },
) {
  await db.insert(linkTokens).values(values);
}

/** Locks the token so a link clicked twice at once is used once. */
export async function selectLinkTokenForUpdate(db: Tx, tokenHash: string, action: LinkAction) {
  const [row] = await db
    .select()
    .from(linkTokens)
    .where(and(eq(linkTokens.tokenHash, tokenHash), eq(linkTokens.action, action)))
    .for('update')
    .limit(1);
  return row;
}

export async function markLinkTokenUsed(db: Db, id: string, now: Date) {
  await db.update(linkTokens).set({ usedAt: now }).where(eq(linkTokens.id, id));
}

/** A new link makes older unused links of the same kind useless. */
export async function expireLinkTokens(db: Db, accountId: string, action: LinkAction, now: Date) {
  await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(and(eq(linkTokens.accountId, accountId), eq(linkTokens.action, action), isNull(linkTokens.usedAt)));
}

export async function insertPhoneCode(
  db: Db,
  values: { phone: string; purpose: CodePurpose; codeHash: string; expiresAt: Date; createdAt: Date },
) {
  await db.insert(phoneCodes).values(values);
}

export async function selectLatestPhoneCodeForUpdate(db: Tx, phone: string, purpose: CodePurpose, now: Date) {
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.phone, phone),
        eq(phoneCodes.purpose, purpose),
        isNull(phoneCodes.usedAt),
        gt(phoneCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(phoneCodes.createdAt))
    .for('update')
    .limit(1);
  return row;
}

export async function recordPhoneCodeAttempt(db: Db, id: string, attempts: number) {
  await db.update(phoneCodes).set({ attempts }).where(eq(phoneCodes.id, id));
}

export async function markPhoneCodeUsed(db: Db, id: string, now: Date) {
  await db.update(phoneCodes).set({ usedAt: now }).where(eq(phoneCodes.id, id));
}

export async function deleteExpiredVerifications(db: Db, before: Date) {
  await db.delete(linkTokens).where(lt(linkTokens.expiresAt, before));
  await db.delete(phoneCodes).where(lt(phoneCodes.expiresAt, before));
}
