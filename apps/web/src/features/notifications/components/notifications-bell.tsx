import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useId, useState } from 'react';
import { CountBadge, shownCount } from '../../../components/count-badge';
import { useNotReadCount } from '../api/get-not-read-count';
import { BellIcon } from './notification-icons';
import { NotificationsPanel } from './notifications-panel';
import { useNotificationCountSync } from './use-notification-count-sync';

/** SPEC §2, §9: the desktop popup's size. */
const NOTIFICATIONS_POPUP_WIDTH_PX = 573;
const NOTIFICATIONS_POPUP_MAX_HEIGHT_PX = 600;

type NotificationsBellProps = {
  /** The mobile header opens the list as a full-screen dialog instead of a popup. */
  isFullScreen?: boolean;
};

/** The header's bell with the unread count; rendered only for a logged-in person. */
export function NotificationsBell({ isFullScreen = false }: NotificationsBellProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const notReadCount = useNotReadCount();
  useNotificationCountSync();

  const isOpen = anchor !== null;
  const hasUnread = notReadCount.data !== 0;
  const unread = notReadCount.data ?? 0;
  const handleClose = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label={unread > 0 ? `Уведомления: непрочитанных ${shownCount(unread)}` : 'Уведомления'}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        color="primary"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <CountBadge count={unread} color="error">
          <BellIcon />
        </CountBadge>
      </IconButton>
      {isFullScreen ? (
        <Dialog fullScreen open={isOpen} onClose={handleClose} aria-labelledby={titleId}>
          <NotificationsPanel titleId={titleId} onClose={handleClose} hasUnread={hasUnread} hasCloseButton />
        </Dialog>
      ) : (
        <Popover
          open={isOpen}
          anchorEl={anchor}
          onClose={handleClose}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-labelledby': titleId,
              sx: {
                width: NOTIFICATIONS_POPUP_WIDTH_PX,
                maxWidth: 'calc(100% - 32px)',
                maxHeight: `min(${NOTIFICATIONS_POPUP_MAX_HEIGHT_PX}px, calc(100% - 32px))`,
                display: 'flex',
                flexDirection: 'column',
              },
            },
          }}
        >
          <NotificationsPanel titleId={titleId} onClose={handleClose} hasUnread={hasUnread} />
        </Popover>
      )}
    </>
  );
}
