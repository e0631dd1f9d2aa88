/**
 * Emulator of the nominal-account bank's payout API (bank.client.ts) for embedded mode and tests, at
 * /sandbox/bank. It checks what the bank would: the client credentials, the bearer token it issued,
 * the payment's data; it keeps one payment per idempotency key (never executed twice) that stays
 * PROCESSING for `delayMs` and then is DONE (a line OUT in the statement) or DECLINED; companies'
 * top-ups are lines IN. State lives in memory, like the other sandboxes (a restart forgets payments).
 *
 *   POST /sandbox/bank/oauth/token · POST /sandbox/bank/v1/payments · GET /sandbox/bank/v1/payments/:id
 *   GET  /sandbox/bank/v1/statement?cursor=&limit=
 *   /sandbox/bank/v1/payment-registries…  payment registries (bank.sandbox-registry.ts)
 *   GET  /sandbox/bank                 developer page (Russian): payments, statement, «Пополнить»
 *
 * Control calls for tests and developers (JSON, not part of the bank's protocol; bank.sandbox-control.ts):
 *   POST /sandbox/bank/control/top-up {payerInn, payerName, payerAccount, amount, purpose, bookedAt?}
 *   POST /sandbox/bank/control/faults {timeoutRate?, errorRate?, lostAnswerRate?, lateDeclineRate?,
 *        delayMs?, hangMs?, errorStatus?, seed?, timeoutNext?, errorNext?, lostAnswerNext?,
 *        lateDeclineNext?, denyRecipients?: string[], declinePaymentIds?: string[]}
 *   POST /sandbox/bank/control/reset   payments, statement and faults forgotten
 *   GET  /sandbox/bank/control/payments every payment with its request and execution counts
 *   registry settings and registries: bank.sandbox-registry-control.ts
 *
 * Fault injection: errors answer errorStatus; a timeout holds the connection for hangMs and drops it
 * without doing anything; a lost answer executes the payment and then drops the connection the same
 * way; a late decline accepts the payment and declines it when it settles.
 */
import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkPayment, type PaymentBody, paymentView, statementView } from './bank.sandbox-checks.js';
import { registerBankSandboxControl } from './bank.sandbox-control.js';
import { bankSandboxPage, handleTopUpForm } from './bank.sandbox-pages.js';
import { registerBankSandboxRegistry } from './bank.sandbox-registry.js';
import { registerBankSandboxRegistryControl } from './bank.sandbox-registry-control.js';
import type { RegistrySettings } from './bank.sandbox-registry-state.js';
import {
  acceptPayment,
  BANK_SANDBOX_CLIENT_ID,
  BANK_SANDBOX_CLIENT_SECRET,
  type BankSandboxState,
  createBankSandboxState,
  decodeCursor,
  draw,
  encodeCursor,
  settlePayments,
  statementAfter,
} from './bank.sandbox-state.js';
import type { NominalAccountRequisites } from './nominal-account.js';

export { BANK_SANDBOX_CLIENT_ID, BANK_SANDBOX_CLIENT_SECRET } from './bank.sandbox-state.js';

export type BankSandboxOptions = {
  delayMs: number;
  nominal: NominalAccountRequisites;
  /** The registry API's limits (bank.sandbox-registry.ts); unset ones are the bank's documented values. */
  registry?: Partial<RegistrySettings>;
};

const TOKEN_TTL_SECONDS = 3600;
const MAX_PAGE = 1000;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,64}$/;

const bankError = (code: string, message: string) => ({ error: { code, message } });

