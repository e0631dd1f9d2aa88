/** СБП participants (reference data, the same for everyone). */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sbpBanks } from '../../db/schema/index.js';

export type SbpBankRow = typeof sbpBanks.$inferSelect;

export const selectSbpBanks = (db: Db): Promise<SbpBankRow[]> =>
  db.select().from(sbpBanks).orderBy(asc(sbpBanks.sortOrder), asc(sbpBanks.name));

export async function selectSbpBank(db: Db, id: string): Promise<SbpBankRow | undefined> {
  const [row] = await db.select().from(sbpBanks).where(eq(sbpBanks.id, id));
  return row;
}
