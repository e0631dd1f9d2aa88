/**
 * Which logins may sign in and use their sessions (issue 28): only an ACTIVE one that was not removed from its
 * company. A colleague blocked by the owner, one who declined the invite, an invite not accepted yet and a removed
 * colleague are refused, each with its own Russian reason (told only after the right password).
 */
import { AppError } from '../../lib/errors.js';
import type { AccountRow } from './accounts.repo.js';

type LoginState = Pick<AccountRow, 'status' | 'removedAt' | 'memberRole' | 'kind'>;

/**
 * An API key's login (issue 30) never signs in and never holds a session: a key authenticates by its own secret
 * (modules/api-keys), and its login has no password anyone knows.
 */
export const canLogIn = (account: Pick<AccountRow, 'status' | 'removedAt' | 'kind'>): boolean =>
  account.kind !== 'API_KEY' && account.status === 'ACTIVE' && account.removedAt === null;

function reasonOf(account: LoginState): string {
  if (account.kind === 'API_KEY') return 'Это вход ключа API: он работает только по секрету ключа, без пароля';
  // An owner is blocked only when the company left the platform; a colleague also by the owner.
  const isColleague = account.memberRole !== null && account.memberRole !== 'OWNER';
  if (account.removedAt !== null) return 'Учётная запись удалена из компании. Обратитесь к владельцу компании';
  if (account.status === 'PENDING') return 'Приглашение ещё не принято: задайте пароль по ссылке из письма';
  if (account.status === 'DECLINED')
    return 'Вы отклонили приглашение в компанию. Попросите владельца пригласить вас снова';
  return isColleague
    ? 'Учётная запись заблокирована. Обратитесь к владельцу компании или в поддержку'
    : 'Учётная запись заблокирована. Обратитесь в поддержку';
}

/** The refusal of a login whose password matched, or null when it may sign in. */
export const loginRefusal = (account: LoginState): AppError | null =>
  canLogIn(account) ? null : new AppError('ACCOUNT_BLOCKED', { message: reasonOf(account) });
