/**
 * Firebase Cloud Messaging HTTP v1: a service account signs a JWT (RS256) that the OAuth 2.0 token
 * endpoint exchanges for an access token (kept until a minute before it expires), then
 * POST {api}/v1/projects/{project}/messages:send. A token FCM no longer knows (404 / UNREGISTERED)
 * is reported as 'gone' so the caller forgets it.
 */
import { importPKCS8, SignJWT } from 'jose';
import { PushDeliveryError, type PushOutcome } from '../web-push/web-push.client.js';

export type FcmServiceAccount = { projectId: string; clientEmail: string; privateKey: string };
export type FcmEndpoints = { tokenUrl: string; apiUrl: string };

export type FcmMessage = {
  title: string;
  body: string;
  /** FCM data values must be strings. */
  data: Record<string, string>;
  /** Android channel the notification goes to (the app creates 'important'). */
  channelId: string;
};

export type FcmClient = { send(token: string, message: FcmMessage): Promise<PushOutcome> };

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const REQUEST_TIMEOUT_MS = 10_000;
const TOKEN_RENEW_MARGIN_MS = 60_000;

export function createFcmClient(
  account: FcmServiceAccount,
  endpoints: FcmEndpoints | (() => FcmEndpoints),
  now: () => Date = () => new Date(),
): FcmClient {
  const resolveEndpoints = typeof endpoints === 'function' ? endpoints : () => endpoints;
  let cached: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function requestAccessToken(): Promise<string> {
    const { tokenUrl } = resolveEndpoints();
    const key = await importPKCS8(account.privateKey, 'RS256');
    const issuedAt = Math.floor(now().getTime() / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.clientEmail)
      .setAudience(tokenUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(key);
    const response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new PushDeliveryError(response.status, `FCM token endpoint answered ${response.status}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new PushDeliveryError(response.status, 'FCM token endpoint gave no access_token');
    cached = { token: body.access_token, expiresAt: now().getTime() + (body.expires_in ?? 3600) * 1000 };
    return body.access_token;
  }

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt - TOKEN_RENEW_MARGIN_MS > now().getTime()) return cached.token;
    // Concurrent sends share one token request.
    pending ??= requestAccessToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  return {
    async send(token, message) {
      const { apiUrl } = resolveEndpoints();
      const response = await fetch(`${apiUrl}/v1/projects/${encodeURIComponent(account.projectId)}/messages:send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: {
            token,
            notification: { title: message.title, body: message.body },
            data: message.data,
            android: { priority: 'high', notification: { channel_id: message.channelId } },
            apns: { payload: { aps: { sound: 'default' } } },
          },
        }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      }).catch((error: Error) => {
        throw new PushDeliveryError(undefined, `FCM unreachable: ${error.name}`);
      });
      if (response.ok) return 'delivered';
      const errorCode = await readFcmErrorCode(response);
      if (response.status === 404 || errorCode === 'UNREGISTERED') return 'gone';
      // An expired or revoked access token: fetch a new one on the retry.
      if (response.status === 401) cached = undefined;
      throw new PushDeliveryError(response.status, `FCM answered ${response.status} ${errorCode ?? ''}`.trim());
    },
  };
}

async function readFcmErrorCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: { details?: { errorCode?: string }[] } };
    return body.error?.details?.find((d) => d.errorCode)?.errorCode;
  } catch {
    return undefined;
  }
}
