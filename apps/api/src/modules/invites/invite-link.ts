/**
 * The public invite link `${PUBLIC_URL}/invite/{token}`. The token is 32 random bytes (base64url);
 * only its SHA-256 is stored, so a database leak does not leak working links. The contractor's side
 * (helper module employee-onboarding) resolves a token through `selectInviteByLinkToken`.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers, invites } from '../../db/schema/index.js';
import { newToken, sha256 } from '../../lib/crypto.js';

export type InviteRow = typeof invites.$inferSelect;

/** A fresh link token and the hash to store in invites.link_token_hash. */
export function createInviteLinkToken(): { token: string; hash: string } {
  const token = newToken();
  return { token, hash: sha256(token) };
}

export const inviteLinkTokenHash = (token: string) => sha256(token);

/** The public URL of an invite link. */
export const inviteLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/invite/${encodeURIComponent(token)}`;

/** base64url of 32 bytes is 43 characters; anything else cannot be a token. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The invite a link token opens, with the inviting company's name; null when the token is unknown,
 * malformed, the invite is not published (DRAFT, REJECT) or deleted. Callers must answer all of these
 * the same way.
 */
export async function selectInviteByLinkToken(
  db: Db,
  token: string,
): Promise<{ invite: InviteRow; organisationName: string } | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ invite: invites, organisationName: customers.organisationName })
    .from(invites)
    .innerJoin(customers, eq(customers.id, invites.customerId))
    .where(
      and(
        eq(invites.linkTokenHash, sha256(token)),
        eq(invites.status, 'PUBLISH'),
        isNull(invites.deletedAt),
        isNull(customers.deactivatedAt),
      ),
    );
  return row ?? null;
}
