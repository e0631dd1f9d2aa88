/**
 * The company's users (issue 28, docs/decisions/company-users.md): the owner lists the company's logins, invites a
 * colleague by e-mail with a role, changes a role or a name, blocks, unblocks and removes a colleague, sends an
 * invite again. The company's row is locked first (ADR 009), so two owners' changes never leave it without an
 * ACTIVE owner; every change is a journal line naming who made it.
 */
import type { CompanyUser, CompanyUserInvite, CompanyUsersResponse, CompanyUserUpdate } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { OWNER_AREA_MESSAGE } from '../../http/route-access.js';
import { companyOnlyIdOf } from '../../lib/actor-scope.js';
import { newToken } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { hashPassword } from '../../lib/passwords.js';
import { endAccountSessions } from '../auth/index.js';
import { findCustomer, lockCustomer } from '../parties/index.js';
import {
  EMAIL_TAKEN_MESSAGE,
  lastOwner,
  nameOf,
  recordUserEvent,
  roleOf,
  sendInviteLink,
  toCompanyUser,
  userNotFound,
} from './company-users.present.js';
import {
  type ColleagueRow,
  expireOpenInvites,
  insertPendingColleague,
  isEmailTaken,
  selectActiveOwnerIds,
  selectColleagueForUpdate,
  selectColleagues,
  updateColleague,
} from './company-users.repo.js';

/** The caller's company, when the caller is its OWNER (the route gate says so too; this is the service's own word). */
function ownerCompanyIdOf(ctx: ActorContext): string {
  const customerId = companyOnlyIdOf(ctx);
  if (ctx.actor.memberRole && ctx.actor.memberRole !== 'OWNER') {
    throw new AppError('ROLE_FORBIDDEN', { message: OWNER_AREA_MESSAGE });
  }
  return customerId;
}

async function organisationNameOf(ctx: ActorContext, customerId: string): Promise<string> {
  return (await findCustomer(ctx, customerId))?.organisationName ?? '';
}

async function answerOne(ctx: ActorContext, customerId: string, accountId: string): Promise<CompanyUser> {
  const organisationName = await organisationNameOf(ctx, customerId);
  const row = (await selectColleagues(ctx.db, customerId)).find((r) => r.account.id === accountId);
  if (!row) throw userNotFound();
  return toCompanyUser(row, { accountId: ctx.actor.accountId, organisationName });
}

export async function listCompanyUsers(ctx: ActorContext): Promise<CompanyUsersResponse> {
  const customerId = ownerCompanyIdOf(ctx);
  const [rows, organisationName] = await Promise.all([
    selectColleagues(ctx.db, customerId),
    organisationNameOf(ctx, customerId),
  ]);
  const items = rows.map((row) => toCompanyUser(row, { accountId: ctx.actor.accountId, organisationName }));
  return { items, totalCount: items.length };
}

export async function inviteCompanyUser(ctx: ActorContext, input: CompanyUserInvite): Promise<CompanyUser> {
  const customerId = ownerCompanyIdOf(ctx);
  // Nobody knows this password: the login cannot be entered until the link sets one.
  const unusableHash = await hashPassword(newToken());
  const accountId = await inTransaction(ctx, async (txCtx) => {
    const company = await lockCustomer(txCtx, customerId);
    if (!company) throw userNotFound();
    if (await isEmailTaken(txCtx.db, input.email)) {
      throw new AppError('CONFLICT', { message: EMAIL_TAKEN_MESSAGE, fields: { email: EMAIL_TAKEN_MESSAGE } });
    }
    const account = await insertPendingColleague(txCtx.db, {
      customerId,
      email: input.email,
      fullName: input.full_name,
      memberRole: input.role,
      passwordHash: unusableHash,
    });
    await sendInviteLink(txCtx, {
      account,
      invitedBy: txCtx.actor.accountId,
      organisationName: company.organisationName,
      inviterName: await inviterNameOf(txCtx, company.organisationName),
    });
    await recordUserEvent(txCtx, 'USER_INVITED', {
      account,
      actorAccountId: txCtx.actor.accountId,
      details: { role: input.role },
    });
    return account.id;
  });
  return answerOne(ctx, customerId, accountId);
}

async function inviterNameOf(txCtx: TxContext<ActorContext>, organisationName: string): Promise<string> {
  const me = (await selectColleagues(txCtx.db, txCtx.actor.entityId)).find(
    (r) => r.account.id === txCtx.actor.accountId,
  );
  return me ? nameOf(me.account, organisationName) : organisationName;
}

/**
 * The change `apply` makes to one colleague of the caller's company, locked after the company's row; the
 * last-owner rule checked on the result. Answers the colleague as the list shows them.
 */
