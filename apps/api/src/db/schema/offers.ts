/** Platform offers (public contract terms) and who accepted which version. */
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { ts } from './columns.js';

export const offers = pgTable('offers', {
  id: uuid('id').primaryKey().defaultRandom(),
  version: text('version').notNull().unique(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  /** The newest published offer is the current one. */
  publishedAt: ts('published_at').notNull(),
});

export const offerAcceptances = pgTable(
  'offer_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
    acceptedAt: ts('accepted_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('offer_acceptances_once').on(t.accountId, t.offerId), index().on(t.offerId)],
);
