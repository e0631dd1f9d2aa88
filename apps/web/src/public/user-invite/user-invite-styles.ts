import { colors } from '../../theme/tokens';
import { dialogStyles } from '../components/dialog-styles';

/**
 * What the colleague's invite draws beyond the shared CSS (public-styles.ts): «Отклонить приглашение» in the error
 * colour, and the confirmation as the app's MUI Dialog (a modal <dialog>, its backdrop, the actions at the end).
 */
export const userInviteStyles = `${dialogStyles}
.button-danger{color:${colors.error}}
.button-danger:hover{background:rgba(211,47,47,.04)}
.button-error{background:${colors.error}}
.button-error:hover{background:#c62828}
`;
