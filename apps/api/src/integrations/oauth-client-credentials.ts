/**
 * The access token of a client that authenticates itself (OAuth 2.0 client credentials, RFC 6749 §4.4:
 * the bank's and Sber's Basic id:secret, Госключ's API key) and then calls with `Bearer <token>`. One
 * token per client, kept until a minute before it expires; the callers that need a new one at the same
 * moment share one token request. A 401 on a call (the token revoked or expired early) drops that token
 * and tries once more with a fresh one.
 *
 * Nothing here retries: a token request that another attempt may fix (5xx, 429, no answer) throws
 * RetryableFailure through the call, whose own retry loop (retry.ts) tries the whole call again. Wrong
 * credentials or a token answer we cannot read are our configuration or the service's fault: the
 * client's own "unavailable" error, at once.
 */
import { readJson } from './retry.js';

export type ClientCredentialsOptions = {
  /** The token request: its address and how the client proves who it is (headers, form body). */
  tokenRequest: () => { url: string; init: RequestInit };
  /** One HTTP call of the client (`fetchOnce` with its timeout). */
  send: (url: string, init: RequestInit) => Promise<Response>;
  /** The client's own "unavailable" error (Russian, 503), with what went wrong upstream. */
  unavailable: (upstream: string | number) => Error;
  now?: () => number;
};

export type ClientCredentials = {
  /** The cached token, or a fresh one (one request shared by every caller waiting for it). */
  accessToken(): Promise<string>;
  /**
   * One call with `authorization: Bearer <token>` added to `init`, made by `call` (the client's `send`
   * unless it sends this request its own way); a 401 gets one fresh token, a second 401 is "unavailable".
   */
  authorised(
    url: string,
    init: RequestInit,
    call?: (url: string, init: RequestInit) => Promise<Response>,
  ): Promise<Response>;
};

/**
 * The usual token request (RFC 6749 §2.3.1, §4.4.2): the client's id and secret as HTTP Basic, the form
 * `grant_type=client_credentials` with the scope asked for.
 */
export const basicTokenRequest = (url: string, clientId: string, clientSecret: string, scope: string) => ({
  url,
  init: {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope }).toString(),
  },
});

/** Renewed this long before the service says it expires: a call never leaves with a token about to lapse. */
export const TOKEN_RENEW_MARGIN_MS = 60_000;
/** The token's life when the answer does not say (`expires_in` is optional in RFC 6749 §5.1). */
const DEFAULT_EXPIRES_IN_S = 3600;

export function clientCredentials(options: ClientCredentialsOptions): ClientCredentials {
  const now = options.now ?? Date.now;
  let cached: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const { url, init } = options.tokenRequest();
    const response = await options.send(url, init);
    // Wrong credentials are our configuration, not something a retry fixes.
    if (!response.ok) {
      await response.body?.cancel();
      throw options.unavailable(`token ${response.status}`);
    }
    const body = await readJson(response);
    if (typeof body.access_token !== 'string') throw options.unavailable('token malformed');
    const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : DEFAULT_EXPIRES_IN_S;
    cached = { token: body.access_token, expiresAt: now() + expiresIn * 1000 };
    return cached.token;
  }

  function accessToken(): Promise<string> {
    if (cached && cached.expiresAt - TOKEN_RENEW_MARGIN_MS > now()) return Promise.resolve(cached.token);
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  async function authorised(url: string, init: RequestInit, call = options.send): Promise<Response> {
    const attempt = async () => {
      const token = await accessToken();
      const response = await call(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
      return { token, response };
    };
    const first = await attempt();
    if (first.response.status !== 401) return first.response;
    await first.response.body?.cancel();
    // Only the refused token is dropped: a caller refused a moment later must not discard a fresh one.
    if (cached?.token === first.token) cached = undefined;
    const { response } = await attempt();
    if (response.status === 401) {
      await response.body?.cancel();
      throw options.unavailable(401);
    }
    return response;
  }

  return { accessToken, authorised };
}
