import { colors } from '../../theme/tokens';

/**
 * What the invite page draws beyond the login's CSS (public-styles.ts): the lead line, the notes and the two
 * link buttons, as the app's MUI Typography h6, Alert (info, warning) and Button (contained, outlined) look.
 * The card stands at the top, not in the middle: the invite drawn into it after the page's call then grows it
 * downwards and moves nothing already on the screen (a centred card shifted by half its growth: CLS 0.25).
 */
export const inviteStyles = `
a.button{display:flex;align-items:center;justify-content:center;text-align:center;text-decoration:none}
.button-outlined{background:transparent;color:${colors.primary};box-shadow:inset 0 0 0 1px ${colors.primary}}
.button-outlined:hover{background:rgba(21,101,192,.04)}
`;
