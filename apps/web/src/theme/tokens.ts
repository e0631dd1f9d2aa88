/**
 * The theme's values without MUI: the app's theme (theme.ts) and the public pages' plain CSS
 * (src/public/public.css, checked against these by public-styles.test.ts) draw from here, one source for both.
 *
 * Each colour is also text — on outlined buttons and chips, on white and on the page's #f5f7fa — and carries
 * white text when filled, so each needs 4.5:1 (WCAG AA) both ways. Lighthouse on /employees found MUI's blue[700]
 * at 4.28, green[700] at 4.11 and amber[700] at 2.04; these are 5.1–5.3 (the amber a dark one, as amber text on
 * white can be).
 */
export const colors = {
  /** MUI blue[800]. */
  primary: '#1565c0',
  /** MUI red[700]. */
  error: '#d32f2f',
  /** MUI green[800]. */
  success: '#2e7d32',
  warning: '#b45309',
  background: '#f5f7fa',
  paper: '#ffffff',
} as const;

export const borderRadiusPx = 8;

export const fontFamily = '"Roboto", "Helvetica Neue", Arial, sans-serif';

/** Below this width the mobile header and layouts are used (SPEC §9). */
export const MOBILE_BREAKPOINT_PX = 768;
