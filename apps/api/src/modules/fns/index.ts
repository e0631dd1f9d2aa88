/**
 * Public face of the tax service (docs/decisions/fns.md): the payout eligibility check (every НПД rule
 * with its Russian reason; pass a TxContext to run it inside the payout's transaction, after its locks),
 * registering a payout's income (a receipt, in the payout's transaction) and cancelling a receipt; the
 * watch of receipts the contractor cancelled and the facts modules/risk-alerts reads (fns-risk-facts.ts).
 */

export {
  type CancellationWatchResult,
  type CancelledReceipt,
  watchReceiptCancellations,
} from './receipts/fns-receipt-cancellations.js';
export { receiptOpenLink } from './receipts/fns-receipts.present.js';
export {
  cancelReceipt,
  type IncomeService,
  type RegisterIncomeInput,
  registerIncome,
  registerIncomes,
} from './receipts/fns-receipts.service.js';
export {
  companyPeriodReceipts,
  countCompanyPeriodReceipts,
  type PeriodReceipt,
} from './receipts/fns-receipts-archive.js';
export {
  checkPayoutEligibility,
  type Eligibility,
  type EligibilityCheck,
  type EligibilityJudge,
  type EligibilityQuestion,
  type EligibilityRule,
  payoutEligibilityJudge,
  refreshTaxpayersAhead,
} from './taxpayer/fns-eligibility.js';
export {
  incomeChangedContractors,
  type LostConnection,
  lostConnections,
  type UnregisteredTaxpayer,
  unregisteredTaxpayers,
  yearIncomeKopecks,
} from './taxpayer/fns-risk-facts.js';
