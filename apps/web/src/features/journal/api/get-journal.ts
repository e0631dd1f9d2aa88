import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type JournalEntityKind, type JournalResponse, journalResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The query of `GET user/journal` as sent: page, size and the filters present. */
export type JournalParams = {
  page: number;
  page_size: number;
  entity_kind?: JournalEntityKind | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
};

export async function getJournal(params: JournalParams): Promise<JournalResponse> {
  const { data } = await http.get(apiPaths.userJournal, { params });
  return journalResponseSchema.parse(data);
}

export const journalQueryOptions = (params: JournalParams) =>
  queryOptions({
    queryKey: queryKeys.user.journal(params),
    queryFn: () => getJournal(params),
    placeholderData: keepPreviousData,
  });

/** One page of the company's journal, newest first. */
export const useJournal = (params: JournalParams) => useQuery(journalQueryOptions(params));
