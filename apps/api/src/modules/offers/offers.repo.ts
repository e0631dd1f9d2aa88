/** Platform offers and acceptances. */
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { offerAcceptances, offers } from '../../db/schema/index.js';

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
