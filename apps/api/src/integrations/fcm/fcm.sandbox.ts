/**
 * Emulator of FCM HTTP v1 and Google's OAuth 2.0 token endpoint for embedded mode and tests. The
 * token endpoint verifies the service account's signed assertion with the account's public key (as
 * Google does with the keys it issued); messages:send needs a token it issued and keeps every
 * message. Registration tokens starting with 'gone-' answer 404 UNREGISTERED, like an uninstalled app.
 */
import { createPublicKey, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { jwtVerify } from 'jose';

export type SandboxFcmMessage = {
  id: string;
  token: string;
  receivedAt: string;
  title: string | undefined;
  body: string | undefined;
  data: Record<string, string>;
  channelId: string | undefined;
};

export type FcmSandboxOptions = { projectId: string; clientEmail: string; privateKey: string; tokenUrl: () => string };

const LIMIT = 500;

const fcmError = (code: number, status: string, message: string, errorCode?: string) => ({
  error: {
    code,
    message,
    status,
    ...(errorCode ? { details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }] } : {}),
  },
});

export function registerFcmSandbox(app: FastifyInstance, options: FcmSandboxOptions) {
  const publicKey = createPublicKey(options.privateKey);
  const accessTokens = new Map<string, number>();
  const messages: SandboxFcmMessage[] = [];

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.post('/sandbox/fcm/token', async (req, reply) => {
      const form = (req.body ?? {}) as Record<string, string>;
      if (form.grant_type !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || !form.assertion) {
        return reply.code(400).send({ error: 'unsupported_grant_type' });
      }
      try {
        const { payload } = await jwtVerify(form.assertion, publicKey, {
          issuer: options.clientEmail,
          audience: options.tokenUrl(),
          algorithms: ['RS256'],
        });
        if (!String(payload.scope ?? '').includes('firebase.messaging')) throw new Error('scope');
      } catch {
        return reply.code(400).send({ error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
      }
      const token = `ya29.sandbox-${randomBytes(24).toString('base64url')}`;
      accessTokens.set(token, Date.now() + 3600_000);
      return { access_token: token, expires_in: 3599, token_type: 'Bearer' };
    });

    // '::' is a literal colon in Fastify paths.
    scope.post<{ Params: { project: string } }>(
      '/sandbox/fcm/v1/projects/:project/messages::send',
      async (req, reply) => {
        const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        const expiresAt = bearer ? accessTokens.get(bearer) : undefined;
        if (!expiresAt || expiresAt < Date.now()) {
          return reply
            .code(401)
            .send(fcmError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'));
        }
        if (req.params.project !== options.projectId) {
          return reply.code(403).send(fcmError(403, 'PERMISSION_DENIED', 'SenderId mismatch', 'SENDER_ID_MISMATCH'));
        }
        const message = (req.body as { message?: Record<string, unknown> } | undefined)?.message;
        const token = typeof message?.token === 'string' ? message.token : '';
        if (!token) {
          return reply
            .code(400)
            .send(fcmError(400, 'INVALID_ARGUMENT', 'The registration token is not valid', 'INVALID_ARGUMENT'));
        }
        if (token.startsWith('gone-')) {
          return reply.code(404).send(fcmError(404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED'));
        }
        const notification = (message?.notification ?? {}) as { title?: string; body?: string };
        const android = (message?.android ?? {}) as { notification?: { channel_id?: string } };
        const id = randomUUID();
        messages.unshift({
          id,
          token,
          receivedAt: new Date().toISOString(),
          title: notification.title,
          body: notification.body,
          data: (message?.data ?? {}) as Record<string, string>,
          channelId: android.notification?.channel_id,
        });
        messages.length = Math.min(messages.length, LIMIT);
        return { name: `projects/${options.projectId}/messages/${id}` };
      },
    );

    scope.get<{ Querystring: { token?: string } }>('/sandbox/fcm/messages', async (req) => ({
      items: req.query.token ? messages.filter((m) => m.token === req.query.token) : messages,
    }));
  });
  return messages;
}
