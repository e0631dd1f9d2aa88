import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type WebhookEndpointsResponse, webhookEndpointsResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The company's webhook endpoints (at most MAX_WEBHOOK_ENDPOINTS): no paging. */
export async function getWebhooks(): Promise<WebhookEndpointsResponse> {
  const { data } = await http.get(apiPaths.webhooks.list);
  return webhookEndpointsResponseSchema.parse(data);
}

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.user.webhooks.list, queryFn: getWebhooks });
export const useWebhooks = () => useQuery(webhooksQueryOptions());
