/** GET /v1/health: 200 with the database's state (503 when it does not answer). */
import { apiPaths, healthSchema } from '@vyplaty/contracts';
import type { AppModule } from '../module.js';
import { pingDatabase } from './health.repo.js';

const version = process.env.npm_package_version ?? '0.1.0';

export const healthRoutes: Pick<AppModule, 'publicRoutes' | 'privateRoutes'> = {
  publicRoutes(app, ctx) {
    app.get(
      apiPaths.health,
      {
        schema: {
          tags: ['Служебное'],
          summary: 'Состояние сервиса и базы данных',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (_req, reply) => {
        const started = performance.now();
        const kind = ctx.database.kind;
        try {
          await pingDatabase(ctx.db);
          const latency_ms = Math.round((performance.now() - started) * 10) / 10;
          return { status: 'ok' as const, database: { status: 'up' as const, kind, latency_ms }, version };
        } catch {
          return reply
            .status(503)
            .send({ status: 'degraded', database: { status: 'down', kind, latency_ms: 0 }, version });
        }
      },
    );
  },
};
