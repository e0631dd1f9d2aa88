import { createTheme, type Theme } from '@mui/material/styles';
import { appTheme } from '../theme/theme';

/**
 * The app's theme with every control drawn disabled, for a route's copy (vite-plugins/route-shells.ts).
 * The copy is plain HTML until the app has loaded and drawn the same page over it (main.tsx): a tap on
 * its button or text typed into its field would be lost then, silently. Drawn disabled, the controls say
 * they are not ready yet, and become the app's own, live ones a moment later.
 */
export function prerenderTheme(): Theme {
  const disabled = { defaultProps: { disabled: true } };
  return createTheme(appTheme(), {
    components: {
      MuiButton: disabled,
      MuiIconButton: disabled,
      MuiTab: disabled,
      MuiTextField: disabled,
      MuiInputBase: disabled,
      MuiCheckbox: disabled,
      MuiSwitch: disabled,
      MuiSelect: disabled,
    },
  });
}
