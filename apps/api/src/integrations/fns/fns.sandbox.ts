/**
 * Emulator of the FNS partner API (fns.client.ts, DOMAIN.md §3.8) for embedded mode and tests, under
 * /sandbox/fns, and of the public НПД status check under /sandbox/statusnpd (statusnpd.sandbox.ts;
 * registered here because it answers from the same taxpayers).
 *
 *   POST /sandbox/fns/open-api/AuthService/0.1        AuthRequest (master token) → temporary token
 *   POST /sandbox/fns/ais3/smz/SmzIntegrationService  SendMessage / GetMessage / GetMessages (FNS-OpenApi-Token
 *                                                     checked; GetMessages: fns.sandbox-get-messages.ts)
 *   GET  /sandbox/fns/receipt/:inn/:receiptId/print   printable receipt (the lknpd `Link`)
 *   GET  /sandbox/fns                                 developer page: pending bind requests, «Подтвердить» / «Отклонить»
 *
 * Requests are applied when sent (fns.sandbox-methods.ts); GetMessage answers PROCESSING until
 * `messageDelayMs` has passed, then the `<XxxResponse>` or the SmzPlatformError; an unknown MessageId is
 * a soap:Fault (soap:Client). A rejected temporary token: HTTP 401 with a soap:Fault naming the token.
 *
 * Control calls for tests and developers (JSON, not part of FNS's protocol):
 *   POST /sandbox/fns/control {message_delay_ms?, auto_approve_ms?: number|null, internal_error_next?,
 *        internal_error_rate?: 0..1, lose_next? (those messages stay PROCESSING for ever), partner_deny?,
 *        http_fail_next? (HTTP 503), token_ttl_ms?, expire_tokens?: true, statusnpd_limit_per_minute?,
 *        get_messages_max_ids?, get_messages_max_calls?, get_messages_period_ms?}
 *   POST /sandbox/fns/control/reset                          back to the seed (FNS_SANDBOX_TAXPAYERS)
 *   POST /sandbox/fns/control/taxpayers {inn, first_name, second_name, patronymic?, phone, registered?,
 *        unregistration_time?, restriction?: {result, rejection_code?}, account?: {bonus_kopecks,
 *        unpaid_kopecks, debt_kopecks}, prior_income?: [{amount_kopecks, operation_time}]}  upsert
 *   GET  /sandbox/fns/control/bind-requests                  bind and permission requests, newest first
 *   POST /sandbox/fns/control/bind-requests/:id/approve {permissions?} | …/deny
 *   POST /sandbox/fns/control/taxpayers/:inn/unbind          the taxpayer revokes the partner
 *   POST /sandbox/fns/control/taxpayers/:inn/permissions {permissions}
 *   POST /sandbox/fns/control/taxpayers/:inn/receipts/:receiptId/cancel  the taxpayer cancels a receipt
 *   GET  /sandbox/fns/control/messages                       what was sent, newest first
 *   GET  /sandbox/fns/control/exchanges?after=seq            the raw SOAP request and answer envelopes of the
 *        service endpoint, oldest first (fns.sandbox-exchanges.ts)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerStatusNpdSandbox } from '../statusnpd/statusnpd.sandbox.js';
import { messageAnswer } from './fns.sandbox-answers.js';
import { registerFnsSandboxControl } from './fns.sandbox-control.js';
import { recordExchange } from './fns.sandbox-exchanges.js';
import { answerGetMessages } from './fns.sandbox-get-messages.js';
import { handleSandboxRequest, isKnownMethod } from './fns.sandbox-methods.js';
import { bindRequestsPage, receiptPage } from './fns.sandbox-pages.js';
import {
  createSandboxState,
  decideRequest,
  FNS_SANDBOX_MASTER_TOKEN,
  FNS_SANDBOX_USER_TOKEN,
  type GetMessagesLimits,
  type SandboxMessage,
  settleRequests,
} from './fns.sandbox-state.js';
import { ASYNC_NS, AUTH_NS, asNode, buildEnvelope, buildFault, parseEnvelope, text, toXsDateTime } from './soap.js';

export {
  DEFAULT_GET_MESSAGES_LIMITS,
  FNS_SANDBOX_MASTER_TOKEN,
  FNS_SANDBOX_TAXPAYERS,
  FNS_SANDBOX_USER_TOKEN,
  type GetMessagesLimits,
} from './fns.sandbox-state.js';

export type FnsSandboxOptions = {
  messageDelayMs: number;
  /** GetMessagesRequest's limits (DEFAULT_GET_MESSAGES_LIMITS); also a control switch. */
  getMessages?: GetMessagesLimits;
};

const MESSAGE_LIMIT = 5000;

