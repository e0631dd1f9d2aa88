/**
 * E-mailed action links: /?action=VERIFY_EMAIL&token=… and /?action=UPDATE_PASSWORD&token=…
 * (SPEC §4 action links). Tokens are single-use, short-lived and stored as hashes; the request log
 * drops query strings, so they do not reach the logs.
 */

import type { LinkAction } from '@vyplaty/contracts';
import type { TxContext } from '../../db/transaction.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import { expireLinkTokens, insertLinkToken, markLinkTokenUsed, selectLinkTokenForUpdate } from './verification.repo.js';

const TTL_MS: Record<LinkAction, number> = { VERIFY_EMAIL: 24 * 3600_000, UPDATE_PASSWORD: 3600_000 };

/** Issues a fresh link (older ones of the same kind stop working) and returns its URL. */
export async function issueActionLink(txCtx: TxContext, accountId: string, action: LinkAction): Promise<string> {
  const now = txCtx.now();
  const token = newToken();
  await expireLinkTokens(txCtx.db, accountId, action, now);
  await insertLinkToken(txCtx.db, {
    accountId,
    action,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + TTL_MS[action]),
  });
  const query = new URLSearchParams({ action, token });
  return `${txCtx.config.PUBLIC_URL}/?${query.toString()}`;
}

/** Marks the link used and returns its account id, or undefined when unknown, used or expired. */
export async function consumeActionLink(txCtx: TxContext, token: string, action: LinkAction) {
  const now = txCtx.now();
  const row = await selectLinkTokenForUpdate(txCtx.db, sha256(token), action);
  if (!row || row.usedAt || row.expiresAt <= now) return undefined;
  await markLinkTokenUsed(txCtx.db, row.id, now);
  return row.accountId;
}
