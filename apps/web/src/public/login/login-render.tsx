/** @jsxImportSource preact */
import { renderToString } from 'preact-render-to-string';
import { APP_NAME, LOGIN_TEXTS } from '../../lib/login-texts';
import { publicStyles } from '../public-styles';
import { LoginPage } from './login-page';

/**
 * /login as HTML, rendered once at build time (vite-plugins/route-shells.ts) and hydrated by login-entry.tsx:
 * a visitor's phone draws the form from the page itself and can type into it at once.
 */
export const render = () => renderToString(<LoginPage />);
export const title = `${LOGIN_TEXTS.title} — ${APP_NAME}`;
export const styles = publicStyles;
