/** @jsxImportSource preact */
import { renderToString } from 'preact-render-to-string';
import { INVITE_TEXTS } from '../../lib/invite-texts';
import { APP_NAME } from '../../lib/login-texts';
import { publicStyles } from '../public-styles';
import { InvitePage } from './invite-page';
import { inviteStyles } from './invite-styles';

/**
 * /invite/{token} as HTML, rendered once at build time (vite-plugins/public-pages.ts) for every token: the frame
 * and «Открываем приглашение…»; invite-entry.tsx asks for this token's invite and draws it.
 */
export const render = () => renderToString(<InvitePage />);
export const title = `${INVITE_TEXTS.title} — ${APP_NAME}`;
export const styles = publicStyles + inviteStyles;
