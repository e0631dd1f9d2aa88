import type { ErrorBody } from '@vyplaty/contracts';
import { isAxiosError } from 'axios';
import { readableMessage } from '../readable-message';

/** The API's error body ({error_message, code, fields?}) when the server sent one. */
export function getErrorBody(err: unknown): Partial<ErrorBody> | null {
  if (!isAxiosError(err)) return null;
  const data: unknown = err.response?.data;
  if (data && typeof data === 'object' && 'error_message' in data && typeof data.error_message === 'string') {
    return data as Partial<ErrorBody>;
  }
  return null;
}

export function getErrorStatus(err: unknown): number | null {
  return isAxiosError(err) ? (err.response?.status ?? null) : null;
}

/**
 * A 429's Retry-After in whole seconds (the API sets it on every RATE_LIMITED answer), or null: a
 * screen counts down to the moment it may ask again instead of leaving a button that only refuses.
 */
export function retryAfterSeconds(err: unknown): number | null {
  if (!isAxiosError(err) || err.response?.status !== 429) return null;
  const header: unknown = err.response.headers?.['retry-after'];
  const seconds = Number(header);
  return typeof header === 'string' && Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

/** Field → message pairs of a VALIDATION_ERROR, for putting server errors onto form fields. */
export function getFieldErrors(err: unknown): Record<string, string> {
  return getErrorBody(err)?.fields ?? {};
}

/**
 * An answer the contracts' schema refused (zod's `parse`): the API and the app disagree — a bug, or an app older
 * than the API it talks to. Known by its name, so that this module does not load zod for it.
 */
export function isContractMismatch(err: unknown): err is Error {
  return err instanceof Error && err.name === 'ZodError';
}

/**
 * What a toast shows (SPEC §8): the server's error_message, else the error's message, else the fallback.
 * Axios' own messages ("Network Error", "timeout of 10000ms exceeded") are technical English, not
 * something to show a person, so for transport errors without a server body the fallback is used. A refused
 * answer's message is zod's list of issues as JSON (in Russian, by the locale): the fallback too.
 */
export function errorMessage(err: unknown, fallback: string): string {
  const body = getErrorBody(err);
  // SPEC §6 fixes this API text in English for the other role's calls; a person reads it in Russian.
  if (body?.code === 'USER_NOT_AUTHENTICATED') return OTHER_ROLE_MESSAGE;
  if (body?.error_message) return readableMessage(body.error_message, fallback);
  if (isAxiosError(err) || isContractMismatch(err)) return fallback;
  if (err instanceof Error && err.message) return readableMessage(err.message, fallback);
  return fallback;
}

/** Shown when a signed-in person reaches a call or a page made for the other role. */
export const OTHER_ROLE_MESSAGE = 'Этот раздел недоступен для вашей учётной записи';

/**
 * What a failed load means for the person, so the panel or page offers what can help: the thing is
 * gone (404), it is not theirs to see (403), the request itself was refused (another 4xx: trying the
 * same again gives the same answer), or another try may work (network, timeout, 5xx, 429).
 */
export type LoadFailureKind = 'not-found' | 'forbidden' | 'refused' | 'retry';

const RETRYABLE_4XX = new Set([401, 408, 429]);

export function loadFailureKindOf(status: number | null): LoadFailureKind {
  if (status === null || status >= 500 || status < 400 || RETRYABLE_4XX.has(status)) return 'retry';
  if (status === 404) return 'not-found';
  if (status === 403) return 'forbidden';
  return 'refused';
}

export function loadFailureKind(err: unknown): LoadFailureKind {
  // A stale CSRF token is fixed by the next try, which carries the fresh cookie.
  if (getErrorBody(err)?.code === 'CSRF_INVALID') return 'retry';
  return loadFailureKindOf(getErrorStatus(err));
}

/**
 * A refused file request (responseType 'blob') carries the API's JSON error as a Blob: it is read back
 * into the error before rethrowing, so the toast shows the server's Russian message. Use as `.catch(…)`.
 */
export async function rethrowWithBlobErrorBody(err: unknown): Promise<never> {
  const body: unknown = isAxiosError(err) ? err.response?.data : undefined;
  if (isAxiosError(err) && err.response && body instanceof Blob) {
    try {
      err.response.data = JSON.parse(await body.text());
    } catch {
      // Not JSON: the caller's fallback message is shown.
    }
  }
  throw err;
}
