import { amber, blue, green, red } from '@mui/material/colors';
import { ruRU } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { ruRU as pickersRuRU } from '@mui/x-date-pickers/locales';

/** Below this width the mobile header and layouts are used (SPEC §9). */
export const MOBILE_BREAKPOINT_PX = 768;
export const DESKTOP_HEADER_HEIGHT = 84;
export const MOBILE_HEADER_HEIGHT = 74;

export const theme = createTheme(
  {
    breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT_PX, lg: 1200, xl: 1536 } },
    palette: {
      mode: 'light',
      primary: { main: blue[700] },
      error: { main: red[700] },
      success: { main: green[700] },
      warning: { main: amber[700] },
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
  ruRU,
  pickersRuRU,
);
