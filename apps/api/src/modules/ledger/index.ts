/**
 * Public face of the ledger (DOMAIN §7): the company's money as double-entry, append-only operations in
 * integer kopecks. The lowest money layer: it knows nothing of payouts. Every writer takes the caller's
 * `TxContext` and locks the company's accounts in ascending id, after the rows the caller has locked
 * (company → contractor → payout, ADR 009). docs/decisions/ledger.md has the design.
 */
export type { LedgerAccountKind, LedgerOperationType } from '../../db/schema/index.js';
export { holdMany, postHolds } from './ledger-batch-postings.js';
export { balanceAt, type DailyMovement, dailyMovements, type LedgerBalanceAt } from './ledger-period.js';
export {
  block,
  credit,
  debt,
  type HoldReferenceKind,
  hold,
  insufficientFunds,
  type LedgerTxContext,
  type MovementInput,
  postHold,
  setDebtLimit,
  unblock,
  undebt,
  voidHold,
} from './ledger-postings.js';
export {
  countOperations,
  findUnresolvedHolds,
  getBalance,
  type LedgerBalance,
  type LedgerOperation,
  listOperations,
  type Mismatch,
  type OperationFilter,
  postedBalanceAt,
  reconcileBalances,
} from './ledger-reads.js';
