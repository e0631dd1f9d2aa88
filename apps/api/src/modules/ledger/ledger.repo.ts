/**
 * The ledger's SQL. Writers only insert (operations and entries are append-only; the accounts' cache
 * is moved by the database's entry trigger), and lock accounts in ascending id. Every read of a
 * company's money takes the customer id and filters by it.
 */
import { and, asc, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertJsonRows } from '../../db/insert-json.js';
import {
  type LedgerAccountKind,
  type LedgerOperationType,
  ledgerAccountKinds,
  ledgerAccounts,
  ledgerEntries,
  ledgerOperations,
} from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';
import { type KeyValue, keysetAfter, type SortKeyPart } from '../../lib/pagination.js';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerOperationRow = typeof ledgerOperations.$inferSelect;
export type NewLedgerOperation = Omit<typeof ledgerOperations.$inferInsert, 'id'>;
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;

/**
 * The company's accounts of these kinds, locked for the transaction in ascending id (ADR 009: after
 * the company, contractor and payout rows the caller holds). A company's accounts are created on its
 * first posting, all five at once.
 */
export async function lockAccounts(
  tx: Tx,
  customerId: string,
  kinds: readonly LedgerAccountKind[],
): Promise<Map<LedgerAccountKind, LedgerAccountRow>> {
  const read = () =>
    tx
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.customerId, customerId), inArray(ledgerAccounts.kind, [...kinds])))
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
  let rows = await read();
  if (rows.length < kinds.length) {
    await tx
      .insert(ledgerAccounts)
      .values(ledgerAccountKinds.map((kind) => ({ customerId, kind })))
      .onConflictDoNothing();
    rows = await read();
  }
  return new Map(rows.map((row) => [row.kind, row]));
}

/** The company's accounts as they are (no lock); none before its first posting. */
export async function selectAccounts(db: Db, customerId: string): Promise<LedgerAccountRow[]> {
  return db.select().from(ledgerAccounts).where(eq(ledgerAccounts.customerId, customerId));
}

/** debt_limit is the one column of an account written directly (the DEBT CHECK bounds it). */
export async function updateDebtLimit(tx: Tx, accountId: bigint, limit: bigint): Promise<void> {
  await tx.update(ledgerAccounts).set({ debtLimit: limit }).where(eq(ledgerAccounts.id, accountId));
}

export async function insertOperation(tx: Tx, operation: NewLedgerOperation): Promise<LedgerOperationRow> {
  const [row] = await tx.insert(ledgerOperations).values(operation).returning();
  return row!;
}

/** A CREDIT unless its bank reference was credited already (then nothing is inserted: undefined). */
export async function insertCreditOnce(tx: Tx, operation: NewLedgerOperation): Promise<LedgerOperationRow | undefined> {
  const [row] = await tx
    .insert(ledgerOperations)
    .values(operation)
    .onConflictDoNothing({ target: ledgerOperations.externalReference })
    .returning();
  return row;
}

export async function selectOperationByExternalReference(db: Db, externalReference: string) {
  const [row] = await db
    .select()
    .from(ledgerOperations)
    .where(eq(ledgerOperations.externalReference, externalReference));
  return row;
}

/** Several operations in one statement, returned in the order given. */
export async function insertOperations(tx: Tx, operations: NewLedgerOperation[]): Promise<LedgerOperationRow[]> {
  if (operations.length === 0) return [];
  return insertJsonRows(tx, ledgerOperations, operations).returning();
}

export async function selectOperationsByIds(db: Db, ids: string[]): Promise<LedgerOperationRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(ledgerOperations).where(inArray(ledgerOperations.id, ids));
}

/** The DEBITs or UNHOLDs that resolved any of these HOLDs. */
export async function selectResolutions(db: Db, holdIds: string[]): Promise<LedgerOperationRow[]> {
  if (holdIds.length === 0) return [];
  return db.select().from(ledgerOperations).where(inArray(ledgerOperations.resolvesHoldId, holdIds));
}

/** All legs of an operation in one statement: the database checks the whole operation after it. */
export async function insertEntries(tx: Tx, entries: NewLedgerEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await insertJsonRows(tx, ledgerEntries, entries);
}

export async function selectOperation(db: Db, id: string): Promise<LedgerOperationRow | undefined> {
  const [row] = await db.select().from(ledgerOperations).where(eq(ledgerOperations.id, id));
  return row;
}

/** The DEBIT or UNHOLD that resolved this HOLD, if any. */
export async function selectResolution(db: Db, holdId: string): Promise<LedgerOperationRow | undefined> {
  const [row] = await db.select().from(ledgerOperations).where(eq(ledgerOperations.resolvesHoldId, holdId));
  return row;
}

export type OperationFilter = {
  types?: readonly LedgerOperationType[] | undefined;
  /** Created at or after. */
  from?: Date | undefined;
  /** Created before. */
  to?: Date | undefined;
  amountFrom?: bigint | undefined;
  amountTo?: bigint | undefined;
};

const whereOperations = (customerId: string, filter: OperationFilter): SQL =>
  and(
    eq(ledgerOperations.customerId, customerId),
    filter.types && filter.types.length > 0 ? inArray(ledgerOperations.type, [...filter.types]) : undefined,
    filter.from ? gte(ledgerOperations.createdAt, filter.from) : undefined,
    filter.to ? lt(ledgerOperations.createdAt, filter.to) : undefined,
    filter.amountFrom !== undefined ? gte(ledgerOperations.amount, filter.amountFrom) : undefined,
    filter.amountTo !== undefined ? lte(ledgerOperations.amount, filter.amountTo) : undefined,
  )!;

