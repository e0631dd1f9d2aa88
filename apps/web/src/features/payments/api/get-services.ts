import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type Service, servicesResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The company's catalogue of services: the names the payout forms suggest for «За что». */
export async function getServices(): Promise<Service[]> {
  const { data } = await http.get(apiPaths.services.list);
  return servicesResponseSchema.parse(data).items;
}

export const servicesQueryOptions = () => queryOptions({ queryKey: queryKeys.payouts.services, queryFn: getServices });

export const useServices = () => useQuery(servicesQueryOptions());
