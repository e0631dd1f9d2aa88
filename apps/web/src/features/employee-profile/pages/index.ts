// Route modules of the contractor's profile, loaded together as one lazy chunk.
export { EmployeeCompleteRegistrationPage } from './employee-complete-registration-page';
export { EmployeeInfoPage } from './employee-info-page';
export { EmployeeProfileLayout } from './employee-profile-layout';
export {
  EsignPage,
  FnsAccountStatusPage,
  FnsConnectionPage,
  FnsLayout,
  FnsPage,
} from './employee-profile-sections';
export { RequisitesPage } from './requisites-page';
