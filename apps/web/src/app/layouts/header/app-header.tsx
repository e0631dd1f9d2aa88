import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { NotificationsBell } from '../../../features/notifications/components/notifications-bell';
import { useSession } from '../../guards/use-session';
import { DesktopHeader } from './desktop-header';
import { MobileHeader } from './mobile-header';

export function AppHeader() {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));
  const session = useSession();
  // Notifications belong to an account: a visitor without a session gets no bell and no polling.
  const bell = session ? <NotificationsBell isFullScreen={isMobile} /> : null;
  return isMobile ? <MobileHeader notificationsSlot={bell} /> : <DesktopHeader notificationsSlot={bell} />;
}
