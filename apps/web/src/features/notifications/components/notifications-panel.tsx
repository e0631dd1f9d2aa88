import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Notification } from '@vyplaty/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CloseIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useReadAllNotifications } from '../api/read-all-notifications';
import { useReadNotifications } from '../api/read-notifications';
import { NotificationList } from './notification-list';

type NotificationsPanelProps = {
  titleId: string;
  onClose: () => void;
  /** From the bell's badge: false disables 'mark all'; unknown (count not loaded) leaves it enabled. */
  hasUnread: boolean;
  /** The full-screen dialog of the mobile header has no outside to click, so it gets a close button. */
  hasCloseButton?: boolean;
};

/** Only paths inside the portal are followed: '//host' and '/\host' would leave it. */
const isPortalPath = (url: string) => /^\/(?![/\\])/.test(url);

/** The content of the desktop popup and of the mobile full-screen dialog (SPEC §2, §4). */
export function NotificationsPanel({ titleId, onClose, hasUnread, hasCloseButton = false }: NotificationsPanelProps) {
  const [isOnlyUnread, setIsOnlyUnread] = useState(true);
  const navigate = useNavigate();
  const readNotifications = useReadNotifications();
  const readAllNotifications = useReadAllNotifications();

  const handleRead = (notification: Notification) => {
    readNotifications.mutate([notification.id], {
      onError: (err) => notify.error(errorMessage(err, 'Не удалось отметить уведомление прочитанным')),
    });
    // A notification with a url leads somewhere, as its push does (SPEC §2), so reading it in the list
    // opens the same page; the popup closes so the page is not hidden behind it.
    if (notification.url && isPortalPath(notification.url)) {
      onClose();
      void navigate(notification.url);
    }
  };

  const handleReadAll = () => {
    readAllNotifications.mutate(undefined, {
      onError: (err) => notify.error(errorMessage(err, 'Не удалось отметить уведомления прочитанными')),
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Stack spacing={1} sx={{ px: 2, pt: 2, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={titleId} variant="h3" component="h2">
            Уведомления
          </Typography>
          {hasCloseButton && (
            <IconButton aria-label="Закрыть" onClick={onClose} edge="end">
              <CloseIcon />
            </IconButton>
          )}
        </Stack>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
        >
          <FormControlLabel
            control={<Switch checked={isOnlyUnread} onChange={(event) => setIsOnlyUnread(event.target.checked)} />}
            label="Показать только непрочитанные"
          />
          <Button size="small" onClick={handleReadAll} loading={readAllNotifications.isPending} disabled={!hasUnread}>
            Отметить все как прочитанные
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ flexGrow: 1, minHeight: 0, overflowY: 'auto' }}>
        <NotificationList isOnlyUnread={isOnlyUnread} onRead={handleRead} />
      </Box>
    </Box>
  );
}
