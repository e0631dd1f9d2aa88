/** SQL of the payouts' bank registries (payout_bank_registries; bank-registry.jobs.ts has the steps). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { type PayoutBankRegistryState, payoutBankRegistries } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/transaction.js';

export type BankRegistryRow = typeof payoutBankRegistries.$inferSelect;
export type BankRegistryChange = Partial<
  Pick<BankRegistryRow, 'state' | 'correlationId' | 'bankRegistryId' | 'error' | 'payoutIds'>
>;

export async function insertBankRegistries(
  tx: Tx,
  rows: { customerId: string; reference: string; createType: BankRegistryRow['createType']; payoutIds: string[] }[],
): Promise<BankRegistryRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(payoutBankRegistries).values(rows).returning();
}

export async function selectBankRegistry(db: Db, id: string): Promise<BankRegistryRow | undefined> {
  const [row] = await db.select().from(payoutBankRegistries).where(eq(payoutBankRegistries.id, id));
  return row;
}

export async function lockBankRegistry(tx: Tx, id: string): Promise<BankRegistryRow | undefined> {
  const [row] = await tx.select().from(payoutBankRegistries).where(eq(payoutBankRegistries.id, id)).for('update');
  return row;
}

export async function updateBankRegistry(db: Db, id: string, change: BankRegistryChange, now: Date): Promise<void> {
  await db
    .update(payoutBankRegistries)
    .set({ ...change, updatedAt: now })
    .where(eq(payoutBankRegistries.id, id));
}

/** The registries that carry a reference (a mass payout's), in the order they were made. */
export async function selectBankRegistriesOf(db: Db, reference: string): Promise<BankRegistryRow[]> {
  return db
    .select()
    .from(payoutBankRegistries)
    .where(eq(payoutBankRegistries.reference, reference))
    .orderBy(payoutBankRegistries.createdAt, payoutBankRegistries.id);
}

export const isFinal = (state: PayoutBankRegistryState) => state === 'DONE' || state === 'FAILED';
