import type { ErrorBody } from '@vyplaty/contracts';
import { isAxiosError } from 'axios';

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

/** Field → message pairs of a VALIDATION_ERROR, for putting server errors onto form fields. */
export function getFieldErrors(err: unknown): Record<string, string> {
  return getErrorBody(err)?.fields ?? {};
}

/**
 * What a toast shows (SPEC §8): the server's error_message, else the error's message, else the fallback.
 * Axios' own messages ("Network Error", "timeout of 10000ms exceeded") are technical English, not
 * something to show a person, so for transport errors without a server body the fallback is used.
 */
export function errorMessage(err: unknown, fallback: string): string {
  const body = getErrorBody(err);
  if (body?.error_message) return body.error_message;
  if (isAxiosError(err)) return fallback;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
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
