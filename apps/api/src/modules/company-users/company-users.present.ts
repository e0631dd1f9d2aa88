/**
 * What the company's users' calls share: the answers' shapes, the refusals in Russian, the invite link and its
 * letter, and the journal's events (who did what to whom).
 */
import {
  type AccountHistoryEvent,
  type CompanyUser,
  MEMBER_ROLE_LABELS,
  type MemberRole,
  type UserStatus,
} from '@vyplaty/contracts';
import type { TxContext } from '../../db/transaction.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { recordHistoryEvent } from '../history/index.js';
import { mailTemplates, sendEmailJob } from '../messaging/index.js';
import { type ColleagueRow, insertInvite } from './company-users.repo.js';

export const USER_NOT_FOUND_MESSAGE = 'Пользователь не найден';
export const INVITE_INVALID_MESSAGE = 'Приглашение недействительно или истекло';
export const EMAIL_TAKEN_MESSAGE = 'Пользователь с такой почтой уже есть';
export const LAST_OWNER_MESSAGE = 'В компании должен остаться хотя бы один владелец';
export const INVITE_TTL_MS = 7 * 24 * 3600_000;
/** The /users page: where the bell's notes about invites lead the owner. */
export const USERS_PAGE_PATH = '/users';

export const userNotFound = () => new AppError('NOT_FOUND', { message: USER_NOT_FOUND_MESSAGE });
export const inviteInvalid = () => new AppError('NOT_FOUND', { message: INVITE_INVALID_MESSAGE });
export const lastOwner = () => new AppError('CONFLICT', { message: LAST_OWNER_MESSAGE });

/** A company login's role: logins made before company users existed are owners. */
export const roleOf = (account: Pick<ColleagueRow, 'memberRole'>): MemberRole => account.memberRole ?? 'OWNER';

/** How the list and the journal name a login: the colleague's name, else the company's (its first login). */
export const nameOf = (account: Pick<ColleagueRow, 'fullName'>, organisationName: string) =>
  account.fullName ?? organisationName;

export function toCompanyUser(
  row: { account: ColleagueRow; inviteExpiresAt: Date | null; inviterName: string | null },
  me: { accountId: string; organisationName: string },
): CompanyUser {
  const { account } = row;
  return {
    id: account.id,
    email: account.email,
    full_name: nameOf(account, me.organisationName),
    role: roleOf(account),
    status: account.status as UserStatus,
    is_me: account.id === me.accountId,
    invited_by_name: row.inviteExpiresAt === null ? null : row.inviterName,
    created_at: account.createdAt.toISOString(),
    invite_expires_at: account.status === 'PENDING' && row.inviteExpiresAt ? row.inviteExpiresAt.toISOString() : null,
  };
}

/**
 * A new link for the PENDING login (the caller has made the older ones dead), and its letter, in the caller's
 * transaction: the letter goes out from the queue only if the change commits.
 */
export async function sendInviteLink(
  txCtx: TxContext,
  input: { account: ColleagueRow; invitedBy: string; organisationName: string; inviterName: string },
): Promise<Date> {
  const token = newToken();
  const expiresAt = new Date(txCtx.now().getTime() + INVITE_TTL_MS);
  await insertInvite(txCtx.db, {
    customerId: input.account.customerId!,
    accountId: input.account.id,
    tokenHash: sha256(token),
    invitedBy: input.invitedBy,
    expiresAt,
  });
  const url = `${txCtx.config.PUBLIC_URL}/invite/user/${encodeURIComponent(token)}`;
  const letter = mailTemplates.colleagueInvite(input.account.email!, {
    url,
    organisationName: input.organisationName,
    inviterName: input.inviterName,
    role: MEMBER_ROLE_LABELS[roleOf(input.account)],
  });
  await txCtx.jobs.enqueue(txCtx.db, sendEmailJob, letter);
  return expiresAt;
}

/** A journal line about a colleague's login: the event, who did it (null: the colleague themself), whom. */
export async function recordUserEvent(
  txCtx: TxContext,
  event: AccountHistoryEvent,
  input: { account: ColleagueRow; actorAccountId: string; details?: Record<string, unknown> },
): Promise<void> {
  await recordHistoryEvent(txCtx, {
    entityKind: 'account',
    entityId: input.account.id,
    event,
    customerId: input.account.customerId,
    actorAccountId: input.actorAccountId,
    details: { user_name: input.account.fullName ?? input.account.email, ...input.details },
  });
}
