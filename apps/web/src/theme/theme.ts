import { blue, green, red } from '@mui/material/colors';
import { createTheme, type Theme } from '@mui/material/styles';
import { muiRuLocale } from './mui-ru-locale';

/** Below this width the mobile header and layouts are used (SPEC §9). */
export const MOBILE_BREAKPOINT_PX = 768;
export const DESKTOP_HEADER_HEIGHT = 84;
export const MOBILE_HEADER_HEIGHT = 74;

/**
 * The app's theme, made on first use rather than when this file is imported: the constants above are
 * imported by the startup file, and building a theme (deep merges, breakpoints, palettes) is one of the
 * pieces of work main.tsx spreads over separate tasks so a slow phone's main thread is never held long.
 */
function createAppTheme(): Theme {
  return createTheme(
    {
      breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT_PX, lg: 1200, xl: 1536 } },
      palette: {
        mode: 'light',
        // Each colour is also text — on outlined buttons and chips, on white and on the page's #f5f7fa — and carries
        // white text when filled, so each needs 4.5:1 (WCAG AA) both ways. Lighthouse on /employees found blue[700]
        // at 4.28, green[700] at 4.11 and amber[700] at 2.04; these are 5.1–5.3 (the amber a dark one, as amber
        // text on white can be).
        primary: { main: blue[800] },
        error: { main: red[700] },
        success: { main: green[800] },
        warning: { main: '#b45309' },
        background: { default: '#f5f7fa', paper: '#ffffff' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: '"Roboto", "Helvetica Neue", Arial, sans-serif',
        h1: { fontSize: '2rem', fontWeight: 600 },
        h2: { fontSize: '1.5rem', fontWeight: 600 },
        h3: { fontSize: '1.25rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 500 },
      },
      components: {
        MuiButton: {
          defaultProps: { variant: 'outlined', disableElevation: true },
          styleOverrides: { root: { borderRadius: 999 } },
        },
        MuiTextField: { defaultProps: { variant: 'standard', fullWidth: true } },
        MuiTable: { defaultProps: { stickyHeader: true } },
        MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
        MuiDialog: { defaultProps: { fullWidth: true } },
      },
    },
    muiRuLocale,
  );
}

let cached: Theme | null = null;

/** The one theme of the app (and of the build-time page copies), made once. */
export function appTheme(): Theme {
  cached ??= createAppTheme();
  return cached;
}
