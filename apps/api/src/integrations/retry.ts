/**
 * The one retry loop of the clients of external systems (FNS, the bank, statusnpd): what another
 * attempt may fix — a network error, a timeout, 429, 5xx — is thrown as RetryableFailure and tried
 * again after an exponential pause with jitter; anything else goes straight up. When the retries are
 * spent, the client's own "unavailable" error (Russian, 503) is thrown instead.
 */

/** A failure worth another attempt; `upstream` says what it was (HTTP status, 'timeout', 'network'). */
export class RetryableFailure extends Error {
  constructor(readonly upstream: string | number) {
    super(String(upstream));
    this.name = 'RetryableFailure';
  }
}

/** What fetch threw (no answer at all), as a failure worth another attempt. */
export const transportFailure = (error: unknown) =>
  new RetryableFailure((error as Error).name === 'TimeoutError' ? 'timeout' : 'network');

/**
 * One HTTP call of a client, within `timeoutMs`: an answer that another attempt may change (5xx, 429,
 * 408) and no answer at all become RetryableFailure; any other answer is the caller's to read.
 */
export async function fetchOnce(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw transportFailure(error);
  }
  return refuseRetryable(response);
}

/** An answer that another attempt may change (5xx, 429, 408) as RetryableFailure; any other as it is. */
export async function refuseRetryable(response: Response): Promise<Response> {
  if (response.status >= 500 || response.status === 429 || response.status === 408) {
    await response.body?.cancel();
    throw new RetryableFailure(response.status);
  }
  return response;
}

/** A JSON answer's object ({} for anything else); a body cut by the timeout is worth another attempt, garbage is not. */
export async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw new RetryableFailure('timeout');
    return {};
  }
}

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type RetryPolicy = {
  /** Extra attempts after the first. */
  retries: number;
  /** The first pause; it doubles with each attempt. */
  backoffMs: number;
  sleep?: (ms: number) => Promise<void>;
  /** [0, 1); the jitter's source. */
  random?: () => number;
};

/** Half the exponential step fixed, half random: the retries of many workers do not line up. */
export const jittered = (ms: number, random: () => number = Math.random) => Math.round(ms / 2 + (random() * ms) / 2);

/** Runs `attempt` until it succeeds, throws something not retryable, or the retries are spent. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy,
  unavailable: (upstream: string | number) => Error,
): Promise<T> {
  const sleep = policy.sleep ?? realSleep;
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof RetryableFailure)) throw error;
      if (i >= policy.retries) throw unavailable(error.upstream);
      await sleep(jittered(policy.backoffMs * 2 ** i, policy.random));
    }
  }
}
