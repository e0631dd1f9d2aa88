/**
 * One database handle for both engines: PGlite (embedded, persisted under DATA_DIR) or a PostgreSQL
 * server (DATABASE_URL). Everything above this file is engine-agnostic.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.js';

/** The drivers differ only below this common type; a transaction is one too, so repositories take `Db`. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** The raw engine, for the migrator and the tests' data-dir dumps. */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  databaseUrl?: string | undefined;
  /** PGlite data directory; omitted means in-memory. */
  dataDir?: string | undefined;
  /** A PGlite data-dir dump to start from (migrated template used by tests). */
  loadDataDir?: Blob | File | undefined;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, admin) must not crash the process: the
    // pool discards it and the next query opens a new one.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    // Trigram indexes of the lists' text search (migration 0009); PGlite loads contrib code only when asked.
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return { kind: 'pglite', db, pglite, close: () => pglite.close() };
}
