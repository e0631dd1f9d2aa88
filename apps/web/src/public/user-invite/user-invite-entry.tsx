/** @jsxImportSource preact */
import { hydrate, render } from 'preact';
import { APP_NAME, LOGIN_PATH, LOGIN_TEXTS } from '../../lib/login-texts';
import { acceptedLine } from '../../lib/user-invite-texts';
import { LoginPage } from '../login/login-page';
import { startPublicPage } from '../start-public-page';
import { tokenOf, UserInvitePage } from './user-invite-page';

// The public /invite/user/{token} (ADR 016): the build drew the page opening (user-invite-render.tsx); this script
// asks for the invite and draws it. No React, router, query client or zod here (vite-plugins/public-pages.ts checks).
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');

/**
 * Accepted: the login page in place, saying so with the invite's e-mail, as the app's toast and in-app navigation do
 * — the e-mail stays in this page's memory, never in the address or the browser's storage.
 */
function handOverToLogin(email: string) {
  window.history.replaceState(null, '', LOGIN_PATH);
  document.title = `${LOGIN_TEXTS.title} — ${APP_NAME}`;
  render(<LoginPage notice={acceptedLine(email)} />, root as HTMLElement);
}

hydrate(<UserInvitePage token={tokenOf(window.location.pathname)} onAccepted={handOverToLogin} />, root);
startPublicPage(root);
