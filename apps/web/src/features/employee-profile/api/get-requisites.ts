import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type RequisiteListResponse, requisiteListResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The contractor's own payout requisites, primary first. */
export async function getRequisites(): Promise<RequisiteListResponse> {
  const { data } = await http.get(apiPaths.employeeRequisites);
  return requisiteListResponseSchema.parse(data);
}

export const requisitesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.employee.requisites, queryFn: getRequisites });

export const useRequisites = () => useQuery(requisitesQueryOptions());
