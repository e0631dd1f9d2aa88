/**
 * The authenticated scope: every route registered inside it needs a live session cookie, and every
 * write also needs the CSRF header matching the session (cookie alone is not enough). A company's system
 * calls the same routes with `Authorization: Bearer vpk_…` instead (issue 30, modules/api-keys): no cookie and
 * no CSRF — a browser never sends that header by itself, so another site cannot make it ride along.
 */
import { API_KEY_SECRET_PREFIX, CSRF_HEADER, SESSION_COOKIE } from '@vyplaty/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Actor, AppContext } from '../context.js';
import { safeEqual } from '../lib/crypto.js';
import { AppError, unauthenticated } from '../lib/errors.js';
import { authenticateApiKey } from '../modules/api-keys/index.js';
import { authenticate, csrfTokenFor } from '../modules/auth/index.js';
import { appErrorBody, sendError } from './error-handler.js';
import { apiKeyRefusal, roleRefusal } from './route-access.js';

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

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The API key's secret of `Authorization: Bearer vpk_…`, or null. Another bearer (support's token, which the support
 * scope reads) is not a key's: such a request is judged by its cookie as before.
 */
function apiKeySecretOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  const token = typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
  return token?.startsWith(API_KEY_SECRET_PREFIX) ? token : null;
}

export function requireSession(ctx: AppContext) {
  const checkApiKey = async (req: FastifyRequest, secret: string) => {
    const actor = await authenticateApiKey(ctx, secret, req.ip);
    // Set before the gate: a refused call is a call made with the key too, and the journal shows it
    // (modules/api-keys writes it after the answer); the route itself never runs.
    req.actor = actor;
    const refusal = apiKeyRefusal(actor.memberRole ?? 'VIEWER', req.method, req.routeOptions.url ?? '');
    if (refusal) throw new AppError(refusal.code, { message: refusal.message });
  };
  const checkSession = async (req: FastifyRequest) => {
    const actor = await authenticate(ctx, req.cookies[SESSION_COOKIE]);
    if (!SAFE_METHODS.has(req.method) && !isCsrfValid(ctx, req, actor.sessionId)) {
      throw new AppError('CSRF_INVALID', { message: 'Сессия устарела, обновите страницу' });
    }
    // The company login's role (issue 28): refused before the route runs, so nothing changes.
    const refusal = actor.memberRole ? roleRefusal(actor.memberRole, req.method, req.routeOptions.url ?? '') : null;
    if (refusal) throw new AppError('ROLE_FORBIDDEN', { message: refusal });
    req.actor = actor;
  };
  return (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    // A key's call is the key's alone: a cookie riding along is not looked at.
    const secret = apiKeySecretOf(req);
    if (secret !== null) {
      checkApiKey(req, secret).then(() => done(), done);
      return;
    }
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
