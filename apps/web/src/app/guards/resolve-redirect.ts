import type { AuthMe } from '@vyplaty/contracts';
import { VERIFY_EMAIL_ACTION } from '../../lib/confirm-email-texts';
import { UPDATE_PASSWORD_ACTION } from '../../lib/reset-password-texts';
import {
  COMPLETE_REGISTRATION_PATH_BY_ROLE,
  CONFIRM_PASSWORD_PATH,
  CUSTOMER_COMPLETE_REGISTRATION_PATH,
  EMPLOYEE_COMPLETE_REGISTRATION_PATH,
  isOpenPath,
  isPublicPath,
  isWithin,
  LOGIN_OFFER_PATH,
  LOGIN_PATH,
  MAIN_PATH,
  MAIN_PATH_BY_ROLE,
  normalizePath,
  RESET_PASSWORD_PATH,
} from './paths';

export type RedirectInput = {
  /** The absolute URL being opened (the loader's request.url). */
  url: URL;
  /** null = not logged in. */
  session: AuthMe | null;
};

/**
 * E-mails link to '/?action=…&token=…'. The whole query goes on to the page that handles the action,
 * so the token is never lost (SPEC §4).
 */
export function resolveActionRedirect(url: URL): string | null {
  if (normalizePath(url.pathname) !== MAIN_PATH) return null;
  const action = url.searchParams.get('action');
  if (action === null) return null;
  if (action === VERIFY_EMAIL_ACTION) return `${CONFIRM_PASSWORD_PATH}${url.search}`;
  if (action === UPDATE_PASSWORD_ACTION) return `${RESET_PASSWORD_PATH}${url.search}`;
  return `${LOGIN_PATH}${url.search}`;
}

const isEmailConfirmationLink = (url: URL) =>
  url.searchParams.get('action') === VERIFY_EMAIL_ACTION && Boolean(url.searchParams.get('token'));

/** '/login?redirect_url=<the page>' so that after login the person comes back where they were going. */
export function loginPathFor(url: URL): string {
  if (normalizePath(url.pathname) === MAIN_PATH && !url.search && !url.hash) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect_url=${encodeURIComponent(url.href)}`;
}

/**
 * The session rules of SPEC §4 as one pure function: where to send a person who opens `url`, or null
 * when they may stay. Rules apply in order; the first that matches wins.
 */
export function resolveRedirect({ url, session }: RedirectInput): string | null {
  const path = normalizePath(url.pathname);

  const actionTarget = resolveActionRedirect(url);
  if (actionTarget) return actionTarget;

  if (isOpenPath(path)) return null;

  if (isPublicPath(path)) {
    if (!session) return null;
    // The e-mail confirmation link must work for a customer who is still completing registration,
    // and for anyone confirming an e-mail they changed later (a letter's VERIFY_EMAIL link with its token).
    if (path === CONFIRM_PASSWORD_PATH && url.search && !session.is_verified) return null;
    if (path === CONFIRM_PASSWORD_PATH && isEmailConfirmationLink(url)) return null;
    return MAIN_PATH;
  }

  // Without a session there is no offer step to finish: the login starts over.
  if (!session) return path === LOGIN_OFFER_PATH ? LOGIN_PATH : loginPathFor(url);

  // The offer step of a login (SPEC §5) comes before anything else a session is sent to, registration included.
  if (path === LOGIN_OFFER_PATH) return null;

  if (!session.is_verified) {
    const target = COMPLETE_REGISTRATION_PATH_BY_ROLE[session.role];
    return isWithin(path, target) ? null : `${target}${url.search}`;
  }

  if (isWithin(path, CUSTOMER_COMPLETE_REGISTRATION_PATH) || isWithin(path, EMPLOYEE_COMPLETE_REGISTRATION_PATH)) {
    return MAIN_PATH;
  }

  if (path === MAIN_PATH) return MAIN_PATH_BY_ROLE[session.role];

  return null;
}
