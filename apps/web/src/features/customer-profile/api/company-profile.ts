import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type CompanyProfile, companyProfileSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { userProfileQueryKey } from './get-user-profile';

/**
 * The same call as the user profile, read with the company's register and contact fields. It has a key
 * of its own under ['user', 'profile'] because the shorter profile query keeps only the account fields.
 */
export const companyProfileQueryKey = [...userProfileQueryKey, 'company'] as const;

export async function getCompanyProfile(): Promise<CompanyProfile> {
  const { data } = await http.get(apiPaths.userProfile);
  return companyProfileSchema.parse(data);
}

export function useCompanyProfile() {
  return useQuery(queryOptions({ queryKey: companyProfileQueryKey, queryFn: getCompanyProfile }));
}

/**
 * A changed company answers the whole profile: the card takes it as is; the account profile (the name in
 * the header, the registration steps) is asked again.
 */
export async function storeCompanyProfile(queryClient: QueryClient, profile: CompanyProfile): Promise<void> {
  queryClient.setQueryData(companyProfileQueryKey, profile);
  await queryClient.invalidateQueries({ queryKey: userProfileQueryKey, exact: true });
}
