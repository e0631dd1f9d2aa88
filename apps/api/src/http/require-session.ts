/**
 * The authenticated scope: every route registered inside it needs a live session cookie, and every
 * write also needs the CSRF header matching the session (cookie alone is not enough).
 */
import { CSRF_HEADER, SESSION_COOKIE } from '@vyplaty/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Actor, AppContext } from '../context.js';
import { safeEqual } from '../lib/crypto.js';
import { AppError, unauthenticated } from '../lib/errors.js';
import { authenticate, csrfTokenFor } from '../modules/auth/index.js';
import { appErrorBody, sendError } from './error-handler.js';

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

/** The answer to a request without a session cookie: what the error handler answers authenticate's unauthenticated(). */
const NO_SESSION = unauthenticated();
const NO_SESSION_BODY = appErrorBody(NO_SESSION);

export function requireSession(ctx: AppContext) {
  const checkSession = async (req: FastifyRequest) => {
    const actor = await authenticate(ctx, req.cookies[SESSION_COOKIE]);
    if (!SAFE_METHODS.has(req.method) && !isCsrfValid(ctx, req, actor.sessionId)) {
      throw new AppError('CSRF_INVALID', { message: 'Сессия устарела, обновите страницу' });
    }
    req.actor = actor;
  };
  return (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    // No session cookie at all (a visitor, a bot): answered here, the same 401 as when authenticate's error is thrown
    // to the error handler, without building that error and carrying it through Fastify's rejection and error
    // handling, which cost ~7 µs — a fifth of such a request (docs/performance.md, P7). A hook that answers does not
    // call done().
    if (!req.cookies[SESSION_COOKIE]) {
      sendError(reply, NO_SESSION.status, NO_SESSION_BODY);
      return;
    }
    checkSession(req).then(() => done(), done);
  };
}

export function registerActorDecorator(app: FastifyInstance) {
  app.decorateRequest('actor', null);
}
