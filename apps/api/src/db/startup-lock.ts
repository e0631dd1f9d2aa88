/**
 * Several processes on one PostgreSQL (API processes and job workers, docs/scale-out.md) start at
 * once: migrations and the start-up seeds must run in one of them at a time, or two would create the
 * same table or insert the same offer. A session-level advisory lock on a connection of its own
 * serialises them; the others wait, then find the work done. PGlite belongs to one process: no lock.
 */
import type { Database } from './client.js';

/** Any fixed number: the key every process of this portal agrees on. */
const STARTUP_LOCK_KEY = 7_241_001;

export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (!database.pool) return work();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
