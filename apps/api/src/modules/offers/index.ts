/** Public face of the offers module: the current offer and its acceptance (by a click or by КЭП: own routes). */
export { hasAcceptedCurrentOffer } from './offer-download.service.js';
export {
  findPendingOffer,
  getCurrentOffer,
  recordOfferAcceptance,
  requireCurrentOffer,
  toOfferSummary,
} from './offers.service.js';
