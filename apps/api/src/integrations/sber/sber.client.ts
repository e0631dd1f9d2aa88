/**
 * Client of the nominal-account binding API of the partner bank (Сбербанк). The protocol is MODELLED
 * on a bank partner API (OAuth 2.0 client credentials + JSON resources with an idempotency key); it is
 * not the bank's published specification: a real deployment points SBER_API_URL at the bank and, where
 * the bank's fields differ, adapts this one file. docs/decisions/onboarding.md § Nominal account.
 *
 *   POST {base}/oauth/token  (Basic client_id:client_secret, form grant_type=client_credentials,
 *                             scope=nominal-accounts) → {access_token, token_type, expires_in}
 *   POST {base}/v1/nominal-accounts/bindings  (Bearer, Idempotency-Key)
 *        {company: {inn, kpp, ogrn, name}, settlement_account: {number, bik}} → 202 {request_id, status}
 *   GET  {base}/v1/nominal-accounts/bindings/{request_id}
 *        → {request_id, status: PROCESSING | BOUND | REJECTED, nominal_account_id?, reason?: {code, message}}
 *
 * 5xx, 429, network errors and timeouts are retried with backoff; what is left becomes BANK_UNAVAILABLE.
 * A 400/422 on the request is the bank refusing the data: SberRejectedError with a Russian reason.
 */
import { AppError } from '../../lib/errors.js';
import { basicTokenRequest, clientCredentials } from '../oauth-client-credentials.js';
import { fetchOnce, readJson, realSleep, withRetries } from '../retry.js';

export type SberBindingRequest = {
  company: { inn: string; kpp: string | null; ogrn: string | null; name: string };
  settlement_account: { number: string; bik: string };
};

export type SberBindingStatus =
  | { status: 'PROCESSING' }
  | { status: 'BOUND'; nominalAccountId: string }
  | { status: 'REJECTED'; reason: string };

export type SberClient = {
  /** Asks for a binding; the same idempotency key returns the same request, never a second one. */
  requestBinding(request: SberBindingRequest, idempotencyKey: string): Promise<{ requestId: string }>;
  getBinding(requestId: string): Promise<SberBindingStatus>;
};

export const BANK_UNAVAILABLE_MESSAGE = 'Банк временно недоступен, попробуйте позже';

export const bankUnavailable = (upstream: string | number) =>
  new AppError('BANK_UNAVAILABLE', { message: BANK_UNAVAILABLE_MESSAGE, upstream });

/** The bank refused the binding; `reason` is Russian and shown to the customer. */
export class SberRejectedError extends Error {
  constructor(
    readonly reason: string,
    readonly code: string,
  ) {
    super(reason);
    this.name = 'SberRejectedError';
  }
}

/** The bank's rejection codes in the customer's words; an unknown code gets the general text. */
const REJECTION_REASONS: Record<string, string> = {
  COMPANY_NOT_ELIGIBLE: 'Банк отказал в подключении номинального счёта: компания не прошла проверку банка',
  SETTLEMENT_ACCOUNT_REQUIRED: 'Банк отказал в подключении: не указан расчётный счёт компании',
  SETTLEMENT_ACCOUNT_INVALID: 'Банк отказал в подключении: расчётный счёт компании указан с ошибкой',
  COMPANY_LIQUIDATED: 'Банк отказал в подключении: компания ликвидирована или в процессе ликвидации',
  INVALID_REQUEST: 'Банк не принял заявку: проверьте реквизиты компании',
};
export const GENERAL_REJECTION = 'Банк отказал в подключении номинального счёта. Обратитесь в поддержку';
export const rejectionReason = (code: string | undefined) => (code && REJECTION_REASONS[code]) || GENERAL_REJECTION;

export type SberClientOptions = {
  baseUrl: () => string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  /** Extra attempts after the first for 5xx / 429 / network / timeout. */
  retries?: number;
  /** First pause between attempts; doubles each time, with jitter. */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** [0, 1); the jitter's source. */
  random?: () => number;
};

export function createSberClient(options: SberClientOptions): SberClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 3;
  const backoffMs = options.backoffMs ?? 500;
  const policy = { retries, backoffMs, sleep: options.sleep ?? realSleep, random: options.random ?? Math.random };
  const send = (url: string, init: RequestInit) => fetchOnce(url, init, timeoutMs);
  const retried = <T>(attempt: () => Promise<T>) => withRetries(attempt, policy, bankUnavailable);
  const { authorised } = clientCredentials({
    tokenRequest: () =>
      basicTokenRequest(`${options.baseUrl()}/oauth/token`, options.clientId, options.clientSecret, 'nominal-accounts'),
    send,
    unavailable: bankUnavailable,
    now: options.now ?? Date.now,
  });

  return {
    requestBinding: (request, idempotencyKey) =>
      retried(async () => {
        const response = await authorised(`${options.baseUrl()}/v1/nominal-accounts/bindings`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'idempotency-key': idempotencyKey,
          },
          body: JSON.stringify(request),
        });
        const body = (await readJson(response)) as { request_id?: unknown; error?: { code?: string } };
        if (response.status === 400 || response.status === 422) {
          const code = body.error?.code ?? 'INVALID_REQUEST';
          throw new SberRejectedError(rejectionReason(code), code);
        }
        if (!response.ok) throw bankUnavailable(response.status);
        if (typeof body.request_id !== 'string') throw bankUnavailable('malformed');
        return { requestId: body.request_id };
      }),

    getBinding: (requestId) =>
      retried(async () => {
        const response = await authorised(
          `${options.baseUrl()}/v1/nominal-accounts/bindings/${encodeURIComponent(requestId)}`,
          { method: 'GET', headers: { accept: 'application/json' } },
        );
        // The bank forgot a request it gave us: nothing a retry fixes, support must look.
        if (!response.ok) throw bankUnavailable(response.status);
        const body = (await readJson(response)) as {
          status?: unknown;
          nominal_account_id?: unknown;
          reason?: { code?: string };
        };
        if (body.status === 'PROCESSING') return { status: 'PROCESSING' };
        if (body.status === 'BOUND' && typeof body.nominal_account_id === 'string') {
          return { status: 'BOUND', nominalAccountId: body.nominal_account_id };
        }
        if (body.status === 'REJECTED') return { status: 'REJECTED', reason: rejectionReason(body.reason?.code) };
        throw bankUnavailable('malformed');
      }),
  };
}
