import { lazyPageFiles, lazyPages } from './lazy-pages';

// The route modules of app/router.tsx, each file its own lazy chunk (see lazyPageFiles). A file that
// holds several pages (the upcoming sections) is one chunk for all of them.

// The frames with the header, its menus and the section tabs: /login and the invite landing never need them.
export const layouts = lazyPageFiles({
  RootLayout: () => import('./layouts/root-layout'),
  EmployeeLayout: () => import('./layouts/employee-layout'),
});

export const auth = lazyPageFiles({
  LoginPage: () => import('../features/auth/pages/login-page'),
  OfferStepPage: () => import('../features/auth/pages/offer-step-page'),
  RegisterPage: () => import('../features/auth/pages/register-page'),
  ResetPasswordPage: () => import('../features/auth/pages/reset-password-page'),
  CheckEmailPage: () => import('../features/auth/pages/check-email-page'),
  ConfirmPasswordPage: () => import('../features/auth/pages/confirm-password-page'),
  SecurityPage: () => import('../features/auth/pages/security-page'),
});

const profileDocuments = () => import('../features/customer-profile/pages/profile-documents');
const registrationSteps = () => import('../features/customer-profile/pages/registration-step-pages');
export const customer = lazyPageFiles({
  ProfileLayout: () => import('../features/customer-profile/pages/profile-layout'),
  PaymentsAccountsPage: () => import('../features/customer-profile/pages/payments-accounts-page'),
  BalancePage: () => import('../features/customer-profile/pages/balance-page'),
  ResponsiblePersonsPage: () => import('../features/customer-profile/pages/responsible-persons-page'),
  LimitsPage: () => import('../features/customer-profile/pages/limits-page'),
  ProfileDocumentsLayout: profileDocuments,
  AgreementsPage: profileDocuments,
  ReportsPage: () => import('../features/reports/pages/reports-page'),
  CompleteRegistrationLayout: () => import('../features/customer-profile/pages/complete-registration-layout'),
  SelfNepStepPage: registrationSteps,
  SberBalanceStepPage: () => import('../features/customer-profile/pages/sber-balance-step-page'),
  EmailConfirmStepPage: () => import('../features/customer-profile/pages/email-confirm-step-page'),
  SignTrustedDocumentStepPage: registrationSteps,
});

// The company's API keys and webhooks (issue 30): the owner's profile section, each page its own chunk.
export const integrations = lazyPageFiles({
  IntegrationsLayout: () => import('../features/integrations/pages/integrations-layout'),
  ApiKeysPage: () => import('../features/integrations/pages/api-keys-page'),
  WebhooksPage: () => import('../features/integrations/pages/webhooks-page'),
  WebhookPage: () => import('../features/integrations/pages/webhook-page'),
});

const employeeSections = () => import('../features/employee-profile/pages/employee-profile-sections');
export const employee = lazyPageFiles({
  EmployeeCompleteRegistrationPage: () =>
    import('../features/employee-profile/pages/employee-complete-registration-page'),
  EmployeeProfileLayout: () => import('../features/employee-profile/pages/employee-profile-layout'),
  EmployeeInfoPage: () => import('../features/employee-profile/pages/employee-info-page'),
  FnsLayout: employeeSections,
  FnsPage: () => import('../features/employee-profile/pages/fns-page'),
  FnsConnectionPage: () => import('../features/employee-profile/pages/fns-connection-page'),
  FnsAccountStatusPage: () => import('../features/employee-profile/pages/fns-account-status-page'),
  EsignPage: employeeSections,
  RequisitesPage: () => import('../features/employee-profile/pages/requisites-page'),
});

export const employees = lazyPageFiles({
  EmployeesPage: () => import('../features/employees/pages/employees-page'),
  InvitesPage: () => import('../features/employees/pages/invites-page'),
  InviteCreatePage: () => import('../features/employees/pages/invite-create-page'),
  InvitePage: () => import('../features/employees/pages/invite-page'),
  EmployeeConstantsPage: () => import('../features/employees/pages/employee-constants-page'),
});

export const previews = lazyPageFiles({
  DocumentFilePreviewPage: () => import('../features/files-preview/pages/document-file-preview-page'),
  AgreementFilePreviewPage: () => import('../features/files-preview/pages/agreement-file-preview-page'),
  ResponsibleFilePreviewPage: () => import('../features/files-preview/pages/responsible-file-preview-page'),
  UserReportFilePreviewPage: () => import('../features/files-preview/pages/user-report-file-preview-page'),
});

const massPayments = () => import('../features/payments/pages/payments-pages');
const payoutPages = () => import('../features/payments/pages/payout-pages');
export const payments = lazyPageFiles({
  PaymentsLayout: () => import('../features/payments/pages/payments-layout'),
  NpdSinglePage: payoutPages,
  NpdMultiplePage: payoutPages,
  IndividualSinglePage: payoutPages,
  IndividualMultiplePage: payoutPages,
  MassPaymentsPage: massPayments,
  MassPaymentPage: massPayments,
  MassIndividualPaymentsPage: massPayments,
  MassIndividualPaymentPage: massPayments,
  MassIndividualPaymentFormPage: massPayments,
  PayoutFilePreviewPage: massPayments,
  EmployeePaymentsPage: () => import('../features/payments/pages/employee-payments-page'),
  EmployeePaymentPage: () => import('../features/payments/pages/employee-payment-page'),
});

// Upcoming sections: small pages, one chunk per feature is enough.
export const documents = lazyPages(() => import('../features/documents/pages'));
export const bundles = lazyPages(() => import('../features/bundles/pages/bundle-pages'));
export const employeeBundles = lazyPages(() => import('../features/employee-bundles/pages'));
export const tasks = lazyPages(() => import('../features/tasks/pages/tasks-pages'));
export const help = lazyPages(() => import('../features/help/pages/help-page'));
export const journal = lazyPages(() => import('../features/journal/pages/journal-page'));
export const fileViewer = lazyPages(() => import('../features/local-file-viewer/pages/local-file-viewer-page'));
export const processes = lazyPages(() => import('../features/processes/pages/processes-page'));
export const risks = lazyPages(() => import('../features/risk-alerts/pages/risks-page'));
export const users = lazyPages(() => import('../features/users/pages/users-page'));
export const userInvite = lazyPages(() => import('../features/users/pages/user-invite-page'));
export const inviteLanding = lazyPages(() => import('../features/invite-landing/pages'));
