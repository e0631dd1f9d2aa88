import type { InviteFromAddress } from '../../lib/invite-texts';
import { shapePhone } from '../components/phone-field';
import { loadInvite } from '../invite/invite-page';

/**
 * The number the company sent the person's invite SMS to, shaped for the field; null without a person's key or when
 * the link no longer works — the person then simply types it.
 */
export async function invitedPhoneOf(invite: InviteFromAddress): Promise<string | null> {
  if (!invite.token || !invite.person) return null;
  const { person } = await loadInvite(invite.token, invite.person);
  return person?.phone ? shapePhone(person.phone) : null;
}
