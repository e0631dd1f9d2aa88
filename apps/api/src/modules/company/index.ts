/** Public face of the company's own settings: payment limits in force (the payout slices enforce them) and the profile edit. */

export { updateCompanyProfile } from './company.service.js';
export { getPaymentLimits, type LimitInForce, limitsInForce, setPaymentLimits } from './payment-limits.service.js';
