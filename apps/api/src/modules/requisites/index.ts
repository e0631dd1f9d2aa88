/** Public face of the contractor's payout requisites (bank account, card, СБП; one primary). */
export { cardCipher, findRequisites, toRequisite } from './requisites.service.js';
