import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type CustomerProfile, customerProfileSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The customer's profile; the API answers 403 'user not authenticated' to other roles (SPEC §6). */
export async function getUserProfile(): Promise<CustomerProfile> {
  const { data } = await http.get(apiPaths.userProfile);
  return customerProfileSchema.parse(data);
}

export function userProfileQueryOptions() {
  return queryOptions({ queryKey: queryKeys.user.profile, queryFn: getUserProfile });
}

export function useUserProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...userProfileQueryOptions(), enabled: options.enabled ?? true });
}
