import { apiPaths } from '@vyplaty/contracts/paths';
import type { InviteFromAddress } from '../../lib/invite-texts';
import { shapePhone } from '../components/phone-field';
import { postJson } from '../public-http';

const phoneOf = (answer: unknown): string | null => {
  if (typeof answer !== 'object' || answer === null || !('person' in answer)) return null;
  const { person } = answer;
  return typeof person === 'object' && person !== null && 'phone' in person && typeof person.phone === 'string'
    ? person.phone
    : null;
};

/**
 * The number the company sent the person's invite SMS to, shaped for the field; null without a person's key or when
 * the link no longer works — the person then simply types it.
 */
export async function invitedPhoneOf(invite: InviteFromAddress): Promise<string | null> {
  if (!invite.token || !invite.person) return null;
  const phone = phoneOf(await postJson(apiPaths.invites.link, { token: invite.token, person: invite.person }));
  return phone ? shapePhone(phone) : null;
}
