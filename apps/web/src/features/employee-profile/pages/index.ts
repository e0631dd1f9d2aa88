// Route modules of the contractor's profile, loaded together as one lazy chunk.
export { EmployeeCompleteRegistrationPage } from './employee-complete-registration-page';
export { EmployeeInfoPage } from './employee-info-page';
export { EmployeeProfileLayout } from './employee-profile-layout';
export { EsignPage, FnsLayout } from './employee-profile-sections';
export { FnsAccountStatusPage } from './fns-account-status-page';
export { FnsConnectionPage } from './fns-connection-page';
export { FnsPage } from './fns-page';
export { RequisitesPage } from './requisites-page';
