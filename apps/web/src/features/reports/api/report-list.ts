import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type Report, type ReportListResponse, reportListResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** A report the job has not finished: the list is asked again until none is left. */
export const isBuilding = (report: Pick<Report, 'status'>) => report.status === 'NEW' || report.status === 'PROCESSING';
export const REPORTS_POLL_MS = 2000;

export type ReportsPage = { page: number; page_size: number };

/** One page of the company's reports, newest first (GET report/list). */
export async function getReports(page: ReportsPage): Promise<ReportListResponse> {
  const { data } = await http.get(apiPaths.reports.list, { params: page });
  return reportListResponseSchema.parse(data);
}

export const reportsQueryOptions = (page: ReportsPage) =>
  queryOptions({
    queryKey: queryKeys.user.reports.list(page),
    queryFn: () => getReports(page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some(isBuilding) ? REPORTS_POLL_MS : false),
  });

export const useReports = (page: ReportsPage) => useQuery(reportsQueryOptions(page));
