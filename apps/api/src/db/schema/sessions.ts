/**
 * Sessions with opaque access tokens and rotating refresh tokens. Only SHA-256 hashes of tokens
 * are stored, so a database leak does not hand out live sessions.
 */
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { ts } from './columns.js';

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    accessTokenHash: text('access_token_hash').notNull().unique(),
    accessExpiresAt: ts('access_expires_at').notNull(),
    /** Absolute end of the session (refresh token family): no refresh past this. */
    expiresAt: ts('expires_at').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    revokeReason: text('revoke_reason').$type<
      'LOGOUT' | 'REFRESH_REUSE' | 'PASSWORD_CHANGED' | 'ENDED_BY_USER' | 'ADMIN'
    >(),
  },
  (t) => [index().on(t.accountId)],
);

/** One row per issued refresh token; a session's rows form its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    usedAt: ts('used_at'),
  },
  (t) => [index().on(t.sessionId)],
);
