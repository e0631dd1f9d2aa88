import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type Employee, employeeSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The logged-in contractor's record; only role employee may read it (SPEC §6). */
export async function getEmployee(): Promise<Employee> {
  const { data } = await http.get(apiPaths.employee);
  return employeeSchema.parse(data);
}

export function employeeQueryOptions() {
  return queryOptions({ queryKey: queryKeys.employee.all, queryFn: getEmployee });
}

export function useEmployee(options: { enabled?: boolean } = {}) {
  return useQuery({ ...employeeQueryOptions(), enabled: options.enabled ?? true });
}
