import { createTheme, type Theme } from '@mui/material/styles';
import { muiRuLocale } from './mui-ru-locale';
import { borderRadiusPx, colors, fontFamily, MOBILE_BREAKPOINT_PX } from './tokens';

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
        // The colours' contrast is explained in tokens.ts.
        primary: { main: colors.primary },
        error: { main: colors.error },
        success: { main: colors.success },
        warning: { main: colors.warning },
        background: { default: colors.background, paper: colors.paper },
      },
      shape: { borderRadius: borderRadiusPx },
      typography: {
        fontFamily,
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
