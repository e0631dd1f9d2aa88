/**
 * The webhook sandbox (issue 30): a receiver a company can point an endpoint at to see the portal's deliveries
 * without a server of its own. `POST /sandbox/webhooks/in/:inbox` keeps what came (method, headers, the body as
 * received, time; the last 200 per inbox, in memory) and answers 200 — or, with `?fail=N`, 500 to the first N
 * deliveries of each event id (retries in tests and the browser journeys). `…/messages` answers them as JSON;
 * `GET /sandbox/webhooks?inbox=` is the page.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type SandboxWebhookMessage, webhookSandboxPage } from './webhook.sandbox-page.js';

const KEPT_PER_INBOX = 200;
const INBOX = /^[A-Za-z0-9_-]{1,64}$/;
const DEFAULT_INBOX = 'demo';

type Params = { inbox: string };

const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

export function registerWebhookSandbox(app: FastifyInstance): void {
  const inboxes = new Map<string, SandboxWebhookMessage[]>();
  /** Deliveries seen per inbox and event id, for `?fail=N`. */
  const seen = new Map<string, number>();

  app.register(async (scope) => {
    // The body is kept exactly as it came (JSON too, not parsed): the signature is over these bytes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
      done(null, body),
    );

    scope.post<{ Params: Params; Querystring: { fail?: string } }>(
      '/sandbox/webhooks/in/:inbox',
      async (req, reply) => {
        const { inbox } = req.params;
        if (!INBOX.test(inbox)) return reply.code(404).send({ error_message: 'Нет такого ящика' });
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(req.headers)) {
          if (typeof value === 'string') headers[name] = value;
        }
        const eventId = headers['x-vyplaty-event-id'] ?? '';
        const key = `${inbox}\n${eventId}`;
        const count = (seen.get(key) ?? 0) + 1;
        seen.set(key, count);
        const answered = count <= Number(req.query.fail ?? 0) ? 500 : 200;
        const list = inboxes.get(inbox) ?? [];
        list.push({
          method: req.method,
          headers,
          body: typeof req.body === 'string' ? req.body : '',
          receivedAt: new Date().toISOString(),
          answered,
        });
        if (list.length > KEPT_PER_INBOX) list.splice(0, list.length - KEPT_PER_INBOX);
        inboxes.set(inbox, list);
        return reply.code(answered).send(answered === 200 ? { ok: true } : { error: 'Песочница: отказ по ?fail' });
      },
    );

    scope.get<{ Params: Params }>('/sandbox/webhooks/in/:inbox/messages', async (req) => ({
      items: inboxes.get(req.params.inbox) ?? [],
    }));

    scope.get<{ Querystring: { inbox?: string } }>('/sandbox/webhooks', async (req, reply) => {
      const inbox = req.query.inbox && INBOX.test(req.query.inbox) ? req.query.inbox : DEFAULT_INBOX;
      const html = webhookSandboxPage({ origin: originOf(req), inbox, messages: inboxes.get(inbox) ?? [] });
      return reply.type('text/html; charset=utf-8').send(html);
    });
  });
}
