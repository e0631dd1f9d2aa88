/** Applies the drizzle-kit SQL migrations; the same files on both engines. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.js';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the union of drizzle drivers has no common migrator type
    await migratePglite(database.db as any, { migrationsFolder });
    // PGlite has no autovacuum: without statistics the planner reads every table as empty and picks
    // plans that take seconds once a table holds thousands of rows (health.jobs.ts keeps them fresh).
    await database.db.execute(sql`analyze`);
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: as above
    await migratePg(database.db as any, { migrationsFolder });
  }
}
