/** @jsxImportSource preact */
import { renderToString } from 'preact-render-to-string';
import { APP_NAME } from '../../lib/login-texts';
import { REGISTER_PATH, REGISTER_TEXTS } from '../../lib/register-texts';
import { ROLE_PARAM, roleTabOf } from '../../lib/role-tabs';
import { publicStyles } from '../public-styles';
import { RegisterPage } from './register-page';
import { registerStyles } from './register-styles';

/**
 * /login/register as HTML, rendered at build time (vite-plugins/public-pages.ts) and hydrated by register-entry.tsx:
 * the company's form, and the contractor's for `?role=contractor` (`queryVariants`, which the invite links carry
 * first), so the page is drawn as what it is from its first paint.
 */
export const addresses = [REGISTER_PATH];

export const queryVariants = [{ address: REGISTER_PATH, param: ROLE_PARAM, value: 'contractor' }];

const tabOf = (search: string) => roleTabOf(new URLSearchParams(search));

export const render = (_address: string, search = '') => renderToString(<RegisterPage tab={tabOf(search)} />);

export const title = `${REGISTER_TEXTS.title} — ${APP_NAME}`;

export const styles = publicStyles + registerStyles;
