import { useQuery } from '@tanstack/react-query';
import { apiPaths, type EmployeeCompaniesResponse, employeeCompaniesResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The companies the contractor works or worked for (their own links only). */
export async function getCompanies(): Promise<EmployeeCompaniesResponse> {
  const { data } = await http.get(apiPaths.employeeOnboarding.companies);
  return employeeCompaniesResponseSchema.parse(data);
}

export const useCompanies = () => useQuery({ queryKey: queryKeys.employee.companies, queryFn: getCompanies });
