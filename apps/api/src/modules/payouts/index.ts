/**
 * Public face of payouts (docs/decisions/payouts.md): НПД and individual payouts of a company, their
 * lifecycle through the ledger and the bank, the contractor's view, the services catalogue. Other
 * modules (mass payouts, tasks, the demo seed, the reconciliation) use these.
 */

export { cancelPayout, repeatPayout } from './lifecycle/payout-changes.service.js';
export { BANK_UNREACHABLE_REASON, markSending as markPayoutSent } from './lifecycle/payout-jobs.js';
export { settleFailed, settlePaid } from './lifecycle/payout-settlement.js';
export { createPayouts } from './lifecycle/payouts-create.service.js';
export { type IndividualTax, individualTax, yearContributionsKopecks, yearNdflKopecks } from './tax/individual-tax.js';
