/**
 * Emulator of a browser push service (RFC 8030) for embedded mode and tests. A subscription whose
 * endpoint is `<server>/sandbox/webpush/<id>` receives here: the VAPID JWT is verified with the key
 * the request carries, the encrypted body is kept as is (base64) so a test can decrypt it with the
 * subscriber's keys. Ids starting with 'gone-' answer 410 Gone, like an unsubscribed browser.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { importJWK, jwtVerify } from 'jose';

export type SandboxPush = {
  id: string;
  subscriptionId: string;
  receivedAt: string;
  ttl: string | undefined;
  topic: string | undefined;
  urgency: string | undefined;
  /** The aes128gcm record, base64. */
  body: string;
};

const LIMIT = 500;

/** `vapid t=<jwt>, k=<p256 public key>` (RFC 8292 §3). */
function parseVapidHeader(header: string | undefined) {
  const match = /^vapid\s+(.*)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const params = Object.fromEntries(
    match[1].split(',').map((part) => {
      const [key, ...rest] = part.trim().split('=');
      return [key?.trim(), rest.join('=').trim()];
    }),
  );
  return params.t && params.k ? { token: params.t as string, key: params.k as string } : null;
}

async function verifyVapid(header: string | undefined, audience: string) {
  const vapid = parseVapidHeader(header);
  if (!vapid) return false;
  const raw = Buffer.from(vapid.key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return false;
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  try {
    const { payload } = await jwtVerify(vapid.token, key, { audience, algorithms: ['ES256'] });
    return typeof payload.sub === 'string' && /^(mailto:|https:)/.test(payload.sub);
  } catch {
    return false;
  }
}

export function registerWebPushSandbox(app: FastifyInstance) {
  const received: SandboxPush[] = [];
  app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { id: string } }>('/sandbox/webpush/:id', async (req, reply) => {
      const { id } = req.params;
      if (id.startsWith('gone-')) return reply.code(410).send({ reason: 'subscription expired' });
      const audience = `${req.protocol}://${req.host}`;
      if (!(await verifyVapid(req.headers.authorization, audience))) {
        return reply.code(401).send({ reason: 'VAPID authorization failed' });
      }
      if (req.headers['content-encoding'] !== 'aes128gcm' || !Buffer.isBuffer(req.body)) {
        return reply.code(400).send({ reason: 'payload must be aes128gcm' });
      }
      if (req.headers.ttl === undefined) return reply.code(400).send({ reason: 'TTL header is required' });
      const header = (name: string) => {
        const value = req.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const push: SandboxPush = {
        id: randomUUID(),
        subscriptionId: id,
        receivedAt: new Date().toISOString(),
        ttl: header('ttl'),
        topic: header('topic'),
        urgency: header('urgency'),
        body: req.body.toString('base64'),
      };
      received.unshift(push);
      received.length = Math.min(received.length, LIMIT);
      return reply.code(201).header('location', `/sandbox/webpush/messages/${push.id}`).send();
    });
    scope.get<{ Querystring: { subscription?: string } }>('/sandbox/webpush/messages', async (req) => ({
      items: req.query.subscription ? received.filter((p) => p.subscriptionId === req.query.subscription) : received,
    }));
  });
  return received;
}
