import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId, type WebhookEndpointUpdate } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

const p = apiPaths.webhooks;

/** What the owner does to one endpoint: edit it, pause or resume its deliveries, send a test event, delete it. */
export type WebhookChange =
  | { id: string; action: 'update'; body: WebhookEndpointUpdate }
  | { id: string; action: 'pause' | 'resume' | 'ping' | 'remove' };

export async function changeWebhook(change: WebhookChange): Promise<void> {
  const { id } = change;
  switch (change.action) {
    case 'update':
      await http.patch(pathWithId(p.one, id), change.body);
      return;
    case 'remove':
      await http.delete(pathWithId(p.one, id));
      return;
    case 'pause':
      await http.post(pathWithId(p.pause, id), {});
      return;
    case 'resume':
      await http.post(pathWithId(p.resume, id), {});
      return;
    case 'ping':
      await http.post(pathWithId(p.ping, id), {});
      return;
  }
}

/** Every change refreshes the endpoints and their deliveries (a ping adds one, a resume sends the waiting ones). */
export function useChangeWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.webhooks.all }),
  });
}
