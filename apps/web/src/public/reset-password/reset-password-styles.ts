import { roleTabsStyles } from '../components/role-tabs-styles';

/**
 * What access recovery draws beyond the shared CSS (public-styles.ts): the role's tabs (role-tabs-styles.ts).
 */
export const resetPasswordStyles = `${roleTabsStyles}
`;
