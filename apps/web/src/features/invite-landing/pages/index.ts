// The public landing page of a company's invite link.
export { InviteLandingPage } from './invite-landing-page';
