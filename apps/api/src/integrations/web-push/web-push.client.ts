/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291). The
 * `web-push` library builds the request (encryption, JWT, headers); we send it with fetch, so the
 * same code reaches the browsers' push services over HTTPS and the sandbox over plain HTTP.
 */
import webpush from 'web-push';

export type WebPushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

export type WebPushOptions = {
  /** How long the push service keeps an undelivered message, seconds. */
  ttlSeconds: number;
  /** Messages with the same topic replace each other while waiting (base64url, ≤ 32 characters). */
  topic?: string;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
};

/** 'gone': the push service says the subscription no longer exists (404/410); forget it. */
export type PushOutcome = 'delivered' | 'gone';

export class PushDeliveryError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'PushDeliveryError';
  }
}

export type WebPushClient = {
  publicKey: string;
  send(target: WebPushTarget, payload: string, options: WebPushOptions): Promise<PushOutcome>;
};

const REQUEST_TIMEOUT_MS = 10_000;

export function createWebPushClient(vapid: { publicKey: string; privateKey: string; subject: string }): WebPushClient {
  return {
    publicKey: vapid.publicKey,
    async send(target, payload, options) {
      const request = webpush.generateRequestDetails(target, payload, {
        vapidDetails: vapid,
        TTL: options.ttlSeconds,
        ...(options.topic ? { topic: options.topic } : {}),
        ...(options.urgency ? { urgency: options.urgency } : {}),
      });
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          redirect: 'error',
        });
      } catch (error) {
        throw new PushDeliveryError(undefined, `push service unreachable: ${(error as Error).name}`);
      }
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new PushDeliveryError(response.status, `push service answered ${response.status}`);
      return 'delivered';
    },
  };
}

/**
 * Whether the server may POST to this endpoint: HTTPS to a known push service, or (sandboxes on)
 * the portal's own /sandbox/webpush emulator.
 */
export function isAllowedPushEndpoint(
  endpoint: string,
  allowedHosts: readonly string[],
  sandboxOrigins: readonly string[],
) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (sandboxOrigins.includes(url.origin) && url.pathname.startsWith('/sandbox/webpush/')) return true;
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return allowedHosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}
