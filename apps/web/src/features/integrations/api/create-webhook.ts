import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  type WebhookEndpointCreate,
  type WebhookEndpointCreated,
  webhookEndpointCreatedSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** POST user/webhooks: the endpoint and its signing secret, shown once (later again by «Показать секрет»). */
export async function createWebhook(body: WebhookEndpointCreate): Promise<WebhookEndpointCreated> {
  const { data } = await http.post(apiPaths.webhooks.list, body);
  return webhookEndpointCreatedSchema.parse(data);
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    // The answer holds the secret: dropped from the mutation cache once the dialog no longer observes it.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.webhooks.all }),
  });
}
