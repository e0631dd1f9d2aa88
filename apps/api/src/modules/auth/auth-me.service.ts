/** auth/me: who the session belongs to and whether their registration is complete. */
import type { AuthMe } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { unauthenticated } from '../../lib/errors.js';
import { isPartyVerified } from '../parties/index.js';
import { selectAccountById } from './accounts.repo.js';

export async function getAuthMe(ctx: ActorContext): Promise<AuthMe> {
  const account = await selectAccountById(ctx.db, ctx.actor.accountId);
  if (!account) throw unauthenticated();
  return {
    role: account.role,
    entity_id: ctx.actor.entityId,
    is_verified: await isPartyVerified(ctx, account),
    member_role: account.role === 'user' ? (account.memberRole ?? 'OWNER') : null,
    full_name: account.fullName ?? null,
  };
}
