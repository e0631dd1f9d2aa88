/** Imports of contractors (employee_imports), scoped by the company; the job reads its own row by id. */

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { customerConstants, employeeImports, storedFiles } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/transaction.js';

export type EmployeeImportRow = typeof employeeImports.$inferSelect;
export type EmployeeImportChange = Partial<
  Pick<
    EmployeeImportRow,
    | 'status'
    | 'processedRows'
    | 'processedUpToRow'
    | 'acceptedRows'
    | 'rejectedRows'
    | 'rowErrors'
    | 'errorMessage'
    | 'finishedAt'
  >
>;

export async function insertEmployeeImport(
  tx: Db,
  row: Pick<
    typeof employeeImports.$inferInsert,
    'customerId' | 'fileId' | 'reportFileId' | 'totalRows' | 'acceptedRows' | 'rejectedRows' | 'rowErrors' | 'createdAt'
  >,
): Promise<EmployeeImportRow> {
  const [inserted] = await tx.insert(employeeImports).values(row).returning();
  return inserted!;
}

export async function selectEmployeeImport(db: Db, customerId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(employeeImports)
    .where(and(eq(employeeImports.customerId, customerId), eq(employeeImports.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** For the job only: the payload carries the id the service enqueued. */
export async function selectEmployeeImportForJob(tx: Tx, id: string) {
  const [row] = await tx.select().from(employeeImports).where(eq(employeeImports.id, id)).for('update');
  return row;
}

export async function updateEmployeeImport(tx: Db, id: string, change: EmployeeImportChange) {
  const [row] = await tx.update(employeeImports).set(change).where(eq(employeeImports.id, id)).returning();
  return row!;
}

/** The company's defaults for new invites (/employees/constants), if it saved any. */
export async function selectImportDefaults(db: Db, customerId: string) {
  const [row] = await db
    .select({
      kind: customerConstants.defaultEmployeeKind,
      taxRegime: customerConstants.defaultTaxRegime,
      comment: customerConstants.inviteComment,
    })
    .from(customerConstants)
    .where(eq(customerConstants.customerId, customerId));
  return row;
}

/** The uploaded file's name, for the import's process title. */
export async function selectImportFileName(db: Db, customerId: string, fileId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: storedFiles.name })
    .from(storedFiles)
    .where(and(eq(storedFiles.customerId, customerId), eq(storedFiles.id, fileId)));
  return row?.name;
}
