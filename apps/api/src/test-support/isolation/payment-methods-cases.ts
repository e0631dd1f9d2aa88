/**
 * Isolation cases of issue 28's company calls without a foreign id: the accepted offer (user/offer/download)
 * and the ways to pay (user/payment_methods). B gets its own offer and its own connections, Y is refused (403).
 */
import { type CaseTable, selfScoped } from './cases.js';

export const paymentMethodsCases: CaseTable = {
  // The edition B accepted (its PDF, or B's own КЭП zip): nothing of A's acceptance or signature.
  'GET /v1/user/offer/download': selfScoped('customer'),
  // B's nominal account, bank account and bank session only.
  'GET /v1/user/payment_methods': selfScoped('customer'),
};
