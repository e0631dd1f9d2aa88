import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type EmployeeListRequest,
  type EmployeeListResponse,
  employeeListResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** One page of the company's contractors, sorted, searched and filtered on the server. */
export async function getEmployees(request: EmployeeListRequest): Promise<EmployeeListResponse> {
  const { data } = await http.post(apiPaths.employees.list, request);
  return employeeListResponseSchema.parse(data);
}

export const employeesQueryOptions = (request: EmployeeListRequest) =>
  queryOptions({
    queryKey: queryKeys.employees.list(request),
    queryFn: () => getEmployees(request),
    // The table keeps showing the previous page while the next one loads, instead of flashing a loader.
    placeholderData: keepPreviousData,
  });

export const useEmployees = (request: EmployeeListRequest) => useQuery(employeesQueryOptions(request));
