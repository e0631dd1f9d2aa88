import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type EmployeePayoutListRequest,
  type EmployeePayoutListResponse,
  employeePayoutListResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The contractor's payouts of both kinds from every company (`employee/all_payouts`), filtered on the server. */
export async function getEmployeePayouts(request: EmployeePayoutListRequest): Promise<EmployeePayoutListResponse> {
  const { data } = await http.post(apiPaths.employeePayouts.all, request);
  return employeePayoutListResponseSchema.parse(data);
}

/** The next page goes with the previous page's `next_cursor` when that page is cached (docs/decisions/lists.md). */
export const employeePayoutsQueryOptions = (request: EmployeePayoutListRequest) =>
  queryOptions({
    queryKey: queryKeys.employeePayouts.list(request),
    queryFn: ({ client }) => {
      const page = request.page ?? 1;
      const previous =
        page > 1
          ? client.getQueryData<EmployeePayoutListResponse>(
              queryKeys.employeePayouts.list({ ...request, page: page - 1 }),
            )
          : undefined;
      return getEmployeePayouts(previous?.next_cursor ? { ...request, after: previous.next_cursor } : request);
    },
    placeholderData: keepPreviousData,
  });

export const useEmployeePayouts = (request: EmployeePayoutListRequest) =>
  useQuery(employeePayoutsQueryOptions(request));
