/**
 * Public face of the company's bank integrations: the nominal account (sber/balance) and the company's
 * own bank through 1C:DirectBank (its live session, for sending payment orders).
 */
export { getSberBalance, requestSberBinding } from './banking.service.js';
export { activeDirectBankSession } from './direct-bank.service.js';
