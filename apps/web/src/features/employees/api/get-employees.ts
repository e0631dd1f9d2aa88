import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type EmployeeListRequest,
  type EmployeeListResponse,
  employeeListResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The route's loader asks for the list before the page mounts (pages/employees-list.ts): an answer of
 * the last few seconds is that one, not a reason to ask again when the page mounts. Only the mount:
 * another order, page or filter, and writes (invalidation), ask the server as before.
 */
export const notJustFetched = (query: { state: { dataUpdatedAt: number } }) =>
  Date.now() - query.state.dataUpdatedAt > 5_000;

/** One page of the company's contractors, sorted, searched and filtered on the server. */
export async function getEmployees(request: EmployeeListRequest): Promise<EmployeeListResponse> {
  const { data } = await http.post(apiPaths.employees.list, request);
  return employeeListResponseSchema.parse(data);
}

const listKey = queryKeys.employees.list;

/**
 * The next page is asked with the previous page's `next_cursor` (`after`) when that page is in the cache,
 * so the server reads it from an index instead of skipping every row before it (docs/decisions/lists.md);
 * the cache key stays the page number, and a page opened directly is read by its number.
 */
export const employeesQueryOptions = (request: EmployeeListRequest) =>
  queryOptions({
    queryKey: listKey(request),
    queryFn: ({ client }) => {
      const page = request.page ?? 1;
      const previous =
        page > 1 ? client.getQueryData<EmployeeListResponse>(listKey({ ...request, page: page - 1 })) : undefined;
      return getEmployees(previous?.next_cursor ? { ...request, after: previous.next_cursor } : request);
    },
    // The table keeps showing the previous page while the next one loads, instead of flashing a loader.
    placeholderData: keepPreviousData,
    refetchOnMount: notJustFetched,
  });

export const useEmployees = (request: EmployeeListRequest) => useQuery(employeesQueryOptions(request));
