/** What a statement holds, shared by its two file formats. */
import type { BalanceOperation } from '@vyplaty/contracts';
import type { LedgerOperation } from '../ledger/index.js';

/** What an operation does to the company's posted money (HOLD and UNHOLD only reserve and release it). */
export const POSTED_EFFECT: Readonly<Record<BalanceOperation, -1 | 0 | 1>> = {
  CREDIT: 1,
  DEBIT: -1,
  HOLD: 0,
  UNHOLD: 0,
  BLOCK: -1,
  UNBLOCK: 1,
  DEBT: 1,
  UNDEBT: -1,
};

export type Statement = {
  company: { name: string; inn: string; contractNumber: string };
  dateFrom: string;
  dateTo: string;
  openingKopecks: bigint;
  closingKopecks: bigint;
  inKopecks: bigint;
  outKopecks: bigint;
  operations: LedgerOperation[];
  createdAt: Date;
};
