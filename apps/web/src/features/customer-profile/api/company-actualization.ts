import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type CompanyProfile, companyProfileSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { storeCompanyProfile } from './company-profile';

/** `user/actualization/`: name, КПП, ОГРН and legal address read again from ЕГРЮЛ / ЕГРИП by the ИНН. */
export async function actualizeCompany(): Promise<CompanyProfile> {
  const { data } = await http.post(apiPaths.userActualization, {});
  return companyProfileSchema.parse(data);
}

export function useActualizeCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actualizeCompany,
    onSuccess: (profile) => storeCompanyProfile(queryClient, profile),
  });
}
