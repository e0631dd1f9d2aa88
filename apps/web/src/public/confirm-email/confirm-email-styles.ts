import { colors } from '../../theme/tokens';

/** What the confirmation draws beyond the shared CSS (public-styles.ts): the app's success icon and a button-link. */
export const confirmEmailStyles = `
.confirmed{align-items:flex-start}
.confirmed h1{margin:0}
.icon-success{width:48px;height:48px;fill:${colors.success}}
a.button-inline{display:inline-flex;align-items:center;text-decoration:none}
`;
