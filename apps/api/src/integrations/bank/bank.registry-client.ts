/**
 * Client of the bank's payment registry API: many payouts paid as one bank object (DOMAIN §9.1). The
 * protocol is MODELLED on Т-Банк «Выплаты самозанятым» (create → submit → pay, each asynchronous with a
 * correlationId and a result; its camelCase names), beside the single-payment API of bank.client.ts
 * (same OAuth client credentials, same recipient object, same error body). A real deployment adapts
 * this file and bank.registry-codec.ts where the bank's fields differ.
 *
 *   POST {base}/v1/payment-registries   (Bearer, Idempotency-Key: our registry key)
 *        {accountNumber, registryCreateType: IGNORE_ERRORS | FAIL_ERRORS,
 *         payments: [{externalId, amount: "1500.00", currency: "RUB", inn, recipient: {…as a payment's},
 *         purpose}]}
 *        → 202 {correlationId}; the same key and body again → 200 with it (one registry, never two);
 *          another body under the key → 409 IDEMPOTENCY_KEY_REUSED; a registry over the bank's cap →
 *          400 REGISTRY_TOO_LARGE; a payer account not ours → 422 INVALID_PAYER_ACCOUNT
 *   POST {base}/v1/payment-registries/{id}/submit · …/{id}/pay   → 202 {correlationId}; 404 unknown id
 *   GET  {base}/v1/payment-registries/results/{correlationId}
 *        → {correlationId, operation: CREATE|SUBMIT|PAY, status: IN_PROGRESS|SUCCESS|ERROR,
 *           paymentRegistryId?, registryStatus?, error?: {code, message},
 *           paymentErrors: [{externalId, code, message}]}; 404 unknown or older than 2 days
 *   GET  {base}/v1/payment-registries/{id}
 *        → {paymentRegistryId, status, registryCreateType, totalAmount, payments: [{externalId, amount,
 *           status: NEW|PROCESSING|EXECUTED|DECLINED, executedAt?, bankReference?, decline?}]}
 *   Limits: one request per second per method → 429 TOO_MANY_REQUESTS with Retry-After; one read of a
 *   registry per 10 minutes → 429 REGISTRY_READ_TOO_OFTEN with Retry-After.
 *
 * Every call is safe to send again (create by its key, submit and pay by the registry's state), so a
 * timeout is simply retried (retry.ts) — unlike a single payment there is no "answer lost" case.
 * A 429 of the per-method limit is waited out here, for as long as Retry-After says: retry.ts' pauses
 * are its own exponential backoff and `refuseRetryable` drops the answer's headers, so it cannot honour
 * Retry-After; 5xx and network failures still go through its loop.
 *
 * The read limit is answered, never waited for: getRegistry returns TOO_EARLY with nextReadAt. Sleeping
 * up to 10 minutes inside a call would hold a job's worker and lease that long and be lost in a crash;
 * the job instead reschedules itself for nextReadAt. The client remembers when it read each registry
 * so it does not spend a request (and the method's one-a-second slot) on a read the bank would refuse,
 * and the bank's own 429 covers reads by another process (another worker, a restart after kill -9),
 * whose memory this one does not have.
 */
import { basicTokenRequest, clientCredentials } from '../oauth-client-credentials.js';
import {
  fetchOnce,
  RetryableFailure,
  readJson,
  realSleep,
  refuseRetryable,
  transportFailure,
  withRetries,
} from '../retry.js';
import { bankUnavailable } from '../sber/sber.client.js';
import type { BankClientOptions } from './bank.client.js';
import { registryFrom, registryPaymentBody, registryResult } from './bank.registry-codec.js';
import {
  type BankRegistryCall,
  type BankRegistryClient,
  BankRegistryExistsError,
  registryReason,
} from './bank.registry-types.js';
import { BankRejectedError, rejectionReason } from './bank.types.js';

export type BankRegistryClientOptions = BankClientOptions & {
  /** The bank's cap on payments per registry (Т-Банк documents its own; the sandbox's default is 10,000). */
  maxRegistryPayments?: number;
  /** One read of a registry per this long (the bank's 10 minutes). */
  registryReadIntervalMs?: number;
  /** Waits on a 429 of the per-method limit before the call gives up as BANK_UNAVAILABLE. */
  rateLimitWaits?: number;
};

/** Retry-After in seconds or as an HTTP date (RFC 9110 §10.2.3); the bank's 1 s when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number {
  if (header && /^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = header ? Date.parse(header) : Number.NaN;
  return Number.isNaN(date) ? 1000 : Math.max(0, date - now);
}

/** The bank refused this read of a registry: not before `at`. */
class ReadTooEarly extends Error {
  constructor(readonly at: number) {
    super('registry read too early');
  }
}

const rejected = (code: string) => new BankRejectedError(code, registryReason(code) ?? rejectionReason(code));

