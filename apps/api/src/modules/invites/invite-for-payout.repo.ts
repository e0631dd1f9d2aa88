/** The invites a mass payout registry's invitations look at (invite-for-payout.ts). */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inviteEmployees, invites } from '../../db/schema/index.js';

/** Phones among these that a published invite of the company still waits for (the person not joined yet). */
export async function selectPhonesInvited(db: Db, customerId: string, phones: string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await db
    .select({ phone: inviteEmployees.phone })
    .from(inviteEmployees)
    .innerJoin(invites, eq(invites.id, inviteEmployees.inviteId))
    .where(
      and(
        eq(invites.customerId, customerId),
        isNull(invites.deletedAt),
        eq(invites.status, 'PUBLISH'),
        eq(inviteEmployees.customerId, customerId),
        eq(inviteEmployees.action, 'INVITE'),
        inArray(inviteEmployees.phone, phones),
      ),
    );
  return new Set(rows.flatMap((r) => (r.phone ? [r.phone] : [])));
}
