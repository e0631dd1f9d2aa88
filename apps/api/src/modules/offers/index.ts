/** Public face of the offers module: the current offer and its acceptance. */
export {
  findPendingOffer,
  getCurrentOffer,
  recordOfferAcceptance,
  requireCurrentOffer,
  toOfferSummary,
} from './offers.service.js';
