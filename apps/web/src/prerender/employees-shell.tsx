import { QueryClient } from '@tanstack/react-query';
import type { EmployeeEntitiesCount, EmployeeListResponse, RoutePageData } from '@vyplaty/contracts';
import { apiPaths } from '@vyplaty/contracts/paths';
import { RootLayout } from '../app/layouts/root-layout';
import { EMPLOYEES_COUNTS_TEMPLATE } from '../features/employees/components/employees-counts-line';
import { EMPLOYEES_LIST, employeesListRequest } from '../features/employees/pages/employees-list';
import { EmployeesPage } from '../features/employees/pages/employees-page';
import { readListState } from '../lib/paged-list/list-search-params';
import { queryKeys } from '../lib/query-keys';
import { queryClientWith, renderRouteCopy } from './render-route-copy';

/**
 * /employees for a logged-in company, as HTML: the header (phone and desktop, chosen by CSS), the sections,
 * the title, the buttons and the search, with the list's loader. Rendered once at build time
 * (vite-plugins/route-shells.ts); the counts line — what a phone shows largest — is the template, filled in
 * by the API from `employee/entities/count` when it sends the page (`pageData`), so the page's largest text
 * is on screen with its HTML instead of after its code and three calls. A company without contractors yet — every
 * company just registered — gets the page drawn with its empty list (`variants.empty`).
 */
export function render(queryClient = new QueryClient()): string {
  // The line comes out as its own template ({total}…), which the API finds and fills (pageData.slots).
  const fields = [...EMPLOYEES_COUNTS_TEMPLATE.matchAll(/\{(\w+)\}/g)].map(([, field]) => field);
  const asTemplate = Object.fromEntries(fields.map((field) => [field, `{${field}}`]));
  queryClient.setQueryData(queryKeys.employees.count, asTemplate as unknown as EmployeeEntitiesCount);
  return renderRouteCopy({
    path: '/employees',
    session: { role: 'user', entity_id: '', is_verified: true },
    // The company's pages hang under the root layout itself (app/router.tsx).
    routes: [{ element: <RootLayout />, children: [{ path: 'employees', element: <EmployeesPage /> }] }],
    queryClient,
  });
}

/** The page's first calls as the app makes them (same paths, same body text), for the API to answer inside the page. */
const firstListRequest = employeesListRequest(readListState(new URLSearchParams(), EMPLOYEES_LIST)).request;

/** The page as the app draws it when the first page comes back empty. */
export const variants = {
  empty: () => {
    const noContractors: EmployeeListResponse = { items: [], totalCount: 0, next_cursor: null };
    return render(queryClientWith(queryKeys.employees.list(firstListRequest), noContractors));
  },
};

export const pageData: RoutePageData = {
  calls: [
    { method: 'GET', path: apiPaths.auth.me },
    { method: 'GET', path: apiPaths.employees.entitiesCount },
    // The first page as the plain address asks for it; another page, order or filter is the app's own call.
    { method: 'POST', path: apiPaths.employees.list, body: JSON.stringify(firstListRequest), plainAddressOnly: true },
  ],
  // A copy drawn for a verified company only: anyone else gets the app's index.html and its own rules.
  requires: { call: 0, fields: { role: 'user', is_verified: true } },
  slots: [{ template: EMPLOYEES_COUNTS_TEMPLATE, call: 1, emptyWhen: { field: 'total', equals: 0 } }],
  // The first page empty: the page drawn with its empty list. With a query string the call is not made, so never then.
  variants: [{ name: 'empty', call: 2, when: { field: 'totalCount', equals: 0 } }],
};
