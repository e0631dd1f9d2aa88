/**
 * Accepting the platform offer with КЭП (docs/decisions/signatures.md «Custom offer»), for either role:
 * - <OfferAccessionDialog offer onSigned/>: the caller's «Заявление о присоединении к оферте» (offer/custom)
 *   shown and as PDF, then signed through the shared КЭП dialog (offer/sign_kep);
 * - offer-kep-api: the four calls.
 */
export { OfferAccessionDialog } from './offer-accession-dialog';
export { getCustomOffer, getOfferKepToSign, postOfferKep, useCustomOffer } from './offer-kep-api';
