/** The one error type of the API. `message` is Russian and safe to show in a toast. */
import type { ErrorCode } from '@vyplaty/contracts';

const defaultStatus: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  USER_NOT_AUTHENTICATED: 403,
  ROLE_FORBIDDEN: 403,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_BLOCKED: 403,
  INVALID_REFRESH_TOKEN: 401,
  CSRF_INVALID: 403,
  INVALID_TOKEN: 400,
  INVALID_CODE: 400,
  RATE_LIMITED: 429,
  CONFLICT: 409,
  NOT_FOUND: 404,
  WRONG_PASSWORD: 400,
  CONSENT_REQUIRED: 400,
  SUPPORT_ONLY: 403,
  LOOKUP_UNAVAILABLE: 503,
  FILE_TOO_LARGE: 413,
  FILE_INVALID: 400,
  INVALID_STATE: 409,
  BANK_UNAVAILABLE: 503,
  FNS_UNAVAILABLE: 503,
  GOSKEY_UNAVAILABLE: 503,
  STORAGE_UNAVAILABLE: 503,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_IN_PROGRESS: 409,
  INSUFFICIENT_FUNDS: 409,
  SIGNATURE_INVALID: 422,
  API_KEY_INVALID: 401,
  API_KEY_ADDRESS_FORBIDDEN: 403,
  API_KEY_ROUTE_FORBIDDEN: 403,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  /** Seconds until the caller may try again (RATE_LIMITED). */
  readonly retryAfter: number | undefined;
  /** What an external system answered (its HTTP status or own code): for the log, never sent. */
  readonly upstream: string | number | undefined;

  constructor(
    code: ErrorCode,
    options: {
      message: string;
      status?: number;
      fields?: Record<string, string>;
      retryAfter?: number;
      upstream?: string | number;
    },
  ) {
    const status = options.status ?? defaultStatus[code];
    // An expected failure (a 401, a 400) needs no stack: capturing one was ~10 % of a cheap request.
    const stackTraceLimit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    super(options.message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.fields = options.fields;
    this.retryAfter = options.retryAfter;
    this.upstream = options.upstream;
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', { message: 'Войдите в систему' });
export const notFound = (message = 'Не найдено') => new AppError('NOT_FOUND', { message });
