/**
 * Error codes the API answers with. The web app switches on `code`; people read `error_message`,
 * which is always safe to show (Russian, no internals).
 */
import { z } from 'zod';

export const errorCodeSchema = z.enum([
  /** Body, query or params failed validation (400). */
  'VALIDATION_ERROR',
  /** No valid session (401); the client tries one refresh. */
  'UNAUTHENTICATED',
  /** Authenticated, but the call is for another role (403, message 'user not authenticated' per SPEC §6). */
  'USER_NOT_AUTHENTICATED',
  /**
   * A company login's role does not allow the call (403, issue 28): a VIEWER only reads, an ACCOUNTANT has no part
   * in the owner's area (company users, profile, bank accounts…). The message names the role; nothing changed.
   */
  'ROLE_FORBIDDEN',
  /** Login or password do not match (401 on login only). */
  'INVALID_CREDENTIALS',
  /** Account blocked or declined (403). */
  'ACCOUNT_BLOCKED',
  /** Refresh token missing, expired, revoked or reused (401). */
  'INVALID_REFRESH_TOKEN',
  /** Cookie-authenticated write without a matching CSRF token (403). */
  'CSRF_INVALID',
  /** Verification or reset link is unknown, used or expired (400). */
  'INVALID_TOKEN',
  /** SMS code wrong, used or expired (400). */
  'INVALID_CODE',
  /** Too many attempts (429). */
  'RATE_LIMITED',
  /** Registration data clashes with an existing account (409); never reveals which. */
  'CONFLICT',
  /** The resource does not exist or is not the caller's (404). */
  'NOT_FOUND',
  /** Current password wrong on change_password (400). */
  'WRONG_PASSWORD',
  /** Personal-data consent or the offer was not accepted (400). */
  'CONSENT_REQUIRED',
  /** A support-only call without the support token (403). */
  'SUPPORT_ONLY',
  /**
   * The address, bank, company or country lookup service failed or is not configured (503); the
   * form lets the person fill the field by hand.
   */
  'LOOKUP_UNAVAILABLE',
  /** An uploaded file is over the size limit (413, 'Превышен максимальный размер файла'). */
  'FILE_TOO_LARGE',
  /** An uploaded file's extension or content is not what the call takes (400, 'Недопустимый формат файла' or why). */
  'FILE_INVALID',
  /** The action does not fit the current status of the thing (409), e.g. publishing a rejected invite. */
  'INVALID_STATE',
  /** A bank the platform works with did not answer or refused to talk (503); the work is retried. */
  'BANK_UNAVAILABLE',
  /** The tax service (ФНС, ПП НПД) did not answer or refused to talk (503); the work is retried. */
  'FNS_UNAVAILABLE',
  /** Госключ (the ЕПГУ partner API) did not answer (503); nothing was sent, or the request is followed up later. */
  'GOSKEY_UNAVAILABLE',
  /**
   * The file storage (the S3-compatible object store) did not answer (503, 'Хранилище файлов недоступно, попробуйте
   * позже'); nothing was saved, the same request may be repeated.
   */
  'STORAGE_UNAVAILABLE',
  /** A money-moving POST without a valid `Idempotency-Key` header (400; DOMAIN §7.4). */
  'IDEMPOTENCY_KEY_REQUIRED',
  /** The `Idempotency-Key` was already used for a different request (422): make a new key for a new request. */
  'IDEMPOTENCY_KEY_REUSED',
  /** The first request with this `Idempotency-Key` is still running (409): repeat the same request a little later. */
  'IDEMPOTENCY_KEY_IN_PROGRESS',
  /** The company's available balance does not cover the amount (409): «Недостаточно средств на балансе: доступно …». */
  'INSUFFICIENT_FUNDS',
  /**
   * A КЭП signature or certificate failed a check (422): the failed step's Russian reason in the
   * message (wrong document, unknown CA, revoked, expired, another person, no МЧД); nothing was signed.
   */
  'SIGNATURE_INVALID',
  /** An `Authorization: Bearer` API key that is unknown, revoked or expired (401, issue 30); nothing ran. */
  'API_KEY_INVALID',
  /** An API key called from an address outside its allow-list (403); nothing ran. */
  'API_KEY_ADDRESS_FORBIDDEN',
  /**
   * A route of a person's own login (password, sessions, e-mail, push token, the offer, a signature) called with an
   * API key (403); nothing ran.
   */
  'API_KEY_ROUTE_FORBIDDEN',
  /** Unexpected failure (500); details are logged, never sent. */
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorBodySchema = z.object({
  error_message: z.string(),
  code: errorCodeSchema,
  /** Field paths of a VALIDATION_ERROR, so forms can put the message on the field. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The text SPEC §6 prescribes when a profile call is made by the other role. */
export const USER_NOT_AUTHENTICATED_MESSAGE = 'user not authenticated';
