/** SQL of fns_dictionaries: FNS catalogues (activity kinds, cancel reasons) cached by the refresh jobs. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fnsDictionaries } from '../../db/schema/index.js';

export async function selectDictionary<T>(db: Db, name: string) {
  const [row] = await db.select().from(fnsDictionaries).where(eq(fnsDictionaries.name, name));
  return row ? { items: row.items as T[], fetchedAt: row.fetchedAt } : undefined;
}

export async function saveDictionary(db: Db, name: string, items: unknown[], now: Date): Promise<void> {
  await db
    .insert(fnsDictionaries)
    .values({ name, items, fetchedAt: now })
    .onConflictDoUpdate({ target: fnsDictionaries.name, set: { items, fetchedAt: now } });
}