async function changeColleague(
  ctx: ActorContext,
  accountId: string,
  apply: (txCtx: TxContext<ActorContext>, colleague: ColleagueRow, companyName: string) => Promise<ColleagueRow | null>,
): Promise<CompanyUser | null> {
  const customerId = ownerCompanyIdOf(ctx);
  if (!isUuid(accountId)) throw userNotFound();
  const changed = await inTransaction(ctx, async (txCtx) => {
    const company = await lockCustomer(txCtx, customerId);
    const colleague = company ? await selectColleagueForUpdate(txCtx.db, customerId, accountId) : undefined;
    if (!company || !colleague) throw userNotFound();
    const after = await apply(txCtx, colleague, company.organisationName);
    // Nobody may block, remove or demote the company's last ACTIVE owner (themself included).
    if ((await selectActiveOwnerIds(txCtx.db, customerId)).length === 0) throw lastOwner();
    return after;
  });
  return changed ? answerOne(ctx, customerId, accountId) : null;
}

export async function updateCompanyUser(ctx: ActorContext, accountId: string, input: CompanyUserUpdate) {
  return (await changeColleague(ctx, accountId, async (txCtx, colleague) => {
    const values = {
      ...(input.role !== undefined ? { memberRole: input.role } : {}),
      ...(input.full_name !== undefined ? { fullName: input.full_name } : {}),
    };
    const isSame =
      (values.memberRole ?? roleOf(colleague)) === roleOf(colleague) &&
      (values.fullName ?? colleague.fullName) === colleague.fullName;
    if (isSame) return colleague;
    const after = await updateColleague(txCtx.db, colleague.customerId!, colleague.id, values);
    await recordUserEvent(txCtx, 'USER_UPDATED', {
      account: after,
      actorAccountId: txCtx.actor.accountId,
      details: { role: roleOf(after), ...(input.role !== undefined ? { role_before: roleOf(colleague) } : {}) },
    });
    return after;
  }))!;
}

export async function blockCompanyUser(ctx: ActorContext, accountId: string) {
  return (await changeColleague(ctx, accountId, async (txCtx, colleague) => {
    if (colleague.status === 'BLOCKED') return colleague;
    if (colleague.status !== 'ACTIVE') {
      throw new AppError('INVALID_STATE', { message: 'Заблокировать можно только активного пользователя' });
    }
    const after = await updateColleague(txCtx.db, colleague.customerId!, colleague.id, { status: 'BLOCKED' });
    await endAccountSessions(txCtx, colleague.id);
    await recordUserEvent(txCtx, 'USER_BLOCKED', { account: after, actorAccountId: txCtx.actor.accountId });
    return after;
  }))!;
}

export async function unblockCompanyUser(ctx: ActorContext, accountId: string) {
  return (await changeColleague(ctx, accountId, async (txCtx, colleague) => {
    if (colleague.status === 'ACTIVE') return colleague;
    if (colleague.status !== 'BLOCKED') {
      throw new AppError('INVALID_STATE', { message: 'Разблокировать можно только заблокированного пользователя' });
    }
    const after = await updateColleague(txCtx.db, colleague.customerId!, colleague.id, { status: 'ACTIVE' });
    await recordUserEvent(txCtx, 'USER_UNBLOCKED', { account: after, actorAccountId: txCtx.actor.accountId });
    return after;
  }))!;
}

/** Removed (kept, since what they did names them): cannot log in, every session ended; a pending invite withdrawn. */
export async function removeCompanyUser(ctx: ActorContext, accountId: string): Promise<void> {
  await changeColleague(ctx, accountId, async (txCtx, colleague) => {
    const now = txCtx.now();
    const after = await updateColleague(txCtx.db, colleague.customerId!, colleague.id, { removedAt: now });
    await expireOpenInvites(txCtx.db, colleague.id, now);
    await endAccountSessions(txCtx, colleague.id);
    const event = colleague.status === 'PENDING' ? 'USER_INVITE_WITHDRAWN' : 'USER_REMOVED';
    await recordUserEvent(txCtx, event, { account: after, actorAccountId: txCtx.actor.accountId });
    return null;
  });
}

/** A new link for a PENDING invite (or one the person declined: asked again); every older link stops working. */
export async function resendCompanyUserInvite(ctx: ActorContext, accountId: string) {
  return (await changeColleague(ctx, accountId, async (txCtx, colleague, companyName) => {
    if (colleague.status !== 'PENDING' && colleague.status !== 'DECLINED') {
      throw new AppError('INVALID_STATE', { message: 'Пользователь уже принял приглашение' });
    }
    await expireOpenInvites(txCtx.db, colleague.id, txCtx.now());
    const after =
      colleague.status === 'DECLINED'
        ? await updateColleague(txCtx.db, colleague.customerId!, colleague.id, { status: 'PENDING' })
        : colleague;
    await sendInviteLink(txCtx, {
      account: after,
      invitedBy: txCtx.actor.accountId,
      organisationName: companyName,
      inviterName: await inviterNameOf(txCtx, companyName),
    });
    await recordUserEvent(txCtx, 'USER_INVITE_RESENT', { account: after, actorAccountId: txCtx.actor.accountId });
    return after;
  }))!;
}
