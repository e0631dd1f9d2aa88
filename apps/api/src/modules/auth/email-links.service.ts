/**
 * E-mailed action links: /?action=VERIFY_EMAIL&token=… and /?action=UPDATE_PASSWORD&token=…
 * (SPEC §4 action links). Tokens are single-use, short-lived and stored as hashes; the request log
 * drops query strings, so they do not reach the logs.
 */
import type { LinkAction } from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import { expireLinkTokens, insertLinkToken, markLinkTokenUsed, selectLinkTokenForUpdate } from './verification.repo.js';

const TTL_MS: Record<LinkAction, number> = { VERIFY_EMAIL: 24 * 3600_000, UPDATE_PASSWORD: 3600_000 };

/** Issues a fresh link (older ones of the same kind stop working) and returns its URL. */
export async function issueActionLink(ctx: AppContext, tx: Db, accountId: string, action: LinkAction): Promise<string> {
  const now = ctx.now();
  const token = newToken();
  await expireLinkTokens(tx, accountId, action, now);
  await insertLinkToken(tx, {
    accountId,
    action,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + TTL_MS[action]),
  });
  const query = new URLSearchParams({ action, token });
  return `${ctx.config.PUBLIC_URL}/?${query.toString()}`;
}

/** Marks the link used and returns its account id, or undefined when unknown, used or expired. */
export async function consumeActionLink(ctx: AppContext, tx: Db, token: string, action: LinkAction) {
  const now = ctx.now();
  const row = await selectLinkTokenForUpdate(tx, sha256(token), action);
  if (!row || row.usedAt || row.expiresAt <= now) return undefined;
  await markLinkTokenUsed(tx, row.id, now);
  return row.accountId;
}
