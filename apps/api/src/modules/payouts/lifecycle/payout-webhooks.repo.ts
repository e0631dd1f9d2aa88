/** The registry (mass payout) each payout was made from, for the webhook's `registry_id` (issue 30). */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { massPayoutRows } from '../../../db/schema/index.js';

export async function selectPayoutRegistryIds(db: Db, payoutIds: string[]): Promise<Map<string, string>> {
  if (payoutIds.length === 0) return new Map();
  const rows = await db
    .select({ payoutId: massPayoutRows.payoutId, registryId: massPayoutRows.massPayoutId })
    .from(massPayoutRows)
    .where(inArray(massPayoutRows.payoutId, payoutIds));
  return new Map(rows.map((r) => [r.payoutId!, r.registryId]));
}
