/** @jsxImportSource preact */
import { renderToString } from 'preact-render-to-string';
import { APP_NAME } from '../../lib/login-texts';
import { USER_INVITE_TEXTS } from '../../lib/user-invite-texts';
import { publicStyles } from '../public-styles';
import { UserInvitePage } from './user-invite-page';
import { userInviteStyles } from './user-invite-styles';

/**
 * /invite/user/{token} as HTML, rendered once at build time (vite-plugins/public-pages.ts) for every token: the frame
 * and «Открываем приглашение…»; user-invite-entry.tsx asks for this token's invite and draws it.
 */
export const render = () => renderToString(<UserInvitePage />);
export const title = `${USER_INVITE_TEXTS.title} — ${APP_NAME}`;
export const styles = publicStyles + userInviteStyles;
