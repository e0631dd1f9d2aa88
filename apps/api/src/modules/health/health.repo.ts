/** The one query of the health check: the database answers. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Fresh planner statistics of every table (what PostgreSQL's autovacuum does by itself). */
export async function analyzeTables(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}
