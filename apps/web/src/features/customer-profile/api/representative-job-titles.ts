import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type JobTitleListResponse, jobTitleListResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { representativesQueryKey } from './representative-list';

/** The positions to pick from: the standard ones, then those the company already used. */
export async function getRepresentativeJobTitles(): Promise<JobTitleListResponse> {
  const { data } = await http.get(apiPaths.representatives.jobTitles);
  return jobTitleListResponseSchema.parse(data);
}

export const representativeJobTitlesQueryOptions = () =>
  queryOptions({ queryKey: [...representativesQueryKey, 'job-titles'], queryFn: getRepresentativeJobTitles });

export const useRepresentativeJobTitles = () => useQuery(representativeJobTitlesQueryOptions());
