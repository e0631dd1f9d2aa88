import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ListSort,
  type ListState,
  type ListStateConfig,
  readListState,
  writeListState,
} from './list-search-params';

export type { ListSort } from './list-search-params';

export type PagedListConfig<F, S> = ListStateConfig<F, S>;

export type PagedList<F, S> = ListState<F, S> & {
  /** The page sizes a person may choose (the config's). */
  pageSizes: readonly number[];
  /** What every paged request carries (1-based page, as the API counts); the caller adds sort, search, filters. */
  paging: { page: number; page_size: number };
  setPage: (page: number) => void;
  /** A new page size, order, search text or filter starts again from the first page. */
  setPageSize: (pageSize: number) => void;
  setSort: (sort: S) => void;
  setSearch: (search: string) => void;
  setFilters: (filters: F) => void;
};

/**
 * The state of a server-paged list — page, page size, sort, search text and filters — kept in the URL's
 * search params, so a reload, Back from a detail page or a shared link shows the same list. Whatever the
 * URL holds is checked against the caller's schemas (usually the contract's): a page that is not a
 * positive whole number, an unknown page size, sort or filter value falls back to its default instead of
 * reaching the API. Pass the config as a module constant: it is read on every render.
 */
export function usePagedList<
  F extends Record<string, unknown> = Record<string, never>,
  S extends ListSort | undefined = undefined,
>(config: PagedListConfig<F, S>): PagedList<F, S> {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, config), [params, config]);

  const update = (change: Partial<ListState<F, S>>) =>
    setParams(
      // Read again from the params of the moment: two changes in one event must not undo each other.
      (current) => writeListState(current, { ...readListState(current, config), ...change }, config),
      // Paging and typing are not history entries: Back leaves the list instead of stepping through pages.
      { replace: true },
    );

  return {
    ...state,
    pageSizes: config.pageSizes,
    paging: { page: state.page, page_size: state.pageSize },
    setPage: (page) => update({ page }),
    setPageSize: (pageSize) => update({ pageSize, page: 1 }),
    setSort: (sort) => update({ sort, page: 1 }),
    setSearch: (search) => update({ search, page: 1 }),
    setFilters: (filters) => update({ filters, page: 1 }),
  };
}
