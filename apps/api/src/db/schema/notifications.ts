/**
 * In-app notifications and the devices they are pushed to. A notification belongs to one account;
 * every query filters by it, so one tenant never sees another's.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { ts } from './columns.js';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    type: text('type').$type<'system' | 'other'>().notNull(),
    /** A path inside the portal a click leads to; null when nowhere in particular. */
    url: text('url'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: ts('read_at'),
    addedAt: ts('added_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_account_added_idx').on(t.accountId, t.addedAt.desc(), t.id),
    // The bell's count runs every minute for every open tab: a partial index keeps it cheap.
    index('notifications_unread_idx').on(t.accountId).where(sql`${t.isRead} = false`),
  ],
);

/** Web-push subscriptions (browser Push API); an endpoint belongs to the account that registered it last. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index().on(t.accountId)],
);

/** FCM registration tokens of the native (Capacitor) app; a token belongs to the account that sent it last. */
export const nativePushTokens = pgTable(
  'native_push_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    token: text('token').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index().on(t.accountId)],
);
