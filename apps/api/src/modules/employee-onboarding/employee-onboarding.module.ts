import type { AppModule } from '../module.js';
import { employeeOnboardingRoutes } from './employee-onboarding.routes.js';
import { employeeRegistrationRoutes } from './employee-registration.routes.js';
import { formerEmploymentAnswerRoutes } from './former-employment-answer.routes.js';

/** The contractor's side of onboarding: personal data, registration steps, companies, invites. */
export const employeeOnboardingModule: AppModule = {
  name: 'employee-onboarding',
  publicRoutes: employeeRegistrationRoutes,
  privateRoutes(app, ctx) {
    employeeOnboardingRoutes?.(app, ctx);
    formerEmploymentAnswerRoutes?.(app, ctx);
  },
};
