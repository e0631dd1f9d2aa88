import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AuthMe, EmployeeEntitiesCount, RoutePageData } from '@vyplaty/contracts';
import { apiPaths } from '@vyplaty/contracts/paths';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ROOT_ROUTE_ID, type RootLoaderData } from '../app/guards/use-session';
import { RootLayout } from '../app/layouts/root-layout';
import { EMPLOYEES_COUNTS_TEMPLATE } from '../features/employees/components/employees-counts-line';
import { EMPLOYEES_LIST, employeesListRequest } from '../features/employees/pages/employees-list';
import { EmployeesPage } from '../features/employees/pages/employees-page';
import { readListState } from '../lib/paged-list/list-search-params';
import { PrerenderContext } from '../lib/prerender';
import { queryKeys } from '../lib/query-keys';
import { prerenderTheme } from './prerender-theme';

/**
 * /employees for a logged-in company, as HTML: the header (phone and desktop, chosen by CSS), the sections,
 * the title, the buttons and the search, with the list's loader. Rendered once at build time
 * (vite-plugins/route-shells.ts); the counts line — what a phone shows largest — is the template, filled in
 * by the API from `employee/entities/count` when it sends the page (`pageData`), so the page's largest text
 * is on screen with its HTML instead of after its code and three calls.
 */
export function render(): string {
  const queryClient = new QueryClient();
  // The line comes out as its own template ({total}…), which the API finds and fills (pageData.slots).
  const fields = [...EMPLOYEES_COUNTS_TEMPLATE.matchAll(/\{(\w+)\}/g)].map(([, field]) => field);
  const asTemplate = Object.fromEntries(fields.map((field) => [field, `{${field}}`]));
  queryClient.setQueryData(queryKeys.employees.count, asTemplate as unknown as EmployeeEntitiesCount);
  const session: AuthMe = { role: 'user', entity_id: '', is_verified: true };
  const rootData: RootLoaderData = { session };
  const router = createMemoryRouter(
    [{ id: ROOT_ROUTE_ID, element: <RootLayout />, children: [{ path: 'employees', element: <EmployeesPage /> }] }],
    { initialEntries: ['/employees'], hydrationData: { loaderData: { [ROOT_ROUTE_ID]: rootData } } },
  );
  return renderToString(
    <PrerenderContext value>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={prerenderTheme()}>
          <CssBaseline />
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>
    </PrerenderContext>,
  );
}

/** The page's first calls as the app makes them (same paths, same body text), for the API to answer inside the page. */
const firstListRequest = employeesListRequest(readListState(new URLSearchParams(), EMPLOYEES_LIST)).request;

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
};
