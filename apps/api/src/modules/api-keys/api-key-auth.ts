/**
 * A call made with an API key (issue 30, docs/decisions/api-keys.md): who the secret says the caller is, refused
 * when the key is unknown, revoked or expired (401), called from outside its allow-list (403) or past its calls per
 * minute (429 with Retry-After); and, once answered, the call's line in the company's journal under the key's name.
 */
import type { Actor, AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit.js';
import { recordHistoryEvent } from '../history/index.js';
import { selectApiKeyBySecretHash, updateApiKeyLastUse } from './api-keys.repo.js';
import { isAddressAllowed } from './api-keys.rules.js';

const invalidKey = () =>
  new AppError('API_KEY_INVALID', { message: 'Ключ API не действует: он неизвестен, отозван или его срок истёк' });

const callsPerMinute = (ctx: AppContext): RateLimitRule => ({
  name: 'api-key-calls',
  limit: ctx.config.API_KEY_CALLS_PER_MINUTE,
  windowSeconds: 60,
  message: `Слишком много запросов по ключу API: не больше ${ctx.config.API_KEY_CALLS_PER_MINUTE} в минуту`,
});

/**
 * The actor a key's secret stands for: the key's own login, within its company and with its role. Throws the
 * refusal otherwise; a refused call is not counted against the key's limit, an allowed one is.
 */
export async function authenticateApiKey(ctx: AppContext, secret: string, ip: string | undefined): Promise<Actor> {
  const now = ctx.now();
  const found = await selectApiKeyBySecretHash(ctx.db, sha256(secret), now);
  if (!found) throw invalidKey();
  const { key } = found;
  const isLive = !key.revokedAt && key.expiresAt.getTime() > now.getTime();
  if (!isLive || found.loginStatus !== 'ACTIVE' || found.loginRemovedAt) throw invalidKey();
  if (!isAddressAllowed(key.allowedIps, ip)) {
    throw new AppError('API_KEY_ADDRESS_FORBIDDEN', {
      message: `Ключ API не принимается с адреса ${ip ?? 'без адреса'}: его нет в списке разрешённых адресов ключа`,
    });
  }
  await consumeRateLimit(ctx.db, callsPerMinute(ctx), key.id, now);
  return {
    accountId: key.accountId,
    sessionId: `api-key:${key.id}`,
    role: 'user',
    entityId: key.customerId,
    memberRole: key.role,
    apiKeyId: key.id,
  };
}

export type ApiCall = { method: string; url: string; status: number; ip: string | undefined };

/**
 * The call's journal line (`api_key`/API_CALL by the key's login: «POST /v1/payouts → 201, 203.0.113.5») and the
 * key's last use, written after the answer went out. A failure here is logged: the caller already has their answer.
 */
export async function recordApiKeyCall(ctx: AppContext, actor: Actor, call: ApiCall): Promise<void> {
  const keyId = actor.apiKeyId;
  if (!keyId) return;
  // The query string may carry a search for a person's name: the journal keeps the path only.
  const path = call.url.split('?')[0] ?? call.url;
  const text = `${call.method} ${path} → ${call.status}${call.ip ? `, ${call.ip}` : ''}`;
  try {
    await inTransaction(ctx, async (txCtx) => {
      await recordHistoryEvent(txCtx, {
        entityKind: 'api_key',
        entityId: keyId,
        event: 'API_CALL',
        customerId: actor.entityId,
        actorAccountId: actor.accountId,
        details: { text, method: call.method, path, status: call.status, ip: call.ip ?? null },
      });
      await updateApiKeyLastUse(txCtx.db, keyId, txCtx.now(), call.ip ?? null);
    });
  } catch (error) {
    ctx.log.error({ err: error, apiKeyId: keyId, call: text }, 'the API key call was not written to the journal');
  }
}
