// Route modules of the customer profile, loaded together as one lazy chunk.
export { CompleteRegistrationLayout } from './complete-registration-layout';
export { EmailConfirmStepPage } from './email-confirm-step-page';
export { PaymentsAccountsPage } from './payments-accounts-page';
export { AgreementsPage, ProfileDocumentsLayout, ReportsPage } from './profile-documents';
export { ProfileLayout } from './profile-layout';
export { BalancePage, LimitsPage, ResponsiblePersonsPage } from './profile-sections';
export { SberBalanceStepPage, SelfNepStepPage, SignTrustedDocumentStepPage } from './registration-step-pages';
