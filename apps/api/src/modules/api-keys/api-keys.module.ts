/** The company's API keys (issue 30, docs/decisions/api-keys.md). */
import type { AppModule } from '../module.js';
import { recordApiKeyCall } from './api-key-auth.js';
import { apiKeyRoutes } from './api-keys.routes.js';

export const apiKeysModule: AppModule = {
  name: 'api-keys',
  privateRoutes(app, ctx) {
    apiKeyRoutes(app, ctx);
    // Every call made with a key, on any route behind the session, is a line of the company's journal (issue 30).
    // Fastify gives a scope's hooks to all of the scope's routes, those registered before this line too. The actor
    // is set for a key before the role gate, so a refused call is written as well.
    app.addHook('onResponse', async (req, reply) => {
      if (!req.actor?.apiKeyId) return;
      await recordApiKeyCall(ctx, req.actor, {
        method: req.method,
        // The route as registered, never the address as sent: ids of someone else's objects a caller tried, and
        // personal data in a path or a query (an ИНН looked up), stay out of the journal.
        url: req.routeOptions.url ?? req.url,
        status: reply.statusCode,
        ip: req.ip,
      });
    });
  },
};
