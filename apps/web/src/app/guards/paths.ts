import type { Role } from '@vyplaty/contracts';
import { CONFIRM_PASSWORD_PATH } from '../../lib/confirm-email-texts';
import { LOGIN_PATH } from '../../lib/login-texts';
import { CHECK_EMAIL_PATH, RESET_PASSWORD_PATH } from '../../lib/reset-password-texts';

export { LOGIN_OFFER_PATH, LOGIN_PATH, MAIN_PATH } from '../../lib/login-texts';
export const CUSTOMER_COMPLETE_REGISTRATION_PATH = '/customer-complete-registration';
export const EMPLOYEE_COMPLETE_REGISTRATION_PATH = '/employee-complete-registration';
export { CONFIRM_PASSWORD_PATH } from '../../lib/confirm-email-texts';
export { RESET_PASSWORD_PATH } from '../../lib/reset-password-texts';

/** Pages for visitors without a session; a logged-in person is sent to main from them (SPEC §4). */
export const PUBLIC_PATHS: readonly string[] = [
  LOGIN_PATH,
  '/login/register',
  RESET_PASSWORD_PATH,
  CHECK_EMAIL_PATH,
  CONFIRM_PASSWORD_PATH,
];

/** Pages anyone may see, logged in or not. */
export const OPEN_PATHS: readonly string[] = ['/help', '/local-file-viewer'];

export const MAIN_PATH_BY_ROLE: Record<Role, string> = {
  employee: '/employee/profile/info',
  user: '/profile/payments-accounts',
};

export const COMPLETE_REGISTRATION_PATH_BY_ROLE: Record<Role, string> = {
  employee: EMPLOYEE_COMPLETE_REGISTRATION_PATH,
  user: CUSTOMER_COMPLETE_REGISTRATION_PATH,
};

/** '/login/' and '/login' are the same page; only the root keeps its slash. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The page itself or anything under it. */
export function isWithin(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(normalizePath(pathname));
}

/**
 * Pages under these anyone may see too: a company's invite link /invite/{token} (features/invite-landing),
 * the knowledge base's articles /help/{slug}.
 */
export const OPEN_PATH_PREFIXES: readonly string[] = ['/invite/', '/help/'];

export function isOpenPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return OPEN_PATHS.includes(path) || OPEN_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}
