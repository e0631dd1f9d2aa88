/** Sessions and their refresh-token families. */
import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, refreshTokens, sessions } from '../../db/schema/index.js';

type RevokeReason = NonNullable<(typeof sessions.$inferSelect)['revokeReason']>;

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export async function insertRefreshToken(db: Db, sessionId: string, tokenHash: string) {
  await db.insert(refreshTokens).values({ sessionId, tokenHash });
}

/** The live session behind an access token, with its account. */
export async function selectActiveSessionByAccessHash(db: Db, accessTokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: sessions, account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.accessTokenHash, accessTokenHash),
        gt(sessions.accessExpiresAt, now),
        gt(sessions.expiresAt, now),
        isNull(sessions.revokedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function selectSessionByAccessHash(db: Db, accessTokenHash: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.accessTokenHash, accessTokenHash)).limit(1);
  return row;
}

/** Locks the refresh token row so parallel refreshes with one token are serialised. */
export async function selectRefreshTokenForUpdate(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens })
    .limit(1);
  return row;
}

export async function selectNewestRefreshToken(db: Db, sessionId: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.sessionId, sessionId))
    .orderBy(desc(refreshTokens.createdAt))
    .limit(1);
  return row;
}

export async function markRefreshTokenUsed(db: Db, id: string, now: Date) {
  await db.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, id));
}

export async function updateSessionAccess(
  db: Db,
  sessionId: string,
  values: { accessTokenHash: string; accessExpiresAt: Date; lastUsedAt: Date },
) {
  await db.update(sessions).set(values).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: string, reason: RevokeReason, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of an account, optionally keeping one (the caller's own). */
export async function revokeAccountSessions(
  db: Db,
  accountId: string,
  reason: RevokeReason,
  now: Date,
  exceptSessionId?: string,
) {
  const scope = exceptSessionId
    ? and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), ne(sessions.id, exceptSessionId))
    : and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt));
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(scope)
    .returning({ id: sessions.id });
  return ended.length;
}

/** The account's sessions that are neither revoked nor past their end, most recently used first. */
export function selectLiveSessions(db: Db, accountId: string, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastUsedAt));
}

/** Ends one live session of the account; answers whether there was one to end. */
export async function revokeOwnSession(db: Db, accountId: string, sessionId: string, now: Date) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: 'ENDED_BY_USER' })
    .where(and(eq(sessions.id, sessionId), eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Sessions that ended (expired or revoked) before `before`, with their refresh tokens. */
export async function deleteExpiredSessions(db: Db, before: Date) {
  const ended = or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before));
  await db
    .delete(refreshTokens)
    .where(inArray(refreshTokens.sessionId, db.select({ id: sessions.id }).from(sessions).where(ended)));
  await db.delete(sessions).where(ended);
}

/** Whether the account logged in before at all, and whether from this browser (same user agent). */
export async function selectLoginHistory(db: Db, accountId: string, userAgent: string | null) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      sameDevice: sql<number>`count(*) filter (where ${sessions.userAgent} is not distinct from ${userAgent})::int`,
    })
    .from(sessions)
    .where(eq(sessions.accountId, accountId));
  return { hasLoggedInBefore: (row?.total ?? 0) > 0, hasUsedThisDevice: (row?.sameDevice ?? 0) > 0 };
}
