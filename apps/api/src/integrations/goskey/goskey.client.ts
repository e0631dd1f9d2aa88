/**
 * Client of the Госключ service of the ЕПГУ partner API (DOMAIN.md §6.5: sending documents of a
 * company to a person's «Госключ» app for signing). The protocol is MODELLED on the partner API (an
 * API key exchanged for a token, JSON resources, the signature as a detached CMS); it is not a
 * published specification: a real deployment points GOSKEY_API_URL at the partner gateway and, where
 * its fields differ, adapts this file and goskey.sandbox*.ts. docs/decisions/signatures.md § Госключ.
 *
 *   POST {base}/v1/token                      (X-Api-Key) → {access_token, token_type, expires_in}
 *   POST {base}/v1/goskey/requests            (Bearer, X-Api-Key, Idempotency-Key)
 *        {signer: {snils, last_name, first_name, middle_name, inn?}, signature_type: UKEP | UNEP, ttl_seconds,
 *         title, document: {name, mime_type, content (base64)}} → 201 {request_id, status, expires_at}
 *   GET  {base}/v1/goskey/requests/{id}       → {request_id, status: PENDING | SIGNED | REJECTED | EXPIRED |
 *        ERROR, expires_at, signed_at?, error?: {code, message}}
 *   GET  {base}/v1/goskey/requests/{id}/signature → application/pkcs7-signature (DER)
 *
 * 5xx, 429, network errors and timeouts are retried with backoff (integrations/retry.ts); the
 * idempotency key makes a retried send after a lost answer find the same request. What is left becomes
 * GOSKEY_UNAVAILABLE — or, for a send one of whose attempts may have reached the service (no answer,
 * 500 / 502 / 504, an unreadable answer), GoskeySendUnknownError: the caller asks again later with the
 * same key. 503 and 429 say the service did not take it. A 400/422 on the send is the service refusing
 * the package (GoskeyRefusedError).
 */

import { AppError } from '../../lib/errors.js';
import { clientCredentials } from '../oauth-client-credentials.js';
import { fetchOnce, RetryableFailure, readJson, realSleep, transportFailure, withRetries } from '../retry.js';
import {
  type GoskeyClient,
  GoskeyRefusedError,
  type GoskeySendRequest,
  GoskeySendUnknownError,
  type GoskeyStatus,
  goskeyReason,
  goskeyUnavailable,
} from './goskey.types.js';

export type GoskeyClientOptions = {
  baseUrl: () => string;
  apiKey: string;
  timeoutMs?: number;
  /** Extra attempts after the first for 5xx / 429 / network / timeout. */
  retries?: number;
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number;
};

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** Failures of a dispatched send after which the service may hold the request. */
const mayHaveArrived = (upstream: string | number) =>
  upstream === 'network' ||
  upstream === 'timeout' ||
  upstream === 'malformed' ||
  [500, 502, 504].includes(Number(upstream));

