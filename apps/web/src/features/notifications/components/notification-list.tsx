import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { Notification } from '@vyplaty/contracts';
import { useCallback } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { RetryPanel } from '../../../components/retry-panel';
import { errorMessage } from '../../../lib/http';
import { useNotifications } from '../api/find-notifications';
import { NotificationItem } from './notification-item';
import { useOnVisible } from './use-on-visible';

type NotificationListProps = {
  isOnlyUnread: boolean;
  onRead: (notification: Notification) => void;
};

/** Pages come ten at a time; the next one is asked for when the last item scrolls into view (SPEC §4). */
export function NotificationList({ isOnlyUnread, onRead }: NotificationListProps) {
  const {
    data,
    error,
    isPending,
    refetch,
    isRefetching,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    fetchNextPage,
  } = useNotifications(isOnlyUnread);

  const handleLastItemVisible = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  const lastItemRef = useOnVisible(handleLastItemVisible);

  if (isPending) return <PageLoader label="Загрузка уведомлений" minHeight={160} />;
  if (!data) {
    return (
      <Box sx={{ p: 2 }}>
        <RetryPanel
          error={error}
          onRetry={() => void refetch()}
          isRetrying={isRefetching}
          message={errorMessage(error, 'Не удалось загрузить уведомления')}
        />
      </Box>
    );
  }

  const items = uniqueById(data.pages.flatMap((page) => page.items));
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        Новых уведомлений нет
      </Typography>
    );
  }
  return (
    <>
      <List disablePadding aria-label="Список уведомлений">
        {items.map((notification, index) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onRead={onRead}
            ref={index === items.length - 1 ? lastItemRef : undefined}
          />
        ))}
      </List>
      {isFetchingNextPage && (
        <Box role="status" aria-label="Загрузка уведомлений" sx={{ display: 'grid', placeItems: 'center', p: 2 }}>
          <CircularProgress size={24} />
        </Box>
      )}
      {isFetchNextPageError && !isFetchingNextPage && (
        <Box sx={{ p: 2 }}>
          <RetryPanel
            error={error}
            onRetry={() => void fetchNextPage()}
            message={errorMessage(error, 'Не удалось загрузить уведомления')}
          />
        </Box>
      )}
    </>
  );
}

/** A notification arriving between two page requests shifts the pages, so one item can come twice. */
function uniqueById(items: Notification[]): Notification[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}
