import {
  CHECK_EMAIL_PATH,
  LINK_TOKEN_PATTERN,
  RESET_TEXTS,
  UPDATE_PASSWORD_ACTION,
} from '../../lib/reset-password-texts';
import { type AuthRoleTab, roleTabOf } from '../../lib/role-tabs';

/** What /reset-password shows, as the address says (SPEC §5), like the app's features/auth/pages/reset-password-page.tsx. */
export type ResetView =
  /** Ask for the e-mail (a company) or the phone (a contractor). */
  | { kind: 'request'; tab: AuthRoleTab }
  /** The e-mail link's new-password form; `token` null when the link's token is not one. */
  | { kind: 'update'; token: string | null }
  /** After the e-mail was sent (/reset-password/check-email). */
  | { kind: 'check-email' };

export function viewOf(pathname: string, search: string): ResetView {
  if (pathname.replace(/\/+$/, '') === CHECK_EMAIL_PATH) return { kind: 'check-email' };
  // The e-mail's link is the site's root with its action (SPEC §4): /?action=UPDATE_PASSWORD&token=…
  const params = new URLSearchParams(search);
  if (params.get('action') === UPDATE_PASSWORD_ACTION) {
    const token = params.get('token');
    return { kind: 'update', token: token && LINK_TOKEN_PATTERN.test(token) ? token : null };
  }
  return { kind: 'request', tab: roleTabOf(params) };
}

/** The view as the build draws it (`data-view` of the page): the script hydrates a page drawn as its view, else draws it. */
export function viewKey(view: ResetView): string {
  if (view.kind === 'request') return `request-${view.tab}`;
  if (view.kind === 'update') return view.token === null ? 'update-invalid' : 'update';
  return view.kind;
}

export function titleOf(view: ResetView): string {
  if (view.kind === 'update') return RESET_TEXTS.updateTitle;
  if (view.kind === 'check-email') return RESET_TEXTS.checkEmailTitle;
  return RESET_TEXTS.title;
}