export function createBankRegistryClient(options: BankRegistryClientOptions): BankRegistryClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const maxRegistryPayments = options.maxRegistryPayments ?? 10_000;
  const readIntervalMs = options.registryReadIntervalMs ?? 10 * 60_000;
  const rateLimitWaits = options.rateLimitWaits ?? 10;
  const policy = {
    retries: options.retries ?? 3,
    backoffMs: options.backoffMs ?? 500,
    sleep,
    random: options.random ?? Math.random,
  };
  const retried = <T>(attempt: () => Promise<T>) => withRetries(attempt, policy, bankUnavailable);
  const { authorised } = clientCredentials({
    tokenRequest: () =>
      basicTokenRequest(`${options.baseUrl()}/oauth/token`, options.clientId, options.clientSecret, 'payments'),
    send: (url, init) => fetchOnce(url, init, timeoutMs),
    unavailable: bankUnavailable,
    now,
  });
  /** When each registry may be read again (this process's reads and the bank's refusals). */
  const nextReadAt = new Map<string, number>();

  /** One call, a 429 of the per-method limit waited out per Retry-After; other failures as retry.ts sees them. */
  async function paced(url: string, init: RequestInit): Promise<Response> {
    for (let waits = 0; ; waits++) {
      let response: Response;
      try {
        response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw transportFailure(error);
      }
      if (response.status !== 429) return refuseRetryable(response);
      const waitMs = retryAfterMs(response.headers.get('retry-after'), now());
      // The body only says which limit it was; a 429 without a readable one is the per-method limit, waited out.
      const body = await readJson(response).catch(() => ({}) as Record<string, unknown>);
      if ((body.error as { code?: unknown } | undefined)?.code === 'REGISTRY_READ_TOO_OFTEN') {
        throw new ReadTooEarly(now() + waitMs);
      }
      if (waits >= rateLimitWaits) throw new RetryableFailure(429);
      await sleep(waitMs);
    }
  }

  const call = (path: string, init: RequestInit) =>
    authorised(`${options.baseUrl()}/v1/payment-registries${path}`, init, paced);

  /** An accepted asynchronous call's correlationId; a refusal as BankRejectedError. */
  async function accepted(response: Response): Promise<BankRegistryCall> {
    const body = (await readJson(response)) as { correlationId?: unknown; error?: { code?: string } };
    if (response.ok) {
      if (typeof body.correlationId !== 'string') throw bankUnavailable('malformed');
      return { correlationId: body.correlationId };
    }
    if ([400, 403, 404, 422].includes(response.status)) throw rejected(body.error?.code ?? 'INVALID_REQUEST');
    throw bankUnavailable(response.status);
  }

  const action = (registryId: string, verb: 'submit' | 'pay') =>
    retried(async () =>
      accepted(
        await call(`/${encodeURIComponent(registryId)}/${verb}`, {
          method: 'POST',
          headers: { accept: 'application/json' },
        }),
      ),
    );

  return {
    maxRegistryPayments,

    createRegistry: async (request) => {
      // Refused before it leaves: the caller chunks by maxRegistryPayments.
      if (request.payments.length > maxRegistryPayments) throw rejected('REGISTRY_TOO_LARGE');
      const body = JSON.stringify({
        accountNumber: request.payerAccount,
        registryCreateType: request.createType,
        payments: request.payments.map(registryPaymentBody),
      });
      return retried(async () => {
        const response = await call('', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'idempotency-key': request.registryKey,
          },
          body,
        });
        // The bank holds a registry under this key: it may be paid, so this is no refusal.
        if (response.status === 409) {
          await response.body?.cancel();
          throw new BankRegistryExistsError(request.registryKey);
        }
        return accepted(response);
      });
    },

    submitRegistry: (registryId) => action(registryId, 'submit'),
    payRegistry: (registryId) => action(registryId, 'pay'),

    readResult: (correlationId) =>
      retried(async () => {
        const response = await call(`/results/${encodeURIComponent(correlationId)}`, {
          method: 'GET',
          headers: { accept: 'application/json' },
        });
        if (response.status === 404) {
          await response.body?.cancel();
          return { status: 'NOT_FOUND' };
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw bankUnavailable(response.status);
        }
        return registryResult(await readJson(response));
      }),

    getRegistry: async (registryId) => {
      const at = now();
      for (const [id, next] of nextReadAt) if (next <= at) nextReadAt.delete(id);
      const next = nextReadAt.get(registryId);
      if (next !== undefined) return { status: 'TOO_EARLY', nextReadAt: new Date(next) };
      try {
        return await retried(async () => {
          const response = await call(`/${encodeURIComponent(registryId)}`, {
            method: 'GET',
            headers: { accept: 'application/json' },
          });
          if (response.status === 404) {
            await response.body?.cancel();
            return { status: 'NOT_FOUND' as const };
          }
          if (!response.ok) {
            await response.body?.cancel();
            throw bankUnavailable(response.status);
          }
          nextReadAt.set(registryId, now() + readIntervalMs);
          return { status: 'FOUND' as const, registry: registryFrom(await readJson(response)) };
        });
      } catch (error) {
        if (!(error instanceof ReadTooEarly)) throw error;
        nextReadAt.set(registryId, error.at);
        return { status: 'TOO_EARLY', nextReadAt: new Date(error.at) };
      }
    },
  };
}
