/**
 * Client of the public НПД status check (statusnpd.nalog.ru, DOMAIN.md §3.6), no auth:
 *
 *   POST {base}/api/v1/tracker/taxpayer_status {"inn", "requestDate": "YYYY-MM-DD"}
 *        → 200 {status: boolean, message} | 422 {code, message}
 *
 * The ИНН checksum is checked first, without a call (the service limits each IP to a few calls a
 * minute). A pre-check and fallback only: "unavailable" or "limited" is "unknown", never "not НПД".
 */
import { inn12Valid } from '@vyplaty/contracts';
import type { NpdStatusAnswer, StatusNpdClient } from '../fns/fns.types.js';
import { RetryableFailure, realSleep, transportFailure, withRetries } from '../retry.js';

export type StatusNpdErrorCode =
  | 'validation.failed'
  | 'taxpayer.status.service.limited.error'
  | 'taxpayer.status.service.unavailable.error';

const MESSAGES: Record<StatusNpdErrorCode, string> = {
  'validation.failed': 'Некорректный ИНН',
  'taxpayer.status.service.limited.error':
    'Превышено количество запросов к сервису с одного ip-адреса в единицу времени, пожалуйста, попробуйте позднее',
  'taxpayer.status.service.unavailable.error': 'Сервис проверки статуса НПД временно недоступен, попробуйте позже',
};

/** The check did not give an answer; `message` is Russian and safe to show. */
export class StatusNpdError extends Error {
  constructor(
    readonly code: StatusNpdErrorCode,
    readonly upstream?: string | number,
  ) {
    super(MESSAGES[code]);
    this.name = 'StatusNpdError';
  }
}

export type StatusNpdClientOptions = {
  baseUrl: () => string;
  timeoutMs?: number;
  /** Extra attempts after the first for network errors, timeouts and 5xx (not for the 422 limit). */
  retries?: number;
  sleep?: (ms: number) => Promise<void>;
  /** [0, 1); the jitter's source. */
  random?: () => number;
};

const codeOf = (value: unknown): StatusNpdErrorCode =>
  value === 'validation.failed' || value === 'taxpayer.status.service.limited.error'
    ? value
    : 'taxpayer.status.service.unavailable.error';

export function createStatusNpdClient(options: StatusNpdClientOptions): StatusNpdClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const policy = {
    retries: options.retries ?? 1,
    backoffMs: 1000,
    sleep: options.sleep ?? realSleep,
    random: options.random ?? Math.random,
  };
  const unavailable = (upstream: string | number) =>
    new StatusNpdError('taxpayer.status.service.unavailable.error', upstream);

  async function attempt(inn: string, requestDate: string): Promise<NpdStatusAnswer> {
    let response: Response;
    let body: Record<string, unknown>;
    try {
      response = await fetch(`${options.baseUrl()}/api/v1/tracker/taxpayer_status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ inn, requestDate }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = ((await response.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
    } catch (error) {
      throw transportFailure(error);
    }
    if (response.status >= 500) throw new RetryableFailure(response.status);
    if (response.status === 422) throw new StatusNpdError(codeOf(body.code), String(body.code ?? 422));
    if (!response.ok || typeof body.status !== 'boolean') {
      throw new StatusNpdError('taxpayer.status.service.unavailable.error', response.status);
    }
    return { status: body.status, message: typeof body.message === 'string' ? body.message : '' };
  }

  return {
    async check(inn, requestDate) {
      if (!inn12Valid(inn)) throw new StatusNpdError('validation.failed', 'checksum');
      return withRetries(() => attempt(inn, requestDate), policy, unavailable);
    },
  };
}
