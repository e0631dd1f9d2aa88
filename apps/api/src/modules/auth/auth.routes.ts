/** Session calls: login, me, logout, refresh (SPEC §7 Session). */
import {
  apiPaths,
  authMeSchema,
  errorBodySchema,
  loginRequestSchema,
  loginResponseSchema,
  okResponseSchema,
  REFRESH_COOKIE,
  SESSION_COOKIE,
} from '@vyplaty/contracts';
import { actorContextFor, contextFor, requestMeta } from '../../http/request-context.js';
import { isCsrfValid } from '../../http/require-session.js';
import type { AppModule } from '../module.js';
import { getAuthMe } from './auth-me.service.js';
import { clearAuthCookies, setAuthCookies } from './cookies.js';
import { login } from './login.service.js';
import { endSession, findSessionIdByAccessToken, refreshSession } from './sessions.service.js';

const tags = ['Сессия'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

export const authSessionRoutes: Pick<AppModule, 'publicRoutes' | 'privateRoutes'> = {
  publicRoutes(app, ctx) {
    app.post(
      apiPaths.auth.login,
      {
        schema: {
          tags,
          summary: 'Вход по e-mail или телефону',
          body: loginRequestSchema,
          response: { 200: loginResponseSchema, ...errors },
        },
      },
      async (req, reply) => {
        const { tokens, response } = await login(contextFor(ctx, req), req.body, requestMeta(req));
        setAuthCookies(reply, tokens, ctx.config);
        return response;
      },
    );

    app.post(
      apiPaths.auth.refresh,
      {
        schema: {
          tags,
          summary: 'Обновление сессии (ротация refresh-токена)',
          response: { 200: okResponseSchema, ...errors },
        },
      },
      async (req, reply) => {
        const c = contextFor(ctx, req);
        const result = await refreshSession(c, req.cookies[REFRESH_COOKIE], (sessionId) =>
          isCsrfValid(ctx, req, sessionId),
        );
        if (result.kind === 'rotated') setAuthCookies(reply, result.tokens, ctx.config);
        return { ok: true as const };
      },
    );

    app.post(
      apiPaths.auth.logout,
      { schema: { tags, summary: 'Выход', response: { 200: okResponseSchema } } },
      async (req, reply) => {
        const accessToken = req.cookies[SESSION_COOKIE];
        const sessionId = accessToken ? await findSessionIdByAccessToken(ctx, accessToken) : undefined;
        // Revoke only with a valid CSRF header; the cookies are cleared in any case.
        if (sessionId && isCsrfValid(ctx, req, sessionId)) await endSession(contextFor(ctx, req), sessionId);
        clearAuthCookies(reply, ctx.config);
        return { ok: true as const };
      },
    );
  },

  privateRoutes(app, ctx) {
    app.get(
      apiPaths.auth.me,
      {
        schema: {
          tags,
          summary: 'Текущая сессия: роль, сущность, верификация',
          response: { 200: authMeSchema, 401: errorBodySchema },
        },
      },
      async (req) => getAuthMe(actorContextFor(ctx, req)),
    );
  },
};
