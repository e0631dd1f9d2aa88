/**
 * The company's API keys (issue 30, docs/decisions/api-keys.md): the owner lists them, makes one (its login, the
 * key and the journal line in one transaction; the secret answered once), renames it or changes its allow-list,
 * revokes it (the next call is refused) and rotates its secret with an overlap. The company's row is locked first,
 * so two owners never pass the limit of keys together.
 */
import {
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyHistoryEvent,
  type ApiKeyRotate,
  type ApiKeysResponse,
  type ApiKeyUpdate,
  type ApiKeyWithSecret,
  apiKeyCreateSchema,
  apiKeyRotateSchema,
  MAX_API_KEYS,
} from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { OWNER_AREA_MESSAGE } from '../../http/route-access.js';
import { companyOnlyIdOf } from '../../lib/actor-scope.js';
import { newToken } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { hashPassword } from '../../lib/passwords.js';
import { recordHistoryEvent } from '../history/index.js';
import { lockCustomer } from '../parties/index.js';
import {
  type ApiKeyRow,
  countLiveApiKeys,
  insertApiKey,
  insertKeyLogin,
  selectApiKeyForUpdate,
  selectApiKeys,
  updateApiKey,
  updateKeyLogin,
} from './api-keys.repo.js';
import { apiKeyNotFound, checkAllowedIps, expiryOf, keyLoginName, newSecret, toApiKey } from './api-keys.rules.js';

const HOUR_MS = 3_600_000;

/** The caller's company, when the caller is its OWNER (the route gate says so too; this is the service's own word). */
function ownerCompanyIdOf(ctx: ActorContext): string {
  const customerId = companyOnlyIdOf(ctx);
  if (ctx.actor.memberRole && ctx.actor.memberRole !== 'OWNER') {
    throw new AppError('ROLE_FORBIDDEN', { message: OWNER_AREA_MESSAGE });
  }
  return customerId;
}

async function answerOne(ctx: ActorContext, customerId: string, keyId: string): Promise<ApiKey> {
  const [row] = await selectApiKeys(ctx.db, customerId, keyId);
  if (!row) throw apiKeyNotFound();
  return toApiKey(row, ctx.now());
}

function recordKeyEvent(
  txCtx: TxContext<ActorContext>,
  key: Pick<ApiKeyRow, 'id' | 'customerId' | 'name'>,
  event: ApiKeyHistoryEvent,
  details: Record<string, unknown> = {},
) {
  return recordHistoryEvent(txCtx, {
    entityKind: 'api_key',
    entityId: key.id,
    event,
    customerId: key.customerId,
    actorAccountId: txCtx.actor.accountId,
    details: { key_name: key.name, ...details },
  });
}

export async function listApiKeys(ctx: ActorContext): Promise<ApiKeysResponse> {
  const customerId = ownerCompanyIdOf(ctx);
  const now = ctx.now();
  const items = (await selectApiKeys(ctx.db, customerId)).map((row) => toApiKey(row, now));
  return { items, totalCount: items.length };
}

export async function createApiKey(ctx: ActorContext, body: ApiKeyCreate): Promise<ApiKeyWithSecret> {
  const customerId = ownerCompanyIdOf(ctx);
  const input = apiKeyCreateSchema.parse(body);
  const expiresAt = expiryOf(input.expires_on, ctx.now());
  const allowedIps = checkAllowedIps(input.allowed_ips);
  // The key's login never signs in with a password: it gets one nobody knows (a fresh random token's hash).
  const passwordHash = await hashPassword(newToken());
  const { secret, secretHash, secretPrefix } = newSecret();
  const keyId = await inTransaction(ctx, async (txCtx) => {
    if (!(await lockCustomer(txCtx, customerId))) throw apiKeyNotFound();
    if ((await countLiveApiKeys(txCtx.db, customerId)) >= MAX_API_KEYS) {
      throw new AppError('VALIDATION_ERROR', {
        message: `У компании уже ${MAX_API_KEYS} действующих ключей API: отзовите ненужный, чтобы создать новый`,
      });
    }
    const accountId = await insertKeyLogin(txCtx.db, {
      customerId,
      fullName: keyLoginName(input.name),
      memberRole: input.role,
      passwordHash,
    });
    const key = await insertApiKey(txCtx.db, {
      customerId,
      accountId,
      name: input.name,
      role: input.role,
      allowedIps,
      secretPrefix,
      secretHash,
      expiresAt,
      createdBy: txCtx.actor.accountId,
    });
    await recordKeyEvent(txCtx, key, 'CREATED', { role: input.role, expires_on: input.expires_on });
    return key.id;
  });
  return { ...(await answerOne(ctx, customerId, keyId)), secret };
}

