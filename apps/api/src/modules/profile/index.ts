/** Public face of the profile module: the company profile and the contractor record as the caller sees them. */
export { getCustomerProfile, getEmployee } from './profile.service.js';
