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

export async function getJournal(params: JournalParams & { after?: string }): Promise<JournalResponse> {
  const { data } = await http.get(apiPaths.userJournal, { params });
  return journalResponseSchema.parse(data);
}

/**
 * One page of the company's journal, newest first. The next page goes with the previous page's
 * `next_cursor` when that page is cached (keyset, docs/decisions/lists.md): the server reads it after
 * that entry, so entries written meanwhile neither repeat nor push one out; the key stays the page number,
 * and a page opened directly (a reload, a link) is read by its number.
 */
export const journalQueryOptions = (params: JournalParams) =>
  queryOptions({
    queryKey: queryKeys.user.journal(params),
    queryFn: ({ client }) => {
      const previous =
        params.page > 1
          ? client.getQueryData<JournalResponse>(queryKeys.user.journal({ ...params, page: params.page - 1 }))
          : undefined;
      return getJournal(previous?.next_cursor ? { ...params, after: previous.next_cursor } : params);
    },
    placeholderData: keepPreviousData,
  });

/** One page of the company's journal, newest first. */
export const useJournal = (params: JournalParams) => useQuery(journalQueryOptions(params));
