import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type NotificationReadRequest, notificationReadResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Marks the given notifications read; answers how many of them changed. */
export async function readNotifications(ids: string[]): Promise<number> {
  const body: NotificationReadRequest = { notification_ids: ids };
  const { data } = await http.post(apiPaths.notifications.read, body);
  return notificationReadResponseSchema.parse(data).updated;
}

/** SPEC §4: after a notification is read, the list and the unread count are refetched. */
export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotifications,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}
