/**
 * Reference data of documents: the kinds of each document type (act, contract). Platform-wide, not
 * tenant data; seeded by migration with fixed ids so links to a kind survive reinstalls.
 */
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

export const documentSubkinds = pgTable('document_subkinds', {
  id: uuid('id').primaryKey(),
  type: text('type').$type<'act' | 'contract'>().notNull(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});
