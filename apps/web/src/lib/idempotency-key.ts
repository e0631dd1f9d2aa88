/**
 * The `Idempotency-Key` of a money-moving request (DOMAIN §7.4, docs/api.md): the browser makes a UUID
 * before the first try and keeps it — in memory only, never in storage — until the request settles, so
 * a retry after a lost answer, a timeout or a 5xx cannot pay twice: the server answers the retry with
 * the first request's result. Once the server has answered for good (success or a refusal), or the
 * person changes what they send, the next request gets a new key (a refusal is stored with its key and
 * would be replayed; another body under the same key is refused with 422).
 */
import { IDEMPOTENCY_KEY_HEADER } from '@vyplaty/contracts';
import { useRef } from 'react';
import { getErrorBody, getErrorStatus } from './http';

/**
 * Whether the server may not have finished the request, so the same key must go with the retry: no
 * answer (network, timeout), a 5xx (nothing stored, the retry runs afresh under the same key), or 409
 * «the first request with this key is still running».
 */
export function isOutcomeUnknown(err: unknown): boolean {
  const status = getErrorStatus(err);
  if (status === null || status >= 500) return true;
  return status === 409 && getErrorBody(err)?.code === 'IDEMPOTENCY_KEY_IN_PROGRESS';
}

/** The header of one request. */
export const idempotencyHeaders = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

type Pending = { key: string; body: string };

export type IdempotencyKey = {
  /** The key for this body: the kept one when it was made for the same body, else a new one. */
  keyFor: (body: unknown) => string;
  /** After the request: forget the key unless its outcome is unknown (pass the error, if any). */
  settle: (err?: unknown) => void;
  /** Whether a request is waiting to be retried with its kept key. */
  hasPending: () => boolean;
};

/** One kept key per form (React ref: it lives as long as the form and dies with it). */
export function useIdempotencyKey(): IdempotencyKey {
  const pending = useRef<Pending | null>(null);
  return {
    keyFor: (body) => {
      const text = JSON.stringify(body);
      if (pending.current?.body !== text) pending.current = { key: crypto.randomUUID(), body: text };
      return pending.current.key;
    },
    settle: (err) => {
      if (err === undefined || !isOutcomeUnknown(err)) pending.current = null;
    },
    hasPending: () => pending.current !== null,
  };
}
