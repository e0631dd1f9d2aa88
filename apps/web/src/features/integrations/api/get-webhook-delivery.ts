import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, pathWithId, type WebhookDeliveryDetail, webhookDeliveryDetailSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** GET user/webhook_deliveries/:id: the body sent and every attempt with the receiver's answer. */
export async function getWebhookDelivery(id: string): Promise<WebhookDeliveryDetail> {
  const { data } = await http.get(pathWithId(apiPaths.webhooks.delivery, id));
  return webhookDeliveryDetailSchema.parse(data);
}

export const webhookDeliveryQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.user.webhooks.delivery(id), queryFn: () => getWebhookDelivery(id) });
export const useWebhookDelivery = (id: string) => useQuery(webhookDeliveryQueryOptions(id));
