/**
 * The documents of one bundle as its company or its contractor sees them (issue 27, bulk signing): each with its
 * contractor's name, by number. Scoped by the owner like every read here: another tenant's bundle has no rows.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents, employees } from '../../db/schema/index.js';
import type { DocumentOwner, DocumentRow } from './documents.repo.js';

export type BundleDocumentRow = {
  doc: DocumentRow;
  lastName: string | null;
  firstName: string | null;
  patronymic: string | null;
};

export async function selectBundleDocumentRows(
  db: Db,
  owner: DocumentOwner,
  bundleId: string,
): Promise<BundleDocumentRow[]> {
  return db
    .select({
      doc: documents,
      lastName: employees.lastName,
      firstName: employees.firstName,
      patronymic: employees.patronymic,
    })
    .from(documents)
    .innerJoin(employees, eq(employees.id, documents.employeeId))
    .where(
      and(
        'customerId' in owner ? eq(documents.customerId, owner.customerId) : eq(documents.employeeId, owner.employeeId),
        eq(documents.bundleId, bundleId),
        isNull(documents.deletedAt),
      ),
    )
    .orderBy(asc(documents.number));
}
