import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type RequisiteListResponse, requisiteListResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';

export const requisitesQueryKey = ['employee', 'requisites'] as const;

/** The contractor's own payout requisites, primary first. */
export async function getRequisites(): Promise<RequisiteListResponse> {
  const { data } = await http.get(apiPaths.employeeRequisites);
  return requisiteListResponseSchema.parse(data);
}

export const requisitesQueryOptions = () => queryOptions({ queryKey: requisitesQueryKey, queryFn: getRequisites });

export const useRequisites = () => useQuery(requisitesQueryOptions());
