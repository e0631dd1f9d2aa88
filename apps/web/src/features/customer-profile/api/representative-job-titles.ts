import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type JobTitleListResponse, jobTitleListResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The positions to pick from: the standard ones, then those the company already used. */
export async function getRepresentativeJobTitles(): Promise<JobTitleListResponse> {
  const { data } = await http.get(apiPaths.representatives.jobTitles);
  return jobTitleListResponseSchema.parse(data);
}

export const representativeJobTitlesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.user.representatives.jobTitles, queryFn: getRepresentativeJobTitles });

export const useRepresentativeJobTitles = () => useQuery(representativeJobTitlesQueryOptions());