export function registerBankSandbox(app: FastifyInstance, options: BankSandboxOptions): BankSandboxState {
  const state = createBankSandboxState(options.nominal, options.delayMs, options.registry);
  const hanging = new Set<{ timer: NodeJS.Timeout; socket: Socket }>();

  /** No answer: the connection is held for hangMs, then dropped, as a bank that timed out looks. */
  function answerNothing(reply: FastifyReply) {
    reply.hijack();
    const socket = reply.raw.socket ?? reply.request.raw.socket;
    if (state.faults.hangMs <= 0) {
      socket.destroy();
      return reply;
    }
    const entry = { socket, timer: setTimeout(() => drop(entry), state.faults.hangMs) };
    hanging.add(entry);
    return reply;
  }
  function drop(entry: { timer: NodeJS.Timeout; socket: Socket }) {
    clearTimeout(entry.timer);
    entry.socket.destroy();
    hanging.delete(entry);
  }
  // A held connection must not keep the server from closing.
  app.addHook('preClose', async () => {
    for (const entry of hanging) drop(entry);
  });

  /** Faults that hit a call before the bank does anything with it; true when the call was answered. */
  function faultBefore(reply: FastifyReply): boolean {
    if (draw(state, 'error')) {
      reply.code(state.faults.errorStatus).send(bankError('INTERNAL_ERROR', 'Service temporarily unavailable'));
      return true;
    }
    if (draw(state, 'timeout')) {
      answerNothing(reply);
      return true;
    }
    return false;
  }

  const authorised = (req: FastifyRequest, reply: FastifyReply) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expiresAt = bearer ? state.tokens.get(bearer) : undefined;
    if (expiresAt && expiresAt > Date.now()) return true;
    reply.code(401).send(bankError('UNAUTHORIZED', 'Invalid or expired access token'));
    return false;
  };

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.post('/sandbox/bank/oauth/token', async (req, reply) => {
      if (faultBefore(reply)) return reply;
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const [id, secret] = Buffer.from(basic ?? '', 'base64')
        .toString()
        .split(':');
      if (id !== BANK_SANDBOX_CLIENT_ID || secret !== BANK_SANDBOX_CLIENT_SECRET) {
        return reply.code(401).send({ error: 'invalid_client' });
      }
      const form = (req.body ?? {}) as Record<string, string>;
      if (form.grant_type !== 'client_credentials') return reply.code(400).send({ error: 'unsupported_grant_type' });
      const token = `bank-sandbox-${randomBytes(24).toString('base64url')}`;
      state.tokens.set(token, Date.now() + TOKEN_TTL_SECONDS * 1000);
      return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_TTL_SECONDS, scope: 'payments' };
    });

    scope.post('/sandbox/bank/v1/payments', async (req, reply) => {
      if (faultBefore(reply)) return reply;
      if (!authorised(req, reply)) return reply;
      const key = req.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
        return reply
          .code(400)
          .send(bankError('INVALID_REQUEST', 'Idempotency-Key header (1..64 of A-Z a-z 0-9 _ -) is required'));
      }
      const now = Date.now();
      settlePayments(state, now);
      const draft = checkPayment((req.body ?? {}) as PaymentBody);
      if ('code' in draft) return reply.code(400).send(bankError(draft.code, draft.message));
      const known = state.payments.get(key);
      // Held by a registry not paid yet, or with another body: the bank holds a payment under this key.
      if ((known && known.fingerprint !== draft.fingerprint) || (!known && state.registries.externalIds.has(key))) {
        return reply
          .code(409)
          .send(bankError('IDEMPOTENCY_KEY_REUSED', 'A payment with this Idempotency-Key has another body'));
      }
      const payment = known ?? acceptPayment(state, key, draft, now);
      payment.requests += 1;
      if (draw(state, 'lostAnswer')) return answerNothing(reply);
      return reply.code(known ? 200 : 202).send(paymentView(payment));
    });

    scope.get<{ Params: { id: string } }>('/sandbox/bank/v1/payments/:id', async (req, reply) => {
      if (faultBefore(reply)) return reply;
      if (!authorised(req, reply)) return reply;
      settlePayments(state, Date.now());
      const payment = state.payments.get(req.params.id);
      if (!payment) return reply.code(404).send(bankError('NOT_FOUND', 'Payment not found'));
      return paymentView(payment);
    });

    scope.get<{ Querystring: { cursor?: string; limit?: string } }>(
      '/sandbox/bank/v1/statement',
      async (req, reply) => {
        if (faultBefore(reply)) return reply;
        if (!authorised(req, reply)) return reply;
        settlePayments(state, Date.now());
        const { cursor, limit } = req.query;
        const after = cursor ? decodeCursor(cursor) : 0;
        if (after === undefined) return reply.code(400).send(bankError('INVALID_CURSOR', 'Unknown cursor'));
        const size = Math.min(Math.max(Number(limit) || 100, 1), MAX_PAGE);
        const items = statementAfter(state, after, size);
        const last = items.at(-1);
        return {
          items: items.map(statementView),
          next_cursor: last ? encodeCursor(last.seq) : (cursor ?? null),
          has_more: last ? statementAfter(state, last.seq, 1).length > 0 : false,
        };
      },
    );

    scope.get('/sandbox/bank', async (_req, reply) => {
      settlePayments(state, Date.now());
      return reply.type('text/html; charset=utf-8').send(bankSandboxPage(state));
    });

    scope.post('/sandbox/bank/ui/top-up', async (req, reply) => {
      const error = handleTopUpForm(state, (req.body ?? {}) as Record<string, string>, Date.now());
      if (error) return reply.code(400).type('text/html; charset=utf-8').send(bankSandboxPage(state, error));
      return reply.redirect('/sandbox/bank', 303);
    });

    registerBankSandboxRegistry(scope, state, { faultBefore, authorised, answerNothing });
    registerBankSandboxControl(scope, state);
    registerBankSandboxRegistryControl(scope, state);
  });

  return state;
}
