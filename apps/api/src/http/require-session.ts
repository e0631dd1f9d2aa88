/**
 * The authenticated scope: every route registered inside it needs a live session cookie, and every
 * write also needs the CSRF header matching the session (cookie alone is not enough).
 */
import { CSRF_HEADER, SESSION_COOKIE } from '@vyplaty/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor, AppContext } from '../context.js';
import { safeEqual } from '../lib/crypto.js';
import { AppError } from '../lib/errors.js';
import { authenticate, csrfTokenFor } from '../modules/auth/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCsrfValid(ctx: AppContext, req: FastifyRequest, sessionId: string): boolean {
  const header = req.headers[CSRF_HEADER];
  return typeof header === 'string' && safeEqual(header, csrfTokenFor(ctx, sessionId));
}

export function requireSession(ctx: AppContext) {
  return async (req: FastifyRequest) => {
    const actor = await authenticate(ctx, req.cookies[SESSION_COOKIE]);
    if (!SAFE_METHODS.has(req.method) && !isCsrfValid(ctx, req, actor.sessionId)) {
      throw new AppError('CSRF_INVALID', { message: 'Сессия устарела, обновите страницу' });
    }
    req.actor = actor;
  };
}

export function registerActorDecorator(app: FastifyInstance) {
  app.decorateRequest('actor', null);
}
