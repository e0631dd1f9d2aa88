/**
 * The webhook signature (docs/decisions/webhooks.md): `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`
 * in X-Vyplaty-Signature. The delivery job signs with it; the sandbox, the tests, the bench and integrators check
 * with `verifyWebhookSignature` (the same lines as docs/integrations.md's snippet).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new endpoint secret: `whsec_` + 32 random bytes in base64url. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const hmacHex = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The X-Vyplaty-Signature value of `body` signed at `timestampSeconds`. */
export function signWebhookPayload(body: string, secret: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${hmacHex(secret, timestampSeconds, body)}`;
}

/**
 * Whether `header` is a valid signature of `body` made with `secret` no more than `toleranceSeconds` away from
 * `nowSeconds` (an old timestamp is a replay). Any `v1=` of the header may match (room for a secret's rotation).
 */
export function verifyWebhookSignature(
  header: string | undefined,
  body: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds: number,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacHex(secret, timestamp, body), 'hex');
  return parts.some(([key, value]) => {
    if (key !== 'v1' || !value || !/^[0-9a-f]{64}$/.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
}
