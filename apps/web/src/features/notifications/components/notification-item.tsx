import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Notification } from '@vyplaty/contracts';
import type { Ref } from 'react';
import { formatDateTime } from '../../../lib/format';
import { NotificationTypeIcon } from './notification-icons';

type NotificationItemProps = {
  notification: Notification;
  onRead: (notification: Notification) => void;
  ref?: Ref<HTMLLIElement>;
};

/** SPEC §4: only an unread notification is clickable; the click marks it read. */
export function NotificationItem({ notification, onRead, ref }: NotificationItemProps) {
  const { title, body, type, added_at, is_read: isRead } = notification;
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 40, alignSelf: 'flex-start', mt: 0.25 }}>
        <NotificationTypeIcon type={type} />
      </ListItemIcon>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: isRead ? 400 : 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {body}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={added_at}>
          {formatDateTime(added_at)}
        </Typography>
      </Box>
    </>
  );
  if (isRead) {
    return (
      <ListItem ref={ref} divider sx={{ alignItems: 'flex-start' }}>
        {content}
      </ListItem>
    );
  }
  return (
    <ListItem ref={ref} divider disablePadding sx={{ bgcolor: 'action.hover' }}>
      {/* describeChild keeps the notification's own text as the button's name; the tooltip describes it. */}
      <Tooltip title="Отметить как прочитанное" describeChild>
        <ListItemButton onClick={() => onRead(notification)} sx={{ alignItems: 'flex-start' }}>
          {content}
        </ListItemButton>
      </Tooltip>
    </ListItem>
  );
}
