/**
 * SQL of a registry's payment orders (registry-orders.ts): the payouts claimed for orders, the registry's
 * row (its payouts in file order, the file's time), and each payout's own order rows — signed and taken
 * to the bank by payment-order/, one order each. Scoped by the company.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { payoutPaymentOrders, payouts, registryPaymentOrders } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/transaction.js';

export type RegistryOrdersRow = typeof registryPaymentOrders.$inferSelect;

/**
 * The payouts taken out of the nominal way in the caller's transaction: PENDING and never handed to the
 * nominal account's bank → PAYMENT_ORDER (payouts.execute, the bank registries and the poll leave them).
 * Returns those claimed, in no particular order.
 */
export async function claimPayoutsForOrders(tx: Tx, customerId: string, payoutIds: string[], now: Date) {
  if (payoutIds.length === 0) return [];
  const rows = await tx
    .update(payouts)
    .set({ bankState: 'PAYMENT_ORDER', updatedAt: now })
    .where(
      and(
        eq(payouts.customerId, customerId),
        inArray(payouts.id, payoutIds),
        eq(payouts.status, 'PENDING'),
        eq(payouts.bankState, 'NOT_SENT'),
      ),
    )
    .returning({ id: payouts.id });
  return rows.map((r) => r.id);
}

/** The registry's orders fixed once (a rerun of the pay job's last step inserts nothing). */
export async function insertRegistryOrders(tx: Tx, row: typeof registryPaymentOrders.$inferInsert) {
  await tx.insert(registryPaymentOrders).values(row).onConflictDoNothing();
}

const own = (customerId: string, id: string) =>
  and(eq(registryPaymentOrders.customerId, customerId), eq(registryPaymentOrders.id, id));

export async function selectRegistryOrders(db: Db, customerId: string, id: string) {
  const [row] = await db.select().from(registryPaymentOrders).where(own(customerId, id));
  return row;
}

export async function lockRegistryOrders(tx: Tx, customerId: string, id: string) {
  const [row] = await tx.select().from(registryPaymentOrders).where(own(customerId, id)).for('update');
  return row;
}

/** The payouts' own order rows (their state at the bank). */
export async function selectPayoutOrders(db: Db, customerId: string, payoutIds: string[]) {
  if (payoutIds.length === 0) return [];
  return db
    .select()
    .from(payoutPaymentOrders)
    .where(and(eq(payoutPaymentOrders.customerId, customerId), inArray(payoutPaymentOrders.payoutId, payoutIds)));
}
