/** @jsxImportSource preact */

import { MAIN_PATH } from '../../lib/login-texts';
import { RESET_PASSWORD_PATH } from '../../lib/reset-password-texts';
import { hydrateOrDraw } from '../hydrate-or-draw';
import { startPublicPage } from '../start-public-page';
import { ResetPasswordPage } from './reset-password-page';
import { viewKey, viewOf } from './reset-view';

// The public /reset-password (ADR 016): the build drew the page as each view its address can ask for
// (reset-password-render.tsx) and the API sent the one asked; this script makes it live. No React, router, query
// client or zod here (vite-plugins/public-pages.ts checks).
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');

// The e-mail's link at the site's root goes on to its page's address, as the app's redirect does (SPEC §4).
if (window.location.pathname === MAIN_PATH) {
  window.history.replaceState(null, '', `${RESET_PASSWORD_PATH}${window.location.search}`);
}
const view = viewOf(window.location.pathname, window.location.search);
// Drawn as this view, except a link whose token is not one (drawn as the form).
hydrateOrDraw(root, <ResetPasswordPage view={view} />, viewKey(view));
startPublicPage(root);
