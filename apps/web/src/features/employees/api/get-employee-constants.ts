import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type EmployeeConstants, employeeConstantsSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The company's defaults for invites and payouts (user/constants): the invite form starts from
 * default_employee_kind, default_tax_regime and invite_comment; all null until the company saves them.
 */
export async function getEmployeeConstants(): Promise<EmployeeConstants> {
  const { data } = await http.get(apiPaths.employees.constants);
  return employeeConstantsSchema.parse(data);
}

export const employeeConstantsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.user.employeeConstants, queryFn: getEmployeeConstants });

export const useEmployeeConstants = () => useQuery(employeeConstantsQueryOptions());
