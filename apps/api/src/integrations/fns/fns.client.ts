/**
 * Client of the FNS partner API (ПП НПД, SmzIntegrationService; DOMAIN.md §3.1): SOAP 1.1, async.
 *
 *   POST {authUrl}     AuthRequest{AuthAppInfo{MasterToken}} → AuthResponse{Result{Token, ExpireTime}}
 *   POST {serviceUrl}  SOAPAction urn:SendMessageRequest  SendMessageRequest{Message{<XxxRequest/>}}
 *                      → SendMessageResponse{MessageId}
 *   POST {serviceUrl}  SOAPAction urn:GetMessageRequest   GetMessageRequest{MessageId}
 *                      → GetMessageResponse{ProcessingStatus PROCESSING|COMPLETED, Message?{<XxxResponse/> | <SmzPlatformError/>}}
 *   POST {serviceUrl}  SOAPAction urn:GetMessagesRequest  GetMessagesRequest{Expressions[]{MessageId, UserToken}}
 *                      → GetMessagesResponse{Messages[]{MessageId, ProcessingStatus, Message?}}  (fns.get-messages.ts)
 *   headers FNS-OpenApi-Token (temporary token), FNS-OpenApi-UserToken (partner's), Content-Type text/xml.
 *
 * Assumptions to confirm with FNS at partner registration: the auth answer carries `Result{Token,
 * ExpireTime}` (a missing ExpireTime is taken as 1 h); a rejected temporary token shows as HTTP 401/403
 * or a soap:Fault naming the token, and is renewed once; a soap:Client fault on GetMessage means the
 * MessageId is unknown or expired. The token is kept until 5 minutes before its expiry.
 *
 * Network errors, timeouts, HTTP 429/5xx without a SOAP fault and soap:Server faults are retried with
 * exponential backoff and jitter; what is left becomes FNS_UNAVAILABLE.
 */
import { jittered, RetryableFailure, realSleep, transportFailure, withRetries } from '../retry.js';
import { encodeRequest } from './fns.codec.js';
import { FnsMessageNotFoundError, FnsStillProcessingError, fnsUnavailable } from './fns.errors.js';
import { createGetMessages } from './fns.get-messages.js';
import { readMessage } from './fns.message.js';
import type { FnsClient, FnsMessageState, FnsMethod, FnsResponseOf } from './fns.types.js';
import {
  ASYNC_NS,
  AUTH_NS,
  asNode,
  buildEnvelope,
  fromXsDateTime,
  type ParsedEnvelope,
  parseEnvelope,
  type SoapFault,
  text,
  type XmlNode,
} from './soap.js';

export type FnsClientOptions = {
  serviceUrl: () => string;
  authUrl: () => string;
  masterToken: string;
  userToken: string;
  timeoutMs?: number;
  /** Extra attempts after the first for network errors, timeouts, 429 and 5xx. */
  retries?: number;
  /** First pause between attempts; doubles each time, with jitter. */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** [0, 1); the jitter's source. */
  random?: () => number;
  /** MessageIds per GetMessagesRequest; must not exceed FNS's limit (config FNS_GET_MESSAGES_BATCH_SIZE). */
  getMessagesBatchSize?: number;
  /** Further attempts of a GetMessages call FNS refused for «too many calls». */
  getMessagesRetries?: number;
  /** The first pause after «too many calls»; doubles each time, with jitter. */
  getMessagesBackoffMs?: number;
};

/** The default of FNS_GET_MESSAGES_BATCH_SIZE: FNS publishes no limit; the sandbox's default is the same. */
export const DEFAULT_GET_MESSAGES_BATCH_SIZE = 100;

const TOKEN_RENEW_MARGIN_MS = 5 * 60_000;
const DEFAULT_TOKEN_TTL_MS = 60 * 60_000;
const DEFAULT_CALL_BUDGET_MS = 60_000;
const FIRST_POLL_MS = 1000;
const MAX_POLL_MS = 30_000;

type SoapReply = { status: number; envelope: ParsedEnvelope };

const isAuthFault = (reply: SoapReply) =>
  reply.status === 401 ||
  reply.status === 403 ||
  (reply.envelope.fault !== null && /token|токен|auth/i.test(reply.envelope.fault.message));

