/**
 * Client of the nominal-account bank's payout API. The protocol is MODELLED on a bank partner API
 * (OAuth 2.0 client credentials + JSON resources keyed by our idempotency key), like the binding API of
 * integrations/sber; it is not the bank's published specification: a real deployment points
 * BANK_API_URL at the bank and, where its fields differ, adapts this one file. docs/decisions/bank.md.
 *
 *   POST {base}/oauth/token   (Basic client_id:client_secret, form grant_type=client_credentials,
 *                              scope=payments) → {access_token, token_type, expires_in}
 *   POST {base}/v1/payments   (Bearer, Idempotency-Key: <our payment id>)
 *        {amount: "1500.00", currency: "RUB", purpose,
 *         recipient: {type: ACCOUNT, account_number, bik, name, inn?} | {type: CARD, card_number, name}
 *                  | {type: SBP, phone, sbp_bank_id, name}}
 *        → 202 {payment_id, status: PROCESSING}; the same key again → the same payment (200/202), never a
 *          second one; the same key with another body → 409 IDEMPOTENCY_KEY_REUSED (the bank holds a
 *          payment under that id: BankPaymentExistsError, never a refusal — the caller asks and polls)
 *   GET  {base}/v1/payments/{payment_id}
 *        → {payment_id, status: PROCESSING | DONE | DECLINED, executed_at?, bank_reference?,
 *           decline?: {code, message}}; 404 when the bank never accepted that id
 *   GET  {base}/v1/statement?cursor=&limit=
 *        → {items: [{bank_reference, direction: IN|OUT, amount, payer: {inn, name, account}, purpose,
 *           booked_at, payment_id}], next_cursor}; items oldest first, the cursor only moves forward
 *   Errors: {error: {code, message}} (the message is the bank's own, never shown).
 *
 * 5xx, 429, 408, network errors and timeouts are retried with backoff, then BANK_UNAVAILABLE. A
 * payment request is different once it has left: a timeout or a connection dropped after sending is
 * BankAnswerLostError (the bank may have executed it; the caller asks getPayment first). A 4xx on a
 * request is the bank refusing the data: BankRejectedError with a Russian reason. Nothing here logs,
 * and no error carries a card or account number.
 */
import { kopecksToRubles } from '@vyplaty/contracts';
import { basicTokenRequest, clientCredentials } from '../oauth-client-credentials.js';
import { fetchOnce, RetryableFailure, readJson, realSleep, refuseRetryable, withRetries } from '../retry.js';
import { bankUnavailable } from '../sber/sber.client.js';
import { paymentStatus, recipientBody, statementItem } from './bank.codec.js';
import {
  BankAnswerLostError,
  type BankClient,
  BankPaymentExistsError,
  BankRejectedError,
  rejectionReason,
} from './bank.types.js';

export type BankClientOptions = {
  baseUrl: () => string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  /** Extra attempts after the first for 5xx / 429 / network / timeout. */
  retries?: number;
  /** First pause between attempts; doubles each time, with jitter. */
  backoffMs?: number;
  /** Items per statement read (the bank caps it at 1000). */
  statementPageSize?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** [0, 1); the jitter's source. */
  random?: () => number;
};

/** Failures of the connection itself: the request never reached the bank. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/** Whether fetch failed before the request left (safe to send again) or after (the answer is lost). */
function wasSent(error: unknown): boolean {
  if ((error as Error).name === 'TimeoutError') return true;
  const cause = (error as { cause?: { code?: string } }).cause;
  return !(cause?.code && NOT_SENT_CODES.has(cause.code));
}

export function createBankClient(options: BankClientOptions): BankClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const policy = {
    retries: options.retries ?? 3,
    backoffMs: options.backoffMs ?? 500,
    sleep: options.sleep ?? realSleep,
    random: options.random ?? Math.random,
  };
  const pageSize = options.statementPageSize ?? 500;
  const send = (url: string, init: RequestInit) => fetchOnce(url, init, timeoutMs);
  const retried = <T>(attempt: () => Promise<T>) => withRetries(attempt, policy, bankUnavailable);
  const { authorised } = clientCredentials({
    tokenRequest: () =>
      basicTokenRequest(`${options.baseUrl()}/oauth/token`, options.clientId, options.clientSecret, 'payments'),
    send,
    unavailable: bankUnavailable,
    now: options.now ?? Date.now,
  });

  /**
   * The payment request: like send, but a failure after the request left is not retried here — the
   * bank may have executed it — and becomes BankAnswerLostError.
   */
  const sendOnce =
    (paymentId: string) =>
    async (url: string, init: RequestInit): Promise<Response> => {
      let response: Response;
      try {
        response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        if (!wasSent(error)) throw new RetryableFailure('network');
        throw new BankAnswerLostError(
          paymentId,
          (error as Error).name === 'TimeoutError' ? 'timeout' : 'connection closed',
        );
      }
      return refuseRetryable(response);
    };

  return {
    sendPayment: (request) =>
      retried(async () => {
        const response = await authorised(
          `${options.baseUrl()}/v1/payments`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              accept: 'application/json',
              'idempotency-key': request.paymentId,
            },
            body: JSON.stringify({
              amount: kopecksToRubles(request.amountKopecks),
              currency: 'RUB',
              recipient: recipientBody(request.recipient),
              purpose: request.purpose,
            }),
          },
          sendOnce(request.paymentId),
        );
        // Accepted: the status line is the answer; a body cut short changes nothing.
        if (response.ok) {
          await response.body?.cancel().catch(() => {});
          return;
        }
        const body = (await readJson(response).catch(() => ({}))) as { error?: { code?: string } };
        // The bank holds a payment under this id: it may pay it, so this is no refusal (nothing released).
        if (response.status === 409) throw new BankPaymentExistsError(request.paymentId);
        if ([400, 403, 422].includes(response.status)) {
          const code = body.error?.code ?? 'INVALID_REQUEST';
          throw new BankRejectedError(code, rejectionReason(code));
        }
        throw bankUnavailable(response.status);
      }),

    getPayment: (paymentId) =>
      retried(async () => {
        const response = await authorised(`${options.baseUrl()}/v1/payments/${encodeURIComponent(paymentId)}`, {
          method: 'GET',
          headers: { accept: 'application/json' },
        });
        if (response.status === 404) {
          await response.body?.cancel();
          return { status: 'NOT_FOUND' };
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw bankUnavailable(response.status);
        }
        return paymentStatus(await readJson(response));
      }),

    readStatement: (cursor) =>
      retried(async () => {
        const query = new URLSearchParams({ limit: String(pageSize), ...(cursor ? { cursor } : {}) });
        const response = await authorised(`${options.baseUrl()}/v1/statement?${query}`, {
          method: 'GET',
          headers: { accept: 'application/json' },
        });
        if (response.status === 400 || response.status === 422) {
          const body = (await readJson(response)) as { error?: { code?: string } };
          const code = body.error?.code ?? 'INVALID_CURSOR';
          throw new BankRejectedError(code, rejectionReason(code));
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw bankUnavailable(response.status);
        }
        const body = (await readJson(response)) as { items?: unknown; next_cursor?: unknown };
        if (!Array.isArray(body.items)) throw bankUnavailable('malformed');
        const nextCursor = typeof body.next_cursor === 'string' ? body.next_cursor : null;
        return { items: body.items.map(statementItem), nextCursor };
      }),
  };
}
