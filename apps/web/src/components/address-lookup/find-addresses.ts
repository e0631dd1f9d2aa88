/** Address suggestions (public `dadata/address`). */
import { useQuery } from '@tanstack/react-query';
import { addressLookupResponseSchema, apiPaths } from '@vyplaty/contracts';
import { http } from '../../lib/http';
import { queryKeys } from '../../lib/query-keys';

async function findAddresses(query: string): Promise<string[]> {
  const { data } = await http.post(apiPaths.lookups.address, { query });
  return addressLookupResponseSchema.parse(data).suggestions.map((s) => s.value);
}

// A failed lookup is not retried: the person types the address by hand (the field says so).
export const useAddressSuggestions = (query: string) =>
  useQuery({
    queryKey: queryKeys.lookups.address(query),
    queryFn: () => findAddresses(query),
    enabled: query.trim().length >= 2,
    staleTime: 10 * 60_000,
    retry: false,
  });
