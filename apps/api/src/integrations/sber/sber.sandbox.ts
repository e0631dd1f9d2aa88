/**
 * Emulator of the bank's nominal-account binding API (sber.client.ts) for embedded mode and tests,
 * at /sandbox/sber. It checks what the bank would: the client credentials, the bearer token it issued,
 * the request body; it keeps binding requests (one per idempotency key) that stay PROCESSING for
 * `bindDelayMs` and then become BOUND, or REJECTED when the company's ИНН is on the deny list or the
 * settlement account is missing.
 *
 * Control calls for tests and demos (not part of the bank's protocol):
 *   GET  /sandbox/sber/requests             what was asked, newest first
 *   POST /sandbox/sber/control {bind_delay_ms?, deny_inns?: string[], fail_next?: number, fail_status?: number}
 *        fail_next: the next N calls of the bank API answer fail_status (503 by default).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const SBER_SANDBOX_CLIENT_ID = 'vyplaty-sandbox';
export const SBER_SANDBOX_CLIENT_SECRET = 'sandbox-secret';

export type SberSandboxOptions = { bindDelayMs: number };

type SandboxRequest = {
  id: string;
  idempotencyKey: string;
  receivedAt: number;
  body: {
    company?: { inn?: string; kpp?: string | null; ogrn?: string | null; name?: string };
    settlement_account?: { number?: string; bik?: string } | null;
  };
  /** Decided when the request arrives, revealed once the delay has passed. */
  outcome: { status: 'BOUND'; nominalAccountId: string } | { status: 'REJECTED'; code: string; message: string };
};

const TOKEN_TTL_SECONDS = 3600;
const LIMIT = 500;

const bankError = (code: string, message: string) => ({ error: { code, message } });

export function registerSberSandbox(app: FastifyInstance, options: SberSandboxOptions) {
  const state = {
    bindDelayMs: options.bindDelayMs,
    denyInns: new Set<string>(),
    failNext: 0,
    failStatus: 503,
  };
  const tokens = new Map<string, number>();
  const requests: SandboxRequest[] = [];
  const byKey = new Map<string, SandboxRequest>();

  /** Fault injection: answers the configured 5xx instead of the call, `failNext` times. */
  const injectedFault = (reply: FastifyReply) => {
    if (state.failNext <= 0) return false;
    state.failNext -= 1;
    reply.code(state.failStatus).send(bankError('INTERNAL_ERROR', 'Сервис временно недоступен'));
    return true;
  };

  const authorised = (req: FastifyRequest, reply: FastifyReply) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expiresAt = bearer ? tokens.get(bearer) : undefined;
    if (expiresAt && expiresAt > Date.now()) return true;
    reply.code(401).send(bankError('UNAUTHORIZED', 'Invalid or expired access token'));
    return false;
  };

  function decide(body: SandboxRequest['body']): SandboxRequest['outcome'] {
    const inn = body.company?.inn ?? '';
    if (state.denyInns.has(inn)) {
      return { status: 'REJECTED', code: 'COMPANY_NOT_ELIGIBLE', message: 'Company did not pass the bank check' };
    }
    const account = body.settlement_account;
    if (!account?.number || !account.bik) {
      return { status: 'REJECTED', code: 'SETTLEMENT_ACCOUNT_REQUIRED', message: 'Settlement account is required' };
    }
    if (!/^\d{20}$/.test(account.number) || !/^\d{9}$/.test(account.bik)) {
      return { status: 'REJECTED', code: 'SETTLEMENT_ACCOUNT_INVALID', message: 'Settlement account is invalid' };
    }
    return { status: 'BOUND', nominalAccountId: `sandbox-nominal-${randomUUID()}` };
  }

  function view(request: SandboxRequest) {
    if (Date.now() - request.receivedAt < state.bindDelayMs) return { request_id: request.id, status: 'PROCESSING' };
    if (request.outcome.status === 'BOUND') {
      return { request_id: request.id, status: 'BOUND', nominal_account_id: request.outcome.nominalAccountId };
    }
    return {
      request_id: request.id,
      status: 'REJECTED',
      reason: { code: request.outcome.code, message: request.outcome.message },
    };
  }

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.post('/sandbox/sber/oauth/token', async (req, reply) => {
      if (injectedFault(reply)) return reply;
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const [id, secret] = Buffer.from(basic ?? '', 'base64')
        .toString()
        .split(':');
      if (id !== SBER_SANDBOX_CLIENT_ID || secret !== SBER_SANDBOX_CLIENT_SECRET) {
        return reply.code(401).send({ error: 'invalid_client' });
      }
      const form = (req.body ?? {}) as Record<string, string>;
      if (form.grant_type !== 'client_credentials') return reply.code(400).send({ error: 'unsupported_grant_type' });
      const token = `sber-sandbox-${randomBytes(24).toString('base64url')}`;
      tokens.set(token, Date.now() + TOKEN_TTL_SECONDS * 1000);
      return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_TTL_SECONDS, scope: 'nominal-accounts' };
    });

    scope.post('/sandbox/sber/v1/nominal-accounts/bindings', async (req, reply) => {
      if (injectedFault(reply)) return reply;
      if (!authorised(req, reply)) return reply;
      const key = req.headers['idempotency-key'];
      if (typeof key !== 'string' || !key) {
        return reply.code(400).send(bankError('INVALID_REQUEST', 'Idempotency-Key header is required'));
      }
      const known = byKey.get(key);
      if (known) return reply.code(202).send({ request_id: known.id, status: 'PROCESSING' });
      const body = (req.body ?? {}) as SandboxRequest['body'];
      const company = body.company;
      if (!company?.inn || !/^\d{10}(\d{2})?$/.test(company.inn) || !company.name) {
        return reply.code(400).send(bankError('INVALID_REQUEST', 'company.inn and company.name are required'));
      }
      const request: SandboxRequest = {
        id: randomUUID(),
        idempotencyKey: key,
        receivedAt: Date.now(),
        body,
        outcome: decide(body),
      };
      requests.unshift(request);
      byKey.set(key, request);
      if (requests.length > LIMIT) byKey.delete(requests.pop()?.idempotencyKey ?? '');
      return reply.code(202).send({ request_id: request.id, status: 'PROCESSING' });
    });

    scope.get<{ Params: { id: string } }>('/sandbox/sber/v1/nominal-accounts/bindings/:id', async (req, reply) => {
      if (injectedFault(reply)) return reply;
      if (!authorised(req, reply)) return reply;
      const request = requests.find((r) => r.id === req.params.id);
      if (!request) return reply.code(404).send(bankError('NOT_FOUND', 'Binding request not found'));
      return view(request);
    });

    scope.get('/sandbox/sber/requests', async () => ({
      items: requests.map((r) => ({ ...view(r), idempotency_key: r.idempotencyKey, body: r.body })),
    }));

    scope.post('/sandbox/sber/control', async (req) => {
      const body = (req.body ?? {}) as {
        bind_delay_ms?: number;
        deny_inns?: string[];
        fail_next?: number;
        fail_status?: number;
      };
      if (typeof body.bind_delay_ms === 'number') state.bindDelayMs = Math.max(0, body.bind_delay_ms);
      if (Array.isArray(body.deny_inns)) state.denyInns = new Set(body.deny_inns.map(String));
      if (typeof body.fail_next === 'number') state.failNext = Math.max(0, body.fail_next);
      if (typeof body.fail_status === 'number') state.failStatus = body.fail_status;
      return {
        bind_delay_ms: state.bindDelayMs,
        deny_inns: [...state.denyInns],
        fail_next: state.failNext,
        fail_status: state.failStatus,
      };
    });
  });
}
