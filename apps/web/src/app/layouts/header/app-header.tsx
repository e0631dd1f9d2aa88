import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CopyViews } from '../../../components/copy-views';
import { NotificationsBell } from '../../../features/notifications/components/notifications-bell';
import { RisksHeaderLink } from '../../../features/risk-alerts/components/risks-header-link';
import { useIsPrerender } from '../../../lib/prerender';
import { useSession } from '../../guards/use-session';
import { DesktopHeader } from './desktop-header';
import { MobileHeader } from './mobile-header';

export function AppHeader() {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));
  const isPrerender = useIsPrerender();
  const session = useSession();
  // Notifications belong to an account: a visitor without a session gets no bell and no polling.
  // A verified company's tax risks (/risks, issue 28) sit beside the bell, with the count of open ones.
  const risks = session?.role === 'user' && session.is_verified ? <RisksHeaderLink /> : null;
  const bell = (isFullScreen: boolean) =>
    session ? (
      <>
        {risks}
        <NotificationsBell isFullScreen={isFullScreen} />
      </>
    ) : null;
  if (isPrerender) {
    // A route's HTML copy: both headers, the screen's width chooses (lib/prerender.ts).
    return (
      <CopyViews
        phone={<MobileHeader notificationsSlot={bell(true)} />}
        desktop={<DesktopHeader notificationsSlot={bell(false)} />}
      />
    );
  }
  return isMobile ? <MobileHeader notificationsSlot={bell(true)} /> : <DesktopHeader notificationsSlot={bell(false)} />;
}
