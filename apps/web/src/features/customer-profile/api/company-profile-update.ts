import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  type CompanyProfile,
  companyProfileSchema,
  type UpdateCompanyProfileRequest,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { storeCompanyProfile } from './company-profile';

/** `user/profile/` PATCH: the company's phone, postal address and signer. */
export async function updateCompanyProfile(body: UpdateCompanyProfileRequest): Promise<CompanyProfile> {
  const { data } = await http.patch(apiPaths.userProfile, body);
  return companyProfileSchema.parse(data);
}

export function useUpdateCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyProfile,
    onSuccess: (profile) => storeCompanyProfile(queryClient, profile),
  });
}
