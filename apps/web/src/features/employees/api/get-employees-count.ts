import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type EmployeeEntitiesCount, employeeEntitiesCountSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { notJustFetched } from './get-employees';

/** The company's contractors by connection state (employee/entities/count). */
export async function getEmployeesCount(): Promise<EmployeeEntitiesCount> {
  const { data } = await http.get(apiPaths.employees.entitiesCount);
  return employeeEntitiesCountSchema.parse(data);
}

export const employeesCountQueryOptions = () =>
  // Fetched by the route's loader just before the counts line mounts (get-employees.ts).
  queryOptions({ queryKey: queryKeys.employees.count, queryFn: getEmployeesCount, refetchOnMount: notJustFetched });

export const useEmployeesCount = () => useQuery(employeesCountQueryOptions());
