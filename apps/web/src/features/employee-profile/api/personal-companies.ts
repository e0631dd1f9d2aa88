import { useQuery } from '@tanstack/react-query';
import { apiPaths, type EmployeeCompaniesResponse, employeeCompaniesResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';

/** Under ['employee'], so whatever changes the contractor's record refreshes it too. */
export const companiesQueryKey = ['employee', 'companies'] as const;

/** The companies the contractor works or worked for (their own links only). */
export async function getCompanies(): Promise<EmployeeCompaniesResponse> {
  const { data } = await http.get(apiPaths.employeeOnboarding.companies);
  return employeeCompaniesResponseSchema.parse(data);
}

export const useCompanies = () => useQuery({ queryKey: companiesQueryKey, queryFn: getCompanies });
