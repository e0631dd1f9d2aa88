/** The acts of tasks' pairs as the task shows them: number and status, by id (document-task-act.ts). */
import type { DocumentStatus } from '@vyplaty/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents } from '../../db/schema/index.js';

export async function selectActFacts(
  db: Db,
  ids: string[],
): Promise<Map<string, { id: string; number: number; status: DocumentStatus }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: documents.id, number: documents.number, status: documents.status })
    .from(documents)
    .where(inArray(documents.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
