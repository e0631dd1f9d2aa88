import { colors } from '../../theme/tokens';

/**
 * The role's tabs (role-tabs.tsx) as the app's MUI Tabs (`variant="fullWidth"`): the selected one in the primary
 * colour over its 2 px indicator.
 */
export const roleTabsStyles = `
.tabs{display:flex;margin-bottom:24px;border-bottom:1px solid rgba(0,0,0,.12)}
.tab{flex:1;min-height:48px;padding:12px 16px;border:0;border-bottom:2px solid transparent;margin-bottom:-1px;background:transparent;color:rgba(0,0,0,.6);font:inherit;font-size:.875rem;font-weight:500;cursor:pointer}
.tab[aria-selected=true]{color:${colors.primary};border-bottom-color:${colors.primary}}
.tab:hover{background:rgba(0,0,0,.04)}
.tab:focus-visible{outline:2px solid ${colors.primary};outline-offset:-2px}
`;
