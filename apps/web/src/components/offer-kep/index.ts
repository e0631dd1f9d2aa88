/**
 * Accepting the platform offer with КЭП (docs/decisions/signatures.md «Custom offer»), for either role:
 * - <OfferAccessionDialog offer onSigned/>: the caller's «Заявление о присоединении к оферте» (offer/custom)
 *   shown and as PDF, then signed through the shared КЭП dialog (offer/sign_kep);
 * - <OfferKepPanel/>: the edition in force and whether the party signed it with КЭП, with «Подписать КЭП»
 *   (the company's agreements page, the contractor's e-signature page);
 * - offer-kep-api: the calls.
 */
export { OfferAccessionDialog } from './offer-accession-dialog';
export { getCustomOffer, getOfferKepToSign, postOfferKep, useCurrentOffer, useCustomOffer } from './offer-kep-api';
export { OfferKepPanel } from './offer-kep-panel';
