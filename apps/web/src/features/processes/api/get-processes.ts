import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type ProcessesResponse,
  type ProcessKind,
  type ProcessStatus,
  processesResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** While a shown process is queued or running, the page is asked again this often. */
export const PROCESSES_POLL_MS = 2000;

/** The query of `GET user/processes` as sent: page, size and the filters present. */
export type ProcessesParams = {
  page: number;
  page_size: number;
  status?: ProcessStatus | undefined;
  kind?: ProcessKind | undefined;
};

export async function getProcesses(params: ProcessesParams & { after?: string }): Promise<ProcessesResponse> {
  const { data } = await http.get(apiPaths.userProcesses, { params });
  return processesResponseSchema.parse(data);
}

const isRunning = (data: ProcessesResponse | undefined) =>
  data?.items.some((p) => p.status === 'NEW' || p.status === 'PROCESSING') ?? false;

/**
 * One page of the company's processes, newest first; the next page goes with the previous page's
 * `next_cursor` when that page is cached (keyset, as the journal). Asked again every 2 s while any process
 * it shows is NEW or PROCESSING, and no more once every one of them has finished.
 */
export const processesQueryOptions = (params: ProcessesParams) =>
  queryOptions({
    queryKey: queryKeys.user.processes(params),
    queryFn: ({ client }) => {
      const previous =
        params.page > 1
          ? client.getQueryData<ProcessesResponse>(queryKeys.user.processes({ ...params, page: params.page - 1 }))
          : undefined;
      return getProcesses(previous?.next_cursor ? { ...params, after: previous.next_cursor } : params);
    },
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (isRunning(query.state.data) ? PROCESSES_POLL_MS : false),
  });

export const useProcesses = (params: ProcessesParams) => useQuery(processesQueryOptions(params));