export function createGoskeyClient(options: GoskeyClientOptions): GoskeyClient {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const policy = {
    retries: options.retries ?? 3,
    backoffMs: options.backoffMs ?? 500,
    sleep: options.sleep ?? realSleep,
    random: options.random ?? Math.random,
  };
  const call = (url: string, init: RequestInit) => fetchOnce(url, init, timeoutMs);
  const token = clientCredentials({
    tokenRequest: () => ({
      url: `${options.baseUrl()}/v1/token`,
      init: { method: 'POST', headers: { 'x-api-key': options.apiKey, accept: 'application/json' } },
    }),
    send: call,
    unavailable: goskeyUnavailable,
    now: options.now ?? Date.now,
  });

  /** One authorised call (the API key goes with every one); `dispatching` is told just before it leaves. */
  const authorised = (path: string, init: RequestInit, dispatching?: () => void) =>
    token.authorised(
      `${options.baseUrl()}${path}`,
      { ...init, headers: { ...init.headers, 'x-api-key': options.apiKey } },
      (url, authorisedInit) => {
        dispatching?.();
        return call(url, authorisedInit);
      },
    );

  const retried = <T>(run: () => Promise<T>) => withRetries(run, policy, goskeyUnavailable);
  const requestPath = (id: string) => `/v1/goskey/requests/${encodeURIComponent(id)}`;

  return {
    send: async (request, idempotencyKey) => {
      // Whether some attempt may have reached the service: then spent retries are «unknown», not «not sent».
      let uncertain = false;
      const attempt = async () => {
        let dispatched = false;
        try {
          const response = await authorised(
            '/v1/goskey/requests',
            {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                accept: 'application/json',
                'idempotency-key': idempotencyKey,
              },
              body: JSON.stringify(sendBody(request)),
            },
            () => {
              dispatched = true;
            },
          );
          const body = await readJson(response);
          if (response.status === 400 || response.status === 422 || response.status === 413) {
            const code = errorCode(body) ?? (response.status === 413 ? 'DOCUMENT_TOO_LARGE' : 'INVALID_REQUEST');
            throw new GoskeyRefusedError(goskeyReason(code), code);
          }
          if (!response.ok) throw goskeyUnavailable(response.status);
          const expiresAt = dateOf(body.expires_at);
          if (typeof body.request_id !== 'string' || !expiresAt) throw new RetryableFailure('malformed');
          return { requestId: body.request_id, expiresAt };
        } catch (error) {
          if (dispatched && error instanceof RetryableFailure && mayHaveArrived(error.upstream)) uncertain = true;
          throw error;
        }
      };
      try {
        return await retried(attempt);
      } catch (error) {
        if (uncertain && error instanceof AppError && error.code === 'GOSKEY_UNAVAILABLE')
          throw new GoskeySendUnknownError(error.upstream ?? 'network');
        throw error;
      }
    },

    status: (requestId) =>
      retried(async () => {
        const response = await authorised(requestPath(requestId), {
          method: 'GET',
          headers: { accept: 'application/json' },
        });
        // The service forgot a request it gave us: nothing a retry fixes.
        if (!response.ok) throw goskeyUnavailable(response.status);
        return statusOf(await readJson(response));
      }),

    fetchSignature: (requestId) =>
      retried(async () => {
        const response = await authorised(`${requestPath(requestId)}/signature`, {
          method: 'GET',
          headers: { accept: 'application/pkcs7-signature' },
        });
        if (!response.ok) {
          await response.body?.cancel();
          throw goskeyUnavailable(response.status);
        }
        try {
          return new Uint8Array(await response.arrayBuffer());
        } catch (error) {
          throw transportFailure(error);
        }
      }),
  };
}

const sendBody = (request: GoskeySendRequest) => ({
  signer: {
    snils: request.signer.snils,
    last_name: request.signer.lastName,
    first_name: request.signer.firstName,
    middle_name: request.signer.middleName,
    inn: request.signer.inn,
  },
  signature_type: request.signatureType,
  ttl_seconds: request.ttlSeconds,
  title: request.title,
  document: {
    name: request.document.name,
    mime_type: request.document.mimeType,
    content: base64(request.document.content),
  },
});

function statusOf(body: Record<string, unknown>): GoskeyStatus {
  switch (body.status) {
    case 'PENDING': {
      const expiresAt = dateOf(body.expires_at);
      if (!expiresAt) break;
      return { status: 'PENDING', expiresAt };
    }
    case 'SIGNED':
      return { status: 'SIGNED', signedAt: dateOf(body.signed_at) };
    case 'REJECTED':
      return { status: 'REJECTED', reason: goskeyReason(errorCode(body) ?? 'REJECTED_BY_SIGNER') };
    case 'EXPIRED':
      return { status: 'EXPIRED' };
    case 'ERROR':
      return { status: 'ERROR', reason: goskeyReason(errorCode(body) ?? 'SIGNING_FAILED') };
  }
  throw goskeyUnavailable('malformed');
}

const errorCode = (body: Record<string, unknown>) => {
  const error = body.error as { code?: unknown } | undefined;
  return typeof error?.code === 'string' ? error.code : undefined;
};

const dateOf = (value: unknown) => {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};
