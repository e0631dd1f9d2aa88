/**
 * The acts of tasks' pairs (document-task-act.ts): number, status and date by id as the task shows them, and the
 * contract an act refers to — the contractor's latest contract with the company signed by both sides.
 */
import type { DocumentStatus } from '@vyplaty/contracts';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents } from '../../db/schema/index.js';

export type ActFacts = { id: string; number: number; status: DocumentStatus; date: string };

export async function selectActFacts(db: Db, ids: string[]): Promise<Map<string, ActFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: documents.id, number: documents.number, status: documents.status, date: documents.date })
    .from(documents)
    .where(inArray(documents.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The number and date (ГГГГ-ММ-ДД) of the contractor's latest SIGNED contract with the company, if any. */
export async function selectSignedContract(
  db: Db,
  customerId: string,
  employeeId: string,
): Promise<{ number: number; date: string } | undefined> {
  const [row] = await db
    .select({ number: documents.number, date: documents.date })
    .from(documents)
    .where(
      and(
        eq(documents.customerId, customerId),
        eq(documents.employeeId, employeeId),
        eq(documents.kind, 'CONTRACT'),
        eq(documents.status, 'SIGNED'),
        isNull(documents.deletedAt),
      ),
    )
    .orderBy(desc(documents.date), desc(documents.number))
    .limit(1);
  return row;
}
