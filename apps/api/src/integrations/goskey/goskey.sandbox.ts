/**
 * Emulator of the Госключ service of the ЕПГУ partner API (goskey.client.ts) for embedded mode and
 * tests, at /sandbox/goskey. It checks what the service would: the API key, the token it issued, the
 * package (СНИЛС with a right checksum, ФИО, signature type, time to live, the document); it keeps
 * one request per idempotency key, PENDING until the person signs or rejects it (the page, or the
 * control calls) or its time to live ends (EXPIRED). Memory only, like the other sandboxes.
 *
 *   POST /sandbox/goskey/v1/token · POST /sandbox/goskey/v1/goskey/requests
 *   GET  /sandbox/goskey/v1/goskey/requests/:id · GET /sandbox/goskey/v1/goskey/requests/:id/signature
 *   GET  /sandbox/goskey                developer page (Russian): «Подписать» / «Отклонить»
 *
 * Control calls for tests (JSON, not part of the service):
 *   GET  /sandbox/goskey/control/requests?snils=      the requests, newest first (no document bytes)
 *   POST /sandbox/goskey/control/requests/:id/sign    {as_another_person?: true} — the wrong-certificate fault
 *   POST /sandbox/goskey/control/requests/:id/reject | /expire | /fail
 *   POST /sandbox/goskey/control/faults {send_fail_next?, send_fail_status?, lost_answer_next?, unknown_snils?: []}
 */
import { randomBytes } from 'node:crypto';
import { snilsValid } from '@vyplaty/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { goskeySandboxPage } from './goskey.sandbox-page.js';
import {
  createGoskeySandboxState,
  expireRequest,
  failRequest,
  findRequest,
  type GoskeySandboxState,
  keepRequest,
  newRequest,
  rejectRequest,
  type SandboxGoskeyRequest,
  signRequest,
  statusNow,
} from './goskey.sandbox-state.js';

export const GOSKEY_SANDBOX_API_KEY = 'vyplaty-goskey-sandbox-key';

const TOKEN_TTL_SECONDS = 3600;
const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,64}$/;

const serviceError = (code: string, message: string) => ({ error: { code, message } });

