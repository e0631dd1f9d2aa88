import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { documentSubkinds } from '../../db/schema/index.js';

export const selectDocumentSubkinds = (db: DbOrTx) =>
  db.select().from(documentSubkinds).orderBy(asc(documentSubkinds.type), asc(documentSubkinds.sortOrder));
