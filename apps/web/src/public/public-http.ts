import { CSRF_COOKIE, CSRF_HEADER } from '@vyplaty/contracts/paths';
import { config } from '../lib/config';
import { readCookie } from '../lib/http/cookies';
import { readableMessage } from '../lib/readable-message';

/** How long the public pages wait for the API, as the app's client does (lib/http/client.ts). */
const TIMEOUT_MS = 10_000;

/** A refused or failed call: the API's Russian `error_message` and field messages when it sent them. */
export class PublicApiError extends Error {
  constructor(
    /** null when no answer came (network, timeout). */
    readonly status: number | null,
    /** The API's `error_message`, when the answer had one. */
    readonly serverMessage: string | null,
    readonly fields: Readonly<Record<string, string>>,
    options?: ErrorOptions,
  ) {
    super(serverMessage ?? (status === null ? 'no answer' : `HTTP ${status}`), options);
    this.name = 'PublicApiError';
  }
}

type ErrorBodyShape = { error_message?: unknown; fields?: unknown };

async function readErrorBody(response: Response): Promise<ErrorBodyShape> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as ErrorBodyShape) : {};
  } catch (error) {
    // A proxy's HTML error page or an empty body: the status is all there is; the caller shows its fallback.
    console.warn('Ответ API без тела ошибки', response.status, (error as Error).name);
    return {};
  }
}

const stringFields = (fields: unknown): Record<string, string> =>
  fields && typeof fields === 'object'
    ? Object.fromEntries(
        Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

/**
 * A call with the session's cookies and, for a POST, JSON with the double-submit CSRF header, as the app's axios
 * client sends it, without axios: the public pages carry no library they can do without (ADR 016).
 */
async function request(method: 'GET' | 'POST', path: string, body: unknown, accept: string): Promise<Response> {
  const headers: Record<string, string> = { accept };
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }
  let response: Response;
  try {
    response = await fetch(`${config.apiBaseUrl}${path}`, {
      method,
      credentials: 'include',
      headers,
      ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    // No answer (offline, timeout): the page says the service is unavailable; the cause stays on the error.
    throw new PublicApiError(null, null, {}, { cause: error });
  }
  if (!response.ok) {
    const errorBody = await readErrorBody(response);
    const message = typeof errorBody.error_message === 'string' ? errorBody.error_message : null;
    throw new PublicApiError(response.status, message, stringFields(errorBody.fields));
  }
  return response;
}

async function requestJson(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const response = await request(method, path, body, 'application/json');
  return response.status === 204 ? null : response.json();
}

/** A POST whose answer is a file (the offer's PDF). */
export const postForBlob = async (path: string, body: unknown): Promise<Blob> =>
  (await request('POST', path, body, '*/*')).blob();

export const postJson = (path: string, body: unknown): Promise<unknown> => requestJson('POST', path, body);

export const getJson = (path: string): Promise<unknown> => requestJson('GET', path);

/** What the person reads about a failed call (SPEC §8): the server's Russian `error_message`, else the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  const message = error instanceof PublicApiError ? error.serverMessage : null;
  return message ? readableMessage(message, fallback) : fallback;
}
