/**
 * What the ledger tells: a company's balance (the accounts' cache, kept by the database in the same
 * transaction as every entry), its operations by keyset, a posted balance at a moment (statements),
 * and the reconciliation of the cache against the entries themselves.
 */
import type { AppContext } from '../../context.js';
import type { LedgerAccountKind, LedgerOperationType } from '../../db/schema/index.js';
import { decodeCursor, encodeCursor } from '../../lib/pagination.js';
import {
  countOperations as countOperationRows,
  type LedgerOperationRow,
  type OperationFilter,
  operationOrder,
  selectAccountMismatches,
  selectAccounts,
  selectAvailableAt,
  selectOperations,
  selectUnbalancedOperations,
  selectUnresolvedHolds,
} from './ledger.repo.js';

export type { LedgerOperationType, OperationFilter };

export type LedgerBalance = {
  /** Can be spent now: posted − held. */
  availableKopecks: bigint;
  /** Reserved by HOLDs not yet posted or voided. */
  heldKopecks: bigint;
  blockedKopecks: bigint;
  /** Owed under the credit line (≥ 0). */
  debtKopecks: bigint;
  debtLimitKopecks: bigint;
};

export type LedgerOperation = {
  id: string;
  customerId: string;
  type: LedgerOperationType;
  /** Positive; the direction follows from the type. */
  amountKopecks: bigint;
  description: string;
  /** PAYOUT, MONEYBACK … and its id (a DEBIT / UNHOLD carries its HOLD's). */
  referenceKind: string | null;
  referenceId: string | null;
  resolvesHoldId: string | null;
  /** CREDIT: the bank's reference. */
  externalReference: string | null;
  createdAt: Date;
};

const toOperation = (row: LedgerOperationRow): LedgerOperation => ({
  id: row.id,
  customerId: row.customerId,
  type: row.type,
  amountKopecks: row.amount,
  description: row.description,
  referenceKind: row.referenceKind,
  referenceId: row.referenceId,
  resolvesHoldId: row.resolvesHoldId,
  externalReference: row.externalReference,
  createdAt: row.createdAt,
});

/** The company's money now; zeros before its first operation. */
export async function getBalance(ctx: Pick<AppContext, 'db'>, customerId: string): Promise<LedgerBalance> {
  const accounts = new Map((await selectAccounts(ctx.db, customerId)).map((a) => [a.kind, a]));
  const of = (kind: LedgerAccountKind) => accounts.get(kind);
  const available = of('AVAILABLE');
  return {
    availableKopecks: (available?.posted ?? 0n) - (available?.pending ?? 0n),
    heldKopecks: available?.pending ?? 0n,
    blockedKopecks: of('BLOCKED')?.posted ?? 0n,
    debtKopecks: -(of('DEBT')?.posted ?? 0n),
    debtLimitKopecks: of('DEBT')?.debtLimit ?? 0n,
  };
}

/**
 * One page of the company's operations, newest first. `after` (the previous page's `nextCursor`) reads
 * the page by keyset from the index; without it, or with a cursor of other filters, `offset` decides.
 * A cursor that is not one of ours is a 400 on the field `after`.
 */
export async function listOperations(
  ctx: Pick<AppContext, 'db'>,
  customerId: string,
  input: OperationFilter & { after?: string | undefined; offset?: number; limit: number },
): Promise<{ items: LedgerOperation[]; nextCursor: string | null }> {
  const filter: OperationFilter = {
    types: input.types,
    from: input.from,
    to: input.to,
    amountFrom: input.amountFrom,
    amountTo: input.amountTo,
  };
  const scope = scopeOf(filter);
  const after = input.after ? decodeCursor(input.after, scope, operationOrder.length) : undefined;
  const rows = await selectOperations(ctx.db, customerId, filter, {
    limit: input.limit,
    offset: input.offset ?? 0,
    after,
  });
  const last = rows.at(-1);
  return {
    items: rows.map(toOperation),
    nextCursor: last && rows.length === input.limit ? encodeCursor(scope, last.cursorKey) : null,
  };
}

const scopeOf = (filter: OperationFilter) =>
  JSON.stringify([
    'ledger-operations',
    [...(filter.types ?? [])].sort(),
    filter.from?.toISOString() ?? null,
    filter.to?.toISOString() ?? null,
    filter.amountFrom?.toString() ?? null,
    filter.amountTo?.toString() ?? null,
  ]);

/** How many of the company's operations match the filter. */
export const countOperations = (ctx: Pick<AppContext, 'db'>, customerId: string, filter: OperationFilter) =>
  countOperationRows(ctx.db, customerId, filter);

/** The company's posted money (held included, blocked not) just before `at`: a statement's opening balance. */
export const postedBalanceAt = (ctx: Pick<AppContext, 'db'>, customerId: string, at: Date) =>
  selectAvailableAt(ctx.db, customerId, at);

export type Mismatch =
  | {
      kind: 'ACCOUNT_CACHE';
      accountId: string;
      customerId: string;
      accountKind: LedgerAccountKind;
      cachedPostedKopecks: bigint;
      cachedPendingKopecks: bigint;
      entriesPostedKopecks: bigint;
      entriesPendingKopecks: bigint;
    }
  | {
      kind: 'UNBALANCED_OPERATION';
      operationId: string;
      customerId: string;
      postedSumKopecks: bigint;
      pendingSumKopecks: bigint;
    };

/**
 * Every account whose cached posted / pending differ from the sum of its entries, and every operation
 * whose legs do not sum to zero: empty when the ledger is whole. Reads every entry (the nightly job),
 * or one company's.
 */
export async function reconcileBalances(
  ctx: Pick<AppContext, 'db'>,
  options: { customerId?: string } = {},
): Promise<Mismatch[]> {
  const accounts = await selectAccountMismatches(ctx.db, options.customerId);
  const operations = await selectUnbalancedOperations(ctx.db, options.customerId);
  return [
    ...accounts.map(
      (a): Mismatch => ({
        kind: 'ACCOUNT_CACHE',
        accountId: a.accountId,
        customerId: a.customerId,
        accountKind: a.kind,
        cachedPostedKopecks: BigInt(a.cachedPosted),
        cachedPendingKopecks: BigInt(a.cachedPending),
        entriesPostedKopecks: BigInt(a.entriesPosted),
        entriesPendingKopecks: BigInt(a.entriesPending),
      }),
    ),
    ...operations.map(
      (o): Mismatch => ({
        kind: 'UNBALANCED_OPERATION',
        operationId: o.operationId,
        customerId: o.customerId,
        postedSumKopecks: BigInt(o.posted),
        pendingSumKopecks: BigInt(o.pending),
      }),
    ),
  ];
}

/** HOLDs older than `olderThan` still neither posted nor voided (a stuck payout), oldest first. */
export async function findUnresolvedHolds(
  ctx: Pick<AppContext, 'db'>,
  input: { olderThan: Date; limit: number },
): Promise<LedgerOperation[]> {
  return (await selectUnresolvedHolds(ctx.db, input.olderThan, input.limit)).map(toOperation);
}
