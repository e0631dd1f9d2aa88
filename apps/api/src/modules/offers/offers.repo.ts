/** Platform offers and acceptances. */
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, offerAcceptances, offers } from '../../db/schema/index.js';

export type OfferRow = typeof offers.$inferSelect;

export async function selectCurrentOffer(db: Db, now: Date) {
  const [row] = await db
    .select()
    .from(offers)
    .where(lte(offers.publishedAt, now))
    .orderBy(desc(offers.publishedAt))
    .limit(1);
  return row;
}

export async function selectOfferById(db: Db, id: string) {
  const [row] = await db.select().from(offers).where(eq(offers.id, id)).limit(1);
  return row;
}

export async function selectHasAccepted(db: Db, accountId: string, offerId: string) {
  const [row] = await db
    .select({ id: offerAcceptances.id })
    .from(offerAcceptances)
    .where(and(eq(offerAcceptances.accountId, accountId), eq(offerAcceptances.offerId, offerId)))
    .limit(1);
  return Boolean(row);
}

export async function insertAcceptance(
  db: Db,
  values: { accountId: string; offerId: string; ip: string | undefined; userAgent: string | undefined },
) {
  await db
    .insert(offerAcceptances)
    .values({ ...values, ip: values.ip ?? null, userAgent: values.userAgent?.slice(0, 500) ?? null })
    .onConflictDoNothing();
}

export async function insertOffer(db: Db, values: typeof offers.$inferInsert) {
  const [row] = await db.insert(offers).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * The offer the company accepted (user/offer/download): by any of its logins, the newest edition first (an
 * edition is accepted once per login; the earliest acceptance of it stands for the company).
 */
export async function selectCompanyAcceptance(db: Db, customerId: string) {
  const [row] = await db
    .select({ offer: offers, accountId: offerAcceptances.accountId, acceptedAt: offerAcceptances.acceptedAt })
    .from(offerAcceptances)
    .innerJoin(accounts, eq(accounts.id, offerAcceptances.accountId))
    .innerJoin(offers, eq(offers.id, offerAcceptances.offerId))
    .where(eq(accounts.customerId, customerId))
    .orderBy(desc(offers.publishedAt), asc(offerAcceptances.acceptedAt))
    .limit(1);
  return row;
}

/** The company's logins (whose КЭП acceptances are the company's). */
export async function selectCompanyAccountIds(db: Db, customerId: string): Promise<Set<string>> {
  const rows = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.customerId, customerId));
  return new Set(rows.map((r) => r.id));
}
