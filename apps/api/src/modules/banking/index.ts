/** Public face of the nominal account (sber/balance): the binding's state and its request. */
export { getSberBalance, requestSberBinding } from './banking.service.js';
