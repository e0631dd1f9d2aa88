/**
 * The endpoint's signing secret, kept encrypted (lib/field-cipher.ts, its own key from APP_SECRET): the portal
 * signs with it, so it cannot be a hash. The endpoint's id is bound in, so a secret copied to another row does not
 * decrypt.
 */
import type { AppContext } from '../../context.js';
import { createFieldCipher, type FieldCipher } from '../../lib/field-cipher.js';

const ciphers = new Map<string, FieldCipher>();

function cipherOf(ctx: Pick<AppContext, 'config'>): FieldCipher {
  const secret = ctx.config.APP_SECRET!;
  let cipher = ciphers.get(secret);
  if (!cipher) {
    cipher = createFieldCipher(secret, 'webhooks/secret');
    ciphers.set(secret, cipher);
  }
  return cipher;
}

export const encryptSecret = (ctx: Pick<AppContext, 'config'>, endpointId: string, secret: string) =>
  cipherOf(ctx).encrypt(secret, endpointId);

export const decryptSecret = (ctx: Pick<AppContext, 'config'>, endpoint: { id: string; secretEncrypted: string }) =>
  cipherOf(ctx).decrypt(endpoint.secretEncrypted, endpoint.id);
