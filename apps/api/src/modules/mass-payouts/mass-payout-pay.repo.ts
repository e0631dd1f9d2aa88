/**
 * SQL of paying a registry (mass-payout-pay.jobs.ts): the rows to pay in file order after a cursor, what
 * they still reserve, the rows made payouts or failed, and the outcome counts read from the payouts.
 * Scoped by the registry, whose owner the caller has checked.
 */
import type { PayoutStatus } from '@vyplaty/contracts';
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fnsReceipts, massPayoutRows, payouts } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

/** VALID rows and repeats the company confirmed: what «Оплатить» pays. */
const payable = sql`(${massPayoutRows.state} = 'VALID' or (${massPayoutRows.state} = 'DUPLICATE' and ${massPayoutRows.duplicateConfirmed}))`;

export async function selectPayableRowsAfter(db: Db, massPayoutId: string, afterRow: number, limit: number) {
  return db
    .select()
    .from(massPayoutRows)
    .where(and(eq(massPayoutRows.massPayoutId, massPayoutId), gt(massPayoutRows.rowNumber, afterRow), payable))
    .orderBy(asc(massPayoutRows.rowNumber))
    .limit(limit);
}

/** The contractors of the rows to pay, each once (the FNS facts asked ahead of the bank, mass-payout-pay.jobs.ts). */
export async function selectPayableContractorIds(db: Db, massPayoutId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ employeeId: massPayoutRows.employeeId })
    .from(massPayoutRows)
    .where(and(eq(massPayoutRows.massPayoutId, massPayoutId), isNotNull(massPayoutRows.employeeId), payable));
  return rows.map((row) => row.employeeId!);
}

/** Rows to pay and what they would take from the balance (net), after `afterRow`. */
export async function sumPayableAfter(db: Db, massPayoutId: string, afterRow: number) {
  const [row] = await db
    .select({
      rows: sql<number>`count(*)::int`,
      net: sql<string>`coalesce(sum(${massPayoutRows.netKopecks}), 0)::text`,
    })
    .from(massPayoutRows)
    .where(and(eq(massPayoutRows.massPayoutId, massPayoutId), gt(massPayoutRows.rowNumber, afterRow), payable));
  return { rows: row!.rows, netKopecks: BigInt(row!.net) };
}

/** Rows that stop a FAIL_ERRORS registry: INVALID ones and repeats not confirmed. */
export async function countBlockingRows(db: Db, massPayoutId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(massPayoutRows)
    .where(
      and(
        eq(massPayoutRows.massPayoutId, massPayoutId),
        sql`(${massPayoutRows.state} = 'INVALID' or (${massPayoutRows.state} = 'DUPLICATE' and not ${massPayoutRows.duplicateConfirmed}))`,
      ),
    );
  return row!.n;
}

export async function markRowsPaid(tx: Tx, rows: { id: string; payoutId: string }[]) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::uuid, ${r.payoutId}::uuid)`),
    sql`, `,
  );
  await tx.execute(sql`
    update mass_payout_rows as r set state = 'PAYOUT_CREATED', payout_id = v.payout_id, errors = '{}'
    from (values ${values}) as v(id, payout_id) where r.id = v.id`);
}

export async function markRowsFailed(tx: Tx, rows: { id: string; errors: string[] }[]) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::uuid, ${JSON.stringify(r.errors)}::jsonb)`),
    sql`, `,
  );
  await tx.execute(sql`
    update mass_payout_rows as r set state = 'FAILED', errors = array(select jsonb_array_elements_text(v.errors))
    from (values ${values}) as v(id, errors) where r.id = v.id`);
}

/** The payouts made of the registry's rows, in file order. */
export async function selectRegistryPayoutIds(db: Db, massPayoutId: string): Promise<string[]> {
  const rows = await db
    .select({ payoutId: massPayoutRows.payoutId })
    .from(massPayoutRows)
    .where(and(eq(massPayoutRows.massPayoutId, massPayoutId), isNotNull(massPayoutRows.payoutId)))
    .orderBy(asc(massPayoutRows.rowNumber));
  return rows.map((r) => r.payoutId!);
}

/** How the registry's paying stands: payouts DONE, rows not paid (FAILED, payouts DECLINED/ERROR), in flight. */
export async function countPayOutcomes(db: Db, massPayoutId: string) {
  const [row] = await db
    .select({
      paid: sql<number>`count(*) filter (where ${payouts.status} = 'DONE')::int`,
      failedPayouts: sql<number>`count(*) filter (where ${payouts.status} in ('DECLINED', 'ERROR'))::int`,
      inFlight: sql<number>`count(*) filter (where ${payouts.status} in ('CREATED', 'PENDING'))::int`,
      failedRows: sql<number>`count(*) filter (where ${massPayoutRows.state} = 'FAILED')::int`,
    })
    .from(massPayoutRows)
    .leftJoin(payouts, eq(payouts.id, massPayoutRows.payoutId))
    .where(
      and(eq(massPayoutRows.massPayoutId, massPayoutId), inArray(massPayoutRows.state, ['PAYOUT_CREATED', 'FAILED'])),
    );
  return {
    paid: row!.paid,
    failed: row!.failedPayouts + row!.failedRows,
    inFlight: row!.inFlight,
  };
}

/** The rows' payouts' numbers and statuses, for the row page. */
export async function selectRowPayouts(db: Db, customerId: string, payoutIds: string[]) {
  if (payoutIds.length === 0) return new Map<string, { number: number; status: PayoutStatus }>();
  const rows = await db
    .select({ id: payouts.id, number: payouts.number, status: payouts.status })
    .from(payouts)
    .where(and(eq(payouts.customerId, customerId), inArray(payouts.id, payoutIds)));
  return new Map(rows.map((r) => [r.id, { number: r.number, status: r.status }]));
}

/** A page of the registry's rows after `afterRow` with their payouts and receipts (the result report). */
export async function selectReportRows(
  db: Db,
  customerId: string,
  massPayoutId: string,
  afterRow: number,
  limit: number,
) {
  return db
    .select({
      rowNumber: massPayoutRows.rowNumber,
      state: massPayoutRows.state,
      fields: massPayoutRows.fields,
      amountKopecks: massPayoutRows.amountKopecks,
      ndflKopecks: massPayoutRows.ndflKopecks,
      netKopecks: massPayoutRows.netKopecks,
      errors: massPayoutRows.errors,
      payoutNumber: payouts.number,
      payoutStatus: payouts.status,
      payoutReason: payouts.reason,
      paidAt: payouts.paidAt,
      receiptLink: fnsReceipts.link,
    })
    .from(massPayoutRows)
    .leftJoin(payouts, and(eq(payouts.id, massPayoutRows.payoutId), eq(payouts.customerId, customerId)))
    .leftJoin(fnsReceipts, eq(fnsReceipts.payoutId, massPayoutRows.payoutId))
    .where(and(eq(massPayoutRows.massPayoutId, massPayoutId), gt(massPayoutRows.rowNumber, afterRow)))
    .orderBy(asc(massPayoutRows.rowNumber))
    .limit(limit);
}
export type ReportRow = Awaited<ReturnType<typeof selectReportRows>>[number];
