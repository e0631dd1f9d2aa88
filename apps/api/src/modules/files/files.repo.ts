/** Rows of stored files. Every read names its owner: a file of another tenant is not found. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { storedFiles } from '../../db/schema/index.js';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type FileOwner = { customerId: string } | { employeeId: string } | { platform: true };

export async function insertStoredFile(db: Db, row: typeof storedFiles.$inferInsert): Promise<StoredFileRow> {
  const [inserted] = await db.insert(storedFiles).values(row).returning();
  if (!inserted) throw new Error('file row not inserted');
  return inserted;
}

export async function selectOwnedFile(db: Db, fileId: string, owner: FileOwner): Promise<StoredFileRow | undefined> {
  const scope =
    'customerId' in owner
      ? eq(storedFiles.customerId, owner.customerId)
      : 'employeeId' in owner
        ? eq(storedFiles.employeeId, owner.employeeId)
        : and(isNull(storedFiles.customerId), isNull(storedFiles.employeeId));
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), scope));
  return row;
}
