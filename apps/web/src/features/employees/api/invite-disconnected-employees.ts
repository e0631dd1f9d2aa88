import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type DisconnectedEmployeeListResponse,
  disconnectedEmployeeListResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Contractors the company disconnected, newest first: they can be invited again. */
export async function getDisconnectedEmployees(params: {
  page: number;
  page_size: number;
}): Promise<DisconnectedEmployeeListResponse> {
  const { data } = await http.get(apiPaths.invites.disconnectedEmployees, { params });
  return disconnectedEmployeeListResponseSchema.parse(data);
}

export const disconnectedEmployeesQueryOptions = (params: { page: number; page_size: number }) =>
  queryOptions({
    queryKey: queryKeys.invites.disconnected(params),
    queryFn: () => getDisconnectedEmployees(params),
    placeholderData: keepPreviousData,
  });

export const useDisconnectedEmployees = (params: { page: number; page_size: number }) =>
  useQuery(disconnectedEmployeesQueryOptions(params));
