/** @jsxImportSource preact */

import { CONFIRM_PASSWORD_PATH } from '../../lib/confirm-email-texts';
import { MAIN_PATH } from '../../lib/login-texts';
import { hydrateOrDraw } from '../hydrate-or-draw';
import { startPublicPage } from '../start-public-page';
import { ConfirmEmailPage, stateKey, stateOf } from './confirm-email-page';

// The public /confirm-password (ADR 016): the build drew it without a link and as «Подтверждаем e-mail…» for the
// letter's link; this script spends the token and says how it went. No React, router, query client or zod here
// (vite-plugins/public-pages.ts checks).
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');

// The letter's link at the site's root goes on to its page's address, as the app's redirect does (SPEC §4).
if (window.location.pathname === MAIN_PATH) {
  window.history.replaceState(null, '', `${CONFIRM_PASSWORD_PATH}${window.location.search}`);
}
const initial = stateOf(window.location.search);
// Drawn as this state, except a token that is not one (drawn as «Подтверждаем…»).
hydrateOrDraw(root, <ConfirmEmailPage initial={initial} />, stateKey(initial));
startPublicPage(root);
