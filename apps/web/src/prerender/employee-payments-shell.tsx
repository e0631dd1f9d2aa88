import { QueryClient } from '@tanstack/react-query';
import type { EmployeePayoutListResponse, RoutePageData } from '@vyplaty/contracts';
import { apiPaths } from '@vyplaty/contracts/paths';
import { EmployeeLayout } from '../app/layouts/employee-layout';
import {
  EMPLOYEE_PAYOUTS_LIST,
  employeePayoutListRequest,
} from '../features/payments/components/employee-payouts-config';
import { EmployeePaymentsPage } from '../features/payments/pages/employee-payments-page';
import { readListState } from '../lib/paged-list/list-search-params';
import { queryKeys } from '../lib/query-keys';
import { queryClientWith, renderRouteCopy } from './render-route-copy';

/**
 * /employee/payments for a logged-in contractor, as HTML: the header (phone and desktop, chosen by CSS), the
 * sections, the title and the filters, with the list's loader. Rendered once at build time
 * (vite-plugins/route-shells.ts): a contractor opening the portal from an SMS sees the page with its HTML instead of
 * after the app's code has come and run (its LCP was 6–7 s, docs/performance.md). The API answers the page's first
 * calls inside it (`pageData`), so the list is drawn as soon as the app has taken over, without a round trip.
 * A contractor with no payouts yet — everyone who has just registered from an invite — gets the page drawn with
 * its empty list (`variants.empty`), which is all the app would draw there.
 */
export function render(queryClient = new QueryClient()): string {
  return renderRouteCopy({
    path: '/employee/payments',
    session: { role: 'employee', entity_id: '', is_verified: true },
    routes: [
      {
        path: 'employee',
        element: <EmployeeLayout />,
        children: [{ path: 'payments', element: <EmployeePaymentsPage /> }],
      },
    ],
    queryClient,
  });
}

/** The page's first calls as the app makes them (same paths, same body text), for the API to answer inside the page. */
const firstState = readListState(new URLSearchParams(), EMPLOYEE_PAYOUTS_LIST);
const firstListRequest = employeePayoutListRequest(
  { page: firstState.page, page_size: firstState.pageSize },
  firstState.filters,
);

/** The page as the app draws it when the first page comes back empty. */
export const variants = {
  empty: () => {
    const noPayouts: EmployeePayoutListResponse = { items: [], totalCount: 0, next_cursor: null };
    return render(queryClientWith(queryKeys.employeePayouts.list(firstListRequest), noPayouts));
  },
};

export const pageData: RoutePageData = {
  calls: [
    { method: 'GET', path: apiPaths.auth.me },
    // The first page as the plain address asks for it; another page or filter is the app's own call.
    {
      method: 'POST',
      path: apiPaths.employeePayouts.all,
      body: JSON.stringify(firstListRequest),
      plainAddressOnly: true,
    },
  ],
  // A copy drawn for a verified contractor only: anyone else gets the app's index.html and its own rules.
  requires: { call: 0, fields: { role: 'employee', is_verified: true } },
  // The first page empty: the page drawn with its empty list. With a query string the call is not made, so never then.
  variants: [{ name: 'empty', call: 1, when: { field: 'totalCount', equals: 0 } }],
};
