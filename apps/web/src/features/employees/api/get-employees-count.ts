import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type EmployeeEntitiesCount, employeeEntitiesCountSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The company's contractors by connection state (employee/entities/count). */
export async function getEmployeesCount(): Promise<EmployeeEntitiesCount> {
  const { data } = await http.get(apiPaths.employees.entitiesCount);
  return employeeEntitiesCountSchema.parse(data);
}

export const employeesCountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.employees.count, queryFn: getEmployeesCount });

export const useEmployeesCount = () => useQuery(employeesCountQueryOptions());