/** Newest first, the id breaking ties: the key of the keyset (index ledger_operations_customer_created). */
export const operationOrder: SortKeyPart[] = [
  { key: ledgerOperations.createdAt, direction: 'DESC', type: 'timestamptz', notNull: true },
  { key: ledgerOperations.id, direction: 'DESC', type: 'uuid', notNull: true },
];

/** One page of the company's operations: `offset` rows skipped, or the rows after `after` (the key values). */
export async function selectOperations(
  db: Db,
  customerId: string,
  filter: OperationFilter,
  page: { limit: number; offset: number; after?: KeyValue[] | undefined },
): Promise<(LedgerOperationRow & { cursorKey: KeyValue[] })[]> {
  return db
    .select({
      ...ledgerOperationColumns,
      cursorKey: sql<KeyValue[]>`json_build_array(${ledgerOperations.createdAt}::text, ${ledgerOperations.id}::text)`,
    })
    .from(ledgerOperations)
    .where(and(whereOperations(customerId, filter), page.after ? keysetAfter(operationOrder, page.after) : undefined))
    .orderBy(desc(ledgerOperations.createdAt), desc(ledgerOperations.id))
    .limit(page.limit)
    .offset(page.after ? 0 : page.offset);
}

const ledgerOperationColumns = {
  id: ledgerOperations.id,
  customerId: ledgerOperations.customerId,
  type: ledgerOperations.type,
  amount: ledgerOperations.amount,
  referenceKind: ledgerOperations.referenceKind,
  referenceId: ledgerOperations.referenceId,
  resolvesHoldId: ledgerOperations.resolvesHoldId,
  externalReference: ledgerOperations.externalReference,
  description: ledgerOperations.description,
  createdAt: ledgerOperations.createdAt,
};

export async function countOperations(db: Db, customerId: string, filter: OperationFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerOperations)
    .where(whereOperations(customerId, filter));
  return row?.n ?? 0;
}

/** The company's AVAILABLE posted balance from the entries of operations made before `at`. */
export async function selectAvailableAt(db: Db, customerId: string, at: Date): Promise<bigint> {
  const [row] = await db
    .select({ posted: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerOperations, eq(ledgerOperations.id, ledgerEntries.operationId))
    .where(
      and(
        eq(ledgerAccounts.customerId, customerId),
        eq(ledgerAccounts.kind, 'AVAILABLE'),
        eq(ledgerEntries.pending, false),
        lt(ledgerOperations.createdAt, at),
      ),
    );
  return BigInt(row?.posted ?? '0');
}

export type AccountSums = {
  accountId: string;
  customerId: string;
  kind: LedgerAccountKind;
  cachedPosted: string;
  cachedPending: string;
  entriesPosted: string;
  entriesPending: string;
};

/** Accounts whose cached posted / pending differ from their entries (all companies, or one). */
export async function selectAccountMismatches(db: Db, customerId?: string): Promise<AccountSums[]> {
  const result = await db.execute(sql`
    select a.id::text as "accountId", a.customer_id as "customerId", a.kind,
           a.posted::text as "cachedPosted", a.pending::text as "cachedPending",
           coalesce(sum(case when e.pending then 0 else e.amount end), 0)::text as "entriesPosted",
           (-coalesce(sum(case when e.pending then e.amount else 0 end), 0))::text as "entriesPending"
      from ledger_accounts a
      left join ledger_entries e on e.account_id = a.id
     ${customerId ? sql`where a.customer_id = ${customerId}` : sql``}
     group by a.id
    having a.posted <> coalesce(sum(case when e.pending then 0 else e.amount end), 0)
        or a.pending <> -coalesce(sum(case when e.pending then e.amount else 0 end), 0)
     order by a.id`);
  return (result as unknown as { rows: AccountSums[] }).rows;
}

export type UnbalancedOperation = { operationId: string; customerId: string; posted: string; pending: string };

/** Operations whose legs do not sum to zero, posted and pending apart (or that have no legs). */
export async function selectUnbalancedOperations(db: Db, customerId?: string): Promise<UnbalancedOperation[]> {
  const result = await db.execute(sql`
    select o.id as "operationId", o.customer_id as "customerId",
           coalesce(sum(case when e.pending then 0 else e.amount end), 0)::text as posted,
           coalesce(sum(case when e.pending then e.amount else 0 end), 0)::text as pending
      from ledger_operations o
      left join ledger_entries e on e.operation_id = o.id
     ${customerId ? sql`where o.customer_id = ${customerId}` : sql``}
     group by o.id
    having count(e.leg) < 2
        or coalesce(sum(case when e.pending then 0 else e.amount end), 0) <> 0
        or coalesce(sum(case when e.pending then e.amount else 0 end), 0) <> 0`);
  return (result as unknown as { rows: UnbalancedOperation[] }).rows;
}

/** HOLDs made before `before` that nothing has posted or voided yet, oldest first. */
export async function selectUnresolvedHolds(db: Db, before: Date, limit: number): Promise<LedgerOperationRow[]> {
  const resolution = sql`select 1 from ledger_operations r where r.resolves_hold_id = ${ledgerOperations.id}`;
  return db
    .select(ledgerOperationColumns)
    .from(ledgerOperations)
    .where(
      and(eq(ledgerOperations.type, 'HOLD'), lt(ledgerOperations.createdAt, before), sql`not exists (${resolution})`),
    )
    .orderBy(asc(ledgerOperations.createdAt))
    .limit(limit);
}
