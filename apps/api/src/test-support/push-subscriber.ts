/**
 * A browser on the other end of web push, for tests: its own P-256 key pair and auth secret, a
 * subscription whose endpoint is the push-service sandbox, and decryption of what arrives there
 * (RFC 8291 aes128gcm, with http_ece — Mozilla's implementation of the encoding).
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
// @ts-expect-error http_ece ships no type declarations
import ece from 'http_ece';
import type { SandboxPush } from '../integrations/web-push/web-push.sandbox.js';
import { waitFor } from './test-server.js';

export type PushSubscriber = {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Pushes the sandbox received for this subscriber, newest first. */
  received(): Promise<SandboxPush[]>;
  waitForPush(count?: number): Promise<SandboxPush[]>;
  decrypt(push: SandboxPush): unknown;
};

export function createPushSubscriber(baseUrl: string, id = randomUUID()): PushSubscriber {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const received = async () => {
    const response = await fetch(`${baseUrl}/sandbox/webpush/messages?subscription=${id}`);
    return ((await response.json()) as { items: SandboxPush[] }).items;
  };
  return {
    id,
    subscription: {
      endpoint: `${baseUrl}/sandbox/webpush/${id}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    },
    received,
    waitForPush: (count = 1) =>
      waitFor(async () => {
        const items = await received();
        return items.length >= count ? items : undefined;
      }, `${count} push(es) to ${id}`),
    decrypt(push) {
      const plain: Buffer = ece.decrypt(Buffer.from(push.body, 'base64'), {
        version: 'aes128gcm',
        privateKey: ecdh,
        authSecret: authSecret.toString('base64url'),
      });
      return JSON.parse(plain.toString('utf8'));
    },
  };
}
