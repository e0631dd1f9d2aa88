/**
 * The public invite link `${PUBLIC_URL}/invite/{token}`. The token is 32 random bytes (base64url);
 * only its SHA-256 is stored, so a database leak does not leak working links. The contractor's side
 * (module employee-onboarding) resolves a token through `findInviteByLinkToken`.
 */
import { INVITE_PERSON_PARAM } from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import type { invites } from '../../db/schema/index.js';
import type { TxContext } from '../../db/transaction.js';
import { hmac, newToken, safeEqual, sha256 } from '../../lib/crypto.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import { type InviteEmployeeRow, markInviteEmployeeConfirmed, selectInviteByLinkToken } from './invites.repo.js';

export type InviteRow = typeof invites.$inferSelect;

/** A fresh link token and the hash to store in invites.link_token_hash. */
export function createInviteLinkToken(): { token: string; hash: string } {
  const token = newToken();
  return { token, hash: sha256(token) };
}

export const inviteLinkTokenHash = (token: string) => sha256(token);

/** The public URL of an invite link. */
export const inviteLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/invite/${encodeURIComponent(token)}`;

/**
 * The key of one person on the invite, added to the link their SMS carries (`?p=`): whoever holds only
 * the shared link (forwarded, copied from the company's page) cannot tell the people apart, so the
 * landing call shows a person's data only with their key. Derived from the token (known only to the
 * link's holders and, sealed, to the server), so nothing more is stored.
 */
export const invitePersonKey = (token: string, personId: string) =>
  hmac(token, `invite-person:${personId}`).slice(0, 32);

export const isInvitePersonKey = (token: string, personId: string, key: string) =>
  key.length === 32 && safeEqual(invitePersonKey(token, personId), key);

/** The link a person's SMS carries: the invite's link with their key. */
export const invitePersonLinkUrl = (publicUrl: string, token: string, personId: string) =>
  `${inviteLinkUrl(publicUrl, token)}?${INVITE_PERSON_PARAM}=${invitePersonKey(token, personId)}`;

/** base64url of 32 bytes is 43 characters; anything else cannot be a token. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The invite a link token opens, with the inviting company's name; null when the token is unknown,
 * malformed, the invite is not published (DRAFT, REJECT) or deleted. Callers must answer all of these
 * the same way. Given a TxContext, it reads inside that transaction.
 */
export async function findInviteByLinkToken(ctx: AppContext, token: string) {
  if (!TOKEN_SHAPE.test(token)) return null;
  return selectInviteByLinkToken(ctx.db, inviteLinkTokenHash(token));
}

/** The person of `phone` joined the company as `employeeId` (their invite person CONFIRM), in that transaction. */
export type ContractorJoined = (
  txCtx: TxContext,
  joined: { customerId: string; employeeId: string; phone: string },
) => Promise<void>;

/**
 * The contractor who opened the link joins: their person on the invite (by phone, else by ИНН, else a
 * new one for whoever the link was forwarded to) becomes CONFIRM. A person the company cancelled
 * cannot accept: CONFLICT, and the caller's transaction rolls back. Then, in the same transaction, tasks
 * put them on the tasks the company invited that phone to (`ctx.handoffs.contractorJoinedCompany`, handed
 * over by runtime.ts: invites cannot import tasks) — by the account's phone and, when the company entered
 * another one for the person matched by ИНН, by that one too.
 */
export async function confirmInviteEmployee(
  txCtx: TxContext,
  input: Parameters<typeof markInviteEmployeeConfirmed>[1],
): Promise<InviteEmployeeRow> {
  const person = await markInviteEmployeeConfirmed(txCtx.db, input);
  await emitWebhookEvent(txCtx, {
    customerId: input.customerId,
    type: 'contractor.joined',
    data: { employee_id: input.employeeId },
  });
  for (const phone of new Set([input.phone, person.phone ?? input.phone])) {
    await txCtx.handoffs.contractorJoinedCompany(txCtx, {
      customerId: input.customerId,
      employeeId: input.employeeId,
      phone,
    });
  }
  return person;
}
