/**
 * SQL of paying a registry by payment orders (mass-payout-orders.service.ts): how many of the rows «Оплатить»
 * would pay go to a card or by СБП — a payment order moves money between accounts only.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { massPayoutRows } from '../../db/schema/index.js';

/** Payable rows (VALID and confirmed repeats) whose payout method is not a bank account. */
export async function countPayableRowsNotToAccount(db: Db, massPayoutId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(massPayoutRows)
    .where(
      and(
        eq(massPayoutRows.massPayoutId, massPayoutId),
        sql`(${massPayoutRows.state} = 'VALID' or (${massPayoutRows.state} = 'DUPLICATE' and ${massPayoutRows.duplicateConfirmed}))`,
        sql`coalesce(${massPayoutRows.fields}->>'method', '') <> 'ACCOUNT'`,
      ),
    );
  return row!.n;
}
