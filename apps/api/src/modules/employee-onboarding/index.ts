/** Public face of the contractor's onboarding: joining a company through an invite link. */
export { joinCompanyByInvite } from './invite-acceptance.service.js';
