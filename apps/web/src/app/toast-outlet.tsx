import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type CloseButtonProps, ToastContainer } from 'react-toastify';
import { CloseIcon } from '../components/icons';
import { TOAST_DEFAULT_AUTO_CLOSE_MS } from '../lib/toast';
import { DESKTOP_HEADER_HEIGHT, MOBILE_HEADER_HEIGHT } from '../theme/theme';

/** Space between the header's lower edge and the first toast. */
const GAP_BELOW_HEADER_PX = 8;

/** react-toastify's own button is labelled 'close' in English; a screen reader reads this one in Russian. */
function CloseToastButton({ closeToast }: CloseButtonProps) {
  return (
    <IconButton
      aria-label="Закрыть"
      size="small"
      color="inherit"
      onClick={() => closeToast(true)}
      sx={{ alignSelf: 'flex-start', ml: 'auto' }}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * Where toasts appear (SPEC §9 timings). They start below the header, never over the chat button, the
 * bell or the user menu; the inline top wins over react-toastify's own rules, the phone one included.
 */
export function ToastOutlet() {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));
  const headerHeight = isMobile ? MOBILE_HEADER_HEIGHT : DESKTOP_HEADER_HEIGHT;
  return (
    <ToastContainer
      position="top-right"
      aria-label="Уведомления"
      closeButton={CloseToastButton}
      style={{ top: `calc(${headerHeight + GAP_BELOW_HEADER_PX}px + env(safe-area-inset-top, 0px))` }}
      autoClose={TOAST_DEFAULT_AUTO_CLOSE_MS}
      hideProgressBar
      closeOnClick={false}
      newestOnTop
      theme="colored"
    />
  );
}
