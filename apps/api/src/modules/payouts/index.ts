/**
 * Public face of payouts (docs/decisions/payouts.md): НПД and individual payouts of a company, their
 * lifecycle through the ledger and the bank, the contractor's view, the services catalogue. Other
 * modules (mass payouts, tasks, the demo seed, the reconciliation) use these.
 */
export { type IndividualTax, individualTax, yearContributionsKopecks, yearNdflKopecks } from './tax/individual-tax.js';
