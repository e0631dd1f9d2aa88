/**
 * The invite link's public calls (issue 28, /invite/user/<token>): what it invites to; accepting it with a password
 * (the login becomes ACTIVE with its e-mail confirmed — the letter reached it — and the person then logs in at
 * /login); declining it (DECLINED). An unknown, used, expired or withdrawn link is one and the same 404. The
 * company's ACTIVE owners hear of the answer in the bell, and the journal records it as the colleague's own act.
 */
import type { CompanyUserInviteInfo } from '@vyplaty/contracts';
import { MEMBER_ROLE_LABELS } from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { sha256 } from '../../lib/crypto.js';
import { hashPassword } from '../../lib/passwords.js';
import { notify } from '../notifications/index.js';
import { lockCustomer } from '../parties/index.js';
import { inviteInvalid, recordUserEvent, roleOf, USERS_PAGE_PATH } from './company-users.present.js';
import {
  type ColleagueRow,
  type InviteRow,
  markInviteAnswered,
  selectActiveOwnerIds,
  selectInviteByTokenHash,
  selectInvitedAccountForUpdate,
  selectInviteForUpdate,
  updateColleague,
} from './company-users.repo.js';

const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

const isOpen = (invite: InviteRow, account: ColleagueRow, now: Date) =>
  !invite.acceptedAt &&
  !invite.declinedAt &&
  invite.expiresAt > now &&
  account.status === 'PENDING' &&
  account.removedAt === null;

export async function getCompanyUserInvite(ctx: AppContext, token: string): Promise<CompanyUserInviteInfo> {
  const found = TOKEN.test(token) ? await selectInviteByTokenHash(ctx.db, sha256(token)) : undefined;
  if (!found || !isOpen(found.invite, found.account, ctx.now())) throw inviteInvalid();
  return {
    email: found.account.email ?? '',
    full_name: found.account.fullName ?? '',
    organisation_name: found.organisationName,
    role: roleOf(found.account),
    invited_by_name: found.inviterName,
    expires_at: found.invite.expiresAt.toISOString(),
  };
}

/**
 * The invite and its login, locked in the order of ADR 009 (the company first), when the link is still open;
 * else the 404 of a dead link.
 */
async function lockOpenInvite(txCtx: TxContext, token: string) {
  if (!TOKEN.test(token)) throw inviteInvalid();
  const hash = sha256(token);
  const peek = await selectInviteByTokenHash(txCtx.db, hash);
  if (!peek) throw inviteInvalid();
  await lockCustomer(txCtx, peek.invite.customerId);
  const invite = await selectInviteForUpdate(txCtx.db, hash);
  const account = invite ? await selectInvitedAccountForUpdate(txCtx.db, invite) : undefined;
  if (!invite || !account || !isOpen(invite, account, txCtx.now())) throw inviteInvalid();
  return { invite, account };
}

async function tellOwners(txCtx: TxContext, account: ColleagueRow, hasAccepted: boolean) {
  const name = account.fullName ?? account.email ?? '';
  const role = MEMBER_ROLE_LABELS[roleOf(account)];
  const message = hasAccepted
    ? { title: 'Приглашение принято', body: `${name} принял(а) приглашение в компанию с ролью «${role}»` }
    : { title: 'Приглашение отклонено', body: `${name} отказался(лась) от приглашения в компанию` };
  for (const accountId of await selectActiveOwnerIds(txCtx.db, account.customerId!)) {
    await notify(txCtx, { accountId }, { ...message, type: 'other', url: USERS_PAGE_PATH });
  }
}

/** The person's password set; the login ACTIVE with its e-mail confirmed. They log in at /login then. */
export async function acceptCompanyUserInvite(ctx: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await inTransaction(ctx, async (txCtx) => {
    const { invite, account } = await lockOpenInvite(txCtx, token);
    const now = txCtx.now();
    await markInviteAnswered(txCtx.db, invite.id, 'accepted', now);
    const after = await updateColleague(txCtx.db, invite.customerId, account.id, {
      status: 'ACTIVE',
      passwordHash,
      emailVerifiedAt: account.emailVerifiedAt ?? now,
    });
    await recordUserEvent(txCtx, 'USER_INVITE_ACCEPTED', { account: after, actorAccountId: account.id });
    await tellOwners(txCtx, after, true);
  });
}

export async function declineCompanyUserInvite(ctx: AppContext, token: string): Promise<void> {
  await inTransaction(ctx, async (txCtx) => {
    const { invite, account } = await lockOpenInvite(txCtx, token);
    await markInviteAnswered(txCtx.db, invite.id, 'declined', txCtx.now());
    const after = await updateColleague(txCtx.db, invite.customerId, account.id, { status: 'DECLINED' });
    await recordUserEvent(txCtx, 'USER_INVITE_DECLINED', { account: after, actorAccountId: account.id });
    await tellOwners(txCtx, after, false);
  });
}
