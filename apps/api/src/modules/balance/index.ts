/**
 * Public face of the balance module (profile → balance, the nominal account, DOMAIN §7): the payments
 * block the payouts module obeys, the bank statement's record of executed payments for reconciliation
 * checks, and the reconciliation's entry points (runtime.ts hands it every module's checks).
 */
export type { ReconciliationCheck, ReconciliationFinding } from '../module.js';
export { findStatementPayments } from './balance-reads.js';
export { contractNumberOf, topUpPurpose } from './nominal-account.js';
export { isPaymentsBlocked, type PaymentsBlock, paymentsBlockedError, paymentsBlockOf } from './payments-block.js';
export { readStatement, type StatementReadResult } from './read-statement.js';
export { reconcileAndReport, runReconciliation, useReconciliationChecks } from './reconciliation.js';