/** The change `apply` makes to one key of the caller's company, locked; answered as the list shows it. */
async function changeKey(
  ctx: ActorContext,
  keyId: string,
  apply: (txCtx: TxContext<ActorContext>, key: ApiKeyRow) => Promise<void>,
): Promise<ApiKey> {
  const customerId = ownerCompanyIdOf(ctx);
  if (!isUuid(keyId)) throw apiKeyNotFound();
  await inTransaction(ctx, async (txCtx) => {
    const key = await selectApiKeyForUpdate(txCtx.db, customerId, keyId);
    if (!key) throw apiKeyNotFound();
    await apply(txCtx, key);
  });
  return answerOne(ctx, customerId, keyId);
}

const revokedKey = () => new AppError('INVALID_STATE', { message: 'Ключ API отозван: создайте новый' });

export function updateApiKeyDetails(ctx: ActorContext, keyId: string, input: ApiKeyUpdate): Promise<ApiKey> {
  const allowedIps = input.allowed_ips === undefined ? undefined : checkAllowedIps(input.allowed_ips);
  return changeKey(ctx, keyId, async (txCtx, key) => {
    if (key.revokedAt) throw revokedKey();
    const name = input.name ?? key.name;
    const ips = allowedIps ?? key.allowedIps;
    if (name === key.name && ips.join(',') === key.allowedIps.join(',')) return;
    await updateApiKey(txCtx.db, key.customerId, key.id, { name, allowedIps: ips });
    if (name !== key.name)
      await updateKeyLogin(txCtx.db, key.customerId, key.accountId, { fullName: keyLoginName(name) });
    await recordKeyEvent(txCtx, { ...key, name }, 'UPDATED', { name_before: key.name, allowed_ips: ips });
  });
}

/** Revoked now: its login BLOCKED, so the very next call with either secret is refused. Revoking twice changes nothing. */
export function revokeApiKey(ctx: ActorContext, keyId: string): Promise<ApiKey> {
  return changeKey(ctx, keyId, async (txCtx, key) => {
    if (key.revokedAt) return;
    await updateApiKey(txCtx.db, key.customerId, key.id, { revokedAt: txCtx.now() });
    await updateKeyLogin(txCtx.db, key.customerId, key.accountId, { status: 'BLOCKED' });
    await recordKeyEvent(txCtx, key, 'REVOKED');
  });
}

/**
 * A new secret, answered once; the current one keeps working `overlap_hours` more (0 — stops now), so the company's
 * systems can switch without a gap. A secret older than the current one stops at once.
 */
export async function rotateApiKey(ctx: ActorContext, keyId: string, body: ApiKeyRotate): Promise<ApiKeyWithSecret> {
  const { overlap_hours: overlapHours } = apiKeyRotateSchema.parse(body);
  const { secret, secretHash, secretPrefix } = newSecret();
  const key = await changeKey(ctx, keyId, async (txCtx, key) => {
    if (key.revokedAt) throw revokedKey();
    const now = txCtx.now();
    const isOverlap = overlapHours > 0;
    await updateApiKey(txCtx.db, key.customerId, key.id, {
      secretHash,
      secretPrefix,
      previousSecretHash: isOverlap ? key.secretHash : null,
      previousValidUntil: isOverlap ? new Date(now.getTime() + overlapHours * HOUR_MS) : null,
      rotatedAt: now,
    });
    await recordKeyEvent(txCtx, key, 'ROTATED', { overlap_hours: overlapHours });
  });
  return { ...key, secret };
}
