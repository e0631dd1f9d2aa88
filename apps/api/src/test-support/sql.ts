/** Raw reads for assertions on what the database holds. */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
