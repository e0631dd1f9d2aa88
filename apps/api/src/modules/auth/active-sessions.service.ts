/** Profile → security: the account's live sessions, and ending them from another device. */
import type { ActiveSessionsResponse } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { describeDevice } from './describe-device.js';
import { revokeAccountSessions, revokeOwnSession, selectLiveSessions } from './sessions.repo.js';

export async function listActiveSessions(ctx: ActorContext): Promise<ActiveSessionsResponse> {
  const rows = await selectLiveSessions(ctx.db, ctx.actor.accountId, ctx.now());
  return {
    items: rows.map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      ip: row.ip,
      created_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsedAt.toISOString(),
      is_current: row.id === ctx.actor.sessionId,
    })),
  };
}

/** Ends another session of the caller's own account; this one ends with logout. */
export async function endActiveSession(ctx: ActorContext, sessionId: string) {
  if (sessionId === ctx.actor.sessionId) {
    throw new AppError('VALIDATION_ERROR', { message: 'Текущий сеанс завершается кнопкой «Выйти»' });
  }
  const isEnded = await revokeOwnSession(ctx.db, ctx.actor.accountId, sessionId, ctx.now());
  // Another account's session id answers exactly like an unknown one.
  if (!isEnded) throw new AppError('NOT_FOUND', { message: 'Сеанс не найден или уже завершён' });
  return { ended: 1 };
}

export const endOtherSessions = async (ctx: ActorContext) => ({
  ended: await revokeAccountSessions(ctx.db, ctx.actor.accountId, 'ENDED_BY_USER', ctx.now(), ctx.actor.sessionId),
});
