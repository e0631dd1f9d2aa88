/** The auth cookies: httpOnly session and refresh tokens, and the CSRF token the web app echoes. */
import { CSRF_COOKIE, REFRESH_COOKIE, SESSION_COOKIE } from '@vyplaty/contracts';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.js';
import type { SessionTokens } from './sessions.service.js';

// The refresh cookie is sent only to the refresh call, so it is not exposed on every request.
const REFRESH_PATH = '/v1/auth/refresh/';

export function setAuthCookies(reply: FastifyReply, tokens: SessionTokens, config: Config) {
  const base = { secure: config.COOKIE_SECURE, sameSite: 'strict' as const };
  const sessionMaxAge = config.SESSION_TTL_DAYS * 86_400;
  reply.setCookie(SESSION_COOKIE, tokens.accessToken, { ...base, httpOnly: true, path: '/', maxAge: sessionMaxAge });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...base,
    httpOnly: true,
    path: REFRESH_PATH,
    maxAge: sessionMaxAge,
  });
  reply.setCookie(CSRF_COOKIE, tokens.csrfToken, { ...base, httpOnly: false, path: '/', maxAge: sessionMaxAge });
}

export function clearAuthCookies(reply: FastifyReply, config: Config) {
  const base = { secure: config.COOKIE_SECURE, sameSite: 'strict' as const };
  reply.clearCookie(SESSION_COOKIE, { ...base, path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...base, path: REFRESH_PATH });
  reply.clearCookie(CSRF_COOKIE, { ...base, path: '/' });
}
