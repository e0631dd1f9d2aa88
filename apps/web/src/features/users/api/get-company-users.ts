import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type CompanyUsersResponse, companyUsersResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The company's own logins: the owner, the colleagues and the invites (a company has a handful, not pages). */
export async function getCompanyUsers(): Promise<CompanyUsersResponse> {
  const { data } = await http.get(apiPaths.companyUsers.list);
  return companyUsersResponseSchema.parse(data);
}

export const companyUsersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.user.companyUsers, queryFn: getCompanyUsers });

export const useCompanyUsers = () => useQuery(companyUsersQueryOptions());
