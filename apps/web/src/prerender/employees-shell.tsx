import type { AuthMe, RoutePageData } from '@vyplaty/contracts';
import { apiPaths } from '@vyplaty/contracts/paths';
import { RootLayout } from '../app/layouts/root-layout';
import { EMPLOYEES_LIST, employeesListRequest } from '../features/employees/pages/employees-list';
import { EmployeesPage } from '../features/employees/pages/employees-page';
import { readListState } from '../lib/paged-list/list-search-params';
import { queryKeys } from '../lib/query-keys';
import { answerTo, queryClientWith, type RouteCopy, renderRoutePage } from './render-route-copy';

/** The page's first calls as the app makes them (same paths, same body text), for the API to answer inside the page. */
const firstListRequest = employeesListRequest(readListState(new URLSearchParams(), EMPLOYEES_LIST)).request;

const pageData: RoutePageData = {
  calls: [
    { method: 'GET', path: apiPaths.auth.me },
    { method: 'GET', path: apiPaths.employees.entitiesCount },
    // The first page as the plain address asks for it; another page, order or filter is the app's own call.
    { method: 'POST', path: apiPaths.employees.list, body: JSON.stringify(firstListRequest), plainAddressOnly: true },
  ],
  // A copy drawn for a verified company only: anyone else gets the app's index.html and its own rules.
  requires: { call: 0, fields: { role: 'user', is_verified: true } },
};
const [meCall, countCall, listCall] = pageData.calls as [
  RoutePageData['calls'][number],
  RoutePageData['calls'][number],
  RoutePageData['calls'][number],
];

/**
 * /employees for a logged-in company, drawn by the API with the company's own answers (ADR 017): the header (phone
 * and desktop, chosen by CSS), the sections, the title, the counts line — what a phone shows largest —, the buttons,
 * the search and the first page of contractors (as cards and as the table, chosen by CSS), or the empty list every
 * company just registered has. With a query string (another page, order or filter) the list is the app's own call
 * and the copy shows its loader.
 */
export const employeesCopy: RouteCopy = {
  address: '/employees',
  pageData,
  render: (answers) =>
    renderRoutePage({
      path: '/employees',
      session: answerTo(answers, meCall) as AuthMe,
      // The company's pages hang under the root layout itself (app/router.tsx).
      routes: [{ element: <RootLayout />, children: [{ path: 'employees', element: <EmployeesPage /> }] }],
      queryClient: queryClientWith([
        [queryKeys.employees.count, answerTo(answers, countCall)],
        [queryKeys.employees.list(firstListRequest), answerTo(answers, listCall)],
      ]),
    }),
};