type SendBody = {
  signer?: { snils?: unknown; last_name?: unknown; first_name?: unknown; middle_name?: unknown; inn?: unknown };
  signature_type?: unknown;
  ttl_seconds?: unknown;
  title?: unknown;
  document?: { name?: unknown; mime_type?: unknown; content?: unknown };
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function requestView(r: SandboxGoskeyRequest, now: number) {
  const status = statusNow(r, now);
  return {
    request_id: r.id,
    status,
    expires_at: new Date(r.expiresAt).toISOString(),
    ...(status === 'SIGNED' && r.decidedAt ? { signed_at: new Date(r.decidedAt).toISOString() } : {}),
    ...(r.error && (status === 'REJECTED' || status === 'ERROR') ? { error: r.error } : {}),
  };
}

export function registerGoskeySandbox(app: FastifyInstance): GoskeySandboxState {
  const state = createGoskeySandboxState();
  const tokens = new Map<string, number>();

  const authorised = (req: FastifyRequest, reply: FastifyReply) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expiresAt = bearer ? tokens.get(bearer) : undefined;
    if (req.headers['x-api-key'] === GOSKEY_SANDBOX_API_KEY && expiresAt && expiresAt > Date.now()) return true;
    reply.code(401).send(serviceError('UNAUTHORIZED', 'Invalid API key or access token'));
    return false;
  };

  function accept(body: SendBody, key: string): SandboxGoskeyRequest | { code: string; message: string } {
    const snils = text(body.signer?.snils)?.replace(/\D/g, '') ?? '';
    const lastName = text(body.signer?.last_name);
    const firstName = text(body.signer?.first_name);
    const ttl = body.ttl_seconds;
    const content = text(body.document?.content);
    if (!snilsValid(snils) || !lastName || !firstName) return { code: 'INVALID_REQUEST', message: 'signer is invalid' };
    if (body.signature_type !== 'UKEP' && body.signature_type !== 'UNEP')
      return { code: 'INVALID_REQUEST', message: 'signature_type must be UKEP or UNEP' };
    if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl < 60 || ttl > 30 * 86_400)
      return { code: 'INVALID_REQUEST', message: 'ttl_seconds must be 60..2592000' };
    if (!content || !text(body.document?.name)) return { code: 'INVALID_REQUEST', message: 'document is required' };
    const bytes = Buffer.from(content, 'base64');
    if (bytes.length === 0) return { code: 'INVALID_REQUEST', message: 'document is empty' };
    if (bytes.length > MAX_DOCUMENT_BYTES) return { code: 'DOCUMENT_TOO_LARGE', message: 'document is too large' };
    if (state.faults.unknownSnils.has(snils))
      return { code: 'SIGNER_NOT_FOUND', message: 'No Goskey user with this SNILS' };
    const inn = text(body.signer?.inn);
    return newRequest({
      idempotencyKey: key,
      signer: { snils, lastName, firstName, middleName: text(body.signer?.middle_name), inn },
      signatureType: body.signature_type,
      ttlSeconds: ttl,
      title: text(body.title) ?? text(body.document?.name) ?? 'Документ',
      document: {
        name: text(body.document?.name) ?? 'document',
        mimeType: text(body.document?.mime_type) ?? 'application/octet-stream',
        content: new Uint8Array(bytes),
      },
      now: Date.now(),
    });
  }

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.post('/sandbox/goskey/v1/token', async (req, reply) => {
      if (req.headers['x-api-key'] !== GOSKEY_SANDBOX_API_KEY)
        return reply.code(401).send(serviceError('UNAUTHORIZED', 'Invalid API key'));
      const token = `goskey-sandbox-${randomBytes(24).toString('base64url')}`;
      tokens.set(token, Date.now() + TOKEN_TTL_SECONDS * 1000);
      return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_TTL_SECONDS };
    });

    scope.post('/sandbox/goskey/v1/goskey/requests', { bodyLimit: 32 * 1024 * 1024 }, async (req, reply) => {
      if (state.faults.sendFailNext > 0) {
        state.faults.sendFailNext -= 1;
        return reply.code(state.faults.sendFailStatus).send(serviceError('INTERNAL_ERROR', 'Service unavailable'));
      }
      if (!authorised(req, reply)) return reply;
      const key = req.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
        return reply.code(400).send(serviceError('INVALID_REQUEST', 'Idempotency-Key header is required'));
      let request = state.byKey.get(key);
      if (!request) {
        const accepted = accept((req.body ?? {}) as SendBody, key);
        if (!('id' in accepted)) return reply.code(422).send({ error: accepted });
        keepRequest(state, accepted);
        request = accepted;
      }
      if (state.faults.lostAnswerNext > 0) {
        // Kept (or found by its key), and then the answer never arrives: the client must ask again.
        state.faults.lostAnswerNext -= 1;
        reply.hijack();
        (reply.raw.socket ?? req.raw.socket).destroy();
        return reply;
      }
      return reply.code(201).send(requestView(request, Date.now()));
    });

    scope.get<{ Params: { id: string } }>('/sandbox/goskey/v1/goskey/requests/:id', async (req, reply) => {
      if (!authorised(req, reply)) return reply;
      const request = findRequest(state, req.params.id);
      if (!request) return reply.code(404).send(serviceError('NOT_FOUND', 'Request not found'));
      return requestView(request, Date.now());
    });

    scope.get<{ Params: { id: string } }>('/sandbox/goskey/v1/goskey/requests/:id/signature', async (req, reply) => {
      if (!authorised(req, reply)) return reply;
      const request = findRequest(state, req.params.id);
      if (!request) return reply.code(404).send(serviceError('NOT_FOUND', 'Request not found'));
      if (!request.signature || statusNow(request, Date.now()) !== 'SIGNED')
        return reply.code(409).send(serviceError('NOT_SIGNED', 'Request is not signed'));
      return reply.type('application/pkcs7-signature').send(Buffer.from(request.signature));
    });

    const html = (reply: FastifyReply, body: string, code = 200) =>
      reply.code(code).type('text/html; charset=utf-8').send(body);

    scope.get('/sandbox/goskey', async (_req, reply) => html(reply, goskeySandboxPage(state, Date.now())));

    scope.post<{ Params: { id: string; verb: string } }>(
      '/sandbox/goskey/ui/requests/:id/:verb',
      async (req, reply) => {
        const request = findRequest(state, req.params.id);
        const now = Date.now();
        const verb = req.params.verb;
        if (!request || (verb !== 'sign' && verb !== 'reject'))
          return html(reply, goskeySandboxPage(state, now, 'Запрос не найден'), 404);
        const outcome = verb === 'sign' ? signRequest(request, now) : rejectRequest(request, now);
        if (!outcome.ok) return html(reply, goskeySandboxPage(state, now, outcome.error), 409);
        return reply.redirect('/sandbox/goskey', 303);
      },
    );

    scope.get<{ Querystring: { snils?: string } }>('/sandbox/goskey/control/requests', async (req) => {
      const now = Date.now();
      const snils = req.query.snils?.replace(/\D/g, '');
      return {
        items: state.requests
          .filter((r) => !snils || r.signer.snils === snils)
          .map((r) => ({
            ...requestView(r, now),
            signature_type: r.signatureType,
            title: r.title,
            signer: r.signer,
            document: { name: r.document.name, size: r.document.content.length },
            idempotency_key: r.idempotencyKey,
          })),
      };
    });

    scope.post<{ Params: { id: string; verb: string }; Body: { as_another_person?: boolean } | undefined }>(
      '/sandbox/goskey/control/requests/:id/:verb',
      async (req, reply) => {
        const request = findRequest(state, req.params.id);
        if (!request) return reply.code(404).send(serviceError('NOT_FOUND', 'Request not found'));
        const now = Date.now();
        const verbs = {
          sign: () => signRequest(request, now, { asAnotherPerson: req.body?.as_another_person === true }),
          reject: () => rejectRequest(request, now),
          expire: () => expireRequest(request, now),
          fail: () => failRequest(request, now),
        } as const;
        const run = verbs[req.params.verb as keyof typeof verbs];
        if (!run) return reply.code(404).send(serviceError('NOT_FOUND', 'Unknown control call'));
        const outcome = run();
        if (!outcome.ok) return reply.code(409).send(serviceError('INVALID_STATE', outcome.error));
        return requestView(request, now);
      },
    );

    scope.post('/sandbox/goskey/control/faults', async (req) => {
      const body = (req.body ?? {}) as {
        send_fail_next?: number;
        send_fail_status?: number;
        lost_answer_next?: number;
        unknown_snils?: string[];
      };
      const f = state.faults;
      if (typeof body.send_fail_next === 'number') f.sendFailNext = Math.max(0, body.send_fail_next);
      if (typeof body.send_fail_status === 'number') f.sendFailStatus = body.send_fail_status;
      if (typeof body.lost_answer_next === 'number') f.lostAnswerNext = Math.max(0, body.lost_answer_next);
      if (Array.isArray(body.unknown_snils)) f.unknownSnils = new Set(body.unknown_snils.map(String));
      return {
        send_fail_next: f.sendFailNext,
        send_fail_status: f.sendFailStatus,
        lost_answer_next: f.lostAnswerNext,
        unknown_snils: [...f.unknownSnils],
      };
    });
  });
  return state;
}