export function createFnsClient(options: FnsClientOptions): FnsClient {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retries = options.retries ?? 3;
  const backoffMs = options.backoffMs ?? 500;
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const policy = { retries, backoffMs, sleep, random };
  let cached: { token: string; expiresAt: number } | undefined;

  /** One HTTP exchange; throws RetryableFailure for what another attempt may fix. */
  async function post(url: string, action: string, body: string, headers: Record<string, string>): Promise<SoapReply> {
    let response: Response;
    let xml: string;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: action, ...headers },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      xml = await response.text();
    } catch (error) {
      throw transportFailure(error);
    }
    const envelope = parseEnvelope(xml);
    const serverFault = envelope?.fault && /Server$/i.test(envelope.fault.code);
    if (!envelope || serverFault) {
      if (response.status >= 500 || response.status === 429 || serverFault) throw new RetryableFailure(response.status);
      if (response.status === 401 || response.status === 403)
        return { status: response.status, envelope: { body: {}, fault: { code: 'http', message: 'auth' } } };
      throw fnsUnavailable(`malformed ${response.status}`);
    }
    return { status: response.status, envelope };
  }

  const retried = <T>(attempt: () => Promise<T>) => withRetries(attempt, policy, fnsUnavailable);

  async function temporaryToken(): Promise<string> {
    if (cached && cached.expiresAt - TOKEN_RENEW_MARGIN_MS > now()) return cached.token;
    const envelope = buildEnvelope({
      AuthRequest: { '@_xmlns': AUTH_NS, AuthAppInfo: { MasterToken: options.masterToken } },
    });
    const reply = await post(options.authUrl(), 'urn:AuthRequest', envelope, {});
    // A refused master token is our configuration: nothing a retry fixes.
    if (reply.envelope.fault) throw fnsUnavailable(`auth fault: ${reply.envelope.fault.message}`);
    const result = asNode(asNode(reply.envelope.body.AuthResponse)?.Result);
    const token = text(result?.Token);
    if (!result || !token) throw fnsUnavailable('auth malformed');
    const expireTime = text(result.ExpireTime);
    const expiresAt = expireTime ? Date.parse(fromXsDateTime(expireTime) ?? '') : Number.NaN;
    cached = { token, expiresAt: Number.isNaN(expiresAt) ? now() + DEFAULT_TOKEN_TTL_MS : expiresAt };
    return token;
  }

  /** One authorised exchange with the service; a rejected token is renewed once. */
  async function service(
    action: 'urn:SendMessageRequest' | 'urn:GetMessageRequest' | 'urn:GetMessagesRequest',
    body: XmlNode,
  ): Promise<SoapReply> {
    const envelope = buildEnvelope(body);
    const exchange = async () =>
      post(options.serviceUrl(), action, envelope, {
        'FNS-OpenApi-Token': await temporaryToken(),
        'FNS-OpenApi-UserToken': options.userToken,
      });
    const reply = await exchange();
    if (!isAuthFault(reply)) return reply;
    cached = undefined;
    const again = await exchange();
    if (isAuthFault(again)) throw fnsUnavailable(`auth rejected: ${again.envelope.fault?.message ?? again.status}`);
    return again;
  }

  const unexpectedFault = (fault: SoapFault) => fnsUnavailable(`fault ${fault.code}: ${fault.message}`);

  const send: FnsClient['send'] = (method, request) =>
    retried(async () => {
      const reply = await service('urn:SendMessageRequest', {
        SendMessageRequest: { '@_xmlns': ASYNC_NS, Message: encodeRequest(method, request) },
      });
      if (reply.envelope.fault) throw unexpectedFault(reply.envelope.fault);
      const messageId = text(asNode(reply.envelope.body.SendMessageResponse)?.MessageId);
      if (!messageId) throw fnsUnavailable('SendMessageResponse malformed');
      return messageId;
    });

  async function receive<M extends FnsMethod>(method: M, messageId: string): Promise<FnsMessageState<M>> {
    const reply = await retried(() =>
      service('urn:GetMessageRequest', { GetMessageRequest: { '@_xmlns': ASYNC_NS, MessageId: messageId } }),
    );
    if (reply.envelope.fault) throw new FnsMessageNotFoundError(messageId, reply.envelope.fault.message);
    return readMessage(method, messageId, asNode(reply.envelope.body.GetMessageResponse), 'GetMessageResponse');
  }

  const getMessages = createGetMessages({
    exchange: async (body) => (await retried(() => service('urn:GetMessagesRequest', body))).envelope,
    userToken: options.userToken,
    batchSize: options.getMessagesBatchSize ?? DEFAULT_GET_MESSAGES_BATCH_SIZE,
    retries: options.getMessagesRetries ?? 6,
    backoffMs: options.getMessagesBackoffMs ?? 1000,
    sleep,
    random,
  });

  async function call<M extends FnsMethod>(
    method: M,
    request: Parameters<FnsClient['send']>[1],
    callOptions?: { budgetMs?: number },
  ): Promise<FnsResponseOf<M>> {
    const deadline = now() + (callOptions?.budgetMs ?? DEFAULT_CALL_BUDGET_MS);
    const messageId = await send(method, request as never);
    for (let i = 0; ; i++) {
      const pause = jittered(Math.min(FIRST_POLL_MS * 2 ** i, MAX_POLL_MS), random);
      if (now() + pause > deadline) throw new FnsStillProcessingError(messageId);
      await sleep(pause);
      const state = await receive(method, messageId);
      if (state.status === 'COMPLETED') return state.response;
    }
  }

  return { send, receive, getMessages, call: call as FnsClient['call'] };
}
