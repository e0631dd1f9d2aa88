import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type CompanyProfile, companyProfileSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The same call as the user profile, read with the company's register and contact fields. It has a key
 * of its own (`queryKeys.user.company`) because the shorter profile query keeps only the account fields.
 */
export async function getCompanyProfile(): Promise<CompanyProfile> {
  const { data } = await http.get(apiPaths.userProfile);
  return companyProfileSchema.parse(data);
}

export function useCompanyProfile() {
  return useQuery(queryOptions({ queryKey: queryKeys.user.company, queryFn: getCompanyProfile }));
}

/**
 * A changed company answers the whole profile: the card takes it as is; the account profile (the name in
 * the header, the registration steps) is asked again.
 */
export async function storeCompanyProfile(queryClient: QueryClient, profile: CompanyProfile): Promise<void> {
  queryClient.setQueryData(queryKeys.user.company, profile);
  await queryClient.invalidateQueries({ queryKey: queryKeys.user.profile, exact: true });
}
