/**
 * SQL of the company's API keys (issue 30): the `api_keys` rows and the login each key acts through (an `accounts`
 * row of kind API_KEY). Every read and change of a key takes the company's id: another company's key is the same
 * "not found" as an unknown one. Only the finding of a key by its secret's hash has no company: the secret is who
 * the caller is.
 */
import type { ApiKeyRole } from '@vyplaty/contracts';
import { and, asc, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { accounts, apiKeys, customers } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
/** A key with the name of who made it (a colleague's name, else the company's: its first login has none). */
export type ApiKeyListRow = { key: ApiKeyRow; createdByName: string | null };

const creator = alias(accounts, 'creator');
const creatorCompany = alias(customers, 'creator_company');

/** The company's keys, revoked ones included, in the order they were made. */
export function selectApiKeys(db: Db, customerId: string, keyId?: string): Promise<ApiKeyListRow[]> {
  return db
    .select({
      key: apiKeys,
      createdByName: sql<string | null>`coalesce(${creator.fullName}, ${creatorCompany.organisationName})`,
    })
    .from(apiKeys)
    .leftJoin(creator, eq(creator.id, apiKeys.createdBy))
    .leftJoin(creatorCompany, eq(creatorCompany.id, creator.customerId))
    .where(and(eq(apiKeys.customerId, customerId), keyId ? eq(apiKeys.id, keyId) : undefined))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

/** Keys of the company not revoked (the limit counts them). */
export async function countLiveApiKeys(db: Db, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.customerId, customerId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

/** The login a key acts through: no e-mail, no phone, a password nobody knows, the key's role. */
export async function insertKeyLogin(
  tx: Tx,
  values: { customerId: string; fullName: string; memberRole: ApiKeyRole; passwordHash: string },
): Promise<string> {
  const [row] = await tx
    .insert(accounts)
    .values({ role: 'user', kind: 'API_KEY', status: 'ACTIVE', ...values })
    .returning({ id: accounts.id });
  return row!.id;
}

export async function insertApiKey(tx: Tx, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await tx.insert(apiKeys).values(values).returning();
  return row!;
}

/** One key of the company, locked for its change. */
export async function selectApiKeyForUpdate(tx: Tx, customerId: string, keyId: string): Promise<ApiKeyRow | undefined> {
  const [row] = await tx
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.customerId, customerId)))
    .for('update');
  return row;
}

export async function updateApiKey(
  tx: Tx,
  customerId: string,
  keyId: string,
  values: Partial<
    Pick<
      ApiKeyRow,
      'name' | 'allowedIps' | 'secretHash' | 'secretPrefix' | 'previousSecretHash' | 'previousValidUntil' | 'revokedAt'
    > & { rotatedAt: Date }
  >,
): Promise<void> {
  await tx
    .update(apiKeys)
    .set(values)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.customerId, customerId)));
}

/** The key's login: renamed with the key, BLOCKED when it is revoked. */
export async function updateKeyLogin(
  tx: Tx,
  customerId: string,
  accountId: string,
  values: { fullName?: string; status?: 'BLOCKED' },
): Promise<void> {
  await tx
    .update(accounts)
    .set(values)
    .where(and(eq(accounts.id, accountId), eq(accounts.customerId, customerId), eq(accounts.kind, 'API_KEY')));
}

/**
 * The key whose current secret has this hash, or whose previous one does while its overlap lasts, with its login's
 * state (a company that left the platform has every login BLOCKED, its keys' too).
 */
export async function selectApiKeyBySecretHash(db: Db, secretHash: string, now: Date) {
  const [row] = await db
    .select({ key: apiKeys, loginStatus: accounts.status, loginRemovedAt: accounts.removedAt })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(
      or(
        eq(apiKeys.secretHash, secretHash),
        and(eq(apiKeys.previousSecretHash, secretHash), gt(apiKeys.previousValidUntil, now)),
      ),
    )
    .limit(1);
  return row;
}

export async function updateApiKeyLastUse(db: Db, keyId: string, at: Date, ip: string | null): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: at, lastUsedIp: ip }).where(eq(apiKeys.id, keyId));
}
