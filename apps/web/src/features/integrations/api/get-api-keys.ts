import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiKeysResponse, apiKeysResponseSchema, apiPaths } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The company's API keys, every one (at most MAX_API_KEYS live ones): no paging. */
export async function getApiKeys(): Promise<ApiKeysResponse> {
  const { data } = await http.get(apiPaths.apiKeys.list);
  return apiKeysResponseSchema.parse(data);
}

export const apiKeysQueryOptions = () => queryOptions({ queryKey: queryKeys.user.apiKeys, queryFn: getApiKeys });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());
