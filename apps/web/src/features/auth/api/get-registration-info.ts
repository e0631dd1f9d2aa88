import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type RegistrationInfo, registrationInfoSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export async function getRegistrationInfo(): Promise<RegistrationInfo> {
  const { data } = await http.get(apiPaths.auth.registrationInfo);
  return registrationInfoSchema.parse(data);
}

export function registrationInfoQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.auth.registrationInfo,
    queryFn: getRegistrationInfo,
    staleTime: 5 * 60_000,
  });
}

export function useRegistrationInfo() {
  return useQuery(registrationInfoQueryOptions());
}
