/** What the row checks of an import need from the database: the company's defaults and its contractors. */
import type { TaxRegime } from '@vyplaty/contracts';
import type { Db } from '../../../db/client.js';
import { selectActiveEmployeesByContact } from '../invites.repo.js';
import { selectImportDefaults } from './employee-import.repo.js';
import { type ActiveContacts, contactsOf, type ImportDefaults } from './employee-import-rows.js';
import type { ImportRow } from './employee-import-xlsx.js';

export async function importDefaultsOf(db: Db, customerId: string): Promise<ImportDefaults> {
  const row = await selectImportDefaults(db, customerId);
  return {
    kind: row?.kind ?? null,
    taxRegime: (row?.taxRegime as TaxRegime | null) ?? null,
    comment: row?.comment ?? null,
  };
}

/** Who of these rows already works for the company (by canonical phone or ИНН). */
export async function activeContactsOf(db: Db, customerId: string, rows: ImportRow[]): Promise<ActiveContacts> {
  const found = await selectActiveEmployeesByContact(db, customerId, contactsOf(rows));
  return {
    phones: new Set(found.map((f) => f.phone)),
    inns: new Set(found.flatMap((f) => (f.inn ? [f.inn] : []))),
  };
}
