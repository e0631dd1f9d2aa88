import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  apiPaths,
  pathWithId,
  type WebhookDeliveriesResponse,
  type WebhookDeliveryStatus,
  webhookDeliveriesResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const DELIVERIES_PAGE_SIZE = 20;
/** While a delivery is still being sent (PENDING) the list is asked again this often… */
export const DELIVERIES_POLL_MS = 3000;
/** …and otherwise this often: a new event's delivery shows up on the open page without a reload. */
export const DELIVERIES_IDLE_POLL_MS = 10_000;

type DeliveriesQuery = { page_size: number; status?: WebhookDeliveryStatus; after?: string };

/** One page of an endpoint's deliveries, newest first; `after` is the previous page's next_cursor (keyset). */
export async function getWebhookDeliveries(id: string, params: DeliveriesQuery): Promise<WebhookDeliveriesResponse> {
  const { data } = await http.get(pathWithId(apiPaths.webhooks.deliveries, id), { params });
  return webhookDeliveriesResponseSchema.parse(data);
}

/** «Показать ещё» reads the next page after the last one shown: deliveries made meanwhile neither repeat nor skip. */
export const webhookDeliveriesQueryOptions = (id: string, status: WebhookDeliveryStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: queryKeys.user.webhooks.deliveries(id, { status }),
    queryFn: ({ pageParam }) =>
      getWebhookDeliveries(id, {
        page_size: DELIVERIES_PAGE_SIZE,
        ...(status ? { status } : {}),
        ...(pageParam ? { after: pageParam } : {}),
      }),
    initialPageParam: '',
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((d) => d.status === 'PENDING'))
        ? DELIVERIES_POLL_MS
        : DELIVERIES_IDLE_POLL_MS,
  });

export const useWebhookDeliveries = (id: string, status: WebhookDeliveryStatus | undefined) =>
  useInfiniteQuery(webhookDeliveriesQueryOptions(id, status));
