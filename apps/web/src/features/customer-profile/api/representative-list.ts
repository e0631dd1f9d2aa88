import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type RepresentativeListRequest,
  type RepresentativeListResponse,
  representativeListResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** One page of the company's responsible persons, newest first. */
export async function getRepresentatives(params: RepresentativeListRequest): Promise<RepresentativeListResponse> {
  const { data } = await http.get(apiPaths.representatives.list, { params });
  return representativeListResponseSchema.parse(data);
}

export const representativesQueryOptions = (params: { page: number; page_size: number }) =>
  queryOptions({
    queryKey: queryKeys.user.representatives.list(params),
    queryFn: () => getRepresentatives(params),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useRepresentatives = (params: { page: number; page_size: number }) =>
  useQuery(representativesQueryOptions(params));
