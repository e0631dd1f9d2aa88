/**
 * The bank sandbox's payment registry API (client: bank.registry-client.ts, which lists the protocol),
 * modelled on Т-Банк «Выплаты самозанятым» (DOMAIN §9.1): create → submit → pay, each answered at
 * once with a correlationId whose result is read later (kept resultTtlMs, 2 days); one request a
 * second per method and one read of the same registry per readIntervalMs (10 minutes), past either
 * HTTP 429 with Retry-After; a registry of at most maxPayments payments. The limits are settings
 * (BankSandboxOptions.registry, POST /sandbox/bank/control/registry-settings) so tests can shrink them.
 *
 * The same Idempotency-Key on create is the same registry (200, the same correlationId; after its
 * result expired, a new correlationId with the same outcome); another body under it is 409.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  checkRegistryRequest,
  createRegistry,
  payRegistry,
  type RegistryBody,
  registryView,
  resultView,
  startOperation,
  submitRegistry,
} from './bank.sandbox-registry-ops.js';
import { type BankSandboxState, draw, settlePayments } from './bank.sandbox-state.js';

/** How the sandbox's own routes gate a call: faults first, then the bearer token; true when already answered. */
export type SandboxGuards = {
  faultBefore: (reply: FastifyReply) => boolean;
  authorised: (req: FastifyRequest, reply: FastifyReply) => boolean;
  /** The connection dropped without an answer (the lostAnswer fault). */
  answerNothing: (reply: FastifyReply) => FastifyReply;
};

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,64}$/;
/** 10,000 payments of ~300 bytes each, with room. */
const REGISTRY_BODY_LIMIT = 16 * 1024 * 1024;
const BASE = '/sandbox/bank/v1/payment-registries';

const bankError = (code: string, message: string) => ({ error: { code, message } });
const retryAfterSeconds = (ms: number) => String(Math.max(1, Math.ceil(ms / 1000)));

export function registerBankSandboxRegistry(scope: FastifyInstance, state: BankSandboxState, guards: SandboxGuards) {
  const registries = state.registries;

  /** The 1 request/s limit of each method: true when the call was answered 429. */
  function throttled(method: string, reply: FastifyReply): boolean {
    const interval = registries.settings.methodIntervalMs;
    const now = Date.now();
    const last = registries.methodLastAt.get(method);
    if (interval > 0 && last !== undefined && now - last < interval) {
      registries.throttled.set(method, (registries.throttled.get(method) ?? 0) + 1);
      reply
        .code(429)
        .header('retry-after', retryAfterSeconds(last + interval - now))
        .send(bankError('TOO_MANY_REQUESTS', `at most one ${method} request per ${interval} ms`));
      return true;
    }
    registries.methodLastAt.set(method, now);
    return false;
  }

  /** Every registry call: faults, the token, the method's rate; then the state brought up to now. */
  function admitted(method: string, req: FastifyRequest, reply: FastifyReply): number | undefined {
    if (guards.faultBefore(reply) || !guards.authorised(req, reply) || throttled(method, reply)) return undefined;
    const now = Date.now();
    settlePayments(state, now);
    return now;
  }

  scope.post(BASE, { bodyLimit: REGISTRY_BODY_LIMIT }, async (req, reply) => {
    const now = admitted('create', req, reply);
    if (now === undefined) return reply;
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
      return reply
        .code(400)
        .send(bankError('INVALID_REQUEST', 'Idempotency-Key header (1..64 of A-Z a-z 0-9 _ -) is required'));
    }
    const body = (req.body ?? {}) as RegistryBody;
    const checked = checkRegistryRequest(state, body);
    if ('code' in checked) {
      return reply
        .code(checked.code === 'INVALID_PAYER_ACCOUNT' ? 422 : 400)
        .send(bankError(checked.code, checked.message));
    }
    const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    const known = registries.creates.get(key);
    if (known && known.fingerprint !== fingerprint) {
      return reply
        .code(409)
        .send(bankError('IDEMPOTENCY_KEY_REUSED', 'A payment registry with this Idempotency-Key has another body'));
    }
    if (known) {
      const outcome = known.outcome;
      if (!registries.operations.has(known.correlationId) && outcome) {
        // The first result expired: a new one telling the same outcome, never a second registry.
        known.correlationId = startOperation(state, 'CREATE', now, () => outcome).correlationId;
      }
      return reply.code(200).send({ correlationId: known.correlationId });
    }
    const record = { fingerprint, correlationId: '', outcome: null as ReturnType<typeof createRegistry> | null };
    record.correlationId = startOperation(state, 'CREATE', now, (at) => {
      record.outcome = createRegistry(state, checked, at);
      return record.outcome;
    }).correlationId;
    registries.creates.set(key, record);
    // Accepted, and the answer lost on the way back: the client sends it again under the same key.
    if (draw(state, 'lostAnswer')) return guards.answerNothing(reply);
    return reply.code(202).send({ correlationId: record.correlationId });
  });

  for (const action of ['submit', 'pay'] as const) {
    scope.post<{ Params: { id: string } }>(`${BASE}/:id/${action}`, async (req, reply) => {
      const now = admitted(action, req, reply);
      if (now === undefined) return reply;
      const id = req.params.id;
      if (!registries.registries.has(id)) {
        return reply.code(404).send(bankError('REGISTRY_NOT_FOUND', 'Payment registry not found'));
      }
      const operation =
        action === 'submit'
          ? startOperation(state, 'SUBMIT', now, () => submitRegistry(state, id))
          : startOperation(state, 'PAY', now, (at) => payRegistry(state, id, at));
      return reply.code(202).send({ correlationId: operation.correlationId });
    });
  }

  scope.get<{ Params: { correlationId: string } }>(`${BASE}/results/:correlationId`, async (req, reply) => {
    if (admitted('result', req, reply) === undefined) return reply;
    const operation = registries.operations.get(req.params.correlationId);
    if (!operation) return reply.code(404).send(bankError('RESULT_NOT_FOUND', 'No result for this correlationId'));
    return resultView(state, operation);
  });

  scope.get<{ Params: { id: string } }>(`${BASE}/:id`, async (req, reply) => {
    const now = admitted('get', req, reply);
    if (now === undefined) return reply;
    const registry = registries.registries.get(req.params.id);
    if (!registry) return reply.code(404).send(bankError('REGISTRY_NOT_FOUND', 'Payment registry not found'));
    const interval = registries.settings.readIntervalMs;
    if (interval > 0 && registry.lastReadAt !== null && now - registry.lastReadAt < interval) {
      registries.throttled.set('read', (registries.throttled.get('read') ?? 0) + 1);
      return reply
        .code(429)
        .header('retry-after', retryAfterSeconds(registry.lastReadAt + interval - now))
        .send(bankError('REGISTRY_READ_TOO_OFTEN', `a registry may be read once per ${interval} ms`));
    }
    registry.lastReadAt = now;
    registry.reads += 1;
    return registryView(state, registry);
  });
}
