import type { AppModule } from '../module.js';
import { employeeOnboardingRoutes } from './employee-onboarding.routes.js';

/** The contractor's side of onboarding: personal data, registration steps, companies, invites. */
export const employeeOnboardingModule: AppModule = {
  name: 'employee-onboarding',
  privateRoutes: employeeOnboardingRoutes,
};
