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
};

const codeOf = (value: unknown): StatusNpdErrorCode =>
  value === 'validation.failed' || value === 'taxpayer.status.service.limited.error'
    ? value
    : 'taxpayer.status.service.unavailable.error';

export function createStatusNpdClient(options: StatusNpdClientOptions): StatusNpdClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 1;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  async function attempt(inn: string, requestDate: string): Promise<NpdStatusAnswer | 'retry'> {
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
    } catch {
      return 'retry';
    }
    if (response.status >= 500) return 'retry';
    if (response.status === 422) throw new StatusNpdError(codeOf(body.code), String(body.code ?? 422));
    if (!response.ok || typeof body.status !== 'boolean') {
      throw new StatusNpdError('taxpayer.status.service.unavailable.error', response.status);
    }
    return { status: body.status, message: typeof body.message === 'string' ? body.message : '' };
  }

  return {
    async check(inn, requestDate) {
      if (!inn12Valid(inn)) throw new StatusNpdError('validation.failed', 'checksum');
      for (let i = 0; ; i++) {
        const answer = await attempt(inn, requestDate);
        if (answer !== 'retry') return answer;
        if (i >= retries) throw new StatusNpdError('taxpayer.status.service.unavailable.error', 'transport');
        await sleep(1000 * 2 ** i);
      }
    },
  };
}
