/**
 * A company's money over a period, from the ledger's entries (the акт сверки, docs/decisions/reports.md):
 * the accounts as they stood at a moment, and the operations of the period summed per Moscow day.
 */
import type { AppContext } from '../../context.js';
import type { LedgerOperationType } from '../../db/schema/index.js';
import { selectAccountSumsAt, selectDailyMovements } from './ledger-period.repo.js';

/** The balance screen's figures as they stood just before `at` (getBalance's, from the entries up to then). */
export type LedgerBalanceAt = {
  /** Posted on AVAILABLE (what can be spent plus what is held). */
  postedKopecks: bigint;
  heldKopecks: bigint;
  blockedKopecks: bigint;
  debtKopecks: bigint;
};

export async function balanceAt(ctx: Pick<AppContext, 'db'>, customerId: string, at: Date): Promise<LedgerBalanceAt> {
  const rows = new Map((await selectAccountSumsAt(ctx.db, customerId, at)).map((r) => [r.kind, r]));
  const posted = (kind: 'AVAILABLE' | 'BLOCKED' | 'DEBT') => BigInt(rows.get(kind)?.posted ?? '0');
  return {
    postedKopecks: posted('AVAILABLE'),
    heldKopecks: BigInt(rows.get('AVAILABLE')?.pending ?? '0'),
    blockedKopecks: posted('BLOCKED'),
    debtKopecks: -posted('DEBT'),
  };
}

export type DailyMovement = {
  /** ГГГГ-ММ-ДД in Moscow. */
  day: string;
  type: LedgerOperationType;
  referenceKind: string | null;
  count: number;
  amountKopecks: bigint;
};

/** The operations of [from, to), summed per Moscow day, type and what they were for; oldest day first. */
export async function dailyMovements(
  ctx: Pick<AppContext, 'db'>,
  customerId: string,
  from: Date,
  to: Date,
): Promise<DailyMovement[]> {
  return (await selectDailyMovements(ctx.db, customerId, from, to)).map((r) => ({
    day: r.day,
    type: r.type,
    referenceKind: r.referenceKind,
    count: Number(r.count),
    amountKopecks: BigInt(r.amount),
  }));
}
