/**
 * The ledger's SQL for a period (the акт сверки of modules/reports): each account's sums of entries up to a
 * moment, and the operations of [from, to) summed per Moscow day, type and what they were for. Both read the
 * entries themselves (never the accounts' cache), scoped by the company's id.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LedgerAccountKind, LedgerOperationType } from '../../db/schema/index.js';

export type AccountSumsAtRow = { kind: LedgerAccountKind; posted: string; pending: string };

/** Per account of the company: Σ posted entries and −Σ pending entries of operations made before `at`. */
export async function selectAccountSumsAt(db: Db, customerId: string, at: Date): Promise<AccountSumsAtRow[]> {
  const result = await db.execute(sql`
    select a.kind,
           coalesce(sum(case when e.pending then 0 else e.amount end), 0)::text as posted,
           (-coalesce(sum(case when e.pending then e.amount else 0 end), 0))::text as pending
      from ledger_accounts a
      join ledger_entries e on e.account_id = a.id
      join ledger_operations o on o.id = e.operation_id
     where a.customer_id = ${customerId} and o.customer_id = ${customerId} and o.created_at < ${at.toISOString()}
     group by a.kind`);
  return (result as unknown as { rows: AccountSumsAtRow[] }).rows;
}

export type DailyMovementRow = {
  day: string;
  type: LedgerOperationType;
  referenceKind: string | null;
  count: number;
  amount: string;
};

/** The company's operations of [from, to) per Moscow day (ГГГГ-ММ-ДД), type and reference kind, oldest day first. */
export async function selectDailyMovements(
  db: Db,
  customerId: string,
  from: Date,
  to: Date,
): Promise<DailyMovementRow[]> {
  const result = await db.execute(sql`
    select to_char((o.created_at at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD') as day,
           o.type, o.reference_kind as "referenceKind", count(*)::int as count, sum(o.amount)::text as amount
      from ledger_operations o
     where o.customer_id = ${customerId} and o.created_at >= ${from.toISOString()} and o.created_at < ${to.toISOString()}
     group by 1, 2, 3
     order by 1, 2, 3`);
  return (result as unknown as { rows: DailyMovementRow[] }).rows;
}
