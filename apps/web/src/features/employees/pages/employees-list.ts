import type { QueryClient } from '@tanstack/react-query';
import {
  type EmployeeListRequest,
  employeeListFiltersSchema,
  employeeSortFieldSchema,
  sortDirectionSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { type ListState, readListState } from '../../../lib/paged-list/list-search-params';
import type { PagedListConfig } from '../../../lib/paged-list/use-paged-list';
import { employeesQueryOptions } from '../api/get-employees';
import { employeesCountQueryOptions } from '../api/get-employees-count';
import type { EmployeesSort } from '../components/employees-list-props';

type EmployeesFilters = z.infer<typeof employeeListFiltersSchema>;

const NEWEST_FIRST: EmployeesSort = { field: 'ADDED_AT', direction: 'DESC' };
/** The /employees list's state in the URL: page sizes, filters, sort and search (lib/paged-list). */
export const EMPLOYEES_LIST: PagedListConfig<EmployeesFilters, EmployeesSort> = {
  pageSizes: [20, 50, 100],
  filtersSchema: employeeListFiltersSchema,
  sort: { schema: z.object({ field: employeeSortFieldSchema, direction: sortDirectionSchema }), default: NEWEST_FIRST },
  hasSearch: true,
};

/** What the list asks the API for in a given state; `query` is the same without the page (the export's). */
export function employeesListRequest(state: ListState<EmployeesFilters, EmployeesSort>) {
  const query = { sort: state.sort, search: state.search || undefined, filters: state.filters };
  const request: EmployeeListRequest = { page: state.page, page_size: state.pageSize, ...query };
  return { query, request };
}

/**
 * Starts the page's two calls (the list as the URL asks for it, and the counts line) from the route's
 * loader, while the page's code is still downloading; the page then finds them in the cache under the
 * same keys. Not awaited: the page shows its own loading and error states.
 */
export function prefetchEmployeesPage(queryClient: QueryClient, url: URL) {
  const { request } = employeesListRequest(readListState(url.searchParams, EMPLOYEES_LIST));
  void queryClient.prefetchQuery(employeesQueryOptions(request));
  void queryClient.prefetchQuery(employeesCountQueryOptions());
}
