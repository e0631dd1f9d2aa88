/** Profile → security: list and end the account's sessions (paths not in SPEC §7; docs/api.md). */
import {
  activeSessionsResponseSchema,
  apiPaths,
  endSessionRequestSchema,
  endSessionsResponseSchema,
  errorBodySchema,
} from '@vyplaty/contracts';
import { actorContextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import { endActiveSession, endOtherSessions, listActiveSessions } from './active-sessions.service.js';

const tags = ['Сессия'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const activeSessionRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  app.get(
    apiPaths.auth.sessions,
    {
      schema: {
        tags,
        summary: 'Активные сеансы учётной записи',
        response: { 200: activeSessionsResponseSchema, ...errors },
      },
    },
    async (req) => listActiveSessions(actorContextFor(ctx, req)),
  );

  app.post(
    apiPaths.auth.sessionEnd,
    {
      schema: {
        tags,
        summary: 'Завершить другой сеанс',
        body: endSessionRequestSchema,
        response: { 200: endSessionsResponseSchema, ...errors },
      },
    },
    async (req) => endActiveSession(actorContextFor(ctx, req), req.body.session_id),
  );

  app.post(
    apiPaths.auth.sessionsEndOthers,
    {
      schema: {
        tags,
        summary: 'Завершить все сеансы, кроме текущего',
        response: { 200: endSessionsResponseSchema, ...errors },
      },
    },
    async (req) => endOtherSessions(actorContextFor(ctx, req)),
  );
};
