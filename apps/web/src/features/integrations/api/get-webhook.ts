import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, pathWithId, type WebhookEndpoint, webhookEndpointSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** One endpoint (GET user/webhooks/:id): the endpoint page's heading, status and pause reason. */
export async function getWebhook(id: string): Promise<WebhookEndpoint> {
  const { data } = await http.get(pathWithId(apiPaths.webhooks.one, id));
  return webhookEndpointSchema.parse(data);
}

export const webhookQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.user.webhooks.one(id), queryFn: () => getWebhook(id) });
export const useWebhook = (id: string) => useQuery(webhookQueryOptions(id));
