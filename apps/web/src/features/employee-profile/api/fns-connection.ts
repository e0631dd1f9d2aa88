import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type FnsConnection, fnsConnectionSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** How often the page asks while the request waits for the contractor in «Мой налог». */
export const FNS_BIND_POLL_MS = 3000;

/** The contractor's connection of the platform in «Мой налог», НПД status and the year's income. */
export async function getFnsConnection(): Promise<FnsConnection> {
  const { data } = await http.get(apiPaths.fns.bind);
  return fnsConnectionSchema.parse(data);
}

/** Polls while the request waits for approval in «Мой налог», and stops once it is answered. */
export const fnsConnectionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.employee.fns.connection,
    queryFn: getFnsConnection,
    refetchInterval: (query) => (query.state.data?.status === 'AWAIT_BIND' ? FNS_BIND_POLL_MS : false),
  });

export const useFnsConnection = () => useQuery(fnsConnectionQueryOptions());
