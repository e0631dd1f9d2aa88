// Route modules of the customer profile, loaded together as one lazy chunk.
export { CompleteRegistrationLayout } from './complete-registration-layout';
export { EmailConfirmStepPage } from './email-confirm-step-page';
export { LimitsPage } from './limits-page';
export { PaymentsAccountsPage } from './payments-accounts-page';
export { AgreementsPage, ProfileDocumentsLayout, ReportsPage } from './profile-documents';
export { ProfileLayout } from './profile-layout';
export { BalancePage } from './profile-sections';
export { SelfNepStepPage, SignTrustedDocumentStepPage } from './registration-step-pages';
export { ResponsiblePersonsPage } from './responsible-persons-page';
export { SberBalanceStepPage } from './sber-balance-step-page';
