import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { parseSwMessage, SW_MESSAGE } from '../../../pwa/messages';

/**
 * SPEC §7: when the service worker reports a push (or a click on one), the unread count and the list
 * are refetched at once instead of waiting for the next 60-second poll.
 */
export function useNotificationCountSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Absent over plain http, in some private modes and in embedded browsers.
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
    if (typeof worker?.addEventListener !== 'function') return;
    const handleMessage = (event: MessageEvent) => {
      if (parseSwMessage(event.data)?.type === SW_MESSAGE.updateNotificationCount) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
      }
    };
    worker.addEventListener('message', handleMessage);
    return () => worker.removeEventListener('message', handleMessage);
  }, [queryClient]);
}
