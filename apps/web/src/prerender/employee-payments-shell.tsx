import type { AuthMe, RoutePageData } from '@vyplaty/contracts';
import { apiPaths } from '@vyplaty/contracts/paths';
import { EmployeeLayout } from '../app/layouts/employee-layout';
import {
  EMPLOYEE_PAYOUTS_LIST,
  employeePayoutListRequest,
} from '../features/payments/components/employee-payouts-config';
import { EmployeePaymentsPage } from '../features/payments/pages/employee-payments-page';
import { readListState } from '../lib/paged-list/list-search-params';
import { queryKeys } from '../lib/query-keys';
import { answerTo, queryClientWith, type RouteCopy, renderRoutePage } from './render-route-copy';

/** The page's first calls as the app makes them (same paths, same body text), for the API to answer inside the page. */
const firstState = readListState(new URLSearchParams(), EMPLOYEE_PAYOUTS_LIST);
const firstListRequest = employeePayoutListRequest(
  { page: firstState.page, page_size: firstState.pageSize },
  firstState.filters,
);

const pageData: RoutePageData = {
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
};
const [meCall, listCall] = pageData.calls as [RoutePageData['calls'][number], RoutePageData['calls'][number]];

/**
 * /employee/payments for a logged-in contractor, drawn by the API with the contractor's own answers (ADR 017): the
 * header (phone and desktop, chosen by CSS), the sections, the title, the filters and the first page of payouts (as
 * cards and as the table, chosen by CSS) — or «Выплат пока нет…», what everyone who has just registered from an
 * invite sees. A contractor opening the portal from an SMS reads the page from its HTML, before any script.
 */
export const employeePaymentsCopy: RouteCopy = {
  address: '/employee/payments',
  pageData,
  render: (answers) =>
    renderRoutePage({
      path: '/employee/payments',
      session: answerTo(answers, meCall) as AuthMe,
      routes: [
        {
          path: 'employee',
          element: <EmployeeLayout />,
          children: [{ path: 'payments', element: <EmployeePaymentsPage /> }],
        },
      ],
      queryClient: queryClientWith([[queryKeys.employeePayouts.list(firstListRequest), answerTo(answers, listCall)]]),
    }),
};
