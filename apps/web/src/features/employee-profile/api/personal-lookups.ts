/** Country suggestions for the personal data form (public `dadata/country`). */
import { useQuery } from '@tanstack/react-query';
import { apiPaths, countryLookupResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export type CountryOption = { code: string; name: string };

async function findCountries(query: string): Promise<CountryOption[]> {
  const { data } = await http.post(apiPaths.lookups.country, { query });
  return countryLookupResponseSchema.parse(data).suggestions.map((s) => ({ code: s.data.code, name: s.value }));
}

// A failed lookup is not retried: the person types the value by hand (the field says so).
const lookup = <T>(queryKey: readonly unknown[], query: string, fn: (q: string) => Promise<T[]>) => ({
  queryKey,
  queryFn: () => fn(query),
  enabled: query.trim().length >= 2,
  staleTime: 10 * 60_000,
  retry: false,
});

export const useCountrySuggestions = (query: string) =>
  useQuery(lookup(queryKeys.lookups.country(query), query, findCountries));
