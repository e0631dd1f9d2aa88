/** @jsxImportSource preact */
import { renderToString } from 'preact-render-to-string';
import { CONFIRM_PASSWORD_PATH, VERIFY_EMAIL_ACTION } from '../../lib/confirm-email-texts';
import { APP_NAME, MAIN_PATH } from '../../lib/login-texts';
import { publicStyles } from '../public-styles';
import { ConfirmEmailPage, type ConfirmState } from './confirm-email-page';
import { confirmEmailStyles } from './confirm-email-styles';

/**
 * /confirm-password as HTML, rendered at build time (vite-plugins/public-pages.ts) and hydrated by
 * confirm-email-entry.tsx: without a link, what the page is for; with the letter's link (its own address at the
 * site's root, SPEC §4, or /confirm-password with it) «Подтверждаем e-mail…» while the script spends the token.
 */
export const addresses = [CONFIRM_PASSWORD_PATH];

export const queryVariants = [
  { address: CONFIRM_PASSWORD_PATH, param: 'action', value: VERIFY_EMAIL_ACTION },
  { address: MAIN_PATH, param: 'action', value: VERIFY_EMAIL_ACTION },
];

const drawnState = (search: string): ConfirmState =>
  new URLSearchParams(search).get('action') === VERIFY_EMAIL_ACTION
    ? { status: 'checking', token: '' }
    : { status: 'no-link' };

export const render = (_address: string, search = '') =>
  renderToString(<ConfirmEmailPage initial={drawnState(search)} />);

export const title = () => `Подтверждение e-mail — ${APP_NAME}`;

export const styles = publicStyles + confirmEmailStyles;
