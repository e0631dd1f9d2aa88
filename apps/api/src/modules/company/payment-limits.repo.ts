/** Payment limits of a company: a history of rows, the newest per kind is in force. */

import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentLimits } from '../../db/schema/index.js';

export type PaymentLimitRow = typeof paymentLimits.$inferSelect;

/** The newest row of each kind the company has. */
export async function selectLimitsInForce(db: Db, customerId: string): Promise<PaymentLimitRow[]> {
  const rows = await db
    .select()
    .from(paymentLimits)
    .where(eq(paymentLimits.customerId, customerId))
    .orderBy(desc(paymentLimits.createdAt), desc(paymentLimits.id));
  const newest = new Map<string, PaymentLimitRow>();
  for (const row of rows) if (!newest.has(row.kind)) newest.set(row.kind, row);
  return [...newest.values()];
}

export async function insertLimits(
  tx: Db,
  customerId: string,
  values: { kind: PaymentLimitRow['kind']; amountKopecks: bigint }[],
  setBy: string,
  now: Date,
) {
  if (values.length === 0) return;
  await tx.insert(paymentLimits).values(values.map((v) => ({ ...v, customerId, setBy, createdAt: now })));
}
