// Route modules of the employees area, loaded together as one lazy chunk.
export { EmployeeConstantsPage } from './employee-constants-page';
export { EmployeesPage } from './employees-page';
export { InviteCreatePage } from './invite-create-page';
export { InvitePage } from './invite-page';
export { InvitesPage } from './invites-page';
