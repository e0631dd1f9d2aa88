import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type EmployeeCompaniesResponse,
  type EmployeeCompany,
  employeeCompaniesResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The contractor's companies, for the payouts' company filter: the same call and cache entry as the
 * profile's companies page, so the answer keeps its shape there and is narrowed here by `select`.
 */
export async function getEmployeeCompanies(): Promise<EmployeeCompaniesResponse> {
  const { data } = await http.get(apiPaths.employeeOnboarding.companies);
  return employeeCompaniesResponseSchema.parse(data);
}

const itemsOf = (response: EmployeeCompaniesResponse): EmployeeCompany[] => response.items;

export const employeeCompaniesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.employee.companies, queryFn: getEmployeeCompanies, select: itemsOf });

export const useEmployeeCompanies = () => useQuery(employeeCompaniesQueryOptions());
