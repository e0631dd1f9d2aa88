// size: the whole route tree of SPEC §2 in one place, as ARCHITECTURE §4 asks; each page is its own lazy chunk.
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RouteErrorBoundary } from './error/route-error-boundary';
import { type AppRoute, withSessionGuard } from './guards/guarded-routes';
import {
  employeeOnlyLoader,
  employeesPrefetch,
  helpArticleLoader,
  paymentsParamsLoader,
  redirectTo,
  unknownRouteLoader,
  uuidIdLoader,
} from './guards/route-loaders';
import { PAYMENTS_LANDING, requireUuid } from './guards/route-params';
import { createSessionGuard } from './guards/session-guard';
import { ROOT_ROUTE_ID, type RootLoaderData } from './guards/use-session';
import { LoginRegisterLayout } from './layouts/login-register-layout';
import {
  auth,
  bundles,
  customer,
  documents,
  employee,
  employeeBundles,
  employees,
  fileViewer,
  help,
  integrations,
  inviteLanding,
  journal,
  layouts,
  payments,
  previews,
  processes,
  risks,
  tasks,
  userInvite,
  users,
} from './route-pages';

/** Every route of SPEC §2. Each loader runs after the session guard (SPEC §4); pages are lazy chunks. */
function appRoutes(queryClient: QueryClient): AppRoute[] {
  return [
    { index: true },
    { path: 'login', lazy: auth('LoginPage') },
    {
      element: <LoginRegisterLayout />,
      children: [
        { path: 'login/register', lazy: auth('RegisterPage') },
        // After a login whose answer held a new edition of the offer (SPEC §5; from the public /login too, ADR 016).
        { path: 'login/offer', lazy: auth('OfferStepPage') },
        { path: 'reset-password', lazy: auth('ResetPasswordPage') },
        { path: 'reset-password/check-email', lazy: auth('CheckEmailPage') },
        {
          path: 'confirm-password',
          // Loaders that read the API through the contracts' schemas come with their route, not at startup.
          loader: async ({ request }) =>
            (await import('../features/auth/pages/confirm-password-loader')).confirmEmailLoader(queryClient, request),
          lazy: auth('ConfirmPasswordPage'),
        },
        // A company's invite link (SMS); open to anyone, logged in or not (guards/paths OPEN_PATH_PREFIXES).
        { path: 'invite/:token', lazy: inviteLanding('InviteLandingPage') },
        // A colleague's invite to the company's logins (e-mail, issue 28); open like the one above.
        { path: 'invite/user/:token', lazy: userInvite('UserInvitePage') },
      ],
    },
    {
      lazy: layouts('RootLayout'),
      children: [
        { path: 'help', lazy: help('HelpPage') },
        { path: 'help/:slug', loader: helpArticleLoader, lazy: help('HelpArticlePage') },
        { path: 'journal', lazy: journal('JournalPage') },
        { path: 'local-file-viewer', lazy: fileViewer('LocalFileViewerPage') },
        { path: 'processes', lazy: processes('ProcessesPage') },
        // The company's tax risks (issue 28): the header's «Налоговые риски» and the bell's notices lead here.
        { path: 'risks', lazy: risks('RisksPage') },
        { path: 'users', lazy: users('UsersPage') },
        { path: 'tasks', lazy: tasks('TasksPage') },
        { path: 'tasks/:id', lazy: tasks('TaskPage') },
        { path: 'employees', ...employeesPrefetch(queryClient), lazy: employees('EmployeesPage') },
        { path: 'employees/invites', lazy: employees('InvitesPage') },
        { path: 'employees/invite', lazy: employees('InviteCreatePage') },
        { path: 'employees/invite/:id', loader: uuidIdLoader, lazy: employees('InvitePage') },
        { path: 'employees/constants', lazy: employees('EmployeeConstantsPage') },
        {
          path: 'profile',
          lazy: customer('ProfileLayout'),
          children: [
            { index: true, loader: redirectTo('/profile/payments-accounts') },
            { path: 'payments-accounts', lazy: customer('PaymentsAccountsPage') },
            { path: 'balance', lazy: customer('BalancePage') },
            { path: 'responsible-persons', lazy: customer('ResponsiblePersonsPage') },
            { path: 'security', lazy: auth('SecurityPage') },
            { path: 'limits', lazy: customer('LimitsPage') },
            {
              path: 'documents',
              lazy: customer('ProfileDocumentsLayout'),
              children: [
                { index: true, loader: redirectTo('/profile/documents/agreements') },
                { path: 'agreements', lazy: customer('AgreementsPage') },
                { path: 'reports', lazy: customer('ReportsPage') },
              ],
            },
            {
              // The company's API keys and webhooks (issue 30), the owner's alone.
              path: 'integrations',
              lazy: integrations('IntegrationsLayout'),
              children: [
                { index: true, loader: redirectTo('/profile/integrations/api-keys') },
                { path: 'api-keys', lazy: integrations('ApiKeysPage') },
                { path: 'webhooks', lazy: integrations('WebhooksPage') },
                { path: 'webhooks/:id', loader: uuidIdLoader, lazy: integrations('WebhookPage') },
              ],
            },
          ],
        },
        {
          path: 'payments',
          lazy: payments('PaymentsLayout'),
          children: [
            // SPEC's /payments → mass-payment once mass payouts exist (docs/decisions/upcoming-sections.md).
            { index: true, loader: redirectTo(PAYMENTS_LANDING) },
            // Static pages below outrank these two; what reaches them is redirected, previewed or a 404.
            { path: ':tab', loader: paymentsParamsLoader },
            { path: ':tab/:subtab', loader: paymentsParamsLoader, lazy: payments('PayoutFilePreviewPage') },
            { path: 'npd/single', lazy: payments('NpdSinglePage') },
            { path: 'npd/multiple', lazy: payments('NpdMultiplePage') },
            { path: 'individual/single', lazy: payments('IndividualSinglePage') },
            { path: 'individual/multiple', lazy: payments('IndividualMultiplePage') },
            { path: 'mass-payment', lazy: payments('MassPaymentsPage') },
            { path: 'mass-payment/:id', loader: uuidIdLoader, lazy: payments('MassPaymentPage') },
            { path: 'mass-individual-payment', lazy: payments('MassIndividualPaymentsPage') },
            { path: 'mass-individual-payment/form', lazy: payments('MassIndividualPaymentFormPage') },
            { path: 'mass-individual-payment/:id', loader: uuidIdLoader, lazy: payments('MassIndividualPaymentPage') },
          ],
        },
        {
          path: 'document-management',
          lazy: documents('DocumentManagementLayout'),
          children: [
            { index: true, loader: redirectTo('/document-management/single') },
            { path: 'single', lazy: documents('SingleDocumentPage') },
            { path: 'multiple', lazy: documents('MultipleDocumentsPage') },
            { path: 'bundle', lazy: bundles('BundlesPage') },
            { path: 'bundle/:id', loader: uuidIdLoader, lazy: bundles('BundlePage') },
          ],
        },
        { path: 'files-preview/document/:fileId', lazy: previews('DocumentFilePreviewPage') },
        { path: 'files-preview/agreement/:fileId', lazy: previews('AgreementFilePreviewPage') },
        { path: 'files-preview/responsible/:fileId', lazy: previews('ResponsibleFilePreviewPage') },
        { path: 'files-preview/user-report/:fileId', lazy: previews('UserReportFilePreviewPage') },
        {
          path: 'customer-complete-registration',
          lazy: customer('CompleteRegistrationLayout'),
          children: [
            {
              index: true,
              loader: async ({ request }) =>
                (
                  await import('../features/customer-profile/pages/complete-registration-loader')
                ).completeRegistrationIndexLoader(queryClient, request),
            },
            { path: 'self-nep', lazy: customer('SelfNepStepPage') },
            { path: 'sber-balance', lazy: customer('SberBalanceStepPage') },
            { path: 'email-confirm', lazy: customer('EmailConfirmStepPage') },
            { path: 'sign-trusted-document', lazy: customer('SignTrustedDocumentStepPage') },
          ],
        },
        { path: 'employee-complete-registration', lazy: employee('EmployeeCompleteRegistrationPage') },
      ],
    },
    {
      path: 'employee',
      lazy: layouts('EmployeeLayout'),
      loader: employeeOnlyLoader,
      children: [
        { index: true, loader: redirectTo('/employee/profile') },
        {
          path: 'profile',
          lazy: employee('EmployeeProfileLayout'),
          children: [
            { index: true, loader: redirectTo('/employee/profile/info') },
            { path: 'info', lazy: employee('EmployeeInfoPage') },
            {
              path: 'fns',
              lazy: employee('FnsLayout'),
              children: [
                { index: true, lazy: employee('FnsPage') },
                { path: 'fns-connection', lazy: employee('FnsConnectionPage') },
                { path: 'fns-personal-account-status', lazy: employee('FnsAccountStatusPage') },
              ],
            },
            { path: 'esign', lazy: employee('EsignPage') },
            { path: 'security', lazy: auth('SecurityPage') },
            { path: 'requisites', lazy: employee('RequisitesPage') },
          ],
        },
        { path: 'tasks', lazy: tasks('EmployeeTasksPage') },
        { path: 'tasks/:id', lazy: tasks('EmployeeTaskPage') },
        { path: 'payments', lazy: payments('EmployeePaymentsPage') },
        { path: 'payments/:id', loader: uuidIdLoader, lazy: payments('EmployeePaymentPage') },
        { path: 'documents', lazy: documents('EmployeeDocumentsPage') },
        { path: 'documents/:id', loader: uuidIdLoader, lazy: documents('EmployeeDocumentPage') },
        { path: 'documents/bundle/:id', loader: uuidIdLoader, lazy: employeeBundles('EmployeeEnvelopePage') },
        // The reminders' link (bundles.remind): the same envelope under the documents' tab.
        {
          path: 'bundle/:id',
          loader: ({ params }) => {
            requireUuid(params.id);
            return redirect(`/employee/documents/bundle/${params.id}`);
          },
        },
      ],
    },
    { path: '*', loader: unknownRouteLoader },
  ];
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const guard = createSessionGuard(queryClient);
  return [
    {
      id: ROOT_ROUTE_ID,
      loader: async ({ request }): Promise<RootLoaderData> => ({ session: await guard(request) }),
      // The session rules apply to every navigation, not only when the root's params change.
      shouldRevalidate: () => true,
      HydrateFallback: () => <PageLoader minHeight="100vh" />,
      errorElement: <RouteErrorBoundary />,
      children: withSessionGuard(appRoutes(queryClient), guard),
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