export function registerFnsSandbox(app: FastifyInstance, options: FnsSandboxOptions) {
  const state = createSandboxState(options.messageDelayMs, options.getMessages);

  const xml = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/xml; charset=utf-8').send(body);

  /** http_fail_next: the gateway in front of FNS answers 503 instead. */
  const injectedFailure = (reply: FastifyReply) => {
    if (state.switches.httpFailNext <= 0) return false;
    state.switches.httpFailNext -= 1;
    reply.code(503).type('text/plain').send('Service Unavailable');
    return true;
  };

  const authorised = (req: FastifyRequest) => {
    const token = req.headers['fns-openapi-token'];
    const expiresAt = typeof token === 'string' ? state.tokens.get(token) : undefined;
    return (
      expiresAt !== undefined &&
      expiresAt > Date.now() &&
      req.headers['fns-openapi-usertoken'] === FNS_SANDBOX_USER_TOKEN
    );
  };

  function sendMessage(message: unknown) {
    const node = asNode(message);
    const element = node ? Object.keys(node).find(isKnownMethod) : undefined;
    const payload = element && node ? (asNode(node[element]) ?? {}) : {};
    const inn = text(payload.Inn);
    const sentAt = Date.now();
    const lost = state.switches.loseNext > 0;
    if (lost) state.switches.loseNext -= 1;
    const stored: SandboxMessage = {
      messageId: randomUUID(),
      method: element ?? (node ? (Object.keys(node)[0] ?? 'unknown') : 'unknown'),
      inn: inn || null,
      sentAt,
      readyAt: sentAt + state.switches.messageDelayMs,
      lost,
      outcome: handleSandboxRequest(state, element ?? '', payload),
    };
    state.messages.set(stored.messageId, stored);
    state.messageLog.unshift(stored);
    if (state.messageLog.length > MESSAGE_LIMIT) state.messages.delete(state.messageLog.pop()?.messageId ?? '');
    return buildEnvelope({ SendMessageResponse: { '@_xmlns': ASYNC_NS, MessageId: stored.messageId } });
  }

  const getMessage = (stored: SandboxMessage) =>
    buildEnvelope({ GetMessageResponse: { '@_xmlns': ASYNC_NS, ...messageAnswer(stored) } });

  app.register(async (scope) => {
    scope.addContentTypeParser(
      ['text/xml', 'application/xml', 'application/soap+xml'],
      { parseAs: 'string' },
      (_req, body, done) => done(null, body),
    );
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.post('/sandbox/fns/open-api/AuthService/0.1', async (req, reply) => {
      if (injectedFailure(reply)) return reply;
      const envelope = parseEnvelope(typeof req.body === 'string' ? req.body : '');
      const appInfo = asNode(asNode(envelope?.body.AuthRequest)?.AuthAppInfo);
      if (!appInfo) return xml(reply, 500, buildFault('soap:Client', 'Ошибка разбора запроса AuthRequest'));
      if (text(appInfo.MasterToken) !== FNS_SANDBOX_MASTER_TOKEN) {
        return xml(reply, 500, buildFault('soap:Client', 'Неверный мастер-токен (MasterToken)'));
      }
      const token = `fns-sandbox-${randomBytes(24).toString('base64url')}`;
      const expiresAt = Date.now() + state.switches.tokenTtlMs;
      state.tokens.set(token, expiresAt);
      return xml(
        reply,
        200,
        buildEnvelope({
          AuthResponse: { '@_xmlns': AUTH_NS, Result: { Token: token, ExpireTime: toXsDateTime(new Date(expiresAt)) } },
        }),
      );
    });

    scope.post('/sandbox/fns/ais3/smz/SmzIntegrationService', async (req, reply) => {
      if (injectedFailure(reply)) return reply;
      const request = typeof req.body === 'string' ? req.body : '';
      const answer = (status: number, body: string) => {
        recordExchange(state.exchanges, { status, request, response: body });
        return xml(reply, status, body);
      };
      if (!authorised(req)) {
        return answer(401, buildFault('soap:Client', 'Токен FNS-OpenApi-Token не найден или истёк'));
      }
      const envelope = parseEnvelope(request);
      if (!envelope) return answer(500, buildFault('soap:Client', 'Ошибка разбора SOAP-конверта'));
      const action = String(req.headers.soapaction ?? '').replace(/"/g, '');
      const send = asNode(envelope.body.SendMessageRequest);
      const get = asNode(envelope.body.GetMessageRequest);
      const getMany = asNode(envelope.body.GetMessagesRequest);
      if (send && action !== 'urn:GetMessageRequest') return answer(200, sendMessage(send.Message));
      if (getMany && action !== 'urn:SendMessageRequest') {
        const { status, body } = answerGetMessages(state, getMany);
        return answer(status, body);
      }
      if (get && action !== 'urn:SendMessageRequest') {
        const messageId = text(get.MessageId) ?? '';
        const stored = state.messages.get(messageId);
        if (!stored) return answer(500, buildFault('soap:Client', `Сообщение с MessageId ${messageId} не найдено`));
        return answer(200, getMessage(stored));
      }
      return answer(500, buildFault('soap:Client', 'Неизвестная операция'));
    });

    scope.get<{ Params: { inn: string; receiptId: string } }>(
      '/sandbox/fns/receipt/:inn/:receiptId/print',
      async (req, reply) => {
        const { inn, receiptId } = req.params;
        const receipt = state.receipts.find((r) => r.inn === inn && r.receiptId === receiptId);
        if (!receipt) return reply.code(404).type('text/html; charset=utf-8').send('<p>Чек не найден</p>');
        return reply.type('text/html; charset=utf-8').send(receiptPage(receipt, state.taxpayers.get(inn)));
      },
    );

    scope.get('/sandbox/fns', async (_req, reply) => {
      settleRequests(state);
      return reply.type('text/html; charset=utf-8').send(bindRequestsPage(state));
    });

    scope.post<{ Params: { id: string; verb: string } }>(
      '/sandbox/fns/ui/bind-requests/:id/:verb',
      async (req, reply) => {
        const request = state.requests.find((r) => r.id === req.params.id);
        if (request && (req.params.verb === 'approve' || req.params.verb === 'deny')) {
          decideRequest(state, request, req.params.verb === 'approve');
        }
        return reply.redirect('/sandbox/fns', 303);
      },
    );

    registerFnsSandboxControl(scope, state);
  });

  registerStatusNpdSandbox(app, state);
}
