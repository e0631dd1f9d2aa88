/** @jsxImportSource preact */
import { renderToString } from 'preact-render-to-string';
import { APP_NAME, MAIN_PATH } from '../../lib/login-texts';
import { CHECK_EMAIL_PATH, RESET_PASSWORD_PATH, UPDATE_PASSWORD_ACTION } from '../../lib/reset-password-texts';
import { ROLE_PARAM } from '../../lib/role-tabs';
import { publicStyles } from '../public-styles';
import { ResetPasswordPage } from './reset-password-page';
import { resetPasswordStyles } from './reset-password-styles';
import { type ResetView, titleOf, viewOf } from './reset-view';

/**
 * /reset-password and /reset-password/check-email as HTML, rendered at build time (vite-plugins/public-pages.ts)
 * and hydrated by reset-password-entry.tsx. The view the address's query chooses — the contractor's tab, the e-mail
 * link's form — is drawn too (`queryVariants`), and the API sends it for such an address, so the page is drawn as
 * what it is from its first paint.
 */
export const addresses = [RESET_PASSWORD_PATH, CHECK_EMAIL_PATH];

export const queryVariants = [
  { address: RESET_PASSWORD_PATH, param: ROLE_PARAM, value: 'contractor' },
  { address: RESET_PASSWORD_PATH, param: 'action', value: UPDATE_PASSWORD_ACTION },
  // The letter's own link (SPEC §4: /?action=UPDATE_PASSWORD&token=…), which the app would send on to /reset-password.
  { address: MAIN_PATH, param: 'action', value: UPDATE_PASSWORD_ACTION },
];

/** The view drawn for an address and query; the e-mail link's form as for a valid token, which its script checks. */
const drawnView = (address: string, search: string): ResetView => {
  const view = viewOf(address, search);
  return view.kind === 'update' ? { kind: 'update', token: '' } : view;
};

export const render = (address: string, search = '') =>
  renderToString(<ResetPasswordPage view={drawnView(address, search)} />);

export const title = (address: string, search = '') => `${titleOf(drawnView(address, search))} — ${APP_NAME}`;

export const styles = publicStyles + resetPasswordStyles;
