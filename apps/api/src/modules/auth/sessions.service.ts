/**
 * Opaque sessions: a short-lived access token and a rotating refresh token, both random and stored
 * only as hashes. A refresh token used twice means it was copied: the whole family is revoked —
 * except within a few seconds of its rotation, when the second use is the same browser's parallel
 * request (another tab) and is answered without new tokens.
 */

import type { Actor, AppContext, RequestMeta } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { hmac, newToken, sha256 } from '../../lib/crypto.js';
import { AppError, unauthenticated } from '../../lib/errors.js';
import { recordHistoryEvent } from '../history/index.js';
import { notifyNewDeviceLogin } from './account-notifications.js';
import type { AccountRow } from './accounts.repo.js';
import { canLogIn } from './login-refusal.js';
import {
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  revokeSession,
  selectActiveSessionByAccessHash,
  selectLoginHistory,
  selectNewestRefreshToken,
  selectRefreshTokenForUpdate,
  selectSessionByAccessHash,
  updateSessionAccess,
} from './sessions.repo.js';

export const REFRESH_GRACE_MS = 10_000;

export type SessionTokens = { accessToken: string; refreshToken: string; csrfToken: string; sessionId: string };

const invalidRefresh = () => new AppError('INVALID_REFRESH_TOKEN', { message: 'Сеанс истёк, войдите снова' });

/** CSRF token bound to the session: a cookie planted by another site cannot match it. */
export const csrfTokenFor = (ctx: AppContext, sessionId: string) => hmac(ctx.config.APP_SECRET!, `csrf:${sessionId}`);

function accessExpiry(ctx: AppContext, now: Date) {
  return new Date(now.getTime() + ctx.config.ACCESS_TOKEN_TTL_MIN * 60_000);
}

export async function startSession(ctx: AppContext, account: AccountRow, meta: RequestMeta): Promise<SessionTokens> {
  const now = ctx.now();
  const accessToken = newToken();
  const refreshToken = newToken();
  const userAgent = meta.userAgent?.slice(0, 500) ?? null;
  const session = await inTransaction(ctx, async (txCtx) => {
    const history = await selectLoginHistory(txCtx.db, account.id, userAgent);
    // The first login after registration is expected; a later one from an unseen browser is worth a word.
    if (history.hasLoggedInBefore && !history.hasUsedThisDevice) await notifyNewDeviceLogin(txCtx, account, userAgent);
    const created = await insertSession(txCtx.db, {
      accountId: account.id,
      accessTokenHash: sha256(accessToken),
      accessExpiresAt: accessExpiry(txCtx, now),
      expiresAt: new Date(now.getTime() + txCtx.config.SESSION_TTL_DAYS * 86_400_000),
      userAgent,
      ip: meta.ip ?? null,
      createdAt: now,
      lastUsedAt: now,
    });
    await insertRefreshToken(txCtx.db, created.id, sha256(refreshToken));
    // The company's journal shows who logged in and when (modules/history): a company account's session start.
    if (account.role === 'user' && account.customerId) {
      await recordHistoryEvent(txCtx, {
        entityKind: 'account',
        entityId: account.id,
        event: 'LOGIN',
        customerId: account.customerId,
        actorAccountId: account.id,
      });
    }
    return created;
  });
  return { accessToken, refreshToken, csrfToken: csrfTokenFor(ctx, session.id), sessionId: session.id };
}

/** The actor behind an access token, or UNAUTHENTICATED. */
export async function authenticate(ctx: AppContext, accessToken: string | undefined): Promise<Actor> {
  if (!accessToken) throw unauthenticated();
  const found = await selectActiveSessionByAccessHash(ctx.db, sha256(accessToken), ctx.now());
  // Only an ACTIVE login that is still the company's works: blocked, declined, a pending invite or removed do not.
  if (!found || !canLogIn(found.account)) throw unauthenticated();
  const { account } = found;
  const entityId = account.role === 'user' ? account.customerId : account.employeeId;
  if (!entityId) throw unauthenticated();
  // Every company login made before company users existed is its company's owner (migration 0048).
  const memberRole = account.role === 'user' ? (account.memberRole ?? 'OWNER') : null;
  return { accountId: account.id, sessionId: found.session.id, role: account.role, entityId, memberRole };
}

export type RefreshResult = { kind: 'rotated'; tokens: SessionTokens } | { kind: 'grace'; sessionId: string };

export async function refreshSession(
  ctx: AppContext,
  refreshToken: string | undefined,
  isCsrfValidFor: (sessionId: string) => boolean,
): Promise<RefreshResult> {
  if (!refreshToken) throw invalidRefresh();
  const now = ctx.now();
  const outcome = await inTransaction(ctx, async (txCtx) => {
    const found = await selectRefreshTokenForUpdate(txCtx.db, sha256(refreshToken));
    if (!found || found.session.revokedAt || found.session.expiresAt <= now) return { kind: 'invalid' as const };
    if (!isCsrfValidFor(found.session.id)) return { kind: 'csrf' as const };
    if (found.token.usedAt) {
      const newest = await selectNewestRefreshToken(txCtx.db, found.session.id);
      const isJustRotated = now.getTime() - found.token.usedAt.getTime() < REFRESH_GRACE_MS && newest && !newest.usedAt;
      if (isJustRotated) return { kind: 'grace' as const, sessionId: found.session.id };
      await revokeSession(txCtx.db, found.session.id, 'REFRESH_REUSE', now);
      return { kind: 'reused' as const, sessionId: found.session.id, accountId: found.session.accountId };
    }
    const accessToken = newToken();
    const nextRefresh = newToken();
    await markRefreshTokenUsed(txCtx.db, found.token.id, now);
    await insertRefreshToken(txCtx.db, found.session.id, sha256(nextRefresh));
    await updateSessionAccess(txCtx.db, found.session.id, {
      accessTokenHash: sha256(accessToken),
      accessExpiresAt: accessExpiry(txCtx, now),
      lastUsedAt: now,
    });
    return {
      kind: 'rotated' as const,
      tokens: {
        accessToken,
        refreshToken: nextRefresh,
        csrfToken: csrfTokenFor(txCtx, found.session.id),
        sessionId: found.session.id,
      },
    };
  });
  if (outcome.kind === 'rotated' || outcome.kind === 'grace') return outcome;
  if (outcome.kind === 'csrf') throw new AppError('CSRF_INVALID', { message: 'Сессия устарела, обновите страницу' });
  if (outcome.kind === 'reused') {
    // Reuse means the token was copied: the revoked family is logged (ids only) for security review.
    ctx.log.warn(
      { sessionId: outcome.sessionId, accountId: outcome.accountId },
      'refresh token reuse: session revoked',
    );
  }
  throw invalidRefresh();
}

/** The session id an access token or refresh token belongs to, live or not (for logout and CSRF). */
export async function findSessionIdByAccessToken(ctx: AppContext, accessToken: string) {
  return (await selectSessionByAccessHash(ctx.db, sha256(accessToken)))?.id;
}

export async function endSession(ctx: AppContext, sessionId: string) {
  await revokeSession(ctx.db, sessionId, 'LOGOUT', ctx.now());
}
